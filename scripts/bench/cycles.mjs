// Leave/enter cycles of the authorised layout: XState actors alive, the heap and its composition,
// hub connections, after 1 and after N cycles.
import { kb, log, mb, pad, padLeft } from './format.mjs';
import { actorsInHeap, cdp, heapAfterGc, signIn, USABLE } from './page.mjs';
import { control, resetStack, sleep } from './stack.mjs';

export async function layoutCyclesSection(browser, { cycles: CYCLES }) {
  await resetStack();
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  const session = await cdp(page);
  await signIn(page, 'worker');
  const connected = () =>
    page.locator('[data-machine="connection"][data-state="connected"]').waitFor({ state: 'attached', timeout: 30_000 });
  const home = () => page.locator(USABLE.home).first().waitFor({ timeout: 30_000 });
  await home();
  await connected();
  await sleep(1000);
  // Leave: a navigation to a route outside the layout (as the browser's own history would);
  // enter: back to /home, the dashboard shown and the hub connected again.
  const leave = async () => {
    await page.evaluate(() => {
      history.pushState(null, '', '/evaluate');
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await page.locator(USABLE.evaluate).waitFor({ timeout: 30_000 });
  };
  const enter = async () => {
    await page.evaluate(() => history.back());
    await home();
    await connected();
  };
  const cycle = async () => {
    await leave();
    await enter();
  };
  // A route-scoped actor (the full notification list lives while its route shows): the positive
  // case that the count sees an actor start and stop.
  const visitNotificationList = async () => {
    await page.evaluate(() => {
      history.pushState(null, '', '/my-profile/my-notifications');
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await page.locator('[data-machine="notificationList"]').waitFor({ timeout: 30_000 });
    await sleep(500);
    const actors = await actorsInHeap(session);
    await enter();
    return actors;
  };
  const measure = async () => ({
    heap: await heapAfterGc(session),
    actors: await actorsInHeap(session),
    hubConnections: (await control('/hub')).connections,
  });
  const start = await measure();
  const onNotificationList = await visitNotificationList();
  const backFromList = await actorsInHeap(session);
  const startedAt = Date.now();
  await leave();
  // Outside the layout its actors (connection, bell, toaster…) must be gone: shows that the count sees them stop.
  const outside = await measure();
  await enter();
  const afterOne = await measure();
  for (let i = 1; i < CYCLES; i++) await cycle();
  const cyclesMs = Date.now() - startedAt;
  await sleep(500);
  const afterAll = await measure();
  await context.close();
  await resetStack();
  const figures = {
    cycles: CYCLES,
    cyclesMs,
    start,
    onNotificationList,
    backFromList,
    outside,
    afterOne,
    afterAll,
    heapGrowthPerCycle: (afterAll.heap - afterOne.heap) / Math.max(1, CYCLES - 1),
  };

  log(
    `\nAuthorised layout: ${CYCLES} leave/enter cycles (/home → /evaluate outside the layout → back to the dashboard) in ${(cyclesMs / 1000).toFixed(1)} s`,
  );
  log(
    `${pad('', 24)} ${padLeft('actors running', 15)} ${padLeft('in heap', 8)} ${padLeft('JS heap (GC)', 13)} ${padLeft('of it: objects', 15)} ${padLeft('code', 9)} ${padLeft('hub conns', 10)}`,
  );
  for (const [label, value] of [
    ['signed in (reference)', start],
    ['left once (/evaluate)', outside],
    ['after 1 cycle', afterOne],
    [`after ${CYCLES} cycles`, afterAll],
  ]) {
    log(
      `${pad(label, 24)} ${padLeft(value.actors.running, 15)} ${padLeft(value.actors.total, 8)} ${padLeft(mb(value.heap), 13)} ${padLeft(mb(value.actors.composition.objects), 15)} ${padLeft(mb(value.actors.composition.code), 9)} ${padLeft(value.hubConnections, 10)}`,
    );
  }
  log(
    `actors running on /my-profile/my-notifications (its list actor started): ${onNotificationList.running}, back on /home: ${backFromList.running} (${backFromList.stopped} stopped still in heap)`,
  );
  log(
    `heap growth from cycle 1 to ${CYCLES}: ${kb(afterAll.heap - afterOne.heap)} (${kb(figures.heapGrowthPerCycle)} a cycle), of which the page's objects ${kb(afterAll.actors.composition.objects - afterOne.actors.composition.objects)} and V8's compiled code ${kb(afterAll.actors.composition.code - afterOne.actors.composition.code)}`,
  );
  return figures;
}
