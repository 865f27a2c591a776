// The shapes that travel between the portal and its backend (spec sections 3 and 7, docs/decisions.md
// "Calls the spec does not show"), as valibot schemas. The portal parses every answer with them, the
// local stand-in checks every answer it sends against them, `npm run contract` turns them into the
// OpenAPI document of docs/api/, and `npm run check-backend` holds a real backend to them.
//
// This folder imports nothing of the project (lint): the portal (src/, machines/) and the stand-in
// (server/) both depend on it, never the other way round. Only named imports of valibot, so the
// portal's bundle carries the few functions it uses.
//
// Each field says, with valibot's `description()` and `examples()`, what a backend engineer must
// know of it: its format, its values, what the portal does with it. Those texts go into docs/api/
// only: every build strips them (build/stripContractDocs.plugin.ts), and tests/unit/apiDescriptions
// fails on a field, parameter or answer without a description or a schema without an example.
import {
  array,
  boolean,
  custom,
  description,
  examples,
  fallback,
  finite,
  integer,
  isoDate,
  maxLength,
  maxValue,
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
/** The most items one read of a list may ask for (`take`). */
export const LIST_TAKE_MAX = 100;

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
export const ErrorBodySchema = pipe(
  object({
    Message: pipe(
      optional(string()),
      description(
        'The text the portal shows the user where the error catalogue says so (the shared error dialog, the password modal): one sentence in the user’s language, rendered as text (never HTML). Absent: the portal shows its own text.',
      ),
      examples(['This days-off request is no longer pending.']),
    ),
    message: pipe(
      optional(string()),
      description('Read when `Message` is absent (a serializer that writes camel case).'),
      examples(['This days-off request is no longer pending.']),
    ),
  }),
  description(
    'The body of an error answer. The portal shows `Message` (else `message`) where the error catalogue says so. Both may be absent, and so may the whole body (ASP.NET Core’s default empty 401 and 403): the portal then shows its own text.',
  ),
  examples([{ Message: 'This days-off request is no longer pending.' }]),
);

/** The figures of the portal's forms, as a backend team must know them (machines/ holds the rules;
 *  tests/unit/apiDescriptions.test.ts checks that these equal machines/domain's). */
export const PORTAL_LIMITS = {
  passwordMinLength: 8,
  profileFieldMaxLength: 200,
  daysOffReasonMaxLength: 500,
  deviceNameMaxLength: 100,
} as const;

/** The one date-time format the portal reads (machines/domain/notificationAge.ts). */
const ISO_DATE_TIME_RULE =
  'An ISO 8601 date-time, `YYYY-MM-DDTHH:mm[:ss[.fraction]][Z|±HH:mm]`, with a real calendar date. Without an offset it is read as UTC (the server’s clock), not in the reader’s time zone: send UTC with `Z`, or with the offset.';

/** `GET /v1/users/me/info`. Defaults of spec section 3 (and false / [] / null where it is silent). */
export const UserInfoSchema = pipe(
  object({
    userType: pipe(
      picklist(USER_TYPES),
      description(
        'Which portal the user gets: `internalUser` (agency staff: no device question, straight in), `client` (a client company’s user) or `worker` (a temporary worker). Another value refuses the whole answer: the user-info error modal, with Retry, and an error log.',
      ),
      examples(['worker']),
    ),
    // An empty list is accepted: the access rules send that user to /forbidden.
    roles: pipe(
      array(picklist(ROLES, 'a known role')),
      description(
        'The user’s roles (spec section 3): they decide the menus and the routes the user may open. An unknown role refuses the WHOLE answer, not just the role: the user cannot sign in (the user-info error modal names the field, e.g. `roles.1 is "root", expected a known role`, with Retry, and an error log). Send only the listed values. An empty list is accepted: that user is sent to /forbidden.',
      ),
      examples([['worker'], ['clientUser'], ['agencySales', 'agencyDirector']]),
    ),
    // Unknown feature names are kept: they hide nothing.
    disabledFeatures: pipe(
      nullish(array(string()), () => []),
      description(
        'Names of the features turned off for this user (spec section 5), e.g. `daysOff`, `jobOffers`, `workerTimeSheet`: their menus and routes are hidden. Absent or null reads as []. Unknown names are kept and hide nothing.',
      ),
      examples([['daysOff'], []]),
    ),
    workerType: pipe(
      nullableText(),
      description(
        'A worker’s kind, for workers only: `selfRegistered` turns days off off (spec section 5); other values are shown as is. Absent or null reads as null.',
      ),
      examples(['temporary', null]),
    ),
    hasValidCdii: pipe(
      flag(),
      description(
        'The worker holds a valid CDII (open-ended temporary-work contract): days off are then off (spec section 5). Absent or null reads as false.',
      ),
      examples([false]),
    ),
    isFirstConnection: pipe(
      flag(),
      description(
        'A client’s or worker’s first sign-in: the portal asks to save the device (POST /v1/users/me/devices) without checking it first. Answer false once the user has saved a device, or the question comes back at every sign-in. Absent or null reads as false.',
      ),
      examples([false]),
    ),
    hasToChangePassword: pipe(
      flag(),
      description(
        'The user must choose a new password before going on: the forced password change modal (PUT /v1/users/me/password) opens after sign-in and cannot be dismissed. Absent or null reads as false.',
      ),
      examples([false]),
    ),
    requireProfileApproval: pipe(
      flag(),
      description(
        'A client user must confirm their profile: the welcome modal (GET /v1/users/get-profile-approval, then PUT /v1/users/profile or PATCH …/approve). Absent or null reads as false.',
      ),
      examples([false]),
    ),
    function: pipe(
      nullableText(),
      description('The user’s job title, shown in the profile. Absent or null reads as null (nothing shown).'),
      examples(['Responsable d’exploitation', null]),
    ),
    landlinePhone: pipe(
      nullableText(),
      description(
        'Landline phone number as the user typed it (digits, spaces, dots, dashes, brackets, an optional leading +). Absent or null reads as null.',
      ),
      examples(['+33 4 72 00 00 00', null]),
    ),
    mobilePhone: pipe(
      nullableText(),
      description('Mobile phone number, same shape as landlinePhone. Absent or null reads as null.'),
      examples(['+33 6 12 34 56 78', null]),
    ),
    id: pipe(
      optionalText(),
      description(
        'The user’s id (display helper: the welcome modal sends it back in PUT /v1/users/profile). Kept when it is a text, ignored otherwise: never a reason to refuse the answer.',
      ),
      examples(['u-1042']),
    ),
    firstName: pipe(
      optionalText(),
      description('First name shown in the header (display helper: kept when a text, ignored otherwise).'),
      examples(['Camille']),
    ),
    lastName: pipe(
      optionalText(),
      description('Last name shown in the header (display helper: kept when a text, ignored otherwise).'),
      examples(['Martin']),
    ),
    email: pipe(
      optionalText(),
      description('E-mail address (display helper: kept when a text, ignored otherwise).'),
      examples(['camille.martin@example.fr']),
    ),
  }),
  description(
    'The signed-in user (spec section 3), read after every sign-in and reload. Optional fields may be left out or null: the portal reads them as their defaults. Unknown fields are ignored. A required field missing or of another type refuses the whole answer: the user cannot sign in.',
  ),
);

const profileFields = {
  id: pipe(
    nonBlank(),
    description('The user’s id: the profile calls send it back (PUT /v1/users/profile `id`, PATCH /v1/users/{id}/profile/approve).'),
    examples(['u-1042']),
  ),
  firstName: pipe(
    string(),
    description(`First name. The portal's forms require it and send at most ${PORTAL_LIMITS.profileFieldMaxLength} characters, trimmed.`),
    examples(['Camille']),
  ),
  lastName: pipe(
    string(),
    description(`Last name. The portal's forms require it and send at most ${PORTAL_LIMITS.profileFieldMaxLength} characters, trimmed.`),
    examples(['Martin']),
  ),
  email: pipe(
    string(),
    description(
      `E-mail address. The portal's forms require it (one @, a dot in the domain, no blanks) and send at most ${PORTAL_LIMITS.profileFieldMaxLength} characters.`,
    ),
    examples(['camille.martin@example.fr']),
  ),
  function: pipe(
    nullableText(),
    description('Job title; absent or null reads as null (an empty field in the form).'),
    examples(['Responsable d’exploitation', null]),
  ),
  landlinePhone: pipe(
    nullableText(),
    description(
      'Landline phone; absent or null reads as null. The form checks 6 to 15 digits with spaces, dots, dashes, brackets and an optional leading +.',
    ),
    examples(['+33 4 72 00 00 00', null]),
  ),
  mobilePhone: pipe(
    nullableText(),
    description('Mobile phone; absent or null reads as null. Same shape as landlinePhone.'),
    examples(['+33 6 12 34 56 78', null]),
  ),
};

/** `GET /v1/users/me/profile` (My profile). */
export const UserProfileSchema = pipe(
  object(profileFields),
  description('The user’s profile as My profile shows and edits it: the same six fields for every user type, and the id.'),
);

/** `GET /v1/users/get-profile-approval`: the profile and whether an approval is pending. */
export const ProfileApprovalSchema = pipe(
  object({
    ...profileFields,
    pendingApproval: pipe(
      boolean(),
      description('true: the welcome modal opens, prefilled with this profile, until the user saves or approves it; false: no modal.'),
      examples([true]),
    ),
  }),
  description('A client user’s profile for the welcome confirmation modal, and whether an approval is pending.'),
);

const daysOffDates = {
  startDate: pipe(date(), description('The first day off, `YYYY-MM-DD` (a calendar date, no time, no zone).'), examples(['2026-12-21'])),
  endDate: pipe(
    date(),
    description('The last day off, `YYYY-MM-DD`, on or after startDate (the portal refuses an end before the start).'),
    examples(['2026-12-24']),
  ),
};

export const DaysOffRequestSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The request’s id: PUT /v1/users/me/days-off/{id} changes it.'), examples(['do-2026-017'])),
    ...daysOffDates,
    reason: pipe(string(), description('The worker’s reason as sent (may be empty), shown as text.'), examples(['Congés de fin d’année'])),
    status: pipe(
      picklist(DAYS_OFF_STATUSES),
      description(
        '`pending` (the worker may still change it), `accepted` or `refused` by the agency. Another value refuses the WHOLE list (GET /v1/users/me/days-off): the shared error dialog, and the worker sees none of their requests.',
      ),
      examples(['pending']),
    ),
  }),
  description('A worker’s days-off request.'),
);

