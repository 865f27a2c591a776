// The shapes that travel between the portal and its backend (spec sections 3 and 7, docs/decisions.md
// "Calls the spec does not show"), as valibot schemas. The portal parses every answer with them, the
// local stand-in checks every answer it sends against them, `npm run contract` turns them into the
// OpenAPI document of docs/api/, and `npm run check-backend` holds a real backend to them.
//
// This folder imports nothing of the project (lint): the portal (src/, machines/) and the stand-in
// (server/) both depend on it, never the other way round. Only named imports of valibot, so the
// portal's bundle carries the few functions it uses.
import {
  array,
  boolean,
  custom,
  fallback,
  finite,
  integer,
  isoDate,
  maxLength,
  minValue,
  nullish,
  number,
  object,
  optional,
  picklist,
  pipe,
  record,
  regex,
  string,
  union,
  unknown,
  type GenericSchema,
  type InferInput,
  type InferOutput,
} from 'valibot';

export const USER_TYPES = ['internalUser', 'client', 'worker'] as const;
export const ROLES = [
  'worker',
  'selfRegistered',
  'clientUser',
  'agencyAssistant',
  'agencySales',
  'agencyDirector',
  'administrator',
  'support',
  'communication',
  'moa',
] as const;
/** The notification types the portal knows (decisions.md "Notification types"); it drops any other. */
export const NOTIFICATION_TYPES = [
  'contractToSign',
  'missionProposal',
  'timeSheetToValidate',
  'invoiceAvailable',
  'documentAvailable',
  'newsPublished',
  'daysOffAnswered',
  'jobOfferMatch',
  'profileToComplete',
  'maintenancePlanned',
  // The agency answered a pay advance request (docs/screens/depositRequest.md).
  'depositRequestAnswered',
  // The client approved or disputed a worker's week (docs/screens/clientTimeSheets.md).
  'timeSheetApproved',
  'timeSheetDisputed',
] as const;
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error'] as const;
export const DAYS_OFF_STATUSES = ['pending', 'accepted', 'refused'] as const;
export const ALERT_LEVELS = ['info', 'warning', 'critical'] as const;

const nonBlank = () => pipe(string(), regex(/\S/, 'a non-blank text'));
const count = () => pipe(number(), integer('a whole number'), minValue(0, 'a number ≥ 0'));
/** A text that may be absent or null; the portal reads both as null. */
const nullableText = () => nullish(string(), null);
/** A flag that may be absent or null; the portal reads both as false. */
const flag = () => nullish(boolean(), false);
/** A text the portal keeps when it is one and leaves out otherwise (never a reason to refuse). */
const optionalText = () => fallback(optional(string()), undefined);
const date = () => pipe(string(), isoDate('a date written YYYY-MM-DD'));

/**
 * The body of an error answer, as the portal reads it (src/services/http.ts): `Message` (or
 * `message`) is shown where spec section 8 says so; without either, or without a body at all
 * (ASP.NET Core's default 401 and 403), the portal's own text is shown.
 */
export const ErrorBodySchema = object({ Message: optional(string()), message: optional(string()) });

/** `GET /v1/users/me/info`. Defaults of spec section 3 (and false / [] / null where it is silent). */
export const UserInfoSchema = object({
  userType: picklist(USER_TYPES),
  // An empty list is accepted: the access rules send that user to /forbidden.
  roles: array(picklist(ROLES, 'a known role')),
  // Unknown feature names are kept: they hide nothing.
  disabledFeatures: nullish(array(string()), () => []),
  workerType: nullableText(),
  hasValidCdii: flag(),
  isFirstConnection: flag(),
  hasToChangePassword: flag(),
  requireProfileApproval: flag(),
  function: nullableText(),
  landlinePhone: nullableText(),
  mobilePhone: nullableText(),
  id: optionalText(),
  firstName: optionalText(),
  lastName: optionalText(),
  email: optionalText(),
});

/** `GET /v1/users/me/profile` (My profile). */
export const UserProfileSchema = object({
  id: nonBlank(),
  firstName: string(),
  lastName: string(),
  email: string(),
  function: nullableText(),
  landlinePhone: nullableText(),
  mobilePhone: nullableText(),
});

/** `GET /v1/users/get-profile-approval`: the profile and whether an approval is pending. */
export const ProfileApprovalSchema = object({ ...UserProfileSchema.entries, pendingApproval: boolean() });

export const DaysOffRequestSchema = object({
  id: nonBlank(),
  startDate: date(),
  endDate: date(),
  reason: string(),
  status: picklist(DAYS_OFF_STATUSES),
});

export const RegisteredDeviceSchema = object({ deviceId: nonBlank(), name: string() });
export const DeviceStatusSchema = object({ registered: boolean() });
export const BlockedCategoriesSchema = object({ blockedCategories: array(string()) });

/** A notification's type-specific values, each shown as text: nested objects and lists are refused.
 *  (A list is checked apart: valibot's record would read it as an object with keys 0, 1….) */
export const NotificationDataSchema = pipe(
  custom<Record<string, unknown>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    'an object of named values',
  ),
  record(string(), union([string(), pipe(number(), finite('a finite number')), boolean()])),
);

