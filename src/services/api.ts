// One typed function per call of spec section 7 and of decisions.md. Each checks the shape it
// relies on, so a server answering garbage ends in an HttpError('invalidResponse'), never a crash
// further down.
import type {
  AgencyFolder,
  Alert,
  DaysOffRequest,
  LogEntry,
  Paged,
  ProfileApproval,
  RegisteredDevice,
  UserProfile,
} from '../../machines/domain/types';
import type { DaysOffDraft } from '../../machines/domain/daysOff';
import { HttpError, type HttpClient } from './http';

export interface ApiDeps {
  http: HttpClient;
  /** `settings.backApiUrl`, e.g. `https://api.example/api`. */
  backApiUrl: () => string;
  alertsApiUrl: () => string;
}

type Check<T> = (value: unknown) => value is T;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Notification lists keep their items raw: each goes through the intake (toNotifications), which
 *  drops and logs a bad one instead of failing the whole list. */
const isAnything: Check<unknown> = (_value): _value is unknown => true;

const arrayOf =
  <T>(item: Check<T>): Check<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(item);

const pagedOf =
  <T>(item: Check<T>): Check<Paged<T>> =>
  (value): value is Paged<T> =>
    isRecord(value) && Array.isArray(value.items) && value.items.every(item) && typeof value.total === 'number';

const isAgencyFolder: Check<AgencyFolder> = (value): value is AgencyFolder =>
  isRecord(value) && typeof value.id === 'string' && typeof value.code === 'string' && typeof value.name === 'string';

const isAlert: Check<Alert> = (value): value is Alert =>
  isRecord(value) && (typeof value.id === 'string' || typeof value.id === 'number') && typeof value.message === 'string';

const isProfileApproval: Check<ProfileApproval> = (value): value is ProfileApproval =>
  isRecord(value) && typeof value.id === 'string' && typeof value.pendingApproval === 'boolean';

const isNullableString = (value: unknown) => value === null || value === undefined || typeof value === 'string';

const isUserProfile: Check<UserProfile> = (value): value is UserProfile =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.firstName === 'string' &&
  typeof value.lastName === 'string' &&
  typeof value.email === 'string' &&
  isNullableString(value.function) &&
  isNullableString(value.landlinePhone) &&
  isNullableString(value.mobilePhone);

const DAYS_OFF_STATUSES = ['pending', 'accepted', 'refused'];
const isDaysOffRequest: Check<DaysOffRequest> = (value): value is DaysOffRequest =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.startDate === 'string' &&
  typeof value.endDate === 'string' &&
  typeof value.reason === 'string' &&
  DAYS_OFF_STATUSES.includes(value.status as string);

const isRegisteredDevice: Check<RegisteredDevice> = (value): value is RegisteredDevice =>
  isRecord(value) && typeof value.deviceId === 'string' && typeof value.name === 'string';

const isBlockedCategories: Check<{ blockedCategories: string[] }> = (value): value is { blockedCategories: string[] } =>
  isRecord(value) && Array.isArray(value.blockedCategories) && value.blockedCategories.every((c) => typeof c === 'string');

const isDeviceStatus: Check<{ registered: boolean }> = (value): value is { registered: boolean } =>
  isRecord(value) && typeof value.registered === 'boolean';

function checked<T>(url: string, value: unknown, check: Check<T>): T {
  if (!check(value)) {
    throw new HttpError({ kind: 'invalidResponse', url, message: `Unexpected answer from ${new URL(url, 'http://x').pathname}` });
  }
  return value;
}

/** Ids and paths segments coming from data are encoded, never spliced raw into a URL. */
const segment = (value: string) => encodeURIComponent(value);