export const RegisteredDeviceSchema = pipe(
  object({
    deviceId: pipe(
      nonBlank(),
      description(
        'The device’s id as the portal registered it (POST /v1/users/me/devices): the `{deviceId}` of the rename and removal paths. Not the `Device-Unique-Id` header.',
      ),
      examples(['5f0c6a8e-2b1d-4c3e-9a7f-0d1e2f3a4b5c']),
    ),
    name: pipe(string(), description('The name the user gave it, shown in Parameters → devices.'), examples(['Chrome · Windows'])),
  }),
  description('A device (a browser) the user saved.'),
);
export const DeviceStatusSchema = pipe(
  object({
    registered: pipe(
      boolean(),
      description(
        'Whether this device id is registered for the user. false opens the save-device question. An unknown device must be answered 200 `{"registered": false}`, never 404: any failure (404 included) is logged and the sign-in goes on WITHOUT asking, so the device is never saved.',
      ),
      examples([false]),
    ),
  }),
  description('Whether the device of the path is registered for the signed-in user.'),
);
export const BlockedCategoriesSchema = pipe(
  object({
    blockedCategories: pipe(
      array(string()),
      description(
        'The notification categories (a notification’s `category`) whose toasts the user turned off. Their notifications still reach the bell, the lists and the banner.',
      ),
      examples([['news', 'jobOffers']]),
    ),
  }),
  description('The user’s notification settings.'),
);

