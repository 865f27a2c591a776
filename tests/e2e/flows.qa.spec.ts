// The flow gallery without a running portal: `npm run flows` builds the static folder (here into a
// temporary one), and Chromium opens it from disk (file://): every machine of the registry, a chart
// drawn with the machine's own states, a journey marked on it, what its model tests covered, each
// chart as an SVG file that shows by itself, the code for the Stately editor, the spec sections page
// leading to the flows; and no request leaves the folder. (It needs neither the stack nor the QA
// build that playwright.qa.config.ts also starts.)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHART_MACHINES } from '../../machines/registry.ts';
import { signInMachine } from '../../machines/signIn/signIn.machine.ts';
import { statelyCode } from '../../src/inspector/chart/statelyExport.ts';
import { stateNames } from './machineStates.ts';
import { expect, test } from './portal.ts';
import { allow } from './timing.ts';

let folder = '';
const fileUrl = (path: string) => pathToFileURL(join(folder, path)).href;

test.beforeAll(() => {
  folder = join(mkdtempSync(join(tmpdir(), 'flows-e2e-')), 'flows');
  const built = spawnSync('node_modules/.bin/tsx', ['scripts/flows.ts', '--out', folder], { encoding: 'utf8', timeout: allow(170_000) });
  expect(built.status, `npm run flows failed: ${built.stderr}`).toBe(0);
  // A page per machine, the index and the spec sections page.
  expect(built.stdout).toContain(`${CHART_MACHINES.length + 2} pages`);
});
test.afterAll(() => rmSync(join(folder, '..'), { recursive: true, force: true }));
test.describe.configure({ timeout: allow(180_000) });

test('the static gallery opens from disk: every machine, signIn drawn with its own states, a journey marked, nothing fetched', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(fileUrl('index.html'));
  const nav = page.getByRole('navigation', { name: 'Machines' });
  for (const machine of CHART_MACHINES) await expect(nav.getByRole('link', { name: machine.id, exact: true })).toBeVisible();

  await nav.getByRole('link', { name: 'signIn', exact: true }).click();
  await expect(page).toHaveURL(fileUrl('signIn.html'));
  const chart = page.locator('[data-chart="signIn"]');
  await expect(chart).toBeVisible();
  await expect(page.locator('[data-coverage]')).toHaveText(
    /^Covered by its model tests: states \d+\/\d+, transitions \d+\/\d+, sneak paths /,
  );
  const drawn = await chart.locator('[data-state-name]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state-name')!));
  expect(drawn.filter((name) => name !== 'signIn').sort()).toEqual(stateNames(signInMachine));

  // Its journeys, from the model tests; the page's script marks where the chosen one ends, and unmarks it.
  const journeys = page.locator('[data-journeys] button');
  expect(await journeys.count()).toBeGreaterThan(3);
  const forbidden = journeys.filter({ hasText: /answers 403 ⇒ The forbidden page$/ }).first();
  await forbidden.click();
  await expect(chart.locator('[data-highlighted="true"]')).toHaveAttribute('data-state-name', 'forbidden');
  await expect(forbidden).toHaveAttribute('aria-pressed', 'true');
  await forbidden.click();
  await expect(chart.locator('[data-highlighted="true"]')).toHaveCount(0);

  // The Stately code: on the page, in its file, and to the clipboard (or shown to copy by hand).
  await expect(page.locator('[data-stately-code]')).toHaveText(statelyCode(signInMachine), { useInnerText: false });
  expect(readFileSync(join(folder, 'stately/signIn.ts'), 'utf8')).toBe(statelyCode(signInMachine));
  await page.getByRole('button', { name: 'Copy for Stately' }).click();
  await expect(page.locator('[data-copy-status]')).toHaveText(
    /^(Copied: paste it in the Stately editor|The browser refused the clipboard)/,
  );

  // Every page of the registry has its chart drawn, in the page and as a file.
  for (const machine of CHART_MACHINES) {
    await page.goto(fileUrl(`${machine.id}.html`));
    await expect(page.locator(`[data-chart="${machine.id}"] [data-state-name]`).first()).toBeVisible();
    expect(existsSync(join(folder, `svg/${machine.id}.svg`)), machine.id).toBe(true);
  }

  // The spec sections page, from the index, leads to the flows' pages in the folder.
  await page.goto(fileUrl('index.html'));
  await page.getByRole('link', { name: 'Spec sections' }).click();
  await expect(page).toHaveURL(fileUrl('spec.html'));
  const userInfo = page.getByRole('region', { name: 'Sections and their flows' }).locator('[data-spec-row="§3 User info"]');
  await expect(userInfo).toHaveAttribute('data-status', 'covered');
  await userInfo.getByRole('link', { name: 'signIn', exact: true }).click();
  await expect(page).toHaveURL(fileUrl('signIn.html'));
  expect(requests.filter((url) => !url.startsWith('file://'))).toEqual([]);
});

test('each chart downloads as an SVG file that shows by itself, styled', async ({ page }) => {
  const check = async (url: string) => {
    await page.goto(url);
    const drawn = await page
      .locator('[data-state-name]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state-name')!));
    expect(drawn.filter((name) => name !== 'signIn').sort()).toEqual(stateNames(signInMachine));
    // The chart's style travels inside the file.
    const stroke = await page
      .locator('[data-state-name="forbidden"] > rect')
      .first()
      .evaluate((rect) => getComputedStyle(rect).stroke);
    return stroke;
  };
  await page.goto(fileUrl('signIn.html'));
  // With a journey's end marked: the file is the chart as shown.
  await page
    .locator('[data-journeys] button', { hasText: /answers 403 ⇒ The forbidden page$/ })
    .first()
    .click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the chart (SVG)' }).click();
  expect((await download).suggestedFilename()).toBe('signIn.svg');
  const saved = join(folder, '..', 'downloaded.svg');
  await (await download).saveAs(saved);
  expect(readFileSync(saved, 'utf8')).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/,
  );
  expect(await check(pathToFileURL(saved).href)).toBe('rgb(194, 65, 12)');
  // The folder's own file (what a web host serves at that link): unmarked.
  expect(await check(fileUrl('svg/signIn.svg'))).toBe('rgb(138, 134, 168)');

  if (process.env.SCREENSHOTS) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(fileUrl('signIn.html'));
    await page
      .locator('[data-journeys] button', { hasText: /answers 403 ⇒ The forbidden page$/ })
      .first()
      .click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/flow-gallery-static.png` });
  }
});
