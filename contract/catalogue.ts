// What the portal does with each answer of each call: spec section 8 (the error catalogue) and
// docs/decisions.md, in words for a backend team. Documentation only: the OpenAPI document of
// docs/api/ is written from it (`npm run contract`); the portal's bundle never imports it.
import type { Call, CallId } from './calls.ts';
import type { HubEventTarget } from './hub.ts';

export interface CallDocumentation {
  summary: string;
  /** Where the call comes from: the spec, or the decision that gave it a path. */
  source: string;
  /** What the portal does, by answer status; `other` = any other failure (another status, no
   *  network, an HTML page, an answer that breaks the contract). */
  portal: Readonly<Partial<Record<number | 'other', string>>>;
  /**
   * Named examples of an answer, by status, where one example cannot show what the answer decides
   * (the user info: one per user type). A mock picks one by name (Prism: `Prefer: example=<name>`).
   */
  examples?: Readonly<Partial<Record<number, Readonly<Record<string, { summary: string; value: unknown }>>>>>;
}

const SPEC = 'spec section 7';
const CALLS_NOT_SHOWN = 'docs/decisions.md (shared design): "Calls the spec does not show"';
const PROFILE_SCREENS = 'docs/decisions.md: "Profile approval and the profile screens"';
const SHARED_DIALOG = 'the shared error dialog shows the server’s `Message` (else the error) with Retry, which repeats the same call';

/** How the portal treats 401 and 503 on every call but those that say otherwise (spec section 8). */
export const GLOBAL_ANSWERS = {
  401: 're-login: the portal goes to its sign-in route and back to the same URL (silently while the identity provider’s session lives; a second 401 within 60 s asks for the password).',
  503: 'the maintenance page, which reloads the portal after 30 s.',
} as const;

export const REQUEST_HEADERS = {
  authorization: 'Authorization: Bearer <access token> on every call marked with the bearer scheme; never on the alerts API.',
  deviceId:
    'Device-Unique-Id: <settings.deviceId> on every request when the portal’s settings configure a device id (spec section 7); absent otherwise.',
  accessControlAllowOrigin:
    'Access-Control-Allow-Origin: * on every request (spec section 7): the backend’s CORS must allow this request header.',
  contentType: 'Content-Type: application/json on every request with a body; answers are read as JSON (Accept: application/json).',
} as const;