/** A notification's type-specific values, each shown as text: nested objects and lists are refused.
 *  (A list is checked apart: valibot's record would read it as an object with keys 0, 1….) */
export const NotificationDataSchema = pipe(
  custom<Record<string, unknown>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    'an object of named values',
  ),
  record(string(), union([string(), pipe(number(), finite('a finite number')), boolean()])),
  description(
    'Type-specific values, each a text, a finite number or a boolean; a nested object or list refuses the WHOLE notification (it is logged and dropped). The portal reads one key per type for its titles: `startsAt` for `maintenancePlanned` (an ISO 8601 date-time, shown as a full date and time in the reader’s language), `label` for every other type (a short text naming the subject, e.g. « Préparateur de commandes, Logistique Rhône »; a number is shown formatted). When that key is missing, blank or unusable, the type’s generic title shows (« A contract is waiting for your signature »). Other keys (reference, timeSheetId, status, reason, accepted…) are accepted and not shown.',
  ),
  examples([{ label: 'Préparateur de commandes, Logistique Rhône', reference: 'CT-2026-0412' }, { startsAt: '2026-12-05T22:00:00Z' }]),
);

/** One notification: of a hub push (`SendNotification`) or an item of a list. */
export const NotificationSchema = pipe(
  object({
    id: pipe(
      nonBlank(),
      description(
        'The notification’s id: PATCH /v1/notifications/{id}/processed and POST …/popup/processed send it back; SendImportantProcessedNotifications names it.',
      ),
      examples(['n-20261128-0042']),
    ),
    type: pipe(
      picklist(NOTIFICATION_TYPES, 'a known notification type'),
      description(
        'What happened; it decides the icon, the titles and where a click leads. `profileToComplete` and `maintenancePlanned` are important (the banner). A type not in this list is logged and the notification dropped (the others of a list are still shown).',
      ),
      examples(['contractToSign']),
    ),
    category: pipe(
      nonBlank(),
      description(
        'The category the user may block toasts of (GET /v1/notifications/settings `blockedCategories` uses the same names), e.g. contracts, missions, timeSheets, invoices, documents, news, daysOff, jobOffers, profile, system, advantages.',
      ),
      examples(['contracts']),
    ),
    // Type-specific values, each shown as text: nested objects and lists are refused.
    data: pipe(
      nullish(NotificationDataSchema),
      description(
        'Type-specific values (see NotificationData): `label`, or `startsAt` for maintenancePlanned, names the subject in the titles. Absent or null: the generic titles.',
      ),
    ),
    createdAt: pipe(
      nullish(string()),
      description(
        `When the notification was created: the lists and the popup say how long ago (« 5 min ago »). ${ISO_DATE_TIME_RULE} A value that is not such a date-time, or more than a minute in the future, shows no age (the notification is still shown; the reason is logged).`,
      ),
      examples(['2026-11-28T08:15:00Z']),
    ),
    // Present in the full list (`GET /v1/notifications`).
    processed: pipe(
      nullish(boolean()),
      description(
        'Whether the user has processed it; read in the full list (GET /v1/notifications), where unprocessed ones are marked. Absent or null elsewhere.',
      ),
      examples([false]),
    ),
  }),
  description(
    'A notification of a known type, pushed by the hub (SendNotification) or an item of a list. Lists are read item by item: an item that breaks this schema (an unknown `type`, nested `data`) is logged and dropped, the others are shown. Unknown fields are ignored.',
  ),
);

