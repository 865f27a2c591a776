// One typed function per call of the contract (contract/calls.ts: spec section 7 and
// docs/decisions.md). Every answer is read with the call's schema, so a server answering garbage
// ends in a ContractMismatchError (an HttpError of kind 'invalidResponse' naming the call and the
// field), never a crash further down.
import type { GenericSchema, InferOutput } from 'valibot';
import { CALLS, isBinaryAnswer, pathOf, type Call } from '../../contract/calls';
import { check, fileProblems } from '../../contract/check';
import { NotificationListEnvelope, NotificationPageEnvelope } from '../../contract/wire';
import type { LogEntry, RegisteredDevice } from '../../machines/domain/types';
import type { DaysOffDraft } from '../../machines/domain/daysOff';
import { HttpError, type FileAnswer, type HttpClient, type RequestOptions } from './http';

export interface ApiDeps {
  http: HttpClient;
  /** `settings.backApiUrl`, e.g. `https://api.example/api`. */
  backApiUrl: () => string;
  alertsApiUrl: () => string;
}

/** An answer that breaks the contract: which call, and what is wrong with which field. */
export class ContractMismatchError extends HttpError {
  readonly call: string;
  readonly problems: readonly string[];

  constructor(call: Call, url: string, problems: string[]) {
    super({
      kind: 'invalidResponse',
      url,
      message: `${call.method} ${call.path} answered what the portal cannot use: ${problems.join('; ')}`,
    });
    this.name = 'ContractMismatchError';
    this.call = `${call.method} ${call.path}`;
    this.problems = problems;
  }
}

export function createApi({ http, backApiUrl, alertsApiUrl }: ApiDeps) {
  const urlOf = (call: Call, params?: Record<string, string>, query = '') =>
    `${(call.base === 'alertsApi' ? alertsApiUrl() : backApiUrl()).replace(/\/+$/, '')}${pathOf(call, params)}${query}`;

  /** A call whose answer the portal reads: parsed with `schema` (the call's own unless given). */
  async function read<S extends GenericSchema>(
    call: Call,
    schema: S,
    { params, query, ...options }: RequestOptions & { params?: Record<string, string>; query?: string } = {},
  ): Promise<InferOutput<S>> {
    const url = urlOf(call, params, query);
    const checked = check(schema, await http.request<unknown>(url, { method: call.method, ...options }));
    if (!checked.ok) throw new ContractMismatchError(call, url, checked.problems);
    return checked.value;
  }

  /** A call whose answer carries nothing the portal reads. */
  const send = (call: Call, { params, ...options }: RequestOptions & { params?: Record<string, string> } = {}) =>
    http.request<void>(urlOf(call, params), { method: call.method, expect: 'none', ...options });

  const page = (skip: number, take: number) => `?skip=${skip}&take=${take}`;

  /**
   * Any call of the contract (the screens' calls, contract/screens/): its path filled from `params`,
   * `query` as the search string (undefined values left out), the answer read with the call's
   * success schema, or nothing when its success answers carry no body.
   */
  async function call<C extends Call>(
    declared: C,
    {
      params,
      query,
      body,
      signal,
    }: {
      params?: Readonly<Record<string, string>>;
      query?: Readonly<Record<string, string | number | undefined>>;
      body?: unknown;
      signal?: AbortSignal;
    } = {},
  ): Promise<unknown> {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
    const queryString = search.size > 0 ? `?${search}` : '';
    const status = [200, 201, 204].find((code) => Object.hasOwn(declared.answers, code));
    const success = status === undefined ? null : declared.answers[status];
    const options = { params: params ?? {}, body, signal };
    if (!success) {
      await http.request<void>(urlOf(declared, options.params, queryString), { method: declared.method, expect: 'none', body, signal });
      return undefined;
    }
    if (isBinaryAnswer(success)) {
      // A file (a document's PDF): its bytes, checked as a file of its type before anyone shows them.
      const url = urlOf(declared, options.params, queryString);
      const file = await http.request<FileAnswer>(url, {
        method: declared.method,
        expect: 'file',
        accept: success.mediaType,
        body,
        signal,
      });
      const problems = fileProblems(success, file.bytes);
      if (problems.length > 0) throw new ContractMismatchError(declared, url, problems);
      return file;
    }
    return read(declared, success, { ...options, query: queryString });
  }

  return {
    call,
    /** Raw JSON: the signIn machine reads it with the contract's schema (machines/domain/userInfo.ts),
     *  so a malformed answer reaches the machine's error modal and log. */
    getUserInfo: (signal?: AbortSignal) => http.request<unknown>(urlOf(CALLS.getUserInfo), { signal }),
    updateProfile: (profile: Record<string, unknown> & { id: string }) => send(CALLS.updateProfile, { body: profile }),
    approveProfile: (id: string) => send(CALLS.approveProfile, { params: { id } }),
    getProfileApproval: () => read(CALLS.getProfileApproval, CALLS.getProfileApproval.answers[200]),

    getMyProfile: () => read(CALLS.getMyProfile, CALLS.getMyProfile.answers[200]),
    getDaysOff: () => read(CALLS.getDaysOff, CALLS.getDaysOff.answers[200]),
    createDaysOff: (request: DaysOffDraft) => read(CALLS.createDaysOff, CALLS.createDaysOff.answers[201], { body: request }),
    updateDaysOff: (id: string, request: DaysOffDraft) =>
      read(CALLS.updateDaysOff, CALLS.updateDaysOff.answers[200], { params: { id }, body: request }),
    getDevices: () => read(CALLS.getDevices, CALLS.getDevices.answers[200]),
    renameDevice: (device: RegisteredDevice) =>
      send(CALLS.renameDevice, { params: { deviceId: device.deviceId }, body: { name: device.name } }),
    removeDevice: (deviceId: string) => send(CALLS.removeDevice, { params: { deviceId } }),

    registerDevice: (device: { deviceId: string; name: string }) => send(CALLS.registerDevice, { body: device }),
    getDeviceStatus: (deviceId: string) => read(CALLS.getDeviceStatus, CALLS.getDeviceStatus.answers[200], { params: { deviceId } }),
    changePassword: (newPassword: string) => send(CALLS.changePassword, { body: { newPassword } }),

    getNotificationSettings: () => read(CALLS.getNotificationSettings, CALLS.getNotificationSettings.answers[200]),
    markNotificationProcessed: (id: string) => send(CALLS.markNotificationProcessed, { params: { id } }),
    // Notification lists keep their items raw: each goes through the intake (toNotifications),
    // which drops and logs a bad one instead of failing the whole list.
    getImportantNotifications: () => read(CALLS.getImportantNotifications, NotificationListEnvelope),
    getPopupNotifications: (skip: number, take: number) =>
      read(CALLS.getPopupNotifications, NotificationPageEnvelope, { query: page(skip, take) }),
    markPopupProcessed: (ids: string[]) => send(CALLS.markPopupProcessed, { body: { ids } }),
    getNotifications: (skip: number, take: number) => read(CALLS.getNotifications, NotificationPageEnvelope, { query: page(skip, take) }),

    getAgencyFolders: () => read(CALLS.getAgencyFolders, CALLS.getAgencyFolders.answers[200]),
    // Log sending never moves the page: a signed-out visitor's log answered 401 is just not sent.
    sendLog: (entry: LogEntry) => send(CALLS.sendLog, { body: entry, globalErrors: false }),
    getAlerts: () => read(CALLS.getAlerts, CALLS.getAlerts.answers[200]),
  };
}

export type Api = ReturnType<typeof createApi>;
