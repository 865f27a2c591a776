// Shapes of the spec's entities (section 3). Pure types: the portal, the local stack and the tests
// share them, so a field renamed here is renamed everywhere.

// The roles and user types travel on the wire: declared once in the contract.
export { ROLES, USER_TYPES, type Role, type UserType } from '../../contract/wire.ts';
import type { Role, UserType } from '../../contract/wire.ts';

export const FEATURE_FLAGS = [
  'contracts',
  'invoices',
  'jobOffers',
  'daysOff',
  'clientTimeSheet',
  'workerTimeSheet',
  'jobPlaceVisit',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** What the access rules need to know of a user. */
export interface AccessUser {
  userType: UserType;
  roles: readonly Role[];
  disabledFeatures: readonly string[];
  workerType?: string | null;
  hasValidCdii?: boolean;
}

/** `GET {backApi}/v1/users/me/info` */
export interface UserInfo extends AccessUser {
  workerType: string | null;
  hasValidCdii: boolean;
  isFirstConnection: boolean;
  hasToChangePassword: boolean;
  requireProfileApproval: boolean;
  function: string | null;
  landlinePhone: string | null;
  mobilePhone: string | null;
  /** Display helpers the stack also sends; optional for a real backend. */
  id?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** `settings/appsettings.json` */
export interface AppSettings {
  tenantName: string;
  frontUrl: string;
  backApiUrl: string;
  alertsApiUrl: string;
  /** Empty string or null when no device id is configured. */
  deviceId: string | null;
  localStorageVersion: string;
}

/** `settings/clientconfiguration.json` (spec key names, mapped to oidc-client-ts in src/services/auth). */
export interface ClientConfiguration {
  stsServer: string;
  redirect_url: string;
  client_id: string;
  response_type: string;
  scope: string;
  post_logout_redirect_uri: string;
  start_checksession: boolean;
  silent_renew: boolean;
  silent_renew_url: string;
  post_login_route: string;
  forbidden_route: string;
  unauthorized_route: string;
  logLevel: number;
  max_id_token_iat_offset_allowed_in_seconds: number;
}

export interface AppNotification {
  id: string;
  type: string;
  category: string;
  /** Type-specific data; rendered as text only. */
  data?: Record<string, unknown>;
  createdAt?: string;
  /** Present in the full list (`GET /v1/notifications`). */
  processed?: boolean;
}

export interface Paged<T> {
  items: T[];
  total: number;
}

export interface AgencyFolder {
  id: string;
  code: string;
  name: string;
}

export interface Alert {
  /** A text or a number: the alerts API is not the back end's, and either identifies an alert. */
  id: string | number;
  message: string;
  level?: 'info' | 'warning' | 'critical';
}

/** `GET /v1/users/get-profile-approval`: the profile fields, and whether an approval is pending. */
export interface ProfileApproval extends UserProfile {
  pendingApproval: boolean;
}

export type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error';

export interface LogEntry {
  message: string;
  level: LogLevel;
}

/** `GET /v1/users/me/profile` (My profile; decisions.md "Profile calls"). */
export interface UserProfile {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  function: string | null;
  landlinePhone: string | null;
  mobilePhone: string | null;
}

/** A worker's days-off request (`GET /v1/users/me/days-off`). Dates are `YYYY-MM-DD`. */
export interface DaysOffRequest {
  id: string;
  startDate: string;
  endDate: string;
  reason: string;
  status: 'pending' | 'accepted' | 'refused';
}

/** A registered device (`GET /v1/users/me/devices`). */
export interface RegisteredDevice {
  deviceId: string;
  name: string;
}
