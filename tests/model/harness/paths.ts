// The paths of a model: the machine's graph walked with `xstate/graph` (docs/model-testing.md,
// "Options"), each snapshot fed the events its state nodes handle with the test's payloads, then
// deduplicated and named.
import { type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { ownEventDescriptors } from './eventDescriptors';
import { DONE_ACTOR, DONE_STATE, ERROR_ACTOR, eventLabel, ModelOptionsError, stateLabel } from './labels';
import type { ModelOptions, ModelPath } from './types';

/** Payload variants of one event type, as `options.events` gives them (after the cast). */
export type Variants = ReadonlyArray<Record<string, unknown>> | ((snapshot: AnyMachineSnapshot) => ReadonlyArray<Record<string, unknown>>);

export interface PathsOptions {
  original: AnyStateMachine;
  /** The machine with the harness's fakes: the one walked. */
  provided: AnyStateMachine;
  variants: Record<string, Variants | undefined>;
  alwaysPossible: ReadonlySet<string>;
  serialize: (snapshot: AnyMachineSnapshot) => string;
  options: Pick<ModelOptions<AnyStateMachine>, 'input' | 'limit' | 'traversal'>;
}

export interface Paths<TMachine extends AnyStateMachine> {
  /** The generated paths, once (a graph that cannot be walked gives one path that fails when replayed). */
  paths(): ReadonlyArray<ModelPath<TMachine>>;
  /** Whether paths() has run. */
  generated(): boolean;
  /** Why the traversal failed, when it did. */
  traversalError(): unknown;
}

export function createPaths<TMachine extends AnyStateMachine>({
  original,
  provided,
  variants,
  alwaysPossible,
  serialize,
  options,
}: PathsOptions): Paths<TMachine> {
  const eventsFor = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const events: AnyEventObject[] = [];
    const descriptors = new Set(ownEventDescriptors(snapshot));
    if (snapshot.status === 'active') for (const type of alwaysPossible) descriptors.add(type);
    for (const descriptor of descriptors) {
      if (descriptor.startsWith(DONE_STATE)) continue; // sending it from outside would fake onDone
      const entry = variants[descriptor];
      const given = typeof entry === 'function' ? entry(snapshot) : entry;
      if (descriptor.includes('*')) {
        for (const event of given ?? []) events.push(event as AnyEventObject);
        continue;
      }
      if (given) {
        for (const variant of given) events.push({ ...variant, type: descriptor });
        continue;
      }
      if (descriptor.startsWith(DONE_ACTOR) || descriptor.startsWith(ERROR_ACTOR)) {
        const field = descriptor.startsWith(DONE_ACTOR) ? '{ output }' : '{ error }';
        throw new ModelOptionsError(
          `createModel(${original.id}): in state ${stateLabel(snapshot.value)} the machine can receive ` +
            `'${descriptor}', but options.events has no payload for it. ` +
            `Give events['${descriptor}'] = [${field}, ...] (or [] to never send it).`,
        );
      }
      events.push({ type: descriptor });
    }
    return events;
  };

  const traversalOptions = {
    input: options.input,
    events: eventsFor,
    serializeState: (snapshot: AnyMachineSnapshot) => serialize(snapshot),
    limit: options.limit ?? 10_000,
  };

  const explainTraversalError = (error: unknown): never => {
    const message = error instanceof Error ? error.message : String(error);
    const hint =
      message === 'Traversal limit exceeded'
        ? ' The state space grows without bound (a counter in context?): pass smaller values in ' +
          '`input`, fewer event variants, or abstract the snapshot with `serializeState`.'
        : ' (An event payload missing from `events`?)';
    throw new Error(`createModel(${original.id}): traversal failed: ${message}.${hint}`, { cause: error });
  };

  type RawPath = StatePath<AnyMachineSnapshot, AnyEventObject>;
  const generate = (): RawPath[] => {
    const traversal = options.traversal ?? 'transitions';
    try {
      if (traversal === 'simple') return getSimplePaths(provided, traversalOptions) as RawPath[];
      const shortest = getShortestPaths(provided, traversalOptions) as RawPath[];
      if (traversal === 'shortest') return shortest;
      // 'transitions': extend the shortest path to each vertex by each event that does something.
      const adjacency = getAdjacencyMap(provided, traversalOptions);
      const extended: RawPath[] = [];
      for (const path of shortest) {
        extended.push(path);
        const vertex = adjacency[serialize(path.state) as keyof typeof adjacency];
        if (!vertex) continue;
        for (const { event, state } of Object.values(vertex.transitions)) {
          // Skip only events that enable nothing: a targetless transition with actions (forward a
          // click, navigate) leaves the snapshot as it was, yet it is a transition to cover.
          if (
            state === vertex.state &&
            !(vertex.state as AnyMachineSnapshot).can(event as AnyEventObject) &&
            !alwaysPossible.has((event as AnyEventObject).type)
          )
            continue;
          extended.push({
            state: state as AnyMachineSnapshot,
            steps: [...path.steps, { event: event as AnyEventObject, state: state as AnyMachineSnapshot }],
            weight: path.weight + 1,
          });
        }
      }
      return extended;
    } catch (error) {
      return explainTraversalError(error);
    }
  };

  /**
   * A path's test name. Under mutation testing it is its number alone: StrykerJS reuses a killed
   * mutant's result only while the test that killed it exists under the same name in the unmutated
   * run, and a name made of the states a path reaches is one the mutant itself changes
   * (docs/mutation-testing.md, "Reusing results").
   */
  const pathName = (number: number, reaches: string) => (process.env.MUTATION_RUN === '1' ? `#${number}` : `#${number} ${reaches}`);

  let cachedPaths: ModelPath<TMachine>[] | undefined;
  let traversalError: unknown;
  const paths = (): ReadonlyArray<ModelPath<TMachine>> => {
    if (cachedPaths) return cachedPaths;
    let raw: RawPath[];
    try {
      raw = generate();
    } catch (error) {
      // A mistake in the test's options stops the file at once, with its message.
      if (error instanceof ModelOptionsError || (error instanceof Error && error.cause instanceof ModelOptionsError)) throw error;
      // A machine whose graph cannot be walked (it throws in a guard, an assign...) gives one path
      // that fails when replayed: a failing test, where an error while collecting the file would
      // not count as one (StrykerJS reads test results, so such a mutant would survive).
      traversalError = error;
      cachedPaths = [{ description: pathName(1, `traversal of ${original.id} failed`), steps: [], state: undefined as never }];
      return cachedPaths;
    }
    // Deduplicate: drop any path whose event sequence is a prefix of (or equal to) another one.
    const withKeys = raw
      .map((path) => ({ path, events: path.steps.slice(1).map((s) => JSON.stringify(s.event)) }))
      .sort((a, b) => b.events.length - a.events.length);
    const kept: typeof withKeys = [];
    for (const candidate of withKeys) {
      const covered = kept.some((other) => candidate.events.every((e, i) => other.events[i] === e));
      if (!covered) kept.push(candidate);
    }
    kept.sort((a, b) => a.events.length - b.events.length || a.events.join().localeCompare(b.events.join()));
    cachedPaths = kept.map(({ path }, index) => {
      const events = path.steps.slice(1).map((s) => eventLabel(s.event));
      const via = events.length ? events.join(' → ') : 'initial state';
      return {
        description: pathName(index + 1, `reaches ${stateLabel(path.state.value)}: ${via}`),
        steps: path.steps.map((s) => ({ event: s.event, state: s.state as SnapshotFrom<TMachine> })),
        state: path.state as SnapshotFrom<TMachine>,
      };
    });
    return cachedPaths;
  };

  return { paths, generated: () => cachedPaths !== undefined, traversalError: () => traversalError };
}
