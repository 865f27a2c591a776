// The development OpenID Connect provider (oidc-provider 9): one public client, `portal`, using
// authorization code + PKCE; JWT access tokens for the API; consent skipped for that first-party
// client; refresh tokens for silent renew. Every default the library warns about is set, so it
// starts quietly.
import type { Client, Configuration, Grant, KoaContextWithOIDC, default as ProviderClass } from 'oidc-provider';
import { API_SCOPE, PORTAL_CLIENT_ID, portalRedirects } from '../config.ts';
import type { DemoAccount } from '../demo-data.ts';
import { generateCookieKeys, type SigningKeys } from './keys.ts';
import { createMemoryAdapter } from './memory-adapter.ts';
import { errorPage, loggedOutPage, logoutPage } from './pages.ts';

export interface ProviderOptions {
  issuer: string;
  portalUrl: string;
  /** Resource indicator and `aud` of the API's access tokens (`{backApi}`). */
  audience: string;
  keys: SigningKeys;
  findAccount: (login: string) => DemoAccount | undefined;
  accessTokenTtlSeconds: number;
}

type OidcModule = typeof import('oidc-provider');

let loaded: Promise<OidcModule> | undefined;

/** Imports oidc-provider once. Its module prints "Unsupported runtime" on Node 20, which is this
 * project's runtime (package.json engines) and works: that one line is filtered, nothing else. */
function loadOidcProvider(): Promise<OidcModule> {
  loaded ??= (async () => {
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('Unsupported runtime')) return;
      warn(...args);
    };
    try {
      return await import('oidc-provider');
    } finally {
      console.warn = warn;
    }
  })();
  return loaded;
}

const HOUR = 3600;
/** Sessions, grants and refresh tokens live for a working day. */
const SESSION_TTL = 8 * HOUR;

export async function createProvider(options: ProviderOptions): Promise<ProviderClass> {
  const { default: Provider, errors } = await loadOidcProvider();
  const { issuer, portalUrl, audience, keys, findAccount, accessTokenTtlSeconds } = options;
  const portalOrigin = new URL(portalUrl).origin;
  const redirects = portalRedirects(portalUrl);

  const html = (ctx: KoaContextWithOIDC, page: { html: string; csp: string }) => {
    ctx.type = 'html';
    ctx.set('Content-Security-Policy', page.csp);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = page.html;
  };

  const configuration: Configuration = {
    adapter: createMemoryAdapter(),
    jwks: keys.privateJwks,
    cookies: {
      keys: generateCookieKeys(),
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        client_name: 'Portal',
        application_type: 'web',
        // A public client: no secret, so PKCE (S256) is required by the provider.
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [redirects.signIn, redirects.silentRenew],
        post_logout_redirect_uris: [redirects.afterLogout, portalUrl],
        // OpenID scopes only: the API scope belongs to the resource server (getResourceServerInfo).
        scope: 'openid profile offline_access',
      },
    ],
    // Browsers may call the token, revocation and end-session endpoints from the portal only.
    clientBasedCORS: (_ctx, origin) => origin === portalOrigin,
    responseTypes: ['code'],
    scopes: ['openid', 'profile', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
    },
    findAccount: async (_ctx, sub) => {
      const account = findAccount(sub);
      if (!account) return undefined;
      const { firstName, lastName } = account.info;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: `${firstName} ${lastName}`,
          given_name: firstName,
          family_name: lastName,
          preferred_username: sub,
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // The portal is first-party: grant it everything it asks for, without a consent screen.
    loadExistingGrant: async (ctx) => {
      const { client, session, result, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await provider.Grant.find(grantId);
        if (existing && existing.accountId === session.accountId) return existing;
      }
      const grant: Grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile offline_access');
      grant.addResourceScope(audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    // The provider drops offline_access unless prompt=consent, which the portal never sends; the
    // portal still gets a refresh token, bound to the session, so silent renew needs no iframe.
    issueRefreshToken: (_ctx, client: Client) => client.grantTypeAllowed('refresh_token'),
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        // Requests without `resource` (oidc-client-ts sends none) get the API.
        defaultResource: async (_ctx: unknown, _client: unknown, oneOf?: string | string[]) => {
          if (Array.isArray(oneOf)) return oneOf.includes(audience) ? audience : oneOf[0];
          return oneOf ?? audience;
        },
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: unknown, resource: string) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => html(ctx, logoutPage(form, portalOrigin)),
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => html(ctx, loggedOutPage()),
      },
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx: unknown, client: Client, token: { clientId?: string }) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
    },
    renderError: (ctx, out) => html(ctx, errorPage(out)),
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      IdToken: accessTokenTtlSeconds,
      AuthorizationCode: 60,
      // A rotated refresh token keeps what was left of the first one: renewals never extend a session.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? SESSION_TTL,
      Interaction: HOUR,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
      ClientCredentials: 600,
      DeviceCode: 600,
      BackchannelAuthenticationRequest: 600,
      PreAuthorizedCode: 600,
    },
  };

  const provider = new Provider(issuer, configuration);
  // Errors the provider answers with 500 would otherwise vanish; they are bugs of the stack.
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    console.error('[identity provider] server error:', error instanceof Error ? error.message : error);
  });
  return provider;
}
