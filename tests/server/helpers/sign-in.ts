// The browser's part of a sign-in, done over HTTP: authorization request → our login page →
// form post → redirect to the portal with a code; then the code+PKCE token request.
import { createHash, randomBytes } from 'node:crypto';
import type { Stack } from '../../../server/stack.ts';
import { CookieJar, request, type HttpResponse } from './http.ts';

export const PORTAL_URL = 'http://localhost:5173';
export const SCOPE = 'openid profile offline_access api';

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function authorizeUrl(stack: Stack, challenge: string, extra: Record<string, string> = {}): string {
  const url = new URL('/auth', stack.idpUrl);
  const params = {
    client_id: 'portal',
    response_type: 'code',
    scope: SCOPE,
    redirect_uri: `${stack.portalUrl}/success-login`,
    state: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** Follows redirects inside the provider; stops at the login page or at the portal. */
export async function follow(jar: CookieJar, url: string, stopAt: string): Promise<{ url: string; response?: HttpResponse }> {
  let current = url;
  for (let hops = 0; hops < 10; hops += 1) {
    if (current.startsWith(stopAt)) return { url: current };
    const response = await request(current, { jar });
    if (!response.location) return { url: current, response };
    current = response.location;
  }
  throw new Error(`Too many redirects from ${url}`);
}

/** Posts the login form of the page at `pageUrl`; answers the next stop (portal URL or a page). */
export async function submitLogin(jar: CookieJar, pageUrl: string, html: string, login: string, password: string, stopAt: string) {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('No login form on the page');
  const response = await request(new URL(action, pageUrl).toString(), {
    method: 'POST',
    jar,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login, password }).toString(),
  });
  if (!response.location) return { url: new URL(action, pageUrl).toString(), response };
  return follow(jar, response.location, stopAt);
}

/** The whole flow for one demo user; the jar keeps the provider session (for prompt/renew tests). */
export async function signIn(
  stack: Stack,
  login: string,
  { jar = new CookieJar(), password = 'demo' } = {},
): Promise<Tokens & { jar: CookieJar }> {
  const { verifier, challenge } = pkce();
  const loginPage = await follow(jar, authorizeUrl(stack, challenge), stack.portalUrl);
  if (!loginPage.response) throw new Error('Expected the login page');
  const done = await submitLogin(jar, loginPage.url, loginPage.response.text, login, password, stack.portalUrl);
  const code = new URL(done.url).searchParams.get('code');
  if (!code) throw new Error(`No code for ${login}: ended at ${done.url}`);
  const tokens = await exchangeCode(stack, code, verifier);
  return { ...tokens, jar };
}

export async function exchangeCode(stack: Stack, code: string, verifier: string): Promise<Tokens> {
  const response = await request(`${stack.idpUrl}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      client_id: 'portal',
      redirect_uri: `${stack.portalUrl}/success-login`,
    }).toString(),
  });
  if (response.status !== 200) throw new Error(`Token request failed: ${response.status} ${response.text}`);
  return response.json<Tokens>();
}
