// Fixed names and defaults of the local stack, shared by the stack, the settings and the tests.

export const DEFAULT_PORTAL_PORT = 5173;
export const DEFAULT_STACK_PORT = 5080;
export const DEFAULT_IDP_PORT = 5090;

/** Always `localhost`: the provider compares redirect URIs exactly, and browsers treat
 * `localhost` and `127.0.0.1` as different origins. */
export const HOST = 'localhost';

export const PORTAL_CLIENT_ID = 'portal';
export const PORTAL_SCOPE = 'openid profile offline_access api';
/** The resource-server scope the API accepts in access tokens. */
export const API_SCOPE = 'api';

/** Paths on the stack server. */
export const API_PREFIX = '/api';
export const ALERTS_PREFIX = '/alerts-api';
export const CONTROL_PREFIX = '/__control';

export const DEMO_PASSWORD = 'demo';

export const urlOf = (port: number) => `http://${HOST}:${port}`;

/** `{backApi}`: also the audience (resource indicator) of the API's access tokens. */
export const backApiUrl = (stackUrl: string) => `${stackUrl}${API_PREFIX}`;
export const alertsApiUrl = (stackUrl: string) => `${stackUrl}${ALERTS_PREFIX}`;

/** Portal pages the provider redirects to. */
export const portalRedirects = (portalUrl: string) => ({
  signIn: `${portalUrl}/success-login`,
  silentRenew: `${portalUrl}/silent-renew.html`,
  afterLogout: `${portalUrl}/autologin`,
});
