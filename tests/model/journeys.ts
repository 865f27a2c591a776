// The journeys a model test generates, published for product owners: docs/journeys/<machine id>.json
// lists, for every generated path of every model of the machine, a scenario built from the
// descriptions of the transitions it takes and of the states it ends in ("Signed in → user info
// answers 403 → ⇒ The forbidden page"), the technical path as `detail`, each step with its event and
// the transitions it took (their `transitionKey`, which the gallery's traceability reads), and its final
// state; the flow gallery (/__flows) shows them and highlights the final state. The file also gives
// the machine's state, transition and sneak-path coverage by those models. A model test calls
// `publishJourneys(machineId, { modelName: model })` after the tests that replay and run its models
// (the figures are what they covered); the test it adds fails when the file is stale (`npm run
// journeys` rewrites every file).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { statePaths } from '../../machines/domain/statePaths';
import { eventsInWords } from '../../src/inspector/chart/chartGraph';
import { descriptionWords, transitionKey } from '../../src/inspector/chart/descriptions';
import { coverageFigures, type CoverageFigures } from './harness/coverage';
import type { CoverageReport } from './harness/types';

// From the project's root, where Vitest runs (a view test's import.meta.url is not a file URL).
export const JOURNEYS_DIR = join(process.cwd(), 'docs/journeys');

export interface JourneyStep {
  /** The description of the transition the event took, or the event when none describes it. */
  words: string;
  /** The event type. */
  event: string;
  /** The transitions the event took, by `transitionKey` (none: nothing handled it). */
  transitions: string[];
}

export interface Journey {
  /** The model that generated it (one machine can have several: boot, session...). */
  model: string;
  /** The scenario in words: the steps' words, then `⇒` and what the states it ends in say. */
  description: string;
  /** The technical path: the events with their test data, then the final state. */
  detail: string;
  steps: JourneyStep[];
  /** The state value at the end (the gallery highlights it). */
  finalState: unknown;
}

export interface JourneysFile {
  machineId: string;
  generatedBy: string;
  /** Paths the models generated; the file keeps the shortest one to each final state per model. */
  generatedPaths: number;
  /**
   * What the models covered together: states, transitions, and sneak paths (an event a state does
   * not handle, sent there: nothing may change). Each `{ covered, total, ignored }`, `ignored` the
   * items left out of the total with their reason; sneak paths also count the distinct `states`
   * (snapshots) and `events` (types) involved. See docs/model-testing.md.
   */
  coverage: CoverageFigures;
  journeys: Journey[];
}

/** What publishJourneys needs of a model (`createModel` returns it). */
export interface PublishedModel {
  paths(): ReadonlyArray<PathLike>;
  coverage(): CoverageReport;
}

interface PathLike {
  description: string;
  state: { value: unknown };
  steps?: ReadonlyArray<{ event: AnyEventObject; state: unknown }>;
}

const stateWords = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object'
      ? Object.entries(value)
          .map(([key, sub]) => (typeof sub === 'string' ? `${key}.${sub}` : `${key}.(${stateWords(sub)})`))
          .join(', ')
      : String(value);

/** `#3 reaches signedIn: a → b` → `a → b → signedIn` (the harness's description, reordered). */
function technicalDetail(path: PathLike): string {
  const match = /^#\d+ reaches .*?: (.*)$/s.exec(path.description);
  const via = eventsInWords(match ? match[1] : path.description);
  const end = stateWords(path.state.value);
  return via === 'initial state' ? `(start) → ${end}` : `${via} → ${end}`;
}

function nodeAt(root: AnyStateNode, path: string): AnyStateNode | undefined {
  let node: AnyStateNode | undefined = root;
  for (const key of path.split('.')) node = node?.states[key] as AnyStateNode | undefined;
  return node;
}

/** Each event of the path with the transitions it took from the snapshot before it. */
function stepsOf(path: PathLike): JourneyStep[] {
  const steps = path.steps ?? [];
  return steps.slice(1).map((step, index) => {
    const before = steps[index].state as AnyMachineSnapshot | undefined;
    const taken = before?.machine ? before.machine.getTransitionData(before, step.event) : [];
    const described = taken.map((transition) => descriptionWords(transition.description)).find(Boolean);
    return {
      words: described ?? eventsInWords(step.event.type),
      event: step.event.type,
      transitions: taken.map(transitionKey),
    };
  });
}