const pageTotal = () =>
  pipe(
    count(),
    description(
      'How many items the query matches in all, every page together (not the length of `items`): the portal offers “load more” while it has fewer than this.',
    ),
    examples([42]),
  );

export const NotificationListSchema = pipe(
  array(NotificationSchema),
  description('The unprocessed important notifications, newest first.'),
);
/** A page of a list: `skip`/`take` in the query, the items and the count of all of them. */
export const NotificationPageSchema = pipe(
  object({
    items: pipe(
      array(NotificationSchema),
      description('The notifications of the page asked for (`skip`, `take`), newest first; at most `take`.'),
    ),
    total: pageTotal(),
  }),
  description('One page of a notification list.'),
);
/** The same lists with their items left unread: the portal reads each item on its own
 *  (machines/domain/notificationIntake.ts), so one bad item is dropped, not the whole list. */
export const NotificationListEnvelope = array(unknown());
export const NotificationPageEnvelope = object({ items: array(unknown()), total: count() });

export const AgencyFolderSchema = pipe(
  object({
    id: pipe(string(), description('The folder’s id.'), examples(['af-69-01'])),
    code: pipe(string(), description('The folder’s short code, shown first in the dropdown (« code – name »).'), examples(['LYO1'])),
    name: pipe(string(), description('The folder’s name, shown after its code.'), examples(['Lyon Part-Dieu'])),
  }),
  description('An agency folder an internal user may filter on.'),
);

