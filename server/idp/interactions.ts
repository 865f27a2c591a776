// The provider's interaction routes: our own login page, which checks the demo users (the
// library's dev pages accept any login). Consent never shows: the portal client is first-party.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { default as Provider, Interaction } from 'oidc-provider';
import { DEMO_PASSWORD } from '../config.ts';
import type { DemoAccount } from '../demo-data.ts';
import { readBody, requestUrl } from '../http-utils.ts';
import { errorPage, loginPage, type Page } from './pages.ts';

export interface InteractionOptions {
  provider: Provider;
  findAccount: (login: string) => DemoAccount | undefined;
  tenantName: string;
  portalOrigin: string;
}

const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]+)(\/login)?$/;

function sendPage(res: ServerResponse, status: number, page: Page): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': page.csp,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(page.html);
}

/** Demo users' logins are case-insensitive; the password is `demo` for everyone. */
export function checkCredentials(
  findAccount: (login: string) => DemoAccount | undefined,
  login: string,
  password: string,
): DemoAccount | undefined {
  const account = findAccount(login.trim().toLowerCase());
  return account && password === DEMO_PASSWORD ? account : undefined;
}

async function grantMissing(provider: Provider, details: Interaction): Promise<string> {
  const accountId = details.session?.accountId ?? '';
  const clientId = String(details.params.client_id ?? '');
  const grant = (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ?? new provider.Grant({ accountId, clientId });
  const { missingOIDCScope, missingResourceScopes } = details.prompt.details;
  if (Array.isArray(missingOIDCScope)) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingResourceScopes && typeof missingResourceScopes === 'object') {
    for (const [resource, scopes] of Object.entries(missingResourceScopes)) {
      if (Array.isArray(scopes)) grant.addResourceScope(resource, scopes.join(' '));
    }
  }
  return grant.save();
}

/** Handles `/interaction/*`; answers false for any other path. */
export function createInteractionHandler(options: InteractionOptions) {
  const { provider, findAccount, tenantName, portalOrigin } = options;

  const expired = (res: ServerResponse) =>
    sendPage(
      res,
      400,
      errorPage({
        error: 'Session de connexion expirée',
        error_description: 'Recommencez la connexion depuis le portail.',
      }),
    );

  return async function handleInteraction(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const match = INTERACTION_PATH.exec(requestUrl(req).pathname);
    if (!match) return false;
    const [, uid, isLogin] = match;

    let details;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      expired(res);
      return true;
    }
    if (details.uid !== uid) {
      expired(res);
      return true;
    }

    if (details.prompt.name === 'consent') {
      // Reached only when the portal asks for more than its usual grant (see loadExistingGrant):
      // the first-party client gets what it asked for, without a screen.
      const grantId = await grantMissing(provider, details);
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return true;
    }

    if (!isLogin) {
      if (req.method !== 'GET') return false;
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      sendPage(res, 200, loginPage({ uid, tenantName, login: hint, portalOrigin }));
      return true;
    }

    if (req.method !== 'POST') return false;
    const form = new URLSearchParams(await readBody(req, 8 * 1024));
    const login = form.get('login') ?? '';
    const account = checkCredentials(findAccount, login, form.get('password') ?? '');
    if (!account) {
      sendPage(res, 200, loginPage({ uid, tenantName, login, error: true, portalOrigin }));
      return true;
    }
    await provider.interactionFinished(req, res, { login: { accountId: account.login } }, { mergeWithLastSubmission: false });
    return true;
  };
}