/** What the journey ends in, in words: the leaf states it reached that the start did not have. */
function outcomeWords(path: PathLike): string {
  const first = path.steps?.[0]?.state as AnyMachineSnapshot | undefined;
  const last = path.state as AnyMachineSnapshot;
  const leaves = statePaths(last.value as never);
  if (!last.machine) return leaves.join(', ');
  const start = new Set(first ? statePaths(first.value as never) : []);
  const reached = leaves.filter((leaf) => !start.has(leaf));
  return (reached.length ? reached : leaves)
    .map((leaf) => descriptionWords(nodeAt(last.machine.root, leaf)?.description) || leaf)
    .join('; ');
}

export function journeyOf(model: string, path: PathLike): Journey {
  const steps = stepsOf(path);
  const outcome = outcomeWords(path);
  return {
    model,
    description: steps.length ? `${steps.map((step) => step.words).join(' → ')} ⇒ ${outcome}` : `(start) ⇒ ${outcome}`,
    detail: technicalDetail(path),
    steps,
    finalState: path.state.value,
  };
}

export function journeysFile(machineId: string, models: Record<string, PublishedModel>): JourneysFile {
  let generatedPaths = 0;
  const journeys = Object.entries(models).flatMap(([name, model]) => {
    const paths = model.paths();
    generatedPaths += paths.length;
    // Thousands of paths read like noise: one journey per outcome (the shortest way to each end state).
    const shortest = new Map<string, Journey>();
    for (const journey of paths.map((path) => journeyOf(name, path))) {
      const key = JSON.stringify(journey.finalState);
      const known = shortest.get(key);
      if (!known || journey.steps.length < known.steps.length) shortest.set(key, journey);
    }
    return [...shortest.values()];
  });
  return {
    machineId,
    generatedBy: 'the model tests (tests/model); rewrite with npm run journeys',
    generatedPaths,
    coverage: coverageFigures(Object.values(models)),
    journeys,
  };
}

/** Adds the test that keeps docs/journeys/<machineId>.json equal to what the models generate. */
export function publishJourneys(machineId: string, models: Record<string, PublishedModel>) {
  // Mutation runs (mutation/vitest.config.ts) leave this golden-file check out, like the charts test:
  // it would "kill" a mutant by comparing generated text, without checking any behaviour.
  if (process.env.MUTATION_RUN === '1') return;
  describe(`journeys of ${machineId}`, () => {
    it(`docs/journeys/${machineId}.json lists the journeys of its model tests`, () => {
      const file = join(JOURNEYS_DIR, `${machineId}.json`);
      // The sneak-path figures count what the spec says each state ignores: a model without that table
      // would publish what the machine happens to ignore.
      const withoutTable = Object.entries(models).filter(([, model]) => !model.coverage().ignoredEvents.table);
      if (withoutTable.length) {
        throw new Error(
          `model(s) ${withoutTable.map(([name]) => name).join(', ')} of ${machineId} have no table of the events each state ` +
            'must ignore: give createModel `ignores`, written from the spec (docs/model-testing.md "Sneak paths").',
        );
      }
      const notReplayed = Object.entries(models).filter(([, model]) => model.coverage().pathsNotReplayed > 0);
      if (notReplayed.length) {
        throw new Error(
          `the coverage figures of docs/journeys/${machineId}.json need every generated path replayed first; not all ` +
            `were (${notReplayed.map(([name]) => name).join(', ')}): a path failed, the run was filtered, or ` +
            'publishJourneys is called before the tests that replay them.',
        );
      }
      const content = `${JSON.stringify(journeysFile(machineId, models), null, 2)}\n`;
      if (process.env.UPDATE_JOURNEYS === '1') {
        mkdirSync(JOURNEYS_DIR, { recursive: true });
        writeFileSync(file, content);
      }
      const committed = existsSync(file) ? readFileSync(file, 'utf8') : '(missing)';
      expect(committed, `docs/journeys/${machineId}.json is stale: run npm run journeys`).toBe(content);
    });
  });
}
