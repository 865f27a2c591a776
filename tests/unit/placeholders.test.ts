// @vitest-environment happy-dom
// Every effect a machine declares is a placeholder that throws (machines/placeholders.ts), and the
// portal's wiring (createPortal → create<Name>Implementations → `.provide()`) replaces every one,
// in every machine of machines/registry.ts, children included. The inspector's machine is run by the
// panel's collector (src/inspector/collector.ts), not by the portal: it is checked there.
import { createMemoryPortalHistory } from '../support/memoryHistory';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { SCREENS } from '../../machines/screens/screens';
import { appMachine } from '../../machines/app/app.machine';
import { CHART_MACHINES } from '../../machines/registry';
import { createInspectorCollector } from '../../src/inspector/collector';
import { createPortal } from '../../src/portal';
import { createLogger } from '../../src/services/logger';
import { fakeAuth } from '../support/portalHarness';

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'implementations' in logic;

/** Built-in actions (assign, raise, sendTo, sendParent…) are pure: they carry `resolve`. */
const isEffectAction = (action: unknown) => typeof action === 'function' && !('resolve' in action);

interface Walk {
  /** `machineId.name` of every placeholder the provided machine still holds. */
  missing: string[];
  /** Ids of the machines reached, children included. */
  reached: Set<string>;
}

/** Compares a declared machine with the machine the browser layer built from it, children included. */
function walk(declared: AnyStateMachine, provided: AnyStateMachine, result: Walk = { missing: [], reached: new Set() }): Walk {
  result.reached.add(declared.id);
  for (const [name, action] of Object.entries(declared.implementations.actions)) {
    if (isEffectAction(action) && provided.implementations.actions[name] === action) result.missing.push(`${declared.id}.${name}`);
  }
  for (const [name, logic] of Object.entries(declared.implementations.actors)) {
    const providedLogic = provided.implementations.actors[name];
    if (isMachine(logic)) {
      if (isMachine(providedLogic)) walk(logic, providedLogic, result);
      else result.missing.push(`${declared.id}.${name}`);
    } else if (providedLogic === logic) {
      result.missing.push(`${declared.id}.${name}`);
    } else if (isMachine(providedLogic)) {
      // A child whose code comes with a lazy chunk (the app's loadShell): declared by type only,
      // its machine is the registry's.
      const declaredChild = CHART_MACHINES.find((machine) => machine.id === providedLogic.id);
      if (declaredChild) walk(declaredChild, providedLogic, result);
      else result.missing.push(`${declared.id}.${name}`);
    }
  }
  return result;
}

function createTestPortal() {
  return createPortal({
    window,
    history: createMemoryPortalHistory({ pathname: '/' }),
    fetch: async () => new Response('not found', { status: 404 }),
    auth: fakeAuth().auth,
    logger: createLogger({ send: null, console: { error: () => {}, warn: () => {}, info: () => {} } }),
  });
}

/** Every machine of the registry with its own placeholders (children are walked through their parent). */
function placeholdersOf(machine: AnyStateMachine) {
  const actions = Object.entries(machine.implementations.actions).filter(([, action]) => isEffectAction(action));
  const actors = Object.entries(machine.implementations.actors).filter(([, logic]) => !isMachine(logic));
  return { actions, actors };
}

/**
 * Machines with no effect of their own: the error dialog only queues failures and hands them back;
 * the inspector only records what the collector feeds it (the panel renders its snapshot).
 */
// Advantages calls nothing: its pages are the tenant's texts (docs/screens/advantages.md › Calls).
const PURE_MACHINES = ['errorDialog', 'inspector', 'advantages'];
/** Registry machines the panel runs (development and QA builds), not the portal's root. */
const PANEL_MACHINES = ['inspector'];

