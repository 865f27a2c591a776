// @vitest-environment happy-dom
// What a QA engineer sees in the live inspector panel, fed by a real actor system through the
// collector: the tree with readable state paths, the chart with the active state, the redacted
// context, the log, pause, time travel, the titled trace export, the byte budget of a long session,
// and no secret of any kind on screen or in an export.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, type AnyStateMachine } from 'xstate';
import { INSPECTOR_LOG_BUDGET_BYTES } from '../../machines/domain/constants';
import { logEntries } from '../../machines/inspector/recording';
import { createInspectorCollector } from '../../src/inspector/collector';
import { InspectorPanel } from '../../src/inspector/views/InspectorPanel';

const SECRET = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ3b3JrZXIifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

const child = setup({}).createMachine({ id: 'helper', initial: 'waiting', states: { waiting: {} } });
const shop = setup({
  types: { context: {} as { session: { user: string; access_token: string } | null; visits: number } },
  actors: { login: fromPromise(async () => ({ user: 'Camille', access_token: SECRET })), helper: child },
  actions: {
    keepSession: assign({ session: ({ event }) => (event as unknown as { output: { user: string; access_token: string } }).output }),
    countVisit: assign({ visits: ({ context }) => context.visits + 1 }),
  },
}).createMachine({
  id: 'shop',
  context: { session: null, visits: 0 },
  initial: 'signingIn',
  states: {
    signingIn: { invoke: { id: 'login', src: 'login', onDone: { target: 'signedIn', actions: 'keepSession' } } },
    signedIn: {
      invoke: { id: 'helper', src: 'helper' },
      type: 'parallel',
      states: { cart: { initial: 'empty', states: { empty: {} } }, menu: { initial: 'closed', states: { closed: {} } } },
      on: { LEAVE: 'signedOut', VISIT: { actions: 'countVisit' } },
    },
    signedOut: {},
  },
});

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));

