// The mutation testing of machines/domain/constants.ts (Stryker leaves that file out: it has no
// mutator for number literals). Plants a different value in each figure of spec section 9, and in
// the other constants a test pins, one at a time, runs the tests said to catch it, and reports
// whether they failed, as they must: a test that reads the constant it checks would follow the
// change. The file is restored after each plant, on Ctrl-C and on any error.
//
//   npm run plant:constants                 every plant of the table below
//   npm run plant:constants -- TOAST_TICK_MS HUB_KEEP_ALIVE_MS
//
// Exit code 0 when every plant was caught, 1 otherwise. Each run starts Vitest on the listed files
// only (a few seconds each); `npm test` as a whole catches each plant too, since it holds them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONSTANTS_FILE = 'machines/domain/constants.ts';

export interface Plant {
  /** The spec's figure, as section 9 words it. */
  figure: string;
  constant: string;
  /** The text of constants.ts holding the spec's value, and what replaces it. */
  from: string;
  to: string;
  /** The test files that must fail with the planted value. */
  tests: string[];
}

const plant = (figure: string, constant: string, value: string, planted: string, tests: string[]): Plant => ({
  figure,
  constant,
  from: `export const ${constant} = ${value};`,
  to: `export const ${constant} = ${planted};`,
  tests,
});

export const PLANTS: Plant[] = [
  plant('Maintenance page reload: 30 seconds', 'MAINTENANCE_RELOAD_MS', '30_000', '29_000', ['tests/unit/machines/app.test.ts']),
  plant('Click staleness in milliseconds', 'CLICK_STALENESS_MS', 'CLICK_STALENESS_MINUTES * 60_000', 'CLICK_STALENESS_MINUTES * 1000', [
    'tests/unit/machines/inactivity.test.ts',
  ]),
  plant('Inactivity time-out: 3,600,000 ms', 'INACTIVITY_TIMEOUT_MS', '3_600_000', '3_500_000', ['tests/unit/machines/inactivity.test.ts']),
  plant('Click-staleness logout threshold: 60 minutes', 'CLICK_STALENESS_MINUTES', '60', '59', ['tests/unit/machines/inactivity.test.ts']),
  plant('Service worker registered once stable for 30 seconds', 'SERVICE_WORKER_STABLE_MS', '30_000', '31_000', [
    'tests/model/serviceWorkerRegistration.model.test.ts',
  ]),
  plant('Notification toast duration 5000 ms', 'TOAST_DURATION_MS', '5000', '5600', ['tests/model/toaster.model.test.ts']),
  plant('Toast tick 70 ms', 'TOAST_TICK_MS', '70', '80', ['tests/model/toaster.model.test.ts']),
  plant('Toast animation in 500 ms', 'TOAST_IN_MS', '500', '400', ['tests/views/notifications.view.test.tsx']),
  plant('Toast animation out 300 ms', 'TOAST_OUT_MS', '300', '350', ['tests/views/notifications.view.test.tsx']),
  plant('Toast animation reset 500 ms', 'TOAST_RESET_MS', '500', '600', ['tests/model/toaster.model.test.ts']),
  plant('Popup shows 10 notifications at first, plus 10 per load more', 'POPUP_PAGE_SIZE', '10', '12', [
    'tests/views/notifications.view.test.tsx',
    'tests/server/api.test.ts',
  ]),
  plant('Popup list maximum height 280 px', 'POPUP_LIST_MAX_HEIGHT_PX', '280', '300', ['tests/views/notifications.view.test.tsx']),
  plant('Banner fade 800 ms', 'BANNER_FADE_MS', '800', '700', ['tests/model/banner.model.test.ts']),
  plant('Real-time connection: server timeout 30 s', 'HUB_SERVER_TIMEOUT_MS', '30_000', '20_000', [
    'tests/unit/services/hubClientFigures.test.ts',
  ]),
  plant('Real-time connection: keep-alive 15 s', 'HUB_KEEP_ALIVE_MS', '15_000', '10_000', ['tests/unit/services/hubClientFigures.test.ts']),
  plant(
    'Reconnect delays 0, 2, 10 and 30 s',
    'HUB_RECONNECT_DELAYS_MS',
    '[0, 2000, 10_000, 30_000] as const',
    '[0, 2000, 10_000, 20_000] as const',
    ['tests/model/connection.model.test.ts'],
  ),
  plant(
    'Reconnect delays: four of them, then stop',
    'HUB_RECONNECT_DELAYS_MS',
    '[0, 2000, 10_000, 30_000] as const',
    '[0, 2000, 10_000, 30_000, 30_000] as const',
    ['tests/model/connection.model.test.ts'],
  ),
  plant('Negotiate redirect limit 100', 'HUB_NEGOTIATE_REDIRECT_LIMIT', '100', '50', ['tests/unit/services/hubClientFigures.test.ts']),
  plant('Resend buffer 100000 bytes', 'HUB_RESEND_BUFFER_BYTES', '100_000', '50_000', [
    'tests/unit/services/connection.implementations.test.ts',
  ]),
  plant('Ack timer 1 s', 'HUB_ACK_TIMER_MS', '1000', '2000', ['tests/unit/services/hubClientFigures.test.ts']),
  plant('26 login and forbidden images', 'BACKGROUND_PICTURE_COUNT', '26', '25', ['tests/unit/backgrounds.test.ts']),
  plant('App settings file', 'APP_SETTINGS_PATH', "'settings/appsettings.json'", "'settings/app.json'", [
    'tests/unit/domain/settingsValidation.test.ts',
  ]),
  plant('Client configuration file', 'CLIENT_CONFIGURATION_PATH', "'settings/clientconfiguration.json'", "'settings/client.json'", [
    'tests/unit/domain/settingsValidation.test.ts',
  ]),
  plant('Default forbidden route', 'DEFAULT_FORBIDDEN_ROUTE', "'/forbidden'", "'/denied'", ['tests/unit/domain/access.test.ts']),
  plant('Default language French', 'DEFAULT_LANGUAGE', "'fr' as const", "'en' as const", ['tests/unit/services/i18n.test.ts']),
  {
    figure: 'French locale: week starts Monday',
    constant: 'LOCALES',
    from: "fr: { locale: 'fr-FR', firstDayOfWeek: 1, currency: 'EUR' },",
    to: "fr: { locale: 'fr-FR', firstDayOfWeek: 0, currency: 'EUR' },",
    tests: ['tests/unit/services/i18n.test.ts'],
  },
  {
    figure: 'English (US) locale: dollar',
    constant: 'LOCALES',
    from: "en: { locale: 'en-US', firstDayOfWeek: 0, currency: 'USD' },",
    to: "en: { locale: 'en-US', firstDayOfWeek: 0, currency: 'EUR' },",
    tests: ['tests/unit/services/i18n.test.ts'],
  },
  // The client's time sheets (docs/screens/clientTimeSheets.md).
  plant('Dispute reason: at least 10 characters', 'TIME_SHEET_DISPUTE_REASON_MIN_LENGTH', '10', '11', [
    'tests/model/clientTimeSheets.model.test.tsx',
  ]),
  plant('Dispute reason: at most 500 characters', 'TIME_SHEET_DISPUTE_REASON_MAX_LENGTH', '500', '499', [
    'tests/model/clientTimeSheets.model.test.tsx',
  ]),
  plant('Approval: at most 100 weeks at once', 'TIME_SHEETS_APPROVAL_MAX', '100', '99', ['tests/model/clientTimeSheets.model.test.tsx']),
];

