// Builds side by side (`--builds name=dir,...`): each build served in turn on the portal's port
// and measured in the same run, beside the reference, so that a boot-speed piece is kept for a
// figure taken against the build without it (docs/performance.md, section 7). Per build: the boot
// section's figures, a sign-in (a new tab on /home without a session: the time until the identity
// provider's page is asked for) and a signed-in /home reloaded on a slow mobile link (150 ms,
// 1.6 Mbit/s down, as Lighthouse's mobile preset simulates), where what the first screen does not
// use competes for the bandwidth.
import { bootSection } from './boot.mjs';
import { log, ms, pad, padLeft, ratio, stats } from './format.mjs';
import { cdp, pageProbe, readBoot, signIn, untilUsable, USABLE } from './page.mjs';
import { switchPortal, urls } from './stack.mjs';

const SLOW = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

async function signInRedirect(browser, runs) {
  const values = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    const session = await cdp(page);
    await session.send('Network.setCacheDisabled', { cacheDisabled: true });
    await session.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: -1, uploadThroughput: -1 });
    const asked = page.waitForRequest((request) => request.url().startsWith(urls.idp) && request.isNavigationRequest(), {
      timeout: 60_000,
    });
    const started = Date.now();
    await page.goto(`${urls.portal}/home`, { waitUntil: 'commit' });
    await asked;
    values.push(Date.now() - started);
    await context.close();
  }
  return stats(values);
}

async function slowHome(browser, runs) {
  const context = await browser.newContext({ locale: 'fr-FR' });
  await context.addInitScript(pageProbe, USABLE.home);
  const page = await context.newPage();
  const session = await cdp(page);
  await signIn(page, 'worker');
  await untilUsable(page);
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Network.emulateNetworkConditions', { offline: false, ...SLOW });
  const values = [];
  for (let run = 0; run < runs; run++) {
    await page.reload({ waitUntil: 'commit' });
    await untilUsable(page);
    values.push(await readBoot(page));
  }
  await context.close();
  return { fcp: stats(values.map((value) => value.fcp)), usable: stats(values.map((value) => value.usable)) };
}

export async function buildsSection(browser, referenceUrl, { builds, runs }) {
  const figures = {};
  for (const { name, dir } of builds) {
    log(`\n— build "${name}" (${dir})`);
    await switchPortal(dir);
    const boot = await bootSection(browser, referenceUrl, { runs });
    figures[name] = { dir, boot, signInRedirect: await signInRedirect(browser, runs), slowHome: await slowHome(browser, runs) };
  }
  await switchPortal('dist');
  const cell = (value) => (value ? `${ms(value.median)} (${ms(value.min)}–${ms(value.max)})` : '—');
  log(`\nBuilds side by side, median of ${runs} runs (min–max), ms; × = ratio to the reference of that build's boot runs`);
  log(
    `${pad('build', 22)}${padLeft('/maintenance use +150', 24)}${padLeft('×ref', 7)}${padLeft('/home use +0', 20)}${padLeft('×ref', 7)}${padLeft('/home use +150', 20)}${padLeft('×ref', 7)}${padLeft('sign-in → IdP +150', 22)}${padLeft('/home use slow link', 22)}`,
  );
  for (const [name, { boot, signInRedirect: redirect, slowHome: slow }] of Object.entries(figures)) {
    const pages = boot.pages;
    const use = (id, latency) => pages[id][latency].usable;
    log(
      `${pad(name, 22)}${padLeft(cell(use('maintenance', 150)), 24)}${padLeft(ratio(use('maintenance', 150)?.median, use('reference', 150)?.median), 7)}${padLeft(cell(use('home', 0)), 20)}${padLeft(ratio(use('home', 0)?.median, use('reference', 0)?.median), 7)}${padLeft(cell(use('home', 150)), 20)}${padLeft(ratio(use('home', 150)?.median, use('reference', 150)?.median), 7)}${padLeft(cell(redirect), 22)}${padLeft(cell(slow.usable), 22)}`,
    );
  }
  return figures;
}
