// Every call the portal makes to its backend, declared once: method, path, query, body, whether it
// carries the bearer token, and the answers it may get (status → body schema). The portal's API
// client, the stand-in's routes and checks, the OpenAPI document and `npm run check-backend` all read
// this table. What the portal does on each answer is in catalogue.ts (documentation only, kept out of
// the portal's bundle).
import { array, type GenericSchema } from 'valibot';
import {
  AgencyFolderSchema,
  AlertSchema,
  BlockedCategoriesSchema,
  DaysOffDraftSchema,
  DaysOffRequestSchema,
  DeviceRegistrationSchema,
  DeviceRenameSchema,
  DeviceStatusSchema,
  ErrorBodySchema,
  LogEntrySchema,
  NegotiateAnswerSchema,
  NotificationListEnvelope,
  NotificationListSchema,
  NotificationPageEnvelope,
  NotificationPageSchema,
  PageQuerySchema,
  PasswordChangeSchema,
  ProcessedIdsBodySchema,
  ProfileApprovalSchema,
  ProfileUpdateSchema,
  RegisteredDeviceSchema,
  UserInfoSchema,
  UserProfileSchema,
} from './wire.ts';
import { HUB_PATH } from './hub.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A binary answer: the bytes of a file of this media type, checked as such (check.ts `fileProblems`). */
export interface BinaryAnswer {
  readonly kind: 'binary';
  readonly mediaType: 'application/pdf';
}

/** A PDF file: `Content-Type: application/pdf`, bytes that are a PDF (a document's content). */
export const PDF_ANSWER: BinaryAnswer = { kind: 'binary', mediaType: 'application/pdf' };

/** An answer's body: a schema (JSON), a file (binary), or null for "no body; a body sent anyway is
 *  not read" (an HTML page in a 2xx is still refused: a proxy answered, not the API). */
export type AnswerBody = GenericSchema | BinaryAnswer | null;

/** The answer is a file, not JSON. */
export function isBinaryAnswer(body: AnswerBody | undefined): body is BinaryAnswer {
  return typeof body === 'object' && body !== null && (body as { kind?: unknown }).kind === 'binary';
}

/** A path parameter as docs/api/ states it. */
export interface PathParameter {
  readonly description: string;
  readonly example: string;
}

export interface Call {
  method: Method;
  /** Under `base`, with `{name}` for the path parameters. */
  path: string;
  /** `backApi`: `settings.backApiUrl`; `alertsApi`: `settings.alertsApiUrl`. */
  base: 'backApi' | 'alertsApi';
  /** Sent with `Authorization: Bearer <access token>`; a missing or refused token is a 401. */
  bearer: boolean;
  query?: GenericSchema;
  body?: GenericSchema;
  /** Every status the portal tells apart for this call. */
  answers: Readonly<Record<number, AnswerBody>>;
  /** A call of a screen the spec does not describe (contract/screens/): ours to propose to the backend team. */
  proposed?: boolean;
  /** A proposed call's line for the backend team (the spec's calls have theirs in catalogue.ts). */
  summary?: string;
  /**
   * Each `{name}` of the path: what it is, where the portal takes it from, an example (docs/api/).
   * Like `summary` and `portal`, documentation only: builds strip it (build/stripContractDocs.plugin.ts).
   */
  parameters?: Readonly<Record<string, PathParameter>>;
  /** What the portal does on an answer, where the screen's own rule replaces its family's (docs/api/). */
  portal?: Readonly<Partial<Record<number | 'other', string>>>;
  /**
   * A list whose 200 the portal reads item by item (src/services/api.ts reads it with this envelope,
   * then each item on its own): an item that breaks the schema is dropped, not the whole answer.
   */
  itemwise?: GenericSchema;
}

type Declaration = Omit<Call, 'base' | 'bearer'> & Partial<Pick<Call, 'base' | 'bearer'>>;
type CommonAnswers = Readonly<Partial<Record<400 | 401 | 503, typeof ErrorBodySchema>>>;

/** 401 for the calls with a token; 503 everywhere; 400 where the portal sends a body or a query. */
export function call<const D extends Declaration>(declaration: D): Omit<D, 'answers'> & Call & { answers: D['answers'] & CommonAnswers } {
  const bearer = declaration.bearer ?? true;
  const answers: Record<number, AnswerBody> = { ...declaration.answers };
  if (declaration.body || declaration.query) answers[400] = ErrorBodySchema;
  if (bearer) answers[401] = ErrorBodySchema;
  answers[503] = ErrorBodySchema;
  return { base: 'backApi', ...declaration, bearer, answers } as Omit<D, 'answers'> & Call & { answers: D['answers'] & CommonAnswers };
}

/** The device of the status check: this browser's, which is not always the `Device-Unique-Id` header. */
const DEVICE_IN_PATH: PathParameter = {
  description:
    'This browser’s device id, percent-encoded: `settings.deviceId` when the portal’s settings configure one, else a UUID the browser made once and keeps in local storage. Read the device from this path, not from the `Device-Unique-Id` header: that header is sent only when the settings configure a device id, so a browser with its own UUID sends none.',
  example: '5f0c6a8e-2b1d-4c3e-9a7f-0d1e2f3a4b5c',
};