interface Outcome {
  plant: Plant;
  caught: boolean;
  failed: string[];
  error?: string;
}

function failingTests(reportFile: string): string[] {
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
      testResults?: { name: string; message?: string; assertionResults?: { status: string; fullName: string }[] }[];
    };
    return (report.testResults ?? []).flatMap((file) => {
      const failed = (file.assertionResults ?? [])
        .filter((a) => a.status === 'failed')
        .map((a) => `${file.name.split('/tests/').pop()}: ${a.fullName}`);
      // A file that fails to load has no assertion results, only a message.
      return failed.length > 0 ? failed : file.message ? [`${file.name.split('/tests/').pop()}: ${file.message.split('\n')[0]}`] : [];
    });
  } catch {
    return [];
  }
}

function run(selected: Plant[]): Outcome[] {
  const original = readFileSync(CONSTANTS_FILE, 'utf8');
  const restore = () => writeFileSync(CONSTANTS_FILE, original);
  const onSignal = () => {
    restore();
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const reports = mkdtempSync(join(tmpdir(), 'plant-constants-'));
  const outcomes: Outcome[] = [];
  try {
    for (const [index, item] of selected.entries()) {
      if (!original.includes(item.from)) {
        outcomes.push({ plant: item, caught: false, failed: [], error: `"${item.from}" is not in ${CONSTANTS_FILE}` });
        continue;
      }
      writeFileSync(CONSTANTS_FILE, original.replace(item.from, item.to));
      const reportFile = join(reports, `${index}.json`);
      try {
        const result = spawnSync('node_modules/.bin/vitest', ['run', ...item.tests, '--reporter=json', `--outputFile=${reportFile}`], {
          encoding: 'utf8',
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        const failed = failingTests(reportFile);
        outcomes.push({ plant: item, caught: result.status !== 0 && failed.length > 0, failed });
      } finally {
        restore();
      }
      const last = outcomes.at(-1)!;
      console.log(`${last.caught ? 'caught  ' : 'SURVIVED'} ${item.figure} (${item.constant}): ${item.from} → ${item.to}`);
      for (const name of last.failed.slice(0, 3)) console.log(`           ${name.length > 160 ? `${name.slice(0, 159)}…` : name}`);
      if (last.failed.length > 3) console.log(`           … and ${last.failed.length - 3} more`);
    }
  } finally {
    restore();
    rmSync(reports, { recursive: true, force: true });
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  return outcomes;
}

function main() {
  const names = process.argv.slice(2);
  const selected = names.length === 0 ? PLANTS : PLANTS.filter((p) => names.includes(p.constant));
  if (selected.length === 0) {
    console.error(`No plant for ${names.join(', ')}. Known: ${[...new Set(PLANTS.map((p) => p.constant))].join(', ')}`);
    process.exit(2);
  }
  const outcomes = run(selected);
  const survived = outcomes.filter((o) => !o.caught);
  console.log(`\n${outcomes.length - survived.length} of ${outcomes.length} plants caught.`);
  for (const o of survived) console.log(`  not caught: ${o.plant.constant} (${o.plant.figure})${o.error ? `: ${o.error}` : ''}`);
  process.exit(survived.length === 0 ? 0 : 1);
}

// The table is also read by tests/unit/plantConstants.test.ts: plant only when run as a command.
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