/** One notification: of a hub push (`SendNotification`) or an item of a list. */
export const NotificationSchema = object({
  id: nonBlank(),
  type: picklist(NOTIFICATION_TYPES, 'a known notification type'),
  category: nonBlank(),
  // Type-specific values, each shown as text: nested objects and lists are refused.
  data: nullish(NotificationDataSchema),
  createdAt: nullish(string()),
  // Present in the full list (`GET /v1/notifications`).
  processed: nullish(boolean()),
});

export const NotificationListSchema = array(NotificationSchema);
/** A page of a list: `skip`/`take` in the query, the items and the count of all of them. */
export const NotificationPageSchema = object({ items: array(NotificationSchema), total: count() });
/** The same lists with their items left unread: the portal reads each item on its own
 *  (machines/domain/notificationIntake.ts), so one bad item is dropped, not the whole list. */
export const NotificationListEnvelope = array(unknown());
export const NotificationPageEnvelope = object({ items: array(unknown()), total: count() });

export const AgencyFolderSchema = object({ id: string(), code: string(), name: string() });

export const AlertSchema = object({
  id: union([string(), number()]),
  message: string(),
  // Another level reads as absent: the slider shows it as information.
  level: fallback(optional(picklist(ALERT_LEVELS)), undefined),
});

/** What the SignalR client needs of `POST {backApi}/signalr/notifications/negotiate?negotiateVersion=1`. */
export const NegotiateAnswerSchema = object({
  negotiateVersion: optional(number()),
  connectionId: optional(string()),
  connectionToken: optional(string()),
  availableTransports: optional(array(object({ transport: string(), transferFormats: array(string()) }))),
  url: optional(string()),
  accessToken: optional(string()),
});

// Request bodies: what the portal sends.
export const ProfileUpdateSchema = object({
  id: nonBlank(),
  firstName: optional(string()),
  lastName: optional(string()),
  email: optional(string()),
  function: optional(nullish(string())),
  landlinePhone: optional(nullish(string())),
  mobilePhone: optional(nullish(string())),
});
export const DaysOffDraftSchema = object({ startDate: date(), endDate: date(), reason: optional(string()) });
export const DeviceRegistrationSchema = object({ deviceId: nonBlank(), name: nonBlank() });
export const DeviceRenameSchema = object({ name: nonBlank() });
export const PasswordChangeSchema = object({ newPassword: nonBlank() });
export const ProcessedIdsBodySchema = object({ ids: array(nonBlank()) });
export const LogEntrySchema = object({ message: string(), level: picklist(LOG_LEVELS) });
export const PageQuerySchema = object({ skip: count(), take: pipe(count(), minValue(1, 'a number ≥ 1')) });

/** `SendImportantProcessedNotifications`: the ids of important notifications now processed. */
export const ProcessedIdsSchema = array(nonBlank());

export type UserType = (typeof USER_TYPES)[number];
export type Role = (typeof ROLES)[number];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];
export type DaysOffStatus = (typeof DAYS_OFF_STATUSES)[number];

/** What the portal makes of each answer (defaults applied). */
export type UserInfo = InferOutput<typeof UserInfoSchema>;
export type UserProfile = InferOutput<typeof UserProfileSchema>;
export type ProfileApproval = InferOutput<typeof ProfileApprovalSchema>;
export type DaysOffRequest = InferOutput<typeof DaysOffRequestSchema>;
export type RegisteredDevice = InferOutput<typeof RegisteredDeviceSchema>;
export type WireNotification = InferOutput<typeof NotificationSchema>;
export type AgencyFolder = InferOutput<typeof AgencyFolderSchema>;
export type Alert = InferOutput<typeof AlertSchema>;
export type LogEntry = InferOutput<typeof LogEntrySchema>;
export type Paged<T> = { items: T[]; total: number };
/** What the portal sends. */
export type DaysOffDraft = InferInput<typeof DaysOffDraftSchema>;
export type DeviceRegistration = InferInput<typeof DeviceRegistrationSchema>;
export type ProcessedIdsBody = InferInput<typeof ProcessedIdsBodySchema>;
/** What a backend may send (optional fields left out). */
export type UserInfoAnswer = InferInput<typeof UserInfoSchema>;

// The screens' calls (contract/screens/<id>.ts) share these shapes.

/** The longest search a list's read takes (docs/screens/README.md "List › Search"). */
export const LIST_SEARCH_MAX_LENGTH = 100;

/**
 * A list screen's read: the tab it is on (`filter`: a sub-menu entry's id), then the slice; with
 * `search`, also what the person typed (absent: no search), which the server matches as it sees fit.
 */
export function listQuery<const F extends readonly [string, ...string[]]>(filters: F, { search = false } = {}) {
  const slice = { filter: optional(picklist(filters)), skip: count(), take: pipe(count(), minValue(1, 'a number ≥ 1')) };
  return search
    ? object({
        ...slice,
        search: optional(pipe(string(), maxLength(LIST_SEARCH_MAX_LENGTH, `a search of at most ${LIST_SEARCH_MAX_LENGTH} characters`))),
      })
    : object(slice);
}

/** One page of a list screen's items: the items of the slice asked for, and how many there are in all. */
export function pageOf<S extends GenericSchema>(item: S) {
  return object({ items: array(item), total: count() });
}

export { count, date, nonBlank };
