// Trusted Types (the CSP says `require-trusted-types-for 'script'`): a DOM sink that loads script
// only takes a value made by a named policy. The portal's only such sink is the service worker's
// registration; its policy accepts nothing but sw.js of the portal's own origin. Where the browser
// has no Trusted Types (or in tests), the checked URL is used as a plain string.
import { TRUSTED_TYPES_POLICY } from '../../machines/domain/constants';

interface TrustedTypePolicyLike {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesWindow {
  trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): TrustedTypePolicyLike };
}

const policies = new WeakMap<object, TrustedTypePolicyLike>();

/** The service worker's script URL: same origin, `…/sw.js`, anything else throws. */
export function checkServiceWorkerUrl(url: string, origin: string): string {
  const parsed = new URL(url, origin);
  if (parsed.origin !== origin || !parsed.pathname.endsWith('/sw.js') || parsed.search || parsed.hash) {
    throw new TypeError(`Refused service worker script URL: ${url}`);
  }
  return parsed.toString();
}

/** A TrustedScriptURL where the browser has Trusted Types, else the checked string. */
export function trustedServiceWorkerUrl(win: Window, url: string): string {
  const trustedTypes = (win as unknown as TrustedTypesWindow).trustedTypes;
  const origin = win.location.origin;
  if (!trustedTypes) return checkServiceWorkerUrl(url, origin);
  let policy = policies.get(win);
  if (!policy) {
    policy = trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: (value) => checkServiceWorkerUrl(value, origin) });
    policies.set(win, policy);
  }
  // register() accepts the TrustedScriptURL where it accepts a string.
  return policy.createScriptURL(url) as string;
}