describe('placeholders', () => {
  for (const machine of CHART_MACHINES) {
    it(`${machine.id}: every declared effect throws, naming itself, until the browser layer provides it`, async () => {
      const { actions, actors } = placeholdersOf(machine);
      if (PURE_MACHINES.includes(machine.id)) expect(actions.length + actors.length, `${machine.id} declares effects`).toBe(0);
      else expect(actions.length + actors.length, `${machine.id} declares no effect`).toBeGreaterThan(0);
      for (const [name, action] of actions) {
        expect(() => (action as (args: unknown, params: unknown) => void)({}, {}), `${machine.id}.${name}`).toThrow(
          `${name} is provided by the browser layer`,
        );
      }
      for (const [name, logic] of actors) {
        // Listen before starting: a callback actor throws as it starts.
        const actor = createActor(logic as AnyStateMachine, { input: {} });
        const settled = toPromise(actor);
        actor.start();
        await expect(settled, `${machine.id}.${name}`).rejects.toThrow(`${name} is provided by the browser layer`);
      }
    });
  }
});

describe('the browser layer provides every placeholder', () => {
  it('a machine provided with nothing is reported, children included', () => {
    const { missing } = walk(appMachine, appMachine.provide({}));
    expect(missing).toEqual(
      expect.arrayContaining([
        'app.navigate',
        'app.loadSettings',
        'signIn.startLogin',
        'signIn.fetchUserInfo',
        'deviceRegistration.saveDevice',
        'passwordChange.savePassword',
        'alerts.loadAlerts',
        // The children loadShell brings are placeholders of their own until provided.
        'app.loadShell',
        'app.inactivity',
        'app.bell',
        'app.agencyFolders',
      ]),
    );
  });

  it('the portal (createPortal, as main.tsx runs it) leaves none, in every machine of the registry', async () => {
    const created = createTestPortal();
    const portal = created.actor.logic as AnyStateMachine;
    // The signed-in session's children, as the portal's loadShell brings them with the layout's chunk.
    const shell = createActor(portal.implementations.actors.loadShell as AnyActorLogic);
    const shellLoaded = toPromise(shell);
    shell.start();
    await shellLoaded;
    const { missing, reached } = walk(appMachine, portal);
    // The machines of the pages without a session, as the portal hands them to their views.
    for (const [id, load] of Object.entries(created.publicFlows)) {
      const declared = CHART_MACHINES.find((machine) => machine.id === id);
      expect(declared, `${id} is in machines/registry.ts`).toBeDefined();
      walk(declared!, (await load()) as AnyStateMachine, { missing, reached });
    }
    // Each declared screen's machine, as the portal's loadScreen builds it with its chunk.
    for (const screen of SCREENS.filter((declared) => declared.machine !== null)) {
      const loader = createActor(portal.implementations.actors.loadScreen as AnyActorLogic, { input: { id: screen.id } });
      const loaded = toPromise(loader);
      loader.start();
      const declared = CHART_MACHINES.find((machine) => machine.id === screen.id);
      expect(declared, `${screen.id} is in machines/registry.ts`).toBeDefined();
      walk(declared!, (await loaded) as AnyStateMachine, { missing, reached });
    }
    expect(missing).toEqual([]);
    // A registry machine the root and the screens never reach would escape this check.
    const portalMachines = CHART_MACHINES.map((machine) => machine.id).filter((id) => !PANEL_MACHINES.includes(id));
    expect([...reached].sort()).toEqual(expect.arrayContaining(portalMachines.sort()));
    // The exception list names only machines the portal really does not run.
    for (const id of PANEL_MACHINES) expect(reached.has(id), `${id} is run by the portal`).toBe(false);
  });

  it('the panel (createInspectorCollector) runs every panel machine of the registry and leaves none', () => {
    const collector = createInspectorCollector({ now: () => 0, open: false });
    const logic = collector.actor.logic as AnyStateMachine;
    const declared = CHART_MACHINES.find((machine) => machine.id === logic.id);
    expect(declared, `${logic.id} is in machines/registry.ts`).toBeDefined();
    expect(PANEL_MACHINES).toContain(logic.id);
    const { missing, reached } = walk(declared!, logic);
    expect(missing).toEqual([]);
    expect([...reached]).toEqual(PANEL_MACHINES);
  });
});
