// Sneak paths and the table of ignored events (docs/model-testing.md, "Sneak paths"): which events
// each distinct snapshot of the paths does not handle, what the model's table says of them, and
// the plan the live replays send them by.
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { activeStateNodes } from './eventDescriptors';
import { describeTransition, isDescendant, isEffective, stripHash } from './graph';
import { eventLabel, sneakId, stateLabel } from './labels';
import type { Paths, Variants } from './paths';
import type { CoverageRule, ModelOptions, SneakPathMatcher } from './types';

export interface TableFindings {
  /** Listed events a transition of the listing node's lineage takes, as readable lines. */
  handled: string[];
  /** Event types ignored here that no active node lists, as `in <leaf ids>: <type>`. */
  unlisted: string[];
}

export interface SneakVertex {
  label: string;
  /** Its active state nodes' ids. */
  active: Set<string>;
  events: AnyEventObject[];
  ids: string[];
  /** What the table of ignored events says against this snapshot. */
  table: TableFindings;
}

export interface SneakPlan {
  vertices: Map<string, SneakVertex>;
  ignored: Map<CoverageRule, number>;
  keyOf: WeakMap<object, string>;
}

export interface SneakPathsOptions {
  original: AnyStateMachine;
  provided: AnyStateMachine;
  variants: Record<string, Variants | undefined>;
  alwaysPossible: ReadonlySet<string>;
  serialize: (snapshot: AnyMachineSnapshot) => string;
  paths: Paths<AnyStateMachine>;
  options: Pick<ModelOptions<AnyStateMachine>, 'ignores' | 'coverage'>;
}

