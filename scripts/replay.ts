// `npm run replay -- <trace.json> [--url http://localhost:5173] [--login worker [--password demo]]
//                   [--timeout 5000] [--headed] [--step]`
// Replays a trace the inspector panel exported in a real browser (Debian's Chromium) against a
// running portal with the inspector (`npm start`, or a QA build): it opens the portal in replay mode
// (`?inspect=replay`, the panel open), signs in through the local stack's login page when the trace
// began with a sign-in (or when --login is given), then, step by step and in the session's order,
// does every event that came from outside the actor system (the views, the browser) to the actor at
// the same place in the tree: a location change is a navigation, any other event is sent. Before a
// step it waits (up to --timeout) for that actor to be in the state the trace had then; after it,
// it compares the state the actor took with the trace's; at the end, every actor's state. It prints
// each step and where the portal disagrees. Exit 1 on any disagreement, 2 when it cannot replay.
//
// What the portal does by itself (its answers from the server, its timers, its own navigation) is
// not done again: it happens, and the comparison shows whether it happens the same way. A value the
// panel redacted (a typed password) is sent as `[redacted]`; the step says so. Server pushes (the
// hub) are not replayed: push them with the stack's control API.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { chromium, type Page } from '@playwright/test';
import type { AnyStateMachine } from 'xstate';
import { REDACTED } from '../machines/inspector/redact';
import { parseTrace, replayPlan, type ExpectedState, type ReplayAction, type ReplayStep } from '../machines/inspector/trace';
import { CHART_MACHINES } from '../machines/registry';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];
/** The login callback: a trace that starts there began with a sign-in. */
const CALLBACK_PATH = '/success-login';

interface Options {
  file: string;
  url: string;
  login: string | null;
  password: string;
  timeoutMs: number;
  headed: boolean;
  step: boolean;
}

function options(argv: string[]): Options {
  const value = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const file = argv.find((arg, index) => !arg.startsWith('--') && !argv[index - 1]?.match(/^--(url|login|password|timeout)$/));
  if (!file) {
    throw new Error(
      'usage: npm run replay -- <trace.json> [--url http://localhost:5173] [--login <user>] [--password <pw>] [--timeout ms] [--headed] [--step]',
    );
  }
  return {
    file,
    url: (value('--url') ?? 'http://localhost:5173').replace(/\/$/, ''),
    login: value('--login') ?? null,
    password: value('--password') ?? 'demo',
    timeoutMs: Number(value('--timeout') ?? 5_000),
    headed: argv.includes('--headed'),
    step: argv.includes('--step'),
  };
}

const show = (value: unknown) => JSON.stringify(value);
const shorten = (text: string, max = 110) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Whether the machine is done in that state (a final state of the root): it no longer runs. */
function isFinal(expected: ExpectedState): boolean {
  const machine = CHART_MACHINES.find((candidate) => candidate.id === expected.machineId) as AnyStateMachine | undefined;
  if (!machine) return false;
  try {
    return machine.resolveState({ value: expected.state } as never).status === 'done';
  } catch {
    return false;
  }
}

interface Running {
  path: string;
  machineId: string | null;
  value: unknown;
}

type ReplayWindow = Window & {
  __portalReplay?: {
    actors(): Running[];
    valueOf(path: string): unknown;
    send(path: string, event: unknown): unknown;
    received(type: string): Array<{ seq: number; path: string; payload: { path?: string; search?: string } }>;
  };
};

/** How long a location change of the trace may take to come from the portal itself before the replay navigates. */
const OWN_NAVIGATION_GRACE_MS = 1500;

const withoutInspect = (path: unknown, search: unknown) => {
  const params = new URLSearchParams(String(search ?? ''));
  params.delete('inspect');
  const rest = params.toString();
  return `${String(path ?? '/')}${rest ? `?${rest}` : ''}`;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to `timeoutMs`) for the actor at `path` to be in `state`; the disagreement if it never is. */
async function waitForState(page: Page, path: string, state: unknown, timeoutMs: number): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value: unknown = await page.evaluate((at) => (window as ReplayWindow).__portalReplay?.valueOf(at), path).catch(() => undefined);
    if (show(value) === show(state)) return null;
    if (Date.now() > deadline) {
      return value === undefined
        ? `${path} is not running in the portal; the trace had it in ${show(state)}`
        : `${path} is in ${show(value)}; the trace had it in ${show(state)}`;
    }
    await pause(100);
  }
}

