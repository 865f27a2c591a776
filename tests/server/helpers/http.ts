// A small HTTP client on node:http for the stack tests: works the same under happy-dom (whose
// fetch enforces browser rules), follows no redirect by itself, and keeps cookies in a jar.
import { request as httpRequest } from 'node:http';

export interface HttpResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json<T = unknown>(): T;
  location?: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  jar?: CookieJar;
}

interface Cookie {
  value: string;
  path: string;
}

/** Enough of RFC 6265 for one host: name, value, path, deletion. */
export class CookieJar {
  #cookies = new Map<string, Cookie>();

  store(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair, ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
      const path = attr('path') ?? '/';
      const expired = attr('max-age') === '0' || (attr('expires') !== undefined && Date.parse(attr('expires')!) < Date.now());
      const key = `${name};${path}`;
      if (expired || value === '') this.#cookies.delete(key);
      else this.#cookies.set(key, { value, path });
    }
  }

  header(path: string): string {
    return [...this.#cookies.entries()]
      .filter(([, c]) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) || c.path === '/')
      .map(([key, c]) => `${key.split(';')[0]}=${c.value}`)
      .join('; ');
  }
}

export function request(url: string, options: RequestOptions = {}): Promise<HttpResponse> {
  const target = new URL(url);
  const headers: Record<string, string> = { ...options.headers };
  if (options.jar) {
    const cookie = options.jar.header(target.pathname);
    if (cookie) headers.Cookie = cookie;
  }
  if (options.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(options.body));
  return new Promise((resolve, reject) => {
    const req = httpRequest(target, { method: options.method ?? 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        options.jar?.store(res.headers['set-cookie']);
        const text = Buffer.concat(chunks).toString('utf8');
        const location = res.headers.location ? new URL(res.headers.location, target).toString() : undefined;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: <T>() => JSON.parse(text) as T, location });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

export const json = (value: unknown) => ({
  body: JSON.stringify(value),
  headers: { 'Content-Type': 'application/json' },
});
