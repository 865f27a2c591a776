// One fetch wrapper for every call of the portal, applying the request rules of spec section 7 and
// the global error rules of section 8. The HTTP client reports to the app machine through `onEvent`;
// the machine decides what a 401 or a 503 means for navigation.
import { APP_SETTINGS_PATH, CLIENT_CONFIGURATION_PATH } from '../../machines/domain/constants';

export type HttpEvent =
  { type: 'HTTP.REQUEST_STARTED' } | { type: 'HTTP.REQUEST_ENDED' } | { type: 'HTTP.UNAUTHORIZED' } | { type: 'HTTP.MAINTENANCE' };

export type HttpErrorKind = 'network' | 'status' | 'invalidResponse' | 'aborted';

/** Every failure of a call is one of these: callers never see a raw TypeError or SyntaxError. */
export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number | null;
  readonly url: string;
  /** The `Message` field of a JSON error body, when the server sent one. */
  readonly serverMessage: string | null;

  constructor(init: { kind: HttpErrorKind; url: string; message: string; status?: number | null; serverMessage?: string | null }) {
    super(init.message);
    this.name = 'HttpError';
    this.kind = init.kind;
    this.url = init.url;
    this.status = init.status ?? null;
    this.serverMessage = init.serverMessage ?? null;
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}

export interface HttpClientDeps {
  fetch?: typeof fetch;
  /** The configured device id (`settings.deviceId`), or null/empty when none. */
  getDeviceId: () => string | null;
  /** The current access token, or null when signed out. */
  getAccessToken: () => Promise<string | null> | string | null;
  /** The alerts API base URL: its requests carry no Authorization header. */
  getAlertsApiUrl: () => string | null;
  onEvent: (event: HttpEvent) => void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * `json` (default) parses and requires JSON; `none` ignores the body (empty answers); `file` reads
   * the bytes of a file of the given media type (`accept`), its Content-Type checked.
   */
  expect?: 'json' | 'none' | 'file';
  /** With `expect: 'file'`: the media type asked for and required (`application/pdf`). */
  accept?: string;
  /**
   * false: a 401 or 503 fails this call only, without the global re-login or maintenance intent.
   * For background calls a visitor did not ask for (log sending): they must not move the page.
   */
  globalErrors?: boolean;
}

export interface HttpClient {
  request<T>(url: string, options?: RequestOptions): Promise<T>;
}

/** A file answered by a call (`expect: 'file'`): its bytes and media type. */
export interface FileAnswer {
  bytes: Uint8Array;
  mediaType: string;
}

/** The two settings files are loaded before sign-in and never carry a bearer token. */
export function isSettingsFile(url: string): boolean {
  const path = pathOf(url);
  return (
    path.endsWith('/' + APP_SETTINGS_PATH) ||
    path === APP_SETTINGS_PATH ||
    path.endsWith('/' + CLIENT_CONFIGURATION_PATH) ||
    path === CLIENT_CONFIGURATION_PATH
  );
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return url;
  }
}

function isUnder(url: string, base: string | null): boolean {
  if (!base) return false;
  const normalizedBase = base.endsWith('/') ? base : base + '/';
  return url === base || url.startsWith(normalizedBase);
}

/**
 * The headers of spec section 7 that every request carries besides the bearer: the
 * Access-Control-Allow-Origin header always, Device-Unique-Id when a device id is configured. The
 * real-time connection's requests get them too (connection.implementations.ts).
 */