export const CALLS = {
  // Spec section 7.
  getUserInfo: call({ method: 'GET', path: '/v1/users/me/info', answers: { 200: UserInfoSchema, 403: ErrorBodySchema } }),
  updateProfile: call({
    method: 'PUT',
    path: '/v1/users/profile',
    body: ProfileUpdateSchema,
    answers: { 200: null, 204: null, 403: ErrorBodySchema },
  }),
  approveProfile: call({
    method: 'PATCH',
    path: '/v1/users/{id}/profile/approve',
    parameters: {
      id: {
        description: 'The signed-in user’s id, as the user info or the profile approval answered it (`id`).',
        example: 'u-1042',
      },
    },
    answers: { 204: null, 403: ErrorBodySchema },
  }),
  getProfileApproval: call({ method: 'GET', path: '/v1/users/get-profile-approval', answers: { 200: ProfileApprovalSchema } }),
  negotiateHub: call({
    method: 'POST',
    // The SignalR client adds `?negotiateVersion=1`; the hub itself is at HUB_PATH (hub.ts).
    path: `${HUB_PATH}/negotiate`,
    answers: { 200: NegotiateAnswerSchema },
  }),
  sendLog: call({ method: 'POST', path: '/v1/logs', body: LogEntrySchema, answers: { 204: null } }),

  // docs/decisions.md "Calls the spec does not show" and the sign-in decisions.
  registerDevice: call({ method: 'POST', path: '/v1/users/me/devices', body: DeviceRegistrationSchema, answers: { 201: null, 204: null } }),
  getDeviceStatus: call({
    method: 'GET',
    path: '/v1/users/me/devices/{deviceId}',
    parameters: { deviceId: DEVICE_IN_PATH },
    answers: { 200: DeviceStatusSchema },
  }),
  changePassword: call({ method: 'PUT', path: '/v1/users/me/password', body: PasswordChangeSchema, answers: { 204: null } }),
  getNotificationSettings: call({ method: 'GET', path: '/v1/notifications/settings', answers: { 200: BlockedCategoriesSchema } }),
  markNotificationProcessed: call({
    method: 'PATCH',
    path: '/v1/notifications/{id}/processed',
    parameters: { id: { description: 'The notification’s `id`, as the hub or a list gave it.', example: 'n-20261128-0042' } },
    answers: { 204: null, 404: ErrorBodySchema },
  }),
  getImportantNotifications: call({
    method: 'GET',
    path: '/v1/notifications/important',
    answers: { 200: NotificationListSchema },
    itemwise: NotificationListEnvelope,
  }),
  getPopupNotifications: call({
    method: 'GET',
    path: '/v1/notifications/popup',
    query: PageQuerySchema,
    answers: { 200: NotificationPageSchema },
    itemwise: NotificationPageEnvelope,
  }),
  markPopupProcessed: call({
    method: 'POST',
    path: '/v1/notifications/popup/processed',
    body: ProcessedIdsBodySchema,
    answers: { 204: null },
  }),
  getNotifications: call({
    method: 'GET',
    path: '/v1/notifications',
    query: PageQuerySchema,
    answers: { 200: NotificationPageSchema },
    itemwise: NotificationPageEnvelope,
  }),
  getAgencyFolders: call({ method: 'GET', path: '/v1/agency-folders', answers: { 200: array(AgencyFolderSchema) } }),
  getAlerts: call({ method: 'GET', path: '/v1/alerts', base: 'alertsApi', bearer: false, answers: { 200: array(AlertSchema) } }),

  // The profile screens (docs/decisions.md "Profile approval and the profile screens").
  getMyProfile: call({ method: 'GET', path: '/v1/users/me/profile', answers: { 200: UserProfileSchema } }),
  getDaysOff: call({ method: 'GET', path: '/v1/users/me/days-off', answers: { 200: array(DaysOffRequestSchema), 403: ErrorBodySchema } }),
  createDaysOff: call({
    method: 'POST',
    path: '/v1/users/me/days-off',
    body: DaysOffDraftSchema,
    answers: { 201: DaysOffRequestSchema, 403: ErrorBodySchema },
  }),
  updateDaysOff: call({
    method: 'PUT',
    path: '/v1/users/me/days-off/{id}',
    parameters: {
      id: {
        description: 'The request’s `id`, as GET /v1/users/me/days-off answered it; only a pending request may change (else 409).',
        example: 'do-2026-017',
      },
    },
    body: DaysOffDraftSchema,
    answers: { 200: DaysOffRequestSchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
  }),
  getDevices: call({ method: 'GET', path: '/v1/users/me/devices', answers: { 200: array(RegisteredDeviceSchema) } }),
  renameDevice: call({
    method: 'PATCH',
    path: '/v1/users/me/devices/{deviceId}',
    parameters: {
      deviceId: {
        description: 'A registered device’s `deviceId`, as GET /v1/users/me/devices answered it (percent-encoded).',
        example: '5f0c6a8e-2b1d-4c3e-9a7f-0d1e2f3a4b5c',
      },
    },
    body: DeviceRenameSchema,
    answers: { 200: null, 204: null, 404: ErrorBodySchema },
  }),
  removeDevice: call({
    method: 'DELETE',
    path: '/v1/users/me/devices/{deviceId}',
    parameters: {
      deviceId: {
        description: 'A registered device’s `deviceId`, as GET /v1/users/me/devices answered it (percent-encoded).',
        example: '5f0c6a8e-2b1d-4c3e-9a7f-0d1e2f3a4b5c',
      },
    },
    answers: { 204: null, 404: ErrorBodySchema },
  }),
} as const satisfies Record<string, Call>;

export type CallId = keyof typeof CALLS;

/** The call's path with its parameters filled in, each encoded: ids come from data and are never
 *  spliced raw into a URL. */
export function pathOf(call: Call, params: Readonly<Record<string, string>> = {}): string {
  return call.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