export const CATALOGUE: Readonly<Record<CallId, CallDocumentation>> = {
  getUserInfo: {
    summary: 'The signed-in user’s information (spec section 3), read after every sign-in and reload.',
    source: SPEC,
    portal: {
      200: 'Missing or null optional fields take their defaults (requireProfileApproval false; function, landlinePhone, mobilePhone, workerType null; flags false; disabledFeatures []). Clients and workers on their first connection are asked to save their device; otherwise the device is checked and a forced password change follows hasToChangePassword; internal users go straight in. An answer that breaks this schema shows the user-info error modal naming the field, with Retry, and is logged as an error.',
      403: 'the forbidden screen.',
      503: 'the maintenance page, silently (no modal).',
      other: 'the user-info error modal with the server’s `Message`, or else the error’s text, with Retry.',
    },
    examples: {
      200: {
        worker: {
          summary: 'A temporary worker who has signed in before: straight to the worker’s home.',
          value: {
            userType: 'worker',
            roles: ['worker'],
            disabledFeatures: [],
            workerType: 'temporary',
            hasValidCdii: false,
            isFirstConnection: false,
            hasToChangePassword: false,
            requireProfileApproval: false,
            id: 'u-1042',
            firstName: 'Camille',
            lastName: 'Martin',
            email: 'camille.martin@example.com',
            mobilePhone: '+33 6 12 34 56 78',
          },
        },
        client: {
          summary: 'A client company’s user who has signed in before.',
          value: {
            userType: 'client',
            roles: ['clientUser'],
            disabledFeatures: [],
            isFirstConnection: false,
            hasToChangePassword: false,
            requireProfileApproval: false,
            function: 'Responsable d’exploitation',
            id: 'u-2087',
            firstName: 'Sophie',
            lastName: 'Garnier',
            email: 'sophie.garnier@logistique-rhone.example',
          },
        },
        internal: {
          summary: 'An agency director: internal users go straight in, with the agency folders in the header.',
          value: {
            userType: 'internalUser',
            roles: ['agencyDirector'],
            disabledFeatures: [],
            id: 'u-0007',
            firstName: 'Claire',
            lastName: 'Martin',
            email: 'claire.martin@interim-lyon.example',
          },
        },
      },
    },
  },
  updateProfile: {
    summary:
      'Save the edited profile (the welcome modal’s Save, My profile): the six fields plus id, trimmed, empty optional fields as null.',
    source: SPEC,
    portal: { 200: 'done; the user info is read again. The body is not read.', 204: 'done, as 200.', other: SHARED_DIALOG + '.' },
  },
  approveProfile: {
    summary: 'Approve the profile as it is (the welcome modal’s Cancel, Close, × and Escape). Empty body.',
    source: SPEC,
    portal: { 204: 'done; the user info is read again.', other: SHARED_DIALOG + '.' },
  },
  getProfileApproval: {
    summary: 'The client user’s data shown in the welcome confirmation modal, and whether an approval is pending.',
    source: `${SPEC}; field names: ${CALLS_NOT_SHOWN}`,
    portal: {
      200: 'pendingApproval true shows the welcome modal prefilled with the profile; false ends without a modal.',
      other: SHARED_DIALOG + '.',
    },
  },
  negotiateHub: {
    summary:
      'SignalR negotiate (version 1) of the notification hub, with the bearer token. The WebSocket that follows carries the token as `?access_token=` (a browser cannot set headers on a WebSocket); its server events: asyncapi.json.',
    source: SPEC,
    portal: {
      200: 'the SignalR client connects.',
      401: 'console only (spec section 8: real-time connection failures); the connection retries after 0, 2, 10 and 30 s, then offers “try again”.',
      503: 'console only, as 401.',
      other: 'console only, as 401.',
    },
  },
  sendLog: {
    summary: 'Log sending: errors (level error) and standalone-mode use (level info).',
    source: `${SPEC}; path: ${CALLS_NOT_SHOWN}`,
    portal: {
      204: 'sent.',
      401: 'the entry goes back to the browser’s queue until a valid token exists; the page does not move.',
      503: 'a console warning; the page does not move.',
      other: 'a console warning; the entry is dropped.',
    },
  },
  registerDevice: {
    summary: 'Save this browser as a device of the user (the save-device question at sign-in).',
    source: 'docs/decisions.md (shared design): "Sign-in", device calls',
    portal: {
      201: 'the question is settled; the sign-in goes on.',
      204: 'as 201.',
      other: 'the save-device modal shows the message; the user may try again or choose Not now.',
    },
  },
  getDeviceStatus: {
    summary: 'Whether this browser’s device id is registered for the user.',
    source: 'docs/decisions.md (shared design): "Sign-in", device calls',
    portal: {
      200: 'registered false opens the save-device question. A device the backend does not know is answered so: 200 `{"registered": false}`.',
      other:
        'logged; the sign-in goes on without asking. A 404 for an unknown device lands here: the question is never asked and the device never saved.',
    },
  },
  changePassword: {
    summary: 'The forced password change (user info hasToChangePassword).',
    source: 'docs/decisions.md (shared design): "Sign-in", forced password change',
    portal: { 204: 'the modal closes; the sign-in goes on.', other: 'the password modal shows the server’s `Message` and stays open.' },
  },
  getNotificationSettings: {
    summary: 'The notification categories the user blocked: their toasts are not shown.',
    source: CALLS_NOT_SHOWN,
    portal: { 200: 'toasts start (none before the blocked categories are known).', other: SHARED_DIALOG + ' (spec section 8).' },
  },
  markNotificationProcessed: {
    summary:
      'Mark one notification processed (a click on a toast, a popup entry or a list entry). For an important one the hub then sends SendImportantProcessedNotifications to the user’s other connections.',
    source: CALLS_NOT_SHOWN,
    portal: { 204: 'the portal goes where the notification’s type leads.', other: SHARED_DIALOG + ' (spec section 8).' },
  },
  getImportantNotifications: {
    summary: 'Unprocessed important notifications (types profileToComplete, maintenancePlanned), newest first: the banner.',
    source: CALLS_NOT_SHOWN,
    portal: {
      200: 'each item is read on its own: an item that breaks the schema is logged and dropped, the others are shown. A body that is not a list is a failure.',
      other: SHARED_DIALOG + ' (spec section 8).',
    },
  },
  getPopupNotifications: {
    summary:
      'A page of the unprocessed, not important notifications, newest first: the bell’s popup (10 at first, 10 more per “load more”).',
    source: CALLS_NOT_SHOWN,
    portal: {
      200: 'items are read one by one as for the important list; total drives “load more” and the badge.',
      other: 'the popup shows a message with its own retry; a failed “load more” keeps the list and is logged.',
    },
  },
  markPopupProcessed: {
    summary: 'Mark the notifications shown in the popup processed (its “clear” button).',
    source: CALLS_NOT_SHOWN,
    portal: { 204: 'the popup empties and reads its first page again.', other: SHARED_DIALOG + ' (spec section 8).' },
  },
  getNotifications: {
    summary: 'A page of all the user’s notifications, newest first, each with processed: the full list (pages of 20).',
    source: CALLS_NOT_SHOWN,
    portal: { 200: 'items are read one by one as for the important list.', other: 'the list shows a message with Retry.' },
  },
  getAgencyFolders: {
    summary: 'The agency folders an internal user may filter on (label: code – name).',
    source: CALLS_NOT_SHOWN,
    portal: { 200: 'the agency-folder dropdown shows when the list is not empty.', other: 'the dropdown is not shown.' },
  },
  getAlerts: {
    summary: 'The alert slider’s messages. Served by the alerts API (settings.alertsApiUrl), called without Authorization.',
    source: CALLS_NOT_SHOWN,
    portal: {
      200: 'the slider shows them (a level other than the three reads as information).',
      other: 'a one-line message with Retry in the slider’s place.',
    },
  },
  getMyProfile: {
    summary: 'The My profile screen’s data (the same six fields for every user type).',
    source: PROFILE_SCREENS,
    portal: { 200: 'the screen shows the profile.', other: SHARED_DIALOG + '.' },
  },
  getDaysOff: {
    summary:
      'A worker’s days-off requests, newest first. Days off are off for self-registered workers, workers with a valid CDII and when disabledFeatures holds daysOff (spec section 5).',
    source: PROFILE_SCREENS,
    portal: { 200: 'the list shows.', 403: SHARED_DIALOG + '.', other: SHARED_DIALOG + '.' },
  },
  createDaysOff: {
    summary: 'Ask for days off: dates YYYY-MM-DD, the end on or after the start, reason of at most 500 characters.',
    source: PROFILE_SCREENS,
    portal: { 201: 'the new request (pending) heads the list.', other: SHARED_DIALOG + ', the form kept.' },
  },
  updateDaysOff: {
    summary: 'Change a pending days-off request.',
    source: PROFILE_SCREENS,
    portal: {
      200: 'the list shows the changed request.',
      409: SHARED_DIALOG + ' (the request is no longer pending).',
      other: SHARED_DIALOG + ', the form kept.',
    },
  },
  getDevices: {
    summary: 'The user’s registered devices (Parameters → devices).',
    source: PROFILE_SCREENS,
    portal: { 200: 'the list shows.', other: SHARED_DIALOG + '.' },
  },
  renameDevice: {
    summary: 'Rename a registered device.',
    source: PROFILE_SCREENS,
    portal: { 200: 'done; the body is not read.', 204: 'done.', other: SHARED_DIALOG + ', the typed name kept.' },
  },
  removeDevice: {
    summary: 'Remove a registered device (after an inline confirmation).',
    source: PROFILE_SCREENS,
    portal: { 204: 'the device leaves the list.', other: SHARED_DIALOG + '; the device stays listed.' },
  },
};

