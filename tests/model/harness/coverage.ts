// The gate over several models of one machine, and the figures the flow gallery publishes
// (docs/model-testing.md, "The gate", "Published coverage").
import { type AnyStateMachine } from 'xstate';
import type { CoverageReport, Model } from './types';

export const SNEAK_TITLE = 'Sneak paths never exercised (an unhandled event in a state no passing replay reached)';
export const HANDLED_TITLE = 'Events handled in a state whose table says it ignores them (`ignores`, from the spec)';
export const UNLISTED_TITLE =
  'Events ignored in a state that its table does not list (list them in `ignores` where the spec says so; else a handler is missing)';
export const STALE_TABLE_TITLE = 'Keys of `ignores` naming no state node (remove or rename them)';

/** The first items of a long list, and how many more. */
export function abridged(items: string[], max = 20): string[] {
  return items.length > max ? [...items.slice(0, max), `… and ${items.length - max} more`] : items;
}

/**
 * The coverage gate over several models of ONE machine. A large machine (the root app machine)
 * is better tested by focused models — one per concern, each with few event variants — than by one
 * model whose state space explodes; together they must still reach every state, transition and
 * named action. Oracles: give the models of a machine ONE shared oracle object; a state fails
 * when a model visited it without an oracle, or when no model has an oracle for it.
 */
export function assertJointCoverage(models: ReadonlyArray<Pick<Model<AnyStateMachine>, 'coverage'>>): void {
  if (models.length === 0) throw new Error('assertJointCoverage needs at least one model');
  const reports = models.map((model) => model.coverage());
  const ids = new Set(reports.map((report) => report.machineId));
  if (ids.size !== 1) throw new Error(`assertJointCoverage: models of different machines (${[...ids].join(', ')})`);
  const missingEverywhere = (pick: (report: CoverageReport) => string[]) =>
    pick(reports[0]).filter((item) => reports.every((report) => pick(report).includes(item)));
  const unique = (items: string[]) => [...new Set(items)];
  const problems: string[] = [];
  const list = (title: string, items: string[]) => {
    if (items.length) problems.push(`${title}:\n${items.map((item) => `  - ${item}`).join('\n')}`);
  };
  list(
    'States no model visited',
    missingEverywhere((r) => r.states.missing),
  );
  list(
    'States without an oracle (say what must be true there: `oracle`)',
    unique([
      ...missingEverywhere((r) => r.oracles.missing),
      ...reports.flatMap((r) => r.oracles.missing.filter((id) => r.visitedStates.includes(id))),
    ]),
  );
  list('Oracles naming no state node (remove or rename them)', unique(reports.flatMap((r) => r.oracles.stale)));
  list(
    'Transitions no model took',
    missingEverywhere((r) => r.transitions.missing),
  );
  list(
    'Named actions no model executed in a replay whose oracles passed',
    missingEverywhere((r) => r.actions.missing),
  );
  const delivered = (name: string) => reports.some((r) => !r.undeliveredMessages.includes(name) && !r.actions.missing.includes(name));
  list(
    'Named message actions whose event never reached its target',
    unique(reports.flatMap((r) => r.undeliveredMessages)).filter((name) => !delivered(name)),
  );
  const exercised = new Set(reports.flatMap((r) => r.sneakPaths.exercisedIds));
  list(
    SNEAK_TITLE,
    abridged(
      unique(reports.flatMap((r) => r.sneakPaths.missingIds.flatMap((id, i) => (exercised.has(id) ? [] : [r.sneakPaths.missing[i]])))),
    ),
  );
  list(HANDLED_TITLE, abridged(unique(reports.flatMap((r) => r.ignoredEvents.handled))));
  list(UNLISTED_TITLE, abridged(unique(reports.flatMap((r) => r.ignoredEvents.unlisted))));
  list(STALE_TABLE_TITLE, unique(reports.flatMap((r) => r.ignoredEvents.stale)));
  list(
    'Required but never visited',
    reports.flatMap((r) => r.unmetRequirements),
  );
  list(
    'Ignore rules matching nothing in the machine (remove them)',
    reports.flatMap((r) => r.staleIgnores),
  );
  const notReplayed = reports.reduce((sum, r) => sum + r.pathsNotReplayed, 0);
  if (notReplayed) problems.push(`${notReplayed} generated path(s) did not replay successfully: the gate needs every path.`);
  if (problems.length) {
    throw new Error(`Joint model coverage of '${reports[0].machineId}' is incomplete.\n${problems.join('\n')}`);
  }
}

/** Coverage of one machine by its models, as the flow gallery shows it (docs/journeys/<id>.json). */
export interface CoverageFigures {
  /** State nodes visited / all of them, except those ignored (with their reason) and never visited. */
  states: { covered: number; total: number; ignored: string[] };
  /** Transitions taken / all of them, except those ignored (with their reason) and never taken. */
  transitions: { covered: number; total: number; ignored: string[] };
  /**
   * (snapshot, unhandled event) pairs sent and found harmless / all of them, over the distinct
   * snapshots the models' paths reach; `states` and `events` count the snapshots and event types
   * among them; `ignored`: the exemption rules and how many pairs each exempts.
   */
  sneakPaths: { covered: number; total: number; states: number; events: number; ignored: string[] };
}

/**
 * The joint figures of the models of one machine: an item counts as covered when some model covered
 * it, and leaves the total when a model ignores it and none covered it (as `assertJointCoverage`).
 */
export function coverageFigures(models: ReadonlyArray<Pick<Model<AnyStateMachine>, 'coverage'>>): CoverageFigures {
  const reports = models.map((model) => model.coverage());
  const figures = (
    universe: number,
    covered: Set<string>,
    pick: (report: CoverageReport) => { ignored: string[]; ignoredIds: string[] },
  ): { covered: number; total: number; ignored: string[] } => {
    const excused = new Map<string, string>();
    for (const report of reports) {
      const { ignored, ignoredIds } = pick(report);
      ignoredIds.forEach((id, i) => {
        if (!covered.has(id) && !excused.has(id)) excused.set(id, ignored[i]);
      });
    }
    return { covered: covered.size, total: universe - excused.size, ignored: [...excused.values()] };
  };
  const first = reports[0];
  const states = figures(
    first ? first.states.total + first.states.ignored.length : 0,
    new Set(reports.flatMap((r) => r.states.visitedIds)),
    (r) => r.states,
  );
  const transitions = figures(
    first ? first.transitions.total + first.transitions.ignored.length : 0,
    new Set(reports.flatMap((r) => r.transitions.visitedLabels)),
    (r) => r.transitions,
  );
  const planned = new Set(reports.flatMap((r) => r.sneakPaths.plannedIds));
  const exercised = new Set(reports.flatMap((r) => r.sneakPaths.exercisedIds).filter((id) => planned.has(id)));
  const split = (id: string) => id.split('\u0000');
  return {
    states,
    transitions,
    sneakPaths: {
      covered: exercised.size,
      total: planned.size,
      states: new Set([...planned].map((id) => split(id)[0])).size,
      events: new Set([...planned].map((id) => split(id)[1])).size,
      ignored: [...new Set(reports.flatMap((r) => r.sneakPaths.ignored))],
    },
  };
}
