// The journeys a model test generates, published for product owners: docs/journeys/<machine id>.json
// lists, for every generated path of every model of the machine, its steps in words and its final
// state; the flow gallery (/__flows) shows them and highlights the final state. A model test calls
// `publishJourneys(machineId, { modelName: model })`; the test it adds fails when the file is stale
// (`npm run journeys` rewrites every file).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eventsInWords } from '../../src/inspector/chart/chartGraph';

export const JOURNEYS_DIR = fileURLToPath(new URL('../../docs/journeys/', import.meta.url));

export interface Journey {
  /** The model that generated it (one machine can have several: boot, session...). */
  model: string;
  /** The events in words, then the final state: `SIGN_IN → user info 403 → forbidden`. */
  description: string;
  /** The state value at the end (the gallery highlights it). */
  finalState: unknown;
}

export interface JourneysFile {
  machineId: string;
  generatedBy: string;
  /** Paths the models generated; the file keeps the shortest one to each final state per model. */
  generatedPaths: number;
  journeys: Journey[];
}

interface PathLike {
  description: string;
  state: { value: unknown };
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
export function journeyOf(model: string, path: PathLike): Journey {
  const match = /^#\d+ reaches .*?: (.*)$/s.exec(path.description);
  const via = eventsInWords(match ? match[1] : path.description);
  const end = stateWords(path.state.value);
  return { model, description: via === 'initial state' ? `(start) → ${end}` : `${via} → ${end}`, finalState: path.state.value };
}

export function journeysFile(machineId: string, models: Record<string, { paths(): ReadonlyArray<PathLike> }>): JourneysFile {
  let generatedPaths = 0;
  const journeys = Object.entries(models).flatMap(([name, model]) => {
    const paths = model.paths();
    generatedPaths += paths.length;
    // Thousands of paths read like noise: one journey per outcome (the shortest way to each end state).
    const shortest = new Map<string, Journey>();
    for (const journey of paths.map((path) => journeyOf(name, path))) {
      const key = JSON.stringify(journey.finalState);
      const known = shortest.get(key);
      const steps = (text: string) => text.split(' → ').length;
      if (!known || steps(journey.description) < steps(known.description)) shortest.set(key, journey);
    }
    return [...shortest.values()];
  });
  return { machineId, generatedBy: 'the model tests (tests/model); rewrite with npm run journeys', generatedPaths, journeys };
}

/** Adds the test that keeps docs/journeys/<machineId>.json equal to what the models generate. */
export function publishJourneys(machineId: string, models: Record<string, { paths(): ReadonlyArray<PathLike> }>) {
  // Mutation runs (mutation/vitest.config.ts) leave this golden-file check out, like the charts test:
  // it would "kill" a mutant by comparing generated text, without checking any behaviour.
  if (process.env.MUTATION_RUN === '1') return;
  describe(`journeys of ${machineId}`, () => {
    it(`docs/journeys/${machineId}.json lists the journeys of its model tests`, () => {
      const file = join(JOURNEYS_DIR, `${machineId}.json`);
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