export function createApi({ http, backApiUrl, alertsApiUrl }: ApiDeps) {
  const back = (path: string) => `${backApiUrl().replace(/\/+$/, '')}${path}`;
  const get = async <T>(url: string, check: Check<T>, signal?: AbortSignal) =>
    checked(url, await http.request<unknown>(url, { signal }), check);

  return {
    /** Unchecked JSON: the signIn machine reads it (machines/domain/userInfo.ts). */
    getUserInfo: (signal?: AbortSignal) => http.request<unknown>(back('/v1/users/me/info'), { signal }),
    updateProfile: (profile: Record<string, unknown> & { id: string }) =>
      http.request<void>(back('/v1/users/profile'), { method: 'PUT', body: profile, expect: 'none' }),
    approveProfile: (id: string) =>
      http.request<void>(back(`/v1/users/${segment(id)}/profile/approve`), { method: 'PATCH', expect: 'none' }),
    getProfileApproval: () => get(back('/v1/users/get-profile-approval'), isProfileApproval),

    getMyProfile: () => get(back('/v1/users/me/profile'), isUserProfile),
    getDaysOff: () => get(back('/v1/users/me/days-off'), arrayOf(isDaysOffRequest)),
    createDaysOff: async (request: DaysOffDraft) => {
      const url = back('/v1/users/me/days-off');
      return checked(url, await http.request<unknown>(url, { method: 'POST', body: request }), isDaysOffRequest);
    },
    updateDaysOff: async (id: string, request: DaysOffDraft) => {
      const url = back(`/v1/users/me/days-off/${segment(id)}`);
      return checked(url, await http.request<unknown>(url, { method: 'PUT', body: request }), isDaysOffRequest);
    },
    getDevices: () => get(back('/v1/users/me/devices'), arrayOf(isRegisteredDevice)),
    renameDevice: (device: RegisteredDevice) =>
      http.request<void>(back(`/v1/users/me/devices/${segment(device.deviceId)}`), {
        method: 'PATCH',
        body: { name: device.name },
        expect: 'none',
      }),
    removeDevice: (deviceId: string) =>
      http.request<void>(back(`/v1/users/me/devices/${segment(deviceId)}`), { method: 'DELETE', expect: 'none' }),

    registerDevice: (device: { deviceId: string; name: string }) =>
      http.request<void>(back('/v1/users/me/devices'), { method: 'POST', body: device, expect: 'none' }),
    getDeviceStatus: (deviceId: string) => get(back(`/v1/users/me/devices/${segment(deviceId)}`), isDeviceStatus),
    changePassword: (newPassword: string) =>
      http.request<void>(back('/v1/users/me/password'), { method: 'PUT', body: { newPassword }, expect: 'none' }),

    getNotificationSettings: () => get(back('/v1/notifications/settings'), isBlockedCategories),
    markNotificationProcessed: (id: string) =>
      http.request<void>(back(`/v1/notifications/${segment(id)}/processed`), { method: 'PATCH', expect: 'none' }),
    getImportantNotifications: () => get(back('/v1/notifications/important'), arrayOf(isAnything)),
    getPopupNotifications: (skip: number, take: number) =>
      get(back(`/v1/notifications/popup?skip=${skip}&take=${take}`), pagedOf(isAnything)),
    markPopupProcessed: (ids: string[]) =>
      http.request<void>(back('/v1/notifications/popup/processed'), { method: 'POST', body: { ids }, expect: 'none' }),
    getNotifications: (skip: number, take: number) => get(back(`/v1/notifications?skip=${skip}&take=${take}`), pagedOf(isAnything)),

    getAgencyFolders: () => get(back('/v1/agency-folders'), arrayOf(isAgencyFolder)),
    // Log sending never moves the page: a signed-out visitor's log answered 401 is just not sent.
    sendLog: (entry: LogEntry) =>
      http.request<void>(back('/v1/logs'), { method: 'POST', body: entry, expect: 'none', globalErrors: false }),
    getAlerts: () => get(`${alertsApiUrl().replace(/\/+$/, '')}/v1/alerts`, arrayOf(isAlert)),
  };
}

export type Api = ReturnType<typeof createApi>;
