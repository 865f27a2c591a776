import { describe, expect, it } from 'vitest';
import { validateAppSettings, validateClientConfiguration } from '../../../machines/domain/settingsValidation';

const appSettings = {
  tenantName: 'alpha', frontUrl: 'http://localhost:5173', backApiUrl: 'http://localhost:5080/api',
  alertsApiUrl: 'http://localhost:5080/alerts-api', deviceId: '', localStorageVersion: '1.0.0',
};
const clientConfiguration = {
  stsServer: 'http://localhost:5090', redirect_url: 'http://localhost:5173/success-login', client_id: 'portal',
  response_type: 'code', scope: 'openid profile', post_logout_redirect_uri: 'http://localhost:5173/autologin',
  start_checksession: false, silent_renew: true, silent_renew_url: 'http://localhost:5173/silent-renew.html',
  post_login_route: '/home', forbidden_route: '/forbidden', unauthorized_route: '/autologin', logLevel: 2,
  max_id_token_iat_offset_allowed_in_seconds: 300,
};

describe('settings validation', () => {
  it('accepts complete files', () => {
    expect(validateAppSettings(appSettings).ok).toBe(true);
    expect(validateClientConfiguration(clientConfiguration).ok).toBe(true);
  });

  it('accepts a missing or null device id (no device configured)', () => {
    const { deviceId: _omit, ...withoutDevice } = appSettings;
    const result = validateAppSettings(withoutDevice);
    expect(result).toMatchObject({ ok: true, value: { deviceId: null } });
    expect(validateAppSettings({ ...appSettings, deviceId: null }).ok).toBe(true);
  });

  it.each(Object.keys(appSettings).filter((k) => k !== 'deviceId'))('names the missing app setting %s', (field) => {
    const broken: Record<string, unknown> = { ...appSettings };
    delete broken[field];
    expect(validateAppSettings(broken)).toMatchObject({
      ok: false, error: { file: 'settings/appsettings.json', problem: 'missingField', field },
    });
  });

  it.each(Object.keys(clientConfiguration))('names the ill-typed client configuration field %s', (field) => {
    const broken = { ...clientConfiguration, [field]: ['wrong'] };
    const result = validateClientConfiguration(broken);
    expect(result).toMatchObject({ ok: false, error: { file: 'settings/clientconfiguration.json', problem: 'wrongType', field } });
  });

  it.each([null, 42, 'text', []])('refuses %j as a settings file', (json) => {
    expect(validateAppSettings(json)).toMatchObject({ ok: false, error: { problem: 'notObject' } });
  });

  it.each(['', '/api', 'javascript:alert(1)', 'ftp://files.example', 'not a url'])(
    'refuses %j as a back-end URL (calls and the token would go somewhere unintended)', (value) => {
      expect(validateAppSettings({ ...appSettings, alertsApiUrl: value })).toMatchObject({
        ok: false, error: { problem: 'wrongType', field: 'alertsApiUrl', expected: 'absolute http(s) URL' },
      });
    });

  it('refuses a non-finite number', () => {
    expect(validateClientConfiguration({ ...clientConfiguration, logLevel: Number.NaN })).toMatchObject({ ok: false, error: { field: 'logLevel' } });
  });
});