export const AlertSchema = pipe(
  object({
    id: pipe(
      union([string(), number()]),
      description('The alert’s id, a text or a number, unique among the alerts answered.'),
      examples(['a-7', 7]),
    ),
    message: pipe(
      string(),
      description('The alert’s text, shown as text (never HTML) in the slider, one alert after the other.'),
      examples(['Les agences seront fermées le 25 décembre.']),
    ),
    // Another level reads as absent: the slider shows it as information.
    level: pipe(
      fallback(optional(picklist(ALERT_LEVELS)), undefined),
      description('How it is shown: `info`, `warning` or `critical`. Absent or another value: shown as `info`.'),
      examples(['warning']),
    ),
  }),
  description('An alert of the alert slider (the alerts API, called without a token).'),
);

/** What the SignalR client needs of `POST {backApi}/signalr/notifications/negotiate?negotiateVersion=1`. */
export const NegotiateAnswerSchema = pipe(
  object({
    negotiateVersion: pipe(optional(number()), description('The negotiate protocol version the server speaks: 1.'), examples([1])),
    connectionId: pipe(optional(string()), description('The connection’s id (SignalR).'), examples(['kNd4hH8WJ2Xq0lYjJb2hAw'])),
    connectionToken: pipe(
      optional(string()),
      description('The token the client puts on the connection’s URL as `id` (negotiate version 1).'),
      examples(['f3oS3Wc1JqX7tA9bq7s6Xw']),
    ),
    availableTransports: pipe(
      optional(
        array(
          object({
            transport: pipe(string(), description('`WebSockets`, `ServerSentEvents` or `LongPolling`.'), examples(['WebSockets'])),
            transferFormats: pipe(
              array(string()),
              description('`Text` (the JSON protocol the portal uses) and/or `Binary`.'),
              examples([['Text', 'Binary']]),
            ),
          }),
        ),
      ),
      description('The transports the hub offers; the SignalR client tries WebSockets, then Server-Sent Events, then long polling.'),
    ),
    url: pipe(
      optional(string()),
      description('Present when the client must go to another server (Azure SignalR Service): the client negotiates there.'),
      examples(['https://signalr.example/client/?hub=notifications']),
    ),
    accessToken: pipe(
      optional(string()),
      description('The token to use with `url` instead of the portal’s own.'),
      examples(['eyJhbGciOi…']),
    ),
  }),
  description('SignalR negotiate version 1: what @microsoft/signalr reads of it.'),
);

