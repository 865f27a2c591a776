// Model-based tests of the root app machine: boot, session routing, maintenance, language, counts.
// Children (signIn, inactivity, alerts, bell, agencyFolders) have their own models; here their
// outcomes are inputs.
import { afterAll, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { appMachine, type PreparedStorage } from '../../machines/app/app.machine';
import type { SignInOutput } from '../../machines/signIn/signIn.machine';
import type { UserInfo } from '../../machines/domain/types';
import { assertJointCoverage, createModel } from './harness';
import { publishJourneys } from './journeys';

const settings = {
  appSettings: {
    tenantName: 'alpha', frontUrl: 'http://portal.test/', backApiUrl: 'http://api.test/api',
    alertsApiUrl: 'http://api.test/alerts', deviceId: null, localStorageVersion: '1.0.0',
  },
  clientConfiguration: {
    stsServer: 'http://idp.test', redirect_url: 'http://portal.test/success-login', client_id: 'portal',
    response_type: 'code', scope: 'openid', post_logout_redirect_uri: 'http://portal.test/autologin',
    start_checksession: false, silent_renew: false, silent_renew_url: 'http://portal.test/silent-renew.html',
    post_login_route: '/home', forbidden_route: '/forbidden', unauthorized_route: '/autologin', logLevel: 0,
    max_id_token_iat_offset_allowed_in_seconds: 300,
  },
};

const storage = (overrides: Partial<PreparedStorage> = {}): PreparedStorage => ({
  language: null, autoLogoutNotice: false, applicantArea: null, cachedUserInfo: null,
  device: { id: 'device-1', suggestedName: 'Chrome · Linux' }, ...overrides,
});

const user = (overrides: Partial<UserInfo>): UserInfo => ({
  userType: 'worker', roles: ['worker'], disabledFeatures: [], workerType: null, hasValidCdii: false,
  isFirstConnection: false, hasToChangePassword: false, requireProfileApproval: false,
  function: null, landlinePhone: null, mobilePhone: null, ...overrides,
});

const signedInWorker: SignInOutput = { result: 'signedIn', userInfo: user({}), returnUrl: '/contracts' };
const signedInAdmin: SignInOutput = { result: 'signedIn', userInfo: user({ userType: 'internalUser', roles: ['administrator'] }), returnUrl: null };

const bootOutcomes = {
  'xstate.done.actor.loadSettings': [{ output: settings }],
  'xstate.error.actor.loadSettings': [
    { error: { file: 'settings/appsettings.json', problem: 'notJson' } },
    { error: { file: 'settings/appsettings.json', problem: 'unreachable', status: 503 } },
  ],
  'xstate.error.actor.prepareStorage': [{ error: new Error('storage refused') }],
  'xstate.done.actor.loadTranslations': [{ output: undefined }],
  'xstate.error.actor.loadTranslations': [
    { error: { file: 'i18n/core/fr.json', problem: 'unreachable' } },
    { error: { file: 'i18n/core/fr.json', problem: 'unreachable', status: 503 } },
  ],
} as const;

const sessionOutcomes = {
  'xstate.done.actor.checkAuth': [{ output: { authenticated: true } }, { output: { authenticated: false } }],
  'xstate.error.actor.checkAuth': [{ error: new Error('storage') }],
  'xstate.done.actor.signIn': [
    { output: signedInWorker }, { output: signedInAdmin }, { output: { result: 'forbidden' } }, { output: { result: 'halted' } },
  ],
  'xstate.done.actor.readInactivityClock': [{ output: { lastClick: null, now: 0 } }],
  'xstate.error.actor.readInactivityClock': [{ error: new Error('storage') }],
  'xstate.done.actor.inactivity': [{ output: undefined }],
  'xstate.done.actor.signOut': [{ output: undefined }],
  'xstate.error.actor.signOut': [{ error: new Error('provider unreachable') }],
} as const;

/** Boot, maintenance, language, request counts and network: on a public screen, no session. */
const globalsModel = createModel(appMachine, {
  input: { location: { path: '/forbidden', search: '' }, online: true },
  events: {
    ...bootOutcomes,
    'xstate.done.actor.prepareStorage': [{ output: storage() }],
    'xstate.done.actor.switchLanguage': [{ output: undefined }],
    'xstate.error.actor.switchLanguage': [{ error: new Error('offline') }],
    'LOCATION.CHANGED': [{ path: '/maintenance', search: '' }, { path: '/forbidden', search: '' }],
    'LANGUAGE.CHANGE': [{ language: 'en' }, { language: 'fr' }],
    LOGIN: [], LOGOUT: [], 'USER.CLICK': [],
    // Raised by the machine itself after each LOCATION.CHANGED.
    'ROUTE.UPDATED': [],
  },
  // In-flight counts grow without bound: what the view shows is "busy or not".
  serializeState: (snapshot) => JSON.stringify({
    value: snapshot.value,
    path: snapshot.context.location.path,
    busy: Math.min(snapshot.context.inFlight, 1),
    online: snapshot.context.online,
    language: snapshot.context.language,
    requested: snapshot.context.requestedLanguage,
  }),
});

/** Sign-in routing, route guards, applicant area, inactivity and logout. */
const sessionModel = createModel(appMachine, {
  input: { location: { path: '/home', search: '' }, online: true },
  events: {
    ...bootOutcomes,
    ...sessionOutcomes,
    'xstate.done.actor.prepareStorage': [{ output: storage() }, { output: storage({ autoLogoutNotice: true }) }],
    'LOCATION.CHANGED': [
      { path: '/home', search: '' },
      { path: '/invoices', search: '' }, // refused to a worker
      { path: '/applicant', search: '' },
      { path: '/maintenance', search: '' },
      { path: '/success-login', search: '?code=x' },
      { path: '/autologin', search: '', state: { forceLogin: true } },
      { path: '/account', search: '' },
    ],
    'USER.CLICK': [{ at: 1000 }],
    'LANGUAGE.CHANGE': [], 'HTTP.REQUEST_STARTED': [], 'HTTP.REQUEST_ENDED': [], 'NETWORK.ONLINE': [], 'NETWORK.OFFLINE': [],
    'ROUTE.UPDATED': [],
  },
  serializeState: (snapshot) => JSON.stringify({
    value: snapshot.value,
    path: snapshot.context.location.path,
    notice: snapshot.context.autoLogoutNotice,
    user: snapshot.context.userInfo?.userType ?? null,
    applicant: snapshot.context.applicantArea,
  }),
});

describe('app machine model: boot and global concerns', () => {
  for (const path of globalsModel.paths()) it(path.description, () => globalsModel.replay(path));
});

describe('app machine model: session', () => {
  for (const path of sessionModel.paths()) it(path.description, () => sessionModel.replay(path, { onStep: expectShellActors }));
});

/**
 * The shell's actors run exactly while signed in: alerts for everyone, the agency folders for
 * internal users, the bell (told the user type) for the others.
 */
function expectShellActors(
  snapshot: SnapshotFrom<typeof appMachine>,
  _step: unknown,
  { invocations }: { invocations: readonly { src: string; input: unknown }[] },
) {
  const signedIn = snapshot.matches({ ready: { session: 'signedIn' } });
  const internal = snapshot.context.userInfo?.userType === 'internalUser';
  expect(Boolean(snapshot.children.alerts)).toBe(signedIn);
  expect(Boolean(snapshot.children.agencyFolders)).toBe(signedIn && internal);
  expect(Boolean(snapshot.children.bell)).toBe(signedIn && !internal);
  if (signedIn && !internal) {
    expect(invocations.filter((i) => i.src === 'bell').at(-1)?.input).toEqual({ userType: snapshot.context.userInfo?.userType });
  }
}

afterAll(() => assertJointCoverage([globalsModel, sessionModel]));

publishJourneys('app', { boot: globalsModel, session: sessionModel });
