// Validation of the two settings files read at boot. A file that is missing, not JSON, or that lacks
// a field (or has it with the wrong type) must end the boot with a screen naming the file and the
// field, so these functions say exactly which field failed.
import { APP_SETTINGS_PATH, CLIENT_CONFIGURATION_PATH } from './constants';
import type { AppSettings, ClientConfiguration } from './types';

export type BootProblem =
  | 'unreachable' // network failure or HTTP error status
  | 'notJson' // the body is not JSON (an HTML error page, garbage)
  | 'notObject' // JSON, but not an object
  | 'missingField'
  | 'wrongType';

export interface BootError {
  file: string;
  problem: BootProblem;
  field?: string;
  expected?: string;
  /** Extra detail for the log (HTTP status, parser message). Never shown as HTML. */
  detail?: string;
  /** The HTTP status when the file was answered with an error (503: the host is in maintenance). */
  status?: number;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; error: BootError };

/** `url`: an absolute http(s) URL. An empty or relative back-end URL would send calls (and the
 *  bearer token) somewhere unintended, so it is refused at boot. */
type FieldType = 'string' | 'boolean' | 'number' | 'string?' | 'url';

const APP_SETTINGS_FIELDS: Record<keyof AppSettings, FieldType> = {
  tenantName: 'string',
  frontUrl: 'url',
  backApiUrl: 'url',
  alertsApiUrl: 'url',
  deviceId: 'string?',
  localStorageVersion: 'string',
};

const CLIENT_CONFIGURATION_FIELDS: Record<keyof ClientConfiguration, FieldType> = {
  stsServer: 'url',
  redirect_url: 'url',
  client_id: 'string',
  response_type: 'string',
  scope: 'string',
  post_logout_redirect_uri: 'url',
  start_checksession: 'boolean',
  silent_renew: 'boolean',
  silent_renew_url: 'url',
  post_login_route: 'string',
  forbidden_route: 'string',
  unauthorized_route: 'string',
  logLevel: 'number',
  max_id_token_iat_offset_allowed_in_seconds: 'number',
};

function hasType(value: unknown, type: FieldType): boolean {
  switch (type) {
    case 'string?':
      return value === null || typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'url':
      return typeof value === 'string' && isAbsoluteHttpUrl(value);
    default:
      return typeof value === type;
  }
}

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host !== '';
  } catch {
    return false;
  }
}

const EXPECTED: Record<FieldType, string> = {
  string: 'string',
  'string?': 'string or null',
  boolean: 'boolean',
  number: 'number',
  url: 'absolute http(s) URL',
};

function validateFields<T>(file: string, json: unknown, fields: Record<string, FieldType>): Validation<T> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, error: { file, problem: 'notObject' } };
  }
  const record = json as Record<string, unknown>;
  for (const [field, type] of Object.entries(fields)) {
    // An optional field may be absent; a required one may not.
    if (!(field in record) || record[field] === undefined) {
      if (type.endsWith('?')) continue;
      return { ok: false, error: { file, problem: 'missingField', field, expected: EXPECTED[type] } };
    }
    if (!hasType(record[field], type)) {
      return { ok: false, error: { file, problem: 'wrongType', field, expected: EXPECTED[type] } };
    }
  }
  return { ok: true, value: json as T };
}

export function validateAppSettings(json: unknown): Validation<AppSettings> {
  const result = validateFields<AppSettings>(APP_SETTINGS_PATH, json, APP_SETTINGS_FIELDS);
  if (result.ok && result.value.deviceId === undefined) result.value = { ...result.value, deviceId: null };
  return result;
}

export function validateClientConfiguration(json: unknown): Validation<ClientConfiguration> {
  return validateFields<ClientConfiguration>(CLIENT_CONFIGURATION_PATH, json, CLIENT_CONFIGURATION_FIELDS);
}

/** True when a value thrown by a loader is a BootError (so unknown errors still get a screen). */
export function isBootError(value: unknown): value is BootError {
  return typeof value === 'object' && value !== null && 'file' in value && 'problem' in value;
}
