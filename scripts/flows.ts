// `npm run flows [-- --out <folder>]`: the flow gallery as a static folder (default dist-flows/,
// git-ignored) that opens from disk or any static host, with no stack and no sign-in: an index, the
// spec's sections with the flows and tests behind each (docs/traceability.json), one page per
// machine of machines/registry.ts with its chart drawn here (elkjs in Node), each chart as an SVG
// file, each machine as code for the Stately editor, its Mermaid chart, the journeys its model
// tests publish and what they covered (docs/statecharts, docs/journeys). Pages:
// src/inspector/gallery/staticPages.tsx.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { CHART_MACHINES } from '../machines/registry';
import { chartGraph } from '../src/inspector/chart/chartGraph';
import { layoutChart } from '../src/inspector/chart/layout';
import { statelyCode } from '../src/inspector/chart/statelyExport';
import type { PublishedCoverage, PublishedJourney } from '../src/inspector/gallery/parts';
import type { Traceability } from '../src/inspector/chart/traceability';
import { chartSvgFile, staticIndexPage, staticMachinePage, staticSpecPage, STATIC_FILES } from '../src/inspector/gallery/staticPages';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = (path: string) => join(root, path);

export interface FlowsOptions {
  outDir: string;
  machines?: readonly AnyStateMachine[];
  journeysDir?: string;
  chartsDir?: string;
  /** For the spec sections page; by default docs/traceability.json (written by npm run charts). */
  traceability?: Traceability;
  /** A line for the index: what the folder was built from. */
  builtFrom?: string;
}

function readTraceability(): Traceability | undefined {
  const file = source('docs/traceability.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Traceability) : undefined;
}

/** Writes the static gallery; returns the files written, relative to `outDir`. */
export async function writeFlows({
  outDir,
  machines = CHART_MACHINES,
  journeysDir = source('docs/journeys'),
  chartsDir = source('docs/statecharts'),
  traceability = readTraceability(),
  builtFrom = `Built by npm run flows from machines/registry.ts (${CHART_MACHINES.length} machines).`,
}: FlowsOptions): Promise<string[]> {
  // Every page name once, checked before anything is written.
  const pages = new Set<string>([STATIC_FILES.index, STATIC_FILES.spec]);
  for (const machine of machines) {
    const page = STATIC_FILES.page(machine.id);
    if (pages.has(page)) {
      throw new Error(
        machines.filter((other) => other.id === machine.id).length > 1
          ? `Two machines have the id '${machine.id}'.`
          : `The machine '${machine.id}' would overwrite the gallery's own ${page}: rename it.`,
      );
    }
    pages.add(page);
  }
  // Only a folder this command made (or an empty one) is emptied first.
  if (existsSync(outDir) && readdirSync(outDir).length && !existsSync(join(outDir, STATIC_FILES.css))) {
    throw new Error(`${outDir} is not empty and was not written by npm run flows: choose another --out`);
  }
  rmSync(outDir, { recursive: true, force: true });
  for (const folder of ['svg', 'stately', 'mermaid']) mkdirSync(join(outDir, folder), { recursive: true });
  const written: string[] = [];
  const write = (file: string, content: string) => {
    writeFileSync(join(outDir, file), content);
    written.push(file);
  };

  const chartCss = readFileSync(source('src/inspector/chart/chart.css'), 'utf8');
  const galleryCss = readFileSync(source('src/inspector/gallery/gallery.css'), 'utf8');
  write(STATIC_FILES.css, galleryCss);
  copyFileSync(source('src/inspector/gallery/static/flows.js'), join(outDir, STATIC_FILES.script));
  written.push(STATIC_FILES.script);

  for (const machine of machines) {
    const layout = await layoutChart(chartGraph(machine));
    const journeysFile = join(journeysDir, `${machine.id}.json`);
    const published = existsSync(journeysFile)
      ? (JSON.parse(readFileSync(journeysFile, 'utf8')) as { journeys?: PublishedJourney[]; coverage?: PublishedCoverage })
      : null;
    const journeys = published ? (published.journeys ?? []) : null;
    const coverage = published?.coverage ?? null;
    const mermaidFile = join(chartsDir, `${machine.id}.md`);
    const mermaid = existsSync(mermaidFile);
    if (mermaid) {
      copyFileSync(mermaidFile, join(outDir, STATIC_FILES.mermaid(machine.id)));
      written.push(STATIC_FILES.mermaid(machine.id));
    }
    write(STATIC_FILES.svg(machine.id), chartSvgFile(layout, chartCss));
    write(STATIC_FILES.stately(machine.id), statelyCode(machine));
    write(STATIC_FILES.page(machine.id), staticMachinePage({ machine, layout, journeys, coverage, mermaid }, machines, chartCss));
  }
  write(STATIC_FILES.spec, staticSpecPage(traceability, machines, chartCss));
  write(STATIC_FILES.index, staticIndexPage(machines, builtFrom, chartCss));
  return written;
}

// As a command (not when a test imports writeFlows).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  const outDir = resolve(at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : source('dist-flows'));
  const started = Date.now();
  writeFlows({ outDir }).then(
    (files) => {
      const pages = files.filter((file) => file.endsWith('.html')).length;
      console.log(`${pages} pages, ${files.length} files in ${relative(process.cwd(), outDir) || '.'} (${Date.now() - started} ms)`);
      console.log(`open ${join(outDir, STATIC_FILES.index)} in a browser, or serve the folder from any static host`);
    },
    (error: unknown) => {
      console.error(`flows: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
