// The portal's two settings files for a given stack. Pure: the Vite plugin serves its output, and
// scripts/write-default-settings.ts writes the committed defaults from it, so the two never drift.
import type { AppSettings, ClientConfiguration } from '../machines/domain/types.ts';
import { DEFAULT_FORBIDDEN_ROUTE, DEFAULT_POST_LOGIN_ROUTE, DEFAULT_UNAUTHORIZED_ROUTE } from '../machines/domain/constants.ts';
import { alertsApiUrl, backApiUrl, PORTAL_CLIENT_ID, PORTAL_SCOPE, portalRedirects } from './config.ts';
import type { TenantId } from './tenants.ts';

export interface PortalSettingsInput {
  tenant: TenantId;
  portalUrl: string;
  stackUrl: string;
  idpUrl: string;
}

export interface PortalSettings {
  appSettings: AppSettings;
  clientConfiguration: ClientConfiguration;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function portalSettings(input: PortalSettingsInput): PortalSettings {
  const portalUrl = withoutTrailingSlash(input.portalUrl);
  const stackUrl = withoutTrailingSlash(input.stackUrl);
  // The issuer has no trailing slash; `authority` must match it exactly.
  const idpUrl = withoutTrailingSlash(input.idpUrl);
  const redirects = portalRedirects(portalUrl);
  return {
    appSettings: {
      // The portal uses tenantName as the tenant key (translations, exclusive entries).
      tenantName: input.tenant,
      frontUrl: portalUrl,
      backApiUrl: backApiUrl(stackUrl),
      alertsApiUrl: alertsApiUrl(stackUrl),
      deviceId: '',
      localStorageVersion: '1.0.0',
    },
    clientConfiguration: {
      stsServer: idpUrl,
      redirect_url: redirects.signIn,
      client_id: PORTAL_CLIENT_ID,
      response_type: 'code',
      scope: PORTAL_SCOPE,
      post_logout_redirect_uri: redirects.afterLogout,
      // The provider has no check-session iframe (an unfinished draft there); sessions end by logout.
      start_checksession: false,
      // Renewal uses the refresh token (the provider issues one to the portal); the silent-renew
      // page is only the iframe fallback when no refresh token is held.
      silent_renew: true,
      silent_renew_url: redirects.silentRenew,
      post_login_route: DEFAULT_POST_LOGIN_ROUTE,
      forbidden_route: DEFAULT_FORBIDDEN_ROUTE,
      unauthorized_route: DEFAULT_UNAUTHORIZED_ROUTE,
      logLevel: 2,
      max_id_token_iat_offset_allowed_in_seconds: 300,
    },
  };
}