/** Where the portal's actors disagree with the trace's last states, once it has had `timeoutMs` to get there. */
async function endDisagreements(page: Page, expected: ExpectedState[], timeoutMs: number): Promise<string[]> {
  const wanted = expected.filter((item) => !isFinal(item));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const running = await page.evaluate(() => (window as ReplayWindow).__portalReplay?.actors() ?? null).catch(() => null);
    const problems = running
      ? wanted.flatMap((item) => {
          const actual = running.filter((actor) => actor.path === item.path).at(-1);
          if (!actual) return [`${item.path}: not running in the portal; the trace ends with it in ${show(item.state)}`];
          return show(actual.value) === show(item.state)
            ? []
            : [`${item.path}: the portal is in ${show(actual.value)}, the trace ends in ${show(item.state)}`];
        })
      : ['the page has no replay hook (is it a portal with the inspector, npm start or a QA build?)'];
    if (!problems.length || Date.now() > deadline) return problems;
    await pause(100);
  }
}

async function signIn(page: Page, url: string, login: string, password: string) {
  // Replay mode is kept for the tab through the sign-in redirects.
  await page.goto(`${url}/?inspect=replay`);
  const form = page.locator('input[name=login]');
  await form.waitFor({ timeout: 30_000 });
  await form.fill(login);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button').first().click();
  await page.waitForURL((current) => current.origin === new URL(url).origin, { timeout: 30_000 });
}