export function specRequestHeaders(deviceId: string | null): Record<string, string> {
  return { 'Access-Control-Allow-Origin': '*', ...(deviceId ? { 'Device-Unique-Id': deviceId } : {}) };
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function buildHeaders(url: string, hasBody: boolean, accept = 'application/json'): Promise<Headers> {
    const headers = new Headers(specRequestHeaders(deps.getDeviceId()));
    headers.set('Accept', accept);
    if (hasBody) headers.set('Content-Type', 'application/json');
    const noBearer = isSettingsFile(url) || isUnder(url, deps.getAlertsApiUrl());
    if (!noBearer) {
      const token = await deps.getAccessToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    return headers;
  }

  async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const hasBody = options.body !== undefined;
    deps.onEvent({ type: 'HTTP.REQUEST_STARTED' });
    try {
      const file = options.expect === 'file';
      const headers = await buildHeaders(url, hasBody, file ? options.accept : undefined);
      let response: Response;
      try {
        response = await doFetch(url, {
          method,
          headers,
          body: hasBody ? JSON.stringify(options.body) : undefined,
          signal: options.signal,
        });
      } catch (error) {
        const aborted = error instanceof DOMException && error.name === 'AbortError';
        throw new HttpError({
          kind: aborted ? 'aborted' : 'network',
          url,
          message: aborted ? 'The request was cancelled' : `Network error calling ${pathOf(url)}`,
        });
      }
      if (file && response.ok) return (await readFile(response, url, options.accept ?? '')) as T;
      const text = await response.text().catch(() => '');
      if (!response.ok) {
        if (options.globalErrors !== false) {
          if (response.status === 401) deps.onEvent({ type: 'HTTP.UNAUTHORIZED' });
          if (response.status === 503) deps.onEvent({ type: 'HTTP.MAINTENANCE' });
        }
        const serverMessage = readServerMessage(text);
        throw new HttpError({
          kind: 'status',
          url,
          status: response.status,
          serverMessage,
          message: serverMessage ?? `HTTP ${response.status} on ${method} ${pathOf(url)}`,
        });
      }
      if (options.expect === 'none') {
        // The body is not read, but an HTML page in a 2xx is a proxy's or captive portal's answer,
        // not the API's: the call did not happen, so it must not count as done (fault matrix).
        if (isHtml(response.headers.get('content-type')) && text.trim() !== '') {
          throw new HttpError({ kind: 'invalidResponse', url, message: `${pathOf(url)} answered an HTML page` });
        }
        return undefined as T;
      }
      return parseJson<T>(text, url, response.headers.get('content-type'));
    } finally {
      deps.onEvent({ type: 'HTTP.REQUEST_ENDED' });
    }
  }

  return { request };
}

/**
 * A file's bytes, when the answer is of the media type asked for: an HTML page (a proxy's, a captive
 * portal's) or JSON where a PDF was asked is not the file, and a dropped connection is a network error.
 */
async function readFile(response: Response, url: string, accept: string): Promise<FileAnswer> {
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (mediaType !== accept.toLowerCase()) {
    await response.body?.cancel().catch(() => {});
    throw new HttpError({
      kind: 'invalidResponse',
      url,
      message: `${pathOf(url)} answered ${mediaType === '' ? 'no content type' : mediaType} where ${accept} was expected`,
    });
  }
  try {
    return { bytes: new Uint8Array(await response.arrayBuffer()), mediaType };
  } catch {
    throw new HttpError({ kind: 'network', url, message: `The file from ${pathOf(url)} did not arrive whole` });
  }
}

function isHtml(contentType: string | null): boolean {
  return contentType?.toLowerCase().includes('html') === true;
}

function parseJson<T>(text: string, url: string, contentType: string | null): T {
  if (text.trim() === '') {
    throw new HttpError({ kind: 'invalidResponse', url, message: `Empty answer from ${pathOf(url)} where JSON was expected` });
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    const what = isHtml(contentType) ? 'an HTML page' : 'something that is not JSON';
    throw new HttpError({ kind: 'invalidResponse', url, message: `${pathOf(url)} answered ${what}` });
  }
}

/** The `Message` (or `message`) string of a JSON error body, if any. */
function readServerMessage(text: string): string | null {
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body === 'object' && body !== null) {
      const record = body as Record<string, unknown>;
      const message = record.Message ?? record.message;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // Not JSON: no server message to show.
  }
  return null;
}
