// `npm run check-backend -- <backApiUrl> [--alerts <alertsApiUrl>] [--token <access token>] [--device-id <id>]`
// `npm run check-backend -- --settings <appsettings.json path or URL> [--token <access token>]`
//
// Calls the read-only (GET) endpoints of a backend and reports each mismatch with the portal's
// contract (docs/api/). The token may also come from the BACKEND_TOKEN environment variable, which
// keeps it out of the shell's history. Exit 0: no mismatch; 1: mismatches; 2: wrong arguments.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { checkBackend, formatReport, type BackendCheckOptions } from './check-backend/checkBackend.ts';

const USAGE = `usage: npm run check-backend -- <backApiUrl> [--alerts <alertsApiUrl>] [--token <access token>] [--device-id <id>]
       npm run check-backend -- --settings <appsettings.json path or URL> [--token <access token>]
The token may also be given as BACKEND_TOKEN=… in the environment.`;

async function readSettings(where: string): Promise<Record<string, unknown>> {
  const text = /^https?:\/\//.test(where) ? await (await fetch(where)).text() : await readFile(where, 'utf8');
  return JSON.parse(text) as Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { alerts: { type: 'string' }, token: { type: 'string' }, 'device-id': { type: 'string' }, settings: { type: 'string' } },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const settings = values.settings ? await readSettings(values.settings) : {};
  const options: BackendCheckOptions = {
    backApiUrl: positionals[0] ?? text(settings.backApiUrl) ?? '',
    alertsApiUrl: values.alerts ?? text(settings.alertsApiUrl),
    token: values.token ?? text(process.env.BACKEND_TOKEN),
    deviceId: values['device-id'] ?? text(settings.deviceId),
  };
  if (!/^https?:\/\//.test(options.backApiUrl)) {
    console.error(`The back-end URL is missing or not an http(s) URL.\n${USAGE}`);
    return 2;
  }
  console.log(
    `check-backend: ${options.backApiUrl}${options.alertsApiUrl ? `, alerts ${options.alertsApiUrl}` : ''}, ${options.token ? 'with' : 'without'} a token`,
  );
  const report = await checkBackend(options);
  console.log(formatReport(report));
  return report.mismatches === 0 ? 0 : 1;
}

process.exitCode = await main();