export function createSneakPaths({ original, provided, variants, alwaysPossible, serialize, paths, options }: SneakPathsOptions) {
  // The event types the model knows: every `on` of every state node, every type `events` gives
  // payloads for, `alwaysPossible`. Timers, actor results and done events (`xstate.*`) are left
  // out: only the machine's own timers and children send them, where the traversal sends them.
  const isExternalType = (type: string) => !type.startsWith('xstate.') && !type.includes('*');
  const table = (options.ignores ?? {}) as Readonly<Record<string, readonly string[]>>;
  const knownEventTypes = [
    ...new Set([
      ...[original.root, ...getStateNodes(original.root)].flatMap((node) => [...node.transitions.keys()]),
      ...Object.keys(variants),
      ...alwaysPossible,
      ...Object.values(table).flat(),
    ]),
  ]
    .filter(isExternalType)
    .sort();
  const sneakRules = (options.coverage?.ignore ?? []).filter(
    (rule): rule is CoverageRule & { sneakPath: SneakPathMatcher } => 'sneakPath' in rule,
  );

  /**
   * Whether `snapshot` handles `event`: XState selects, in its active state nodes or their
   * ancestors, a transition declared for this very type that does something. Not handled: no
   * transition, a guard that refuses it, a transition declared only to block an ancestor's, or a
   * wildcard (`'*'`, `'NOTIFICATION.*'`) that catches it: a wildcard says nothing about this event.
   */
  const handles = (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
    let selected: readonly AnyTransitionDefinition[];
    try {
      selected = provided.getTransitionData(snapshot, event as never);
    } catch {
      return false; // a guard that cannot read this event: sent, the live actor shows what breaks
    }
    return selected.some((transition) => transition.eventType === event.type && isEffective(transition));
  };

  /** Every known event type with each payload variant of `events` (bare when none; `[]`: none at all). */
  const knownEvents = (snapshot: AnyMachineSnapshot): Map<string, AnyEventObject[]> => {
    const given = (entry: Variants | undefined) => (typeof entry === 'function' ? entry(snapshot) : entry);
    const listed = Object.entries(variants)
      .filter(([key]) => key.includes('*'))
      .flatMap(([, entry]) => (given(entry) ?? []) as AnyEventObject[]);
    const types = new Set([...knownEventTypes, ...listed.map((event) => event.type).filter(isExternalType)]);
    const events = new Map<string, AnyEventObject[]>();
    for (const type of types) {
      const own = given(variants[type]);
      const ofType = listed.filter((event) => event.type === type);
      events.set(type, own ? own.map((variant) => ({ ...variant, type })) : ofType.length ? ofType : [{ type }]);
    }
    return events;
  };

  // ---- the table of ignored events ------------------------------------------------------------

  const tableKeys = Object.keys(table).map(stripHash);
  /** Whether `node` is `other`, one of its ancestors or one of its descendants. */
  const sameLineage = (node: AnyStateNode, other: AnyStateNode) => node === other || isDescendant(node, other) || isDescendant(other, node);

  /**
   * `snapshot` against the table: for each event type, whether an active state node lists it and,
   * if so, whether a transition of that node's lineage takes one of its variants (every transition
   * XState selects, wildcards included); if not, whether the snapshot handles or guards the type.
   */
  const checkTable = (snapshot: AnyMachineSnapshot, events: Map<string, AnyEventObject[]>): TableFindings => {
    const findings: TableFindings = { handled: [], unlisted: [] };
    if (!options.ignores) return findings;
    const nodes = activeStateNodes(snapshot);
    for (const [type, candidates] of events) {
      const listing = nodes.filter((node) => table[node.id]?.includes(type));
      if (listing.length) {
        for (const event of candidates) {
          let selected: readonly AnyTransitionDefinition[];
          try {
            selected = provided.getTransitionData(snapshot, event as never);
          } catch {
            continue; // a guard that cannot read this event: the sneak path shows what breaks
          }
          for (const node of listing) {
            for (const transition of selected.filter(isEffective)) {
              if (!sameLineage(transition.source as AnyStateNode, node)) continue;
              findings.handled.push(
                `in state ${node.id}, ${eventLabel(event)} must be ignored (ignores['${node.id}']), ` +
                  `yet it takes ${describeTransition(transition).label}`,
              );
            }
          }
        }
        continue;
      }
      const guarded = nodes.some((node) => (node.transitions.get(type) ?? []).some((transition) => transition.guard !== undefined));
      const exempt = sneakRules.some(
        ({ sneakPath }) =>
          sneakPath.event === type && (sneakPath.state === undefined || nodes.some((node) => node.id === stripHash(sneakPath.state!))),
      );
      if (candidates.length && !guarded && !exempt && !candidates.some((event) => handles(snapshot, event))) {
        const leaves = nodes
          .filter((node) => node.type === 'atomic' || node.type === 'final')
          .map((node) => node.id)
          .sort();
        findings.unlisted.push(`in ${leaves.join(' + ')}: ${type}`);
      }
    }
    return findings;
  };

  let sneakPlan: SneakPlan | undefined;
  /** One vertex per distinct snapshot (`serializeState`) of the generated paths, not one per path. */
  const planSneakPaths = () => {
    if (sneakPlan) return sneakPlan;
    const vertices = new Map<string, SneakVertex>();
    const ignored = new Map<CoverageRule, number>(sneakRules.map((rule) => [rule, 0]));
    // Paths share their snapshot objects (a vertex of the traversal is one object): serialize each once.
    const keyOf = new WeakMap<object, string>();
    for (const path of paths.paths()) {
      for (const step of path.steps) {
        const snapshot = step.state as AnyMachineSnapshot;
        if (keyOf.has(snapshot)) continue;
        const key = serialize(snapshot);
        keyOf.set(snapshot, key);
        if (snapshot.status !== 'active' || vertices.has(key)) continue;
        const active = new Set(activeStateNodes(snapshot).map((node) => node.id));
        const known = knownEvents(snapshot);
        const unhandled = [...known.values()].flat().filter((event) => !handles(snapshot, event));
        const events = unhandled.filter((event) => {
          const rule = sneakRules.find(
            ({ sneakPath }) => sneakPath.event === event.type && (sneakPath.state === undefined || active.has(stripHash(sneakPath.state))),
          );
          if (rule) ignored.set(rule, ignored.get(rule)! + 1);
          return !rule;
        });
        vertices.set(key, {
          label: stateLabel(snapshot.value),
          active,
          events,
          ids: events.map((event) => sneakId(key, event)),
          table: checkTable(snapshot, known),
        });
      }
    }
    sneakPlan = { vertices, ignored, keyOf };
    return sneakPlan;
  };
  const sneakAttempted = new Set<string>();
  const sneakExercised = new Set<string>();

  return {
    /** One vertex per distinct snapshot of the paths, planned once. */
    plan: planSneakPaths,
    /** The table's keys, `#` stripped. */
    tableKeys,
    /** Snapshots (by key) whose sneak paths a replay sent. */
    attempted: sneakAttempted,
    /** Sneak paths (by id) sent and found harmless. */
    exercised: sneakExercised,
  };
}
