// The test fixtures every layer shares: a user's info, the two settings files and what the browser's
// storage holds at boot. Each test overrides only what it is about, so a reader sees that at once.
import { fromPromise } from 'xstate';
import type { LoadedSettings, PreparedStorage } from '../../machines/app/app.machine';
import type { AppSettings, ClientConfiguration, UserInfo } from '../../machines/domain/types';

/** A temporary worker with nothing pending (spec section 3's defaults for the optional fields). */
export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userType: 'worker',
    roles: ['worker'],
    disabledFeatures: [],
    workerType: null,
    hasValidCdii: false,
    isFirstConnection: false,
    hasToChangePassword: false,
    requireProfileApproval: false,
    function: null,
    landlinePhone: null,
    mobilePhone: null,
    ...overrides,
  };
}

/** `settings/appsettings.json` of a portal served at `origin` (tenant alpha, the stand-in's API). */
export function appSettings(origin: string, overrides: Partial<AppSettings> = {}): AppSettings {
  return {
    tenantName: 'alpha',
    frontUrl: `${origin}/`,
    backApiUrl: 'http://api.test/api',
    alertsApiUrl: 'http://api.test/alerts-api',
    deviceId: '',
    localStorageVersion: '1.0.0',
    ...overrides,
  };
}

/** `settings/clientconfiguration.json` of a portal served at `origin`, with the default routes. */
export function clientConfiguration(origin: string, overrides: Partial<ClientConfiguration> = {}): ClientConfiguration {
  return {
    stsServer: 'http://idp.test',
    redirect_url: `${origin}/success-login`,
    client_id: 'portal',
    response_type: 'code',
    scope: 'openid profile api',
    post_logout_redirect_uri: `${origin}/autologin`,
    start_checksession: false,
    silent_renew: false,
    silent_renew_url: `${origin}/silent-renew.html`,
    post_login_route: '/home',
    forbidden_route: '/forbidden',
    unauthorized_route: '/autologin',
    logLevel: 0,
    max_id_token_iat_offset_allowed_in_seconds: 300,
    ...overrides,
  };
}

/** Both settings files as the app machine receives them (machine tests: the portal at portal.test). */
export function loadedSettings(
  overrides: { appSettings?: Partial<AppSettings>; clientConfiguration?: Partial<ClientConfiguration> } = {},
): LoadedSettings {
  const origin = 'http://portal.test';
  return {
    appSettings: appSettings(origin, { deviceId: null, alertsApiUrl: 'http://api.test/alerts', ...overrides.appSettings }),
    clientConfiguration: clientConfiguration(origin, { scope: 'openid', ...overrides.clientConfiguration }),
  };
}

/** What the browser's storage holds at boot: nothing kept, a device id. */
export function preparedStorage(overrides: Partial<PreparedStorage> = {}): PreparedStorage {
  return {
    language: null,
    autoLogoutNotice: false,
    applicantArea: null,
    cachedUserInfo: null,
    device: { id: 'device-1', suggestedName: 'Chrome · Linux', questionDeclined: false },
    ...overrides,
  };
}

/**
 * The app's loadScreen when a test is not about screens: the screen's machine (a worker's /home runs
 * the dashboard's) loads and never arrives; how the app runs a screen has its own tests.
 */
export const screenNeverLoads = () => fromPromise<never, { id: string }>(() => new Promise<never>(() => {}));
