// The table of `npm run plant:constants` (scripts/plant-constants.ts) stays in step with
// machines/domain/constants.ts: every figure of spec section 9 and each other constant a test pins
// has a plant, each plant's text is in the file once, and the tests it names exist. (The planting itself runs Vitest per plant: a
// command, not part of `npm test`.)
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSTANTS_FILE, PLANTS } from '../../scripts/plant-constants';

/** Spec section 9, figure by figure, as named in constants.ts. */
const SECTION_9 = [
  'MAINTENANCE_RELOAD_MS',
  'INACTIVITY_TIMEOUT_MS',
  'CLICK_STALENESS_MINUTES',
  'SERVICE_WORKER_STABLE_MS',
  'DEFAULT_LANGUAGE',
  'LOCALES',
  'TOAST_DURATION_MS',
  'TOAST_TICK_MS',
  'TOAST_IN_MS',
  'TOAST_OUT_MS',
  'TOAST_RESET_MS',
  'POPUP_PAGE_SIZE',
  'POPUP_LIST_MAX_HEIGHT_PX',
  'BANNER_FADE_MS',
  'HUB_SERVER_TIMEOUT_MS',
  'HUB_KEEP_ALIVE_MS',
  'HUB_RECONNECT_DELAYS_MS',
  'HUB_NEGOTIATE_REDIRECT_LIMIT',
  'HUB_RESEND_BUFFER_BYTES',
  'HUB_ACK_TIMER_MS',
  'BACKGROUND_PICTURE_COUNT',
];

/** Constants outside section 9 whose value a test pins (Stryker killed their mutants before it left the file out). */
const PINNED = [
  'CLICK_STALENESS_MS',
  'APP_SETTINGS_PATH',
  'CLIENT_CONFIGURATION_PATH',
  'DEFAULT_FORBIDDEN_ROUTE',
  // The client’s time sheets (docs/screens/clientTimeSheets.md).
  'TIME_SHEET_DISPUTE_REASON_MIN_LENGTH',
  'TIME_SHEET_DISPUTE_REASON_MAX_LENGTH',
  'TIME_SHEETS_APPROVAL_MAX',
];

describe('the planting table of machines/domain/constants.ts', () => {
  const constants = readFileSync(CONSTANTS_FILE, 'utf8');

  it('has a plant for every figure of section 9 and every pinned constant', () => {
    expect([...new Set(PLANTS.map((p) => p.constant))].sort()).toEqual([...SECTION_9, ...PINNED].sort());
  });

  it.each(PLANTS.map((p) => [p.figure, p] as const))('%s: its text is in constants.ts once, and its tests exist', (_, plant) => {
    expect(constants.split(plant.from)).toHaveLength(2);
    expect(plant.to).not.toBe(plant.from);
    expect(plant.tests.length).toBeGreaterThan(0);
    for (const file of plant.tests) expect(existsSync(file), file).toBe(true);
  });
});
