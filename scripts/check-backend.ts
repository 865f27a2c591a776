// `npm run check-backend -- <backApiUrl> [--alerts <alertsApiUrl>] [--origin <portal origin>] [--token <access token>] [--device-id <id>] [--timeout <ms>]`
// `npm run check-backend -- --settings <appsettings.json path or URL> [--token <access token>] [--timeout <ms>]`
//
// Calls the read-only endpoints of a backend (its GET calls, the hub's negotiate, CORS preflights)
// and reports each answer as ok, ignored in part, a mismatch with the portal's contract
// (docs/api/), unreachable or timed out. The token may also come from the BACKEND_TOKEN environment
// variable, which keeps it out of the shell's history.
// Exit 0: every answer usable; 1: a mismatch; 2: wrong arguments or settings; 3: an answer did not come.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { checkBackend, DEFAULT_TIMEOUT_MS, exitCodeOf, formatReport, type BackendCheckOptions } from './check-backend/checkBackend.ts';

const USAGE = `usage: npm run check-backend -- <backApiUrl> [--alerts <alertsApiUrl>] [--origin <portal origin>] [--token <access token>] [--device-id <id>] [--timeout <ms>]
       npm run check-backend -- --settings <appsettings.json path or URL> [--token <access token>] [--timeout <ms>]
The token may also be given as BACKEND_TOKEN=… in the environment. Each call has ${DEFAULT_TIMEOUT_MS} ms unless --timeout says.`;

/** The settings file as an object, or the one line that says why not. */
async function readSettings(where: string): Promise<Record<string, unknown> | string> {
  let text: string;
  try {
    if (/^https?:\/\//.test(where)) {
      const response = await fetch(where, { signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS) });
      if (!response.ok) return `The settings at ${where} answered ${response.status}.`;
      text = await response.text();
    } else {
      text = await readFile(where, 'utf8');
    }
  } catch (error) {
    return `The settings at ${where} cannot be read: ${error instanceof Error ? error.message : String(error)}.`;
  }
  try {
    const settings: unknown = JSON.parse(text);
    if (typeof settings === 'object' && settings !== null && !Array.isArray(settings)) return settings as Record<string, unknown>;
  } catch {
    // Said below.
  }
  return `The settings at ${where} are not a JSON object (an appsettings.json is expected).`;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        alerts: { type: 'string' },
        origin: { type: 'string' },
        token: { type: 'string' },
        'device-id': { type: 'string' },
        settings: { type: 'string' },
        timeout: { type: 'string' },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const settings = values.settings ? await readSettings(values.settings) : {};
  if (typeof settings === 'string') {
    console.error(settings);
    return 2;
  }
  const timeoutMs = values.timeout === undefined ? DEFAULT_TIMEOUT_MS : Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    console.error(`--timeout must be a whole number of milliseconds above 0.\n${USAGE}`);
    return 2;
  }
  const origin = values.origin ?? originOf(text(settings.frontUrl));
  if (values.origin !== undefined && originOf(values.origin) !== values.origin) {
    console.error(`--origin must be an origin such as https://portal.example (scheme, host, port; no path).\n${USAGE}`);
    return 2;
  }
  const options: BackendCheckOptions = {
    backApiUrl: positionals[0] ?? text(settings.backApiUrl) ?? '',
    alertsApiUrl: values.alerts ?? text(settings.alertsApiUrl),
    token: values.token ?? text(process.env.BACKEND_TOKEN),
    deviceId: values['device-id'] ?? text(settings.deviceId),
    origin,
    timeoutMs,
  };
  if (!/^https?:\/\//.test(options.backApiUrl)) {
    console.error(`The back-end URL is missing or not an http(s) URL.\n${USAGE}`);
    return 2;
  }
  console.log(
    `check-backend: ${options.backApiUrl}${options.alertsApiUrl ? `, alerts ${options.alertsApiUrl}` : ''}, ` +
      `${options.token ? 'with' : 'without'} a token, ${origin ? `CORS for ${origin}` : 'no CORS check'}, ${timeoutMs} ms a call`,
  );
  const report = await checkBackend(options);
  console.log(formatReport(report));
  return exitCodeOf(report);
}

process.exitCode = await main();