// Request bodies: what the portal sends.
export const ProfileUpdateSchema = pipe(
  object({
    id: pipe(
      nonBlank(),
      description('The user’s id (UserInfo.id, or the approval’s profile id): the profile changed.'),
      examples(['u-1042']),
    ),
    firstName: pipe(
      optional(string()),
      description(`Trimmed, required by the form, at most ${PORTAL_LIMITS.profileFieldMaxLength} characters.`),
      examples(['Camille']),
    ),
    lastName: pipe(
      optional(string()),
      description(`Trimmed, required by the form, at most ${PORTAL_LIMITS.profileFieldMaxLength} characters.`),
      examples(['Martin']),
    ),
    email: pipe(
      optional(string()),
      description(
        `Trimmed, required by the form (one @, a dot in the domain, no blanks), at most ${PORTAL_LIMITS.profileFieldMaxLength} characters.`,
      ),
      examples(['camille.martin@example.fr']),
    ),
    function: pipe(
      optional(nullish(string())),
      description(`Trimmed, at most ${PORTAL_LIMITS.profileFieldMaxLength} characters; null when the user left it empty.`),
      examples(['Chef d’équipe', null]),
    ),
    landlinePhone: pipe(
      optional(nullish(string())),
      description(
        'Trimmed; null when left empty; else 6 to 15 digits with spaces, dots, dashes, brackets and an optional leading + (the form checks it).',
      ),
      examples(['+33 4 72 00 00 00', null]),
    ),
    mobilePhone: pipe(optional(nullish(string())), description('As landlinePhone.'), examples(['+33 6 12 34 56 78', null])),
  }),
  description(
    'The edited profile. The portal sends every field it shows as edited and, for a form that shows only some, the others as the server gave them: a save changes nothing it did not show.',
  ),
);
export const DaysOffDraftSchema = pipe(
  object({
    ...daysOffDates,
    reason: pipe(
      optional(string()),
      description(`Why, trimmed, at most ${PORTAL_LIMITS.daysOffReasonMaxLength} characters (the form refuses longer); may be empty.`),
      examples(['Congés de fin d’année']),
    ),
  }),
  description('A days-off request as the worker writes it: dates checked as real calendar dates, the end on or after the start.'),
);
export const DeviceRegistrationSchema = pipe(
  object({
    deviceId: pipe(
      nonBlank(),
      description(
        'This browser’s device id: `settings.deviceId` when the portal’s settings configure one, else a UUID the browser made once and keeps (local storage). The same value is later the `{deviceId}` of GET /v1/users/me/devices/{deviceId}.',
      ),
      examples(['5f0c6a8e-2b1d-4c3e-9a7f-0d1e2f3a4b5c']),
    ),
    name: pipe(
      nonBlank(),
      description(
        `The name the user chose, trimmed, 1 to ${PORTAL_LIMITS.deviceNameMaxLength} characters (Unicode code points); prefilled « browser · system ».`,
      ),
      examples(['Chrome · Windows']),
    ),
  }),
  description('Save this browser as one of the user’s devices.'),
);
export const DeviceRenameSchema = pipe(
  object({
    name: pipe(
      nonBlank(),
      description(`The new name, trimmed, 1 to ${PORTAL_LIMITS.deviceNameMaxLength} characters (Unicode code points).`),
      examples(['PC du bureau']),
    ),
  }),
  description('A device’s new name.'),
);
export const PasswordChangeSchema = pipe(
  object({
    newPassword: pipe(
      nonBlank(),
      description(
        `The new password as typed (not trimmed: spaces count). The portal sends it only with at least ${PORTAL_LIMITS.passwordMinLength} characters (Unicode code points), a letter and a digit of any script, typed twice alike; the server may be stricter: its 400 \`Message\` is shown in the modal, which stays open.`,
      ),
      examples(['Intérim2026']),
    ),
  }),
  description('The forced password change.'),
);
export const ProcessedIdsBodySchema = pipe(
  object({
    ids: pipe(
      array(nonBlank()),
      description('The ids of the notifications the popup shows, in its order.'),
      examples([['n-20261128-0042', 'n-20261127-0007']]),
    ),
  }),
  description('Notifications to mark processed.'),
);
export const LogEntrySchema = pipe(
  object({
    message: pipe(
      string(),
      description(
        'What happened, in English for the support team: an error’s text and where (e.g. a contract mismatch names the call and the field), or the standalone-mode notice.',
      ),
      examples(['GET /v1/users/me/info answered what the portal cannot use: roles.1 is "root", expected a known role']),
    ),
    level: pipe(
      picklist(LOG_LEVELS),
      description('`error` for errors, `info` for standalone-mode use; the others are not sent today.'),
      examples(['error']),
    ),
  }),
  description('One log entry of the portal.'),
);
export const PageQuerySchema = object({
  skip: pipe(
    count(),
    description('How many items to pass over, in the list’s order: 0 for the first page, then the number already shown.'),
    examples([0]),
  ),
  take: pipe(
    count(),
    minValue(1, 'a number ≥ 1'),
    maxValue(LIST_TAKE_MAX, `a number ≤ ${LIST_TAKE_MAX}`),
    description(
      `How many items to answer at most: the page size of the list that asks (the bell’s popup 10, the notification list 20), never more than ${LIST_TAKE_MAX}.`,
    ),
    examples([10]),
  ),
});

