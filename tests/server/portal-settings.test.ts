// The portal's settings: the pure function, the committed defaults (written from it), and the
// Vite middleware that serves them for a running stack.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { validateAppSettings, validateClientConfiguration } from '../../machines/domain/settingsValidation.ts';
import { portalSettings } from '../../server/portal-settings.ts';
import { settingsMiddleware } from '../../server/vite-settings-plugin.ts';
import { defaultPortalSettings, settingsFileText } from '../../scripts/write-default-settings.ts';

const input = {
  tenant: 'beta',
  portalUrl: 'http://localhost:5181/',
  stackUrl: 'http://localhost:5180',
  idpUrl: 'http://localhost:5190/',
} as const;

describe('portalSettings', () => {
  it('points the portal at the stack and the provider', () => {
    const { appSettings, clientConfiguration } = portalSettings(input);
    expect(appSettings).toEqual({
      tenantName: 'beta',
      frontUrl: 'http://localhost:5181',
      backApiUrl: 'http://localhost:5180/api',
      alertsApiUrl: 'http://localhost:5180/alerts-api',
      deviceId: '',
      localStorageVersion: '1.0.0',
    });
    expect(clientConfiguration).toEqual({
      stsServer: 'http://localhost:5190',
      redirect_url: 'http://localhost:5181/success-login',
      client_id: 'portal',
      response_type: 'code',
      scope: 'openid profile offline_access api',
      post_logout_redirect_uri: 'http://localhost:5181/autologin',
      start_checksession: false,
      silent_renew: true,
      silent_renew_url: 'http://localhost:5181/silent-renew.html',
      post_login_route: '/home',
      forbidden_route: '/forbidden',
      unauthorized_route: '/autologin',
      logLevel: 2,
      max_id_token_iat_offset_allowed_in_seconds: 300,
    });
  });

  it("passes the portal's own settings validation", () => {
    const { appSettings, clientConfiguration } = portalSettings(input);
    expect(validateAppSettings(appSettings).ok).toBe(true);
    expect(validateClientConfiguration(clientConfiguration).ok).toBe(true);
  });

  it('matches the committed public/settings files (run scripts/write-default-settings.ts after a change)', () => {
    const { appSettings, clientConfiguration } = defaultPortalSettings();
    expect(readFileSync('public/settings/appsettings.json', 'utf8')).toBe(settingsFileText(appSettings));
    expect(readFileSync('public/settings/clientconfiguration.json', 'utf8')).toBe(settingsFileText(clientConfiguration));
  });
});

describe('settings middleware of the Vite plugin', () => {
  function call(path: string, method = 'GET') {
    const middleware = settingsMiddleware(
      { STACK_URL: 'http://localhost:5180', IDP_URL: 'http://localhost:5190', TENANT: 'beta' },
      '/',
      () => 'http://localhost:5181',
    );
    const res = { writeHead: vi.fn(), end: vi.fn() };
    const next = vi.fn();
    middleware({ url: path, method } as IncomingMessage, res as unknown as ServerResponse, next);
    return { res, next };
  }

  it('serves both files for the running stack', () => {
    const app = call('/settings/appsettings.json?v=1');
    expect(app.next).not.toHaveBeenCalled();
    expect(JSON.parse(app.res.end.mock.calls[0][0] as string)).toMatchObject({
      tenantName: 'beta',
      backApiUrl: 'http://localhost:5180/api',
    });
    const client = call('/settings/clientconfiguration.json');
    expect(JSON.parse(client.res.end.mock.calls[0][0] as string)).toMatchObject({
      stsServer: 'http://localhost:5190',
      redirect_url: 'http://localhost:5181/success-login',
    });
  });

  it('leaves every other request to Vite', () => {
    expect(call('/index.html').next).toHaveBeenCalled();
    expect(call('/settings/appsettings.json', 'POST').next).toHaveBeenCalled();
  });
});
