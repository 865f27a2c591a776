// The chart graph the panel and the gallery draw, and the "Copy for Stately" export.
import { describe, expect, it } from 'vitest';
import { createMachine, setup, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { appMachine } from '../../../machines/app/app.machine';
import { CHART_MACHINES } from '../../../machines/registry';
import { activeStateIds, chartGraph } from '../../../src/inspector/chart/chartGraph';
import { layoutChart, setLayoutStore, wrapLabel } from '../../../src/inspector/chart/layout';
import { describedItems } from '../../../src/inspector/chart/descriptions';
import { statelyCode, statelyConfig } from '../../../src/inspector/chart/statelyExport';
import { settingsFormMachine } from '../../model/fixtures/settingsForm.machine';

const ids = (machine: AnyStateMachine) => {
  const list: string[] = [];
  const visit = (node: AnyStateNode) => {
    list.push(node.id);
    Object.values(node.states).forEach((child) => visit(child as AnyStateNode));
  };
  visit(machine.root);
  return list.sort();
};

/** `source --event [guard]--> target` for every transition with a target. */
const arrows = (machine: AnyStateMachine) =>
  chartGraph(machine)
    .edges.map((edge) => `${edge.source} --${edge.label}--> ${edge.target}`)
    .sort();

describe('chartGraph in words', () => {
  it('labels an arrow with its description, keeping the event and guard as its detail and naming the transition', () => {
    const machine = setup({ guards: { isAllowed: () => true } }).createMachine({
      id: 'toast',
      initial: 'hidden',
      states: {
        hidden: {
          on: { RECEIVED: { guard: 'isAllowed', target: 'visible', description: 'A notification shows as a toast (§4 Toaster)' } },
        },
        visible: { on: { CLOSE: 'hidden' } },
      },
    });
    const edges = chartGraph(machine).edges.map(({ label, detail, key }) => ({ label, detail, key }));
    expect(edges).toEqual([
      { label: 'A notification shows as a toast', detail: 'RECEIVED [isAllowed]', key: 'toast.hidden RECEIVED #0' },
      { label: 'CLOSE', detail: 'CLOSE', key: 'toast.visible CLOSE #0' },
    ]);
  });

  it('cuts a long label into lines a chart can hold', () => {
    expect(wrapLabel('The toast slides out and a new notification is still ignored', 20)).toEqual([
      'The toast slides out',
      'and a new',
      'notification is',
      'still ignored',
    ]);
  });
});

describe('chartGraph', () => {
  it('has one box per state, nested like the machine, and arrows labelled with event, guard and delay', () => {
    const graph = chartGraph(settingsFormMachine);
    const boxes: string[] = [];
    const visit = (state: typeof graph.root) => {
      boxes.push(state.id);
      state.children.forEach(visit);
    };
    visit(graph.root);
    expect(boxes.sort()).toEqual(ids(settingsFormMachine));
    expect(arrows(settingsFormMachine)).toEqual(
      expect.arrayContaining([
        'settingsForm.failed --RETRY [canRetry]--> settingsForm.loading',
        'settingsForm.failed --after retryDelay [canRetry]--> settingsForm.loading',
        'settingsForm.loaded --always [isEmpty]--> settingsForm.onboarding',
        'settingsForm.saved --after toastDuration--> settingsForm.closed',
        'settingsForm.loading --xstate.done.actor.loadSettings--> settingsForm.loaded',
      ]),
    );
  });

  it('the active states of a parallel value are every region’s path, ancestors included', () => {
    const active = activeStateIds(appMachine, {
      ready: {
        session: { authorised: { signedIn: { route: 'entered', inactivity: 'watching', shell: 'otherUser' } } },
        maintenance: 'idle',
        language: 'idle',
      },
    });
    expect(active).toEqual(
      new Set([
        'app',
        'app.ready',
        'app.ready.session',
        'app.ready.session.authorised',
        'app.ready.session.authorised.signedIn',
        'app.ready.session.authorised.signedIn.route',
        'app.ready.session.authorised.signedIn.route.entered',
        'app.ready.session.authorised.signedIn.inactivity',
        'app.ready.session.authorised.signedIn.inactivity.watching',
        'app.ready.session.authorised.signedIn.shell',
        'app.ready.session.authorised.signedIn.shell.otherUser',
        'app.ready.maintenance',
        'app.ready.maintenance.idle',
        'app.ready.language',
        'app.ready.language.idle',
      ]),
    );
  });

  it('elkjs places every state and routes every arrow of every registry machine', async () => {
    for (const machine of CHART_MACHINES) {
      const layout = await layoutChart(chartGraph(machine));
      expect(layout.states.map((state) => state.id).sort(), machine.id).toEqual(ids(machine));
      for (const state of layout.states) expect(state.width * state.height, `${machine.id}: ${state.id}`).toBeGreaterThan(0);
      for (const edge of layout.edges) expect(edge.points.length, `${machine.id}: ${edge.label}`).toBeGreaterThanOrEqual(2);
    }
  }, 60_000);
});

describe('layout store', () => {
  it('keeps a finished layout under a key of the definition, and a changed definition gets its own', async () => {
    const saved = new Map<string, string>();
    setLayoutStore({ get: (key) => saved.get(key) ?? null, set: (key, value) => void saved.set(key, value) });
    try {
      const first = createMachine({
        id: 'door',
        initial: 'closed',
        states: { closed: { on: { OPEN: 'open' } }, open: { on: { CLOSE: 'closed' } } },
      });
      const layout = await layoutChart(chartGraph(first));
      expect([...saved.keys()]).toHaveLength(1);
      expect(JSON.parse([...saved.values()][0])).toEqual(layout);
      const changed = createMachine({
        id: 'door',
        initial: 'closed',
        states: { closed: { on: { OPEN: 'open' } }, open: { on: { SLAM: 'closed' } } },
      });
      await layoutChart(chartGraph(changed));
      expect(saved.size).toBe(2);
    } finally {
      setLayoutStore(null);
    }
  });
});

describe('Copy for Stately', () => {
  it('is a config XState accepts, with the same states and the same arrows as the machine', () => {
    for (const machine of CHART_MACHINES) {
      const rebuilt = createMachine(statelyConfig(machine) as never) as unknown as AnyStateMachine;
      expect(ids(rebuilt), machine.id).toEqual(ids(machine));
      expect(arrows(rebuilt), machine.id).toEqual(arrows(machine));
      // Descriptions go along: the editor shows them (arrows compare the transitions' words).
      expect(describedItems(rebuilt), machine.id).toEqual(describedItems(machine));
    }
  });

  it('is code the Stately editor imports: createMachine with names only', () => {
    const code = statelyCode(settingsFormMachine);
    expect(code).toMatch(/^import \{ createMachine \} from 'xstate';/);
    expect(code).toContain('export const machine = createMachine({');
    const config = statelyConfig(settingsFormMachine) as { states: Record<string, Record<string, unknown>> };
    expect(config.states.loading.invoke).toEqual([
      expect.objectContaining({
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: [expect.objectContaining({ target: ['#settingsForm.loaded'], actions: ['assignSettings'] })],
      }),
    ]);
    expect(config.states.failed.after).toEqual({
      retryDelay: [{ target: ['#settingsForm.loading'], guard: 'canRetry', actions: ['countAttempt'] }],
    });
  });
});