async function openPanel(logic: AnyStateMachine = shop) {
  const collector = createInspectorCollector({ now: () => Date.UTC(2026, 0, 5, 9, 30, 0), open: true });
  collector.start();
  const actor = createActor(logic, { inspect: collector.inspect });
  const saved: Array<{ fileName: string; json: string }> = [];
  render(
    <InspectorPanel
      actor={collector.actor}
      machineOf={collector.machineOf}
      saveTrace={(fileName, json) => saved.push({ fileName, json })}
    />,
  );
  await act(async () => {
    actor.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  stops.push(
    () => actor.stop(),
    () => collector.actor.stop(),
  );
  return { actor, collector, saved, panel: screen.getByRole('complementary', { name: 'State inspector' }) };
}

const part = (panel: HTMLElement, name: string) => panel.querySelector<HTMLElement>(`[data-inspector="${name}"]`)!;
const logRow = (panel: HTMLElement, type: string) =>
  within(part(panel, 'log').querySelector<HTMLElement>(`[data-event-type="${type}"]`)!).getByRole('button');

describe('inspector panel', () => {
  it('shows the actor tree with readable state paths, the chart with the active state and the redacted context', async () => {
    const { panel } = await openPanel();
    expect(panel.getAttribute('data-machine')).toBe('inspector');
    const tree = within(part(panel, 'tree'));
    expect(tree.getByRole('button', { name: /^shop/ })).toBeTruthy();
    expect(tree.getByRole('button', { name: /^helper/ })).toBeTruthy();
    // One dotted path per active region, not a JSON object.
    const paths = [...panel.querySelectorAll('[data-state-paths="shop"] li')].map((item) => item.textContent);
    expect(paths).toEqual(['signedIn.cart.empty', 'signedIn.menu.closed']);
    expect(part(panel, 'tree').textContent).not.toContain('{');
    await waitFor(
      () => expect(panel.querySelector('[data-chart="shop"] [data-state-name="signedIn"]')?.getAttribute('data-active')).toBe('true'),
      { timeout: 10_000 },
    );
    expect(panel.querySelector('[data-chart="shop"] [data-state-name="signingIn"]')?.getAttribute('data-active')).toBeNull();
    // The last transition taken is marked on its arrow.
    expect(panel.querySelector('[data-taken="true"]')?.getAttribute('data-edge-event')).toBe('xstate.done.actor.login');
    const context = part(panel, 'context').textContent!;
    expect(context).toContain('"user": "Camille"');
    expect(context).toContain('"access_token": "[redacted]"');
    expect(panel.textContent).not.toContain(SECRET);
  });

  it('logs events with source → target, and a paused log waits', async () => {
    const { actor, panel } = await openPanel();
    expect(logRow(panel, 'xstate.done.actor.login').textContent).toContain('login → shop');
    fireEvent.click(within(panel).getByRole('button', { name: 'Pause' }));
    actor.send({ type: 'LEAVE' });
    await settle();
    expect(part(panel, 'log').querySelector('[data-event-type="LEAVE"]')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Resume (1 waiting)' }));
    expect(logRow(panel, 'LEAVE').textContent).toContain('(outside) → shop');
    // The helper stopped with its parent's state: gone from the tree.
    expect(within(part(panel, 'tree')).queryByRole('button', { name: /^helper/ })).toBeNull();
  });

  it('travels back to any entry: tree, chart and context as they were right after it, then back to live', async () => {
    const { actor, panel } = await openPanel();
    actor.send({ type: 'VISIT' });
    actor.send({ type: 'VISIT' });
    actor.send({ type: 'LEAVE' });
    await settle();
    const live = () => [...panel.querySelectorAll('[data-state-paths="shop"] li')].map((item) => item.textContent);
    expect(live()).toEqual(['signedOut']);
    expect(part(panel, 'context').textContent).toContain('"visits": 2');

    // The first VISIT: signed in, the helper running again, one visit counted.
    const visits = part(panel, 'log').querySelectorAll<HTMLElement>('[data-event-type="VISIT"] button');
    fireEvent.click(visits[visits.length - 1]);
    const travel = part(panel, 'travel');
    expect(travel.textContent).toMatch(/At #\d+ VISIT/);
    expect(live()).toEqual(['signedIn.cart.empty', 'signedIn.menu.closed']);
    expect(within(part(panel, 'tree')).getByRole('button', { name: /^helper/ })).toBeTruthy();
    expect(part(panel, 'context').textContent).toContain('"visits": 1');
    await waitFor(
      () => expect(panel.querySelector('[data-chart="shop"] [data-state-name="signedIn"]')?.getAttribute('data-active')).toBe('true'),
      { timeout: 10_000 },
    );
    expect(panel.querySelector('[data-chart="shop"] [data-state-name="signedOut"]')?.getAttribute('data-active')).toBeNull();
    // The chosen row is marked; new events keep coming but the view stays where it is.
    expect(visits[visits.length - 1].getAttribute('aria-pressed')).toBe('true');

    // Earlier: the helper's start, before any visit; later again.
    fireEvent.click(within(travel).getByRole('button', { name: '◀ Earlier' }));
    expect(part(panel, 'travel').textContent).toMatch(/At #\d+ xstate\.init/);
    expect(part(panel, 'context').textContent).toContain('"visits": 0');
    expect(part(panel, 'context').textContent).toContain('"access_token": "[redacted]"');
    fireEvent.click(within(part(panel, 'travel')).getByRole('button', { name: 'Later ▶' }));
    expect(part(panel, 'context').textContent).toContain('"visits": 1');
    // Before the login answered: signing in, no session yet.
    fireEvent.click(logRow(panel, 'xstate.done.actor.login'));
    fireEvent.click(within(part(panel, 'travel')).getByRole('button', { name: '◀ Earlier' }));
    expect(live()).toEqual(['signingIn']);
    expect(part(panel, 'context').textContent).toContain('"session": null');

    fireEvent.click(within(part(panel, 'travel')).getByRole('button', { name: 'Back to live' }));
    expect(panel.querySelector('[data-inspector="travel"]')).toBeNull();
    expect(live()).toEqual(['signedOut']);
    expect(part(panel, 'context').textContent).toContain('"visits": 2');
  });

  it('exports a trace named after the title typed, with no secret', async () => {
    const { panel, saved } = await openPanel();
    const exportButton = within(panel).getByRole('button', { name: 'Export trace' }) as HTMLButtonElement;
    // No title, no export: the title names the file and the test.
    expect(exportButton.disabled).toBe(true);
    fireEvent.change(within(panel).getByRole('textbox', { name: /Trace title/ }), { target: { value: 'Camille signs in (shop)' } });
    expect(exportButton.disabled).toBe(false);
    fireEvent.click(exportButton);
    expect(saved).toHaveLength(1);
    expect(saved[0].fileName).toBe('camille-signs-in-shop.json');
    const trace = JSON.parse(saved[0].json) as {
      format: string;
      title: string;
      actors: Array<{ machineId: string; steps: Array<{ state: unknown }> }>;
    };
    expect(trace.format).toBe('portal-trace/2');
    expect(trace.title).toBe('Camille signs in (shop)');
    expect(trace.actors.find((item) => item.machineId === 'shop')!.steps.map((step) => step.state)).toEqual([
      'signingIn',
      { signedIn: { cart: 'empty', menu: 'closed' } },
    ]);
    expect(saved[0].json).not.toContain(SECRET);
  });
});

describe('a long session within the byte budget', () => {
  it(`10,000 events: the log keeps within ${INSPECTOR_LOG_BUDGET_BYTES / 1024 / 1024} MB, and the panel says how many were dropped`, async () => {
    const counter = setup({
      types: { context: {} as { clicks: number; note: string } },
      actions: { count: assign(({ context, event }) => ({ clicks: context.clicks + 1, note: (event as { note?: string }).note ?? '' })) },
    }).createMachine({ id: 'counter', context: { clicks: 0, note: '' }, on: { CLICK: { actions: 'count' } } });
    const { actor, collector } = await openPanel(counter);
    // The session runs with the panel closed (it records all along), in 100 tasks of 100 events.
    fireEvent.click(screen.getByRole('button', { name: 'Close the inspector' }));
    // About 400 bytes an event: 10,000 of them are twice the budget.
    const note = 'Relevé d’heures de la semaine 45 : '.padEnd(300, '·');
    for (let batch = 0; batch < 100; batch += 1) {
      for (let n = 0; n < 100; n += 1) actor.send({ type: 'CLICK', note, at: batch * 100 + n });
      await settle();
    }
    act(() => collector.actor.send({ type: 'PANEL.TOGGLE' }));
    const panel = screen.getByRole('complementary', { name: 'State inspector' });
    const { context } = collector.actor.getSnapshot();
    const kept = logEntries(context);
    expect(kept.at(-1)!.type).toBe('CLICK');
    // The init entry plus 10,000 clicks, the oldest dropped.
    expect(context.dropped + kept.length).toBe(10_001);
    expect(context.dropped).toBeGreaterThan(2000);
    expect(Buffer.byteLength(JSON.stringify(kept), 'utf8')).toBeLessThanOrEqual(INSPECTOR_LOG_BUDGET_BYTES);
    expect(part(panel, 'dropped').textContent).toBe(`${context.dropped.toLocaleString('en')} oldest entries dropped to stay within 2 MB.`);
    // A page of rows drawn, the rest on demand.
    expect(part(panel, 'log').querySelectorAll('li')).toHaveLength(200);
    expect(within(panel).getByRole('button', { name: /^Show 200 earlier \([\d,]+ not shown\)$/ })).toBeTruthy();
    // The newest entry travels to the state of the 10,000th click.
    fireEvent.click(part(panel, 'log').querySelector<HTMLElement>('li button')!);
    expect(part(panel, 'context').textContent).toContain('"clicks": 10000');
  }, 60_000);
});

describe('no secret on screen or in an export', () => {
  // One of each kind of secret the portal handles, planted where actors hold them: inputs, contexts,
  // event payloads, URLs, headers, form bodies, error messages.
  const PLANTED = {
    jwtAccessToken: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJwbGFudGVkLWF0In0.cGxhbnRlZC1hY2Nlc3Mtc2ln',
    opaqueAccessToken: 'at-opaque-7f3a9c11',
    idToken: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJwbGFudGVkLWlkIn0.cGxhbnRlZC1pZC1zaWduYXR1cmU',
    refreshToken: 'rt-opaque-51bd02ee',
    password: 'Pa55w0rd!planted',
    newPassword: 'N3wPa55!planted',
    authorizationCode: 'authcode-SplxlOBeZQ',
    codeVerifier: 'verifier-dBjftJeZ4CVP',
    state: 'state-af0ifjsldkj',
    sessionState: 'sess-state-c9f1a2',
    bearer: 'bearer-opaque-9a8b7c6d',
    cookie: 'cookie-s3cr3t-v4lu3',
    clientSecret: 'client-secret-q1w2e3',
    nonce: 'nonce-n0n5e-77',
    apiKey: 'apikey-k3y-88',
  };
  const SECRETS = Object.values(PLANTED);

  const leaky = setup({
    types: { context: {} as Record<string, unknown>, input: {} as { returnUrl: string; access_token: string } },
    actors: {
      exchange: fromPromise(async () => {
        throw new Error(`401 from the API: Authorization: Bearer ${PLANTED.bearer}`);
      }),
    },
    actions: {
      keep: assign(({ event }) => ({ lastEvent: event })),
    },
  }).createMachine({
    id: 'leaky',
    context: ({ input }) => ({
      returnUrl: input.returnUrl,
      user: {
        name: 'Camille Durand',
        agency: 'agence-lyon',
        access_token: PLANTED.opaqueAccessToken,
        id_token: PLANTED.idToken,
        refresh_token: PLANTED.refreshToken,
      },
      form: { login: 'worker', password: PLANTED.password, newPassword: PLANTED.newPassword },
      // The forced password change's own context (machines/passwordChange).
      passwordChange: { password: PLANTED.newPassword, confirmation: PLANTED.newPassword, showProblems: false },
      pkce: { code_verifier: PLANTED.codeVerifier, nonce: PLANTED.nonce },
      request: { headers: { Authorization: `Bearer ${PLANTED.bearer}`, Cookie: `sid=${PLANTED.cookie}`, 'x-api-key': PLANTED.apiKey } },
      client: { client_id: 'portal', client_secret: PLANTED.clientSecret },
      note: `renewed with ${PLANTED.jwtAccessToken} at 09:30`,
      location: '/home?tab=contracts',
    }),
    initial: 'exchanging',
    states: {
      exchanging: { invoke: { id: 'exchange', src: 'exchange', onError: { target: 'ready', actions: 'keep' } } },
      ready: { on: { '*': { actions: 'keep' } } },
    },
  });

  const planted = () =>
    createActor(leaky, {
      input: {
        returnUrl: `/success-login?code=${PLANTED.authorizationCode}&state=${PLANTED.state}&session_state=${PLANTED.sessionState}`,
        access_token: PLANTED.jwtAccessToken,
      },
    });

  it('the planted secrets are really in what the actors hold (each kind)', () => {
    const actor = planted().start();
    const raw = JSON.stringify({ context: actor.getSnapshot().context, input: actor.options.input });
    for (const secret of SECRETS) expect(raw).toContain(secret);
    actor.stop();
  });

  it('the panel, live and travelling to every entry, and every export, hold none of them', async () => {
    const collector = createInspectorCollector({ now: () => Date.UTC(2026, 0, 5, 9, 30, 0), open: true });
    collector.start();
    const actor = createActor(leaky, { input: planted().options.input as never, inspect: collector.inspect });
    const saved: string[] = [];
    render(<InspectorPanel actor={collector.actor} machineOf={collector.machineOf} saveTrace={(_name, json) => saved.push(json)} />);
    await act(async () => {
      actor.start();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    stops.push(
      () => actor.stop(),
      () => collector.actor.stop(),
    );
    actor.send({ type: 'SUBMIT', login: 'worker', password: PLANTED.password, confirmation: PLANTED.newPassword });
    // The forced password change's events: the typed text under a plain `value`.
    actor.send({ type: 'PASSWORD.CHANGE', value: PLANTED.newPassword });
    actor.send({ type: 'CONFIRMATION.CHANGE', value: PLANTED.newPassword });
    actor.send({
      type: 'RESPONSE',
      headers: [
        ['Authorization', `Bearer ${PLANTED.bearer}`],
        ['Set-Cookie', `sid=${PLANTED.cookie}; HttpOnly`],
      ],
      body: `grant_type=authorization_code&code=${PLANTED.authorizationCode}&code_verifier=${PLANTED.codeVerifier}&client_secret=${PLANTED.clientSecret}`,
    });
    actor.send({
      type: 'LOCATION',
      url: `/cb#access_token=${PLANTED.opaqueAccessToken}&id_token=${PLANTED.idToken}&state=${PLANTED.state}`,
    });
    actor.send({ type: 'TOKENS', tokens: { access_token: PLANTED.jwtAccessToken, refresh_token: PLANTED.refreshToken } });
    await settle();
    const panel = screen.getByRole('complementary', { name: 'State inspector' });
    const shown = () => panel.innerHTML;
    const expectNoSecret = (text: string, where: string) => {
      for (const secret of SECRETS) expect(text.includes(secret), `${where} shows a secret: ${secret}`).toBe(false);
    };

    // Plain data next to the secrets shows: the search looks where they would be.
    for (const text of ['Camille Durand', 'agence-lyon', '/home?tab=contracts', '/success-login?code=']) expect(shown()).toContain(text);
    expectNoSecret(shown(), 'the live panel');
    // Every entry, travelled to: the tree, the chart's state and the context as they were.
    const rows = part(panel, 'log').querySelectorAll<HTMLElement>('li button');
    expect(rows.length).toBeGreaterThan(6);
    for (const row of rows) {
      fireEvent.click(row);
      expectNoSecret(shown(), `the panel at ${part(panel, 'travel').textContent}`);
    }
    fireEvent.click(within(part(panel, 'travel')).getByRole('button', { name: 'Back to live' }));

    fireEvent.change(within(panel).getByRole('textbox', { name: /Trace title/ }), { target: { value: 'planted secrets' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Export trace' }));
    // After a clear, the trace starts from each actor's context: exported too.
    fireEvent.click(within(panel).getByRole('button', { name: 'Clear' }));
    actor.send({ type: 'AGAIN' });
    await settle();
    fireEvent.click(within(panel).getByRole('button', { name: 'Export trace' }));
    expect(saved).toHaveLength(2);
    for (const [index, json] of saved.entries()) {
      expect(json).toContain('/success-login?code=');
      expectNoSecret(json, `export ${index + 1}`);
    }
    expect(saved[0]).toContain('"type": "PASSWORD.CHANGE"');
    expect(JSON.parse(saved[1]).actors[0].start.context.user.name).toBe('Camille Durand');
  });
});
