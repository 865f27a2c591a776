// `npm run charts`: writes docs/statecharts/<machineId>.md (a Mermaid stateDiagram-v2) for every
// machine of machines/registry.ts, and removes the charts of machines no longer listed.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHART_MACHINES } from '../machines/registry';
import { chartFile } from '../src/inspector/chart/mermaid';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHARTS_DIR = join(root, 'docs', 'statecharts');

mkdirSync(CHARTS_DIR, { recursive: true });
const wanted = new Set<string>();
for (const machine of CHART_MACHINES) {
  const name = `${machine.id}.md`;
  if (wanted.has(name)) throw new Error(`Two machines of machines/registry.ts have the id '${machine.id}'.`);
  wanted.add(name);
  const file = join(CHARTS_DIR, name);
  const content = chartFile(machine);
  let previous: string | undefined;
  try {
    previous = readFileSync(file, 'utf8');
  } catch {
    previous = undefined;
  }
  if (previous === content) {
    console.log(`unchanged  docs/statecharts/${name}`);
  } else {
    writeFileSync(file, content);
    console.log(`${previous === undefined ? 'created  ' : 'updated  '}  docs/statecharts/${name}`);
  }
}
for (const name of readdirSync(CHARTS_DIR)) {
  if (name.endsWith('.md') && name !== 'README.md' && !wanted.has(name)) {
    rmSync(join(CHARTS_DIR, name));
    console.log(`removed    docs/statecharts/${name} (machine no longer in machines/registry.ts)`);
  }
}
console.log(`${CHART_MACHINES.length} chart(s) in docs/statecharts`);