export const HUB_DOCUMENTATION: Readonly<Record<HubEventTarget, string>> = {
  SendNotification:
    'One argument, a notification. The toaster shows it (unless its category is blocked or a toast is showing), the bell counts it, an open popup puts it on top, an important one goes to the banner. A payload that breaks the schema is logged and dropped.',
  SendImportantProcessedNotifications:
    'One argument, the ids of important notifications processed elsewhere: the banner drops them and hides when none remain. A payload that is not a list of non-blank ids is logged and dropped.',
};

/**
 * What the portal does with the answers of a call a screen proposes: the rules of the screen's
 * family (docs/screens/README.md "List", "Detail", "Action"), the call's own line from its declaration.
 */
export function proposedCallDocumentation(screen: string, id: string, call: Call): CallDocumentation {
  if (!call.summary) throw new Error(`The proposed call ${id} (contract/screens/${screen}.ts) has no summary`);
  const source = `proposed by the portal for the screen \`${screen}\` (docs/screens/${screen}.md); the spec does not list this call`;
  const read = call.method === 'GET';
  const done = read
    ? 'the screen shows it; an item or a page that breaks this schema is a failure, as below.'
    : 'done: the screen shows the change (the item as answered, the item removed, or the list read again).';
  const portal: Record<number | 'other', string> = {
    other: read
      ? `${SHARED_DIALOG} (it reads again). A refresh after a push of the screen’s category that fails keeps what shows and is logged.`
      : `${SHARED_DIALOG}; what the person typed is kept (a draft that survives a re-login or the maintenance page), a change shown at once is put back.`,
  };
  for (const status of Object.keys(call.answers).map(Number)) if (status >= 200 && status < 300) portal[status] = done;
  if (read && 404 in call.answers) portal[404] = 'the screen says the item does not exist, or no longer, with a link back to its list.';
  if (read && 403 in call.answers) portal[403] = 'the screen says the item is not the person’s to see, with a link back to its list.';
  for (const [status, said] of Object.entries(call.portal ?? {})) if (said) portal[status === 'other' ? 'other' : Number(status)] = said;
  return { summary: call.summary, source, portal };
}
