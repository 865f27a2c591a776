// `npm run charts`: writes docs/statecharts/<machineId>.md (a Mermaid stateDiagram-v2) for every
// machine of machines/registry.ts, and removes the charts of machines no longer listed; writes
// docs/traceability.md and docs/traceability.json (the spec's sections against the flows and their
// tests, scripts/traceability.ts).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHART_MACHINES } from '../machines/registry';
import { chartFile } from '../src/inspector/chart/mermaid';
import { TRACEABILITY_JSON, TRACEABILITY_MD, traceabilityFiles } from './traceability';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHARTS_DIR = join(root, 'docs', 'statecharts');

/** Writes a file of the repository when its content changes, and says what it did. */
function write(path: string, content: string) {
  const file = join(root, path);
  let previous: string | undefined;
  try {
    previous = readFileSync(file, 'utf8');
  } catch {
    previous = undefined;
  }
  if (previous === content) {
    console.log(`unchanged  ${path}`);
  } else {
    writeFileSync(file, content);
    console.log(`${previous === undefined ? 'created  ' : 'updated  '}  ${path}`);
  }
}

mkdirSync(CHARTS_DIR, { recursive: true });
const wanted = new Set<string>();
for (const machine of CHART_MACHINES) {
  const name = `${machine.id}.md`;
  if (wanted.has(name)) throw new Error(`Two machines of machines/registry.ts have the id '${machine.id}'.`);
  wanted.add(name);
  write(`docs/statecharts/${name}`, chartFile(machine));
}
for (const name of readdirSync(CHARTS_DIR)) {
  if (name.endsWith('.md') && name !== 'README.md' && !wanted.has(name)) {
    rmSync(join(CHARTS_DIR, name));
    console.log(`removed    docs/statecharts/${name} (machine no longer in machines/registry.ts)`);
  }
}
console.log(`${CHART_MACHINES.length} chart(s) in docs/statecharts`);

const trace = traceabilityFiles(CHART_MACHINES);
write(TRACEABILITY_MD, trace.markdown);
write(TRACEABILITY_JSON, trace.json);
const open = trace.data.rows.filter((row) => row.status === 'uncovered').map((row) => row.ref);
console.log(`${trace.data.rows.length} spec sections and parts; uncovered: ${open.join(', ') || 'none'}`);