/** Does what the outside world did: a navigation for a location change, else the event itself. */
async function perform(page: Page, action: ReplayAction): Promise<{ done: string; after: unknown }> {
  const { event } = action;
  if (event.type === 'LOCATION.CHANGED') {
    const to = `${String(event.path ?? '/')}${String(event.search ?? '')}`;
    // The portal's history keeps React Router's state shape; a popstate makes it read the new location.
    const navigate = ({ to, state, path }: { to: string; state: string; path: string }) => {
      const hook = (window as ReplayWindow).__portalReplay;
      const usr: unknown = JSON.parse(state);
      history.pushState({ usr, key: Math.random().toString(36).slice(2, 10), idx: (history.state?.idx ?? 0) + 1 }, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      return { done: 'navigated', after: hook?.valueOf(path) };
    };
    return page.evaluate(navigate, { to, state: JSON.stringify(event.state ?? null), path: action.path });
  }
  // A time in the event (a click's) is now, as it would be.
  const send = ({ path, event }: { path: string; event: Record<string, unknown> }) => {
    const after = (window as ReplayWindow).__portalReplay?.send(path, typeof event.at === 'number' ? { ...event, at: Date.now() } : event);
    return { done: after === undefined ? 'no such actor running: not sent' : 'sent', after };
  };
  return page.evaluate(send, { path: action.path, event: event as Record<string, unknown> });
}

/**
 * A location change the portal made by itself (its own redirect), since the last one the replay
 * matched: the app's navigation happens again on its own, it is not done a second time.
 */
async function ownNavigation(page: Page, step: ReplayStep, after: number): Promise<number | null> {
  const target = withoutInspect(step.action.event.path, step.action.event.search);
  const deadline = Date.now() + OWN_NAVIGATION_GRACE_MS;
  for (;;) {
    const received = await page.evaluate(() => (window as ReplayWindow).__portalReplay?.received('LOCATION.CHANGED') ?? []).catch(() => []);
    const match = received.find(
      (entry) =>
        entry.seq > after && entry.path === step.action.path && withoutInspect(entry.payload.path, entry.payload.search) === target,
    );
    if (match) return match.seq;
    if (Date.now() > deadline) return null;
    await pause(100);
  }
}

/** One step: wait for the target's state of the trace, do the event, compare the state it took. */
async function replayStep(
  page: Page,
  step: ReplayStep,
  timeoutMs: number,
  navigation: { seen: number },
): Promise<{ done: string; problems: string[] }> {
  if (step.action.event.type === 'LOCATION.CHANGED') {
    const own = await ownNavigation(page, step, navigation.seen);
    if (own !== null) {
      navigation.seen = own;
      return { done: 'the portal navigated there by itself', problems: [] };
    }
  }
  const problems: string[] = [];
  if (step.before !== null) {
    const before = await waitForState(page, step.action.path, step.before, timeoutMs);
    if (before) problems.push(`before: ${before}`);
  }
  const { done, after } = await perform(page, step.action);
  if (step.action.event.type === 'LOCATION.CHANGED') {
    // The change this navigation made is the replay's, not one the portal will make by itself; a
    // redirect the portal made at once after it (a screen opening its default tab) is still to come.
    const target = withoutInspect(step.action.event.path, step.action.event.search);
    const received = await page.evaluate(() => (window as ReplayWindow).__portalReplay?.received('LOCATION.CHANGED') ?? []).catch(() => []);
    const ours = received.filter(
      (entry) => entry.path === step.action.path && withoutInspect(entry.payload.path, entry.payload.search) === target,
    );
    navigation.seen = Math.max(navigation.seen, ...ours.map((entry) => entry.seq));
  }
  if (after !== undefined && show(after) !== show(step.after)) {
    problems.push(`after: ${step.action.path} went to ${show(after)}; the trace has ${show(step.after)}`);
  }
  return { done, problems };
}

async function main() {
  const opts = options(process.argv.slice(2));
  const trace = parseTrace(readFileSync(opts.file, 'utf8'), basename(opts.file));
  const plan = replayPlan(trace);
  const root = trace.actors[0];
  const startLocation = (root?.input as { location?: { path?: string; search?: string } } | null)?.location;
  const startsWithSignIn = startLocation?.path === CALLBACK_PATH;
  if (startsWithSignIn && !opts.login) throw new Error(`the trace begins with a sign-in (${CALLBACK_PATH}): give --login <user>`);
  console.log(`replaying "${trace.title}" (${basename(opts.file)}): ${plan.steps.length} steps against ${opts.url}`);
  if (!plan.steps.length && !plan.end.length) throw new Error('nothing to replay: a trace of the first format has no order across actors');

  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: !opts.headed, args: CHROMIUM_ARGS });
  const ask = opts.step ? createInterface({ input: process.stdin, output: process.stdout }) : null;
  let failures = 0;
  try {
    const page = await browser.newPage();
    if (opts.login) await signIn(page, opts.url, opts.login, opts.password);
    if (!startsWithSignIn) {
      // Where the session began (its secret parameters, redacted, left out).
      const search = new URLSearchParams(startLocation?.search ?? '');
      for (const [key, value] of [...search]) if (value.includes(REDACTED)) search.delete(key);
      search.set('inspect', 'replay');
      await page.goto(`${opts.url}${startLocation?.path ?? '/'}?${search}`);
    }
    await page.waitForFunction(() => !!(window as ReplayWindow).__portalReplay, null, { timeout: 30_000 });

    const report = (label: string, problems: string[]) => {
      if (!problems.length) console.log(`${label}: ok`);
      else {
        failures += 1;
        console.log(`${label}: ${problems.length} disagreement(s)`);
        for (const problem of problems) console.log(`    ${problem}`);
      }
    };
    // The portal's own location changes matched so far (by their entry in its log).
    const navigation = { seen: 0 };
    for (const [index, step] of plan.steps.entries()) {
      const { type, ...payload } = step.action.event;
      const label = `step ${index + 1}/${plan.steps.length}  #${step.action.seq}  ${step.action.path} ← ${type} ${shorten(show(payload), 60)}`;
      if (ask) await ask.question(`${label}  [Enter] `);
      const { done, problems } = await replayStep(page, step, opts.timeoutMs, navigation);
      const redacted = show(payload).includes(REDACTED) ? ' (the trace holds a redacted value here: sent as recorded)' : '';
      report(`${ask ? '   ' : label} → ${done}${redacted}`, problems);
    }
    report('end', await endDisagreements(page, plan.end, opts.timeoutMs));
  } finally {
    ask?.close();
    await browser.close();
  }
  console.log(
    failures ? `${failures} step(s) where the portal disagrees with the trace` : 'the portal went through every step as recorded',
  );
  return failures ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`replay: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