/** `SendImportantProcessedNotifications`: the ids of important notifications now processed. */
export const ProcessedIdsSchema = pipe(
  array(nonBlank()),
  description('The ids of important notifications processed elsewhere (another tab or device): the banner drops them.'),
  examples([['n-20261128-0042']]),
);

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

/** A list read's tab (`filter`: a sub-menu entry's id) and slice (`skip`, `take`): the entries every list query has. */
export function listSlice<const F extends readonly [string, ...string[]]>(filters: F) {
  return {
    filter: pipe(
      optional(picklist(filters)),
      description(
        'The tab the person is on (an entry of the screen’s sub-menu, from the URL); absent when the screen has no tabs or the URL names none: every item of the list.',
      ),
      examples([filters[0]]),
    ),
    skip: pipe(
      count(),
      description('How many items to pass over, in the list’s order: 0 for the first page, then the number already shown (“load more”).'),
      examples([0]),
    ),
    take: pipe(
      count(),
      minValue(1, 'a number ≥ 1'),
      maxValue(LIST_TAKE_MAX, `a number ≤ ${LIST_TAKE_MAX}`),
      description(
        `How many items to answer at most: the screen’s page size; a refresh after a push asks again for every item shown, in one page, up to ${LIST_TAKE_MAX}.`,
      ),
      examples([20]),
    ),
  };
}

/**
 * A list screen's read: the tab it is on (`filter`: a sub-menu entry's id), then the slice; with
 * `search`, also what the person typed (absent: no search), which the server matches as it sees fit.
 */
export function listQuery<const F extends readonly [string, ...string[]]>(filters: F, { search = false } = {}) {
  const slice = listSlice(filters);
  return search
    ? object({
        ...slice,
        search: pipe(
          optional(pipe(string(), maxLength(LIST_SEARCH_MAX_LENGTH, `a search of at most ${LIST_SEARCH_MAX_LENGTH} characters`))),
          description(
            `What the person typed, blanks trimmed and runs of blanks made one, at most ${LIST_SEARCH_MAX_LENGTH} characters; absent: no search. The server matches it as it sees fit (the screen’s call says how).`,
          ),
          examples(['intérim']),
        ),
      })
    : object(slice);
}

/** One page of a list screen's items: the items of the slice asked for, and how many there are in all. */
export function pageOf<S extends GenericSchema>(item: S) {
  return object({
    items: pipe(
      array(item),
      description('The items of the slice asked for (`skip`, `take`), in the order the screen shows them; at most `take`.'),
    ),
    total: pageTotal(),
  });
}

export { count, date, nonBlank };
