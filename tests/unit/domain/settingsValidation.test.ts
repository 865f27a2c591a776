import { describe, expect, it } from 'vitest';
import { isBootError, validateAppSettings, validateClientConfiguration } from '../../../machines/domain/settingsValidation';
import { appSettings as fixtureAppSettings, clientConfiguration as fixtureClientConfiguration } from '../../support/fixtures';

// The committed defaults' shape: the portal at localhost:5173 (npm start).
const appSettings = fixtureAppSettings('http://localhost:5173');
const clientConfiguration = fixtureClientConfiguration('http://localhost:5173');

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
      ok: false,
      error: { file: 'settings/appsettings.json', problem: 'missingField', field },
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
    'refuses %j as a back-end URL (calls and the token would go somewhere unintended)',
    (value) => {
      expect(validateAppSettings({ ...appSettings, alertsApiUrl: value })).toMatchObject({
        ok: false,
        error: { problem: 'wrongType', field: 'alertsApiUrl', expected: 'absolute http(s) URL' },
      });
    },
  );

  it('refuses a non-finite number', () => {
    expect(validateClientConfiguration({ ...clientConfiguration, logLevel: Number.NaN })).toMatchObject({
      ok: false,
      error: { field: 'logLevel' },
    });
  });

  it('says what each field should have been', () => {
    expect(validateAppSettings({ ...appSettings, tenantName: 7 })).toMatchObject({
      ok: false,
      error: { field: 'tenantName', expected: 'string' },
    });
    expect(validateAppSettings({ ...appSettings, deviceId: 7 })).toMatchObject({
      ok: false,
      error: { field: 'deviceId', expected: 'string or null' },
    });
    expect(validateClientConfiguration({ ...clientConfiguration, silent_renew: 'true' })).toMatchObject({
      ok: false,
      error: { problem: 'wrongType', field: 'silent_renew', expected: 'boolean' },
    });
    expect(validateClientConfiguration({ ...clientConfiguration, logLevel: '2' })).toMatchObject({
      ok: false,
      error: { problem: 'wrongType', field: 'logLevel', expected: 'number' },
    });
    const { client_id: _omit, ...withoutClientId } = clientConfiguration;
    expect(validateClientConfiguration(withoutClientId)).toMatchObject({
      ok: false,
      error: { problem: 'missingField', field: 'client_id', expected: 'string' },
    });
  });

  it('a field present but undefined is missing, not ill-typed', () => {
    expect(validateAppSettings({ ...appSettings, tenantName: undefined })).toMatchObject({
      ok: false,
      error: { problem: 'missingField', field: 'tenantName' },
    });
  });

  it('accepts https as well as http URLs, and keeps the validated values', () => {
    const secure = { ...appSettings, frontUrl: 'https://portal.example', deviceId: 'device-7' };
    expect(validateAppSettings(secure)).toEqual({ ok: true, value: secure });
  });

  it('tells a boot error from anything else a loader may throw', () => {
    expect(isBootError({ file: 'settings/appsettings.json', problem: 'notJson' })).toBe(true);
    for (const other of [null, undefined, 'settings/appsettings.json', new Error('boom'), { file: 'x' }, { problem: 'notJson' }]) {
      expect(isBootError(other)).toBe(false);
    }
  });
});
