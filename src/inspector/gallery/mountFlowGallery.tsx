// The flow gallery at /__flows (development and QA builds only; main.tsx imports this inside the
// check of the flag and mounts it instead of the portal: no sign-in, no app machine).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CHART_MACHINES } from '../../../machines/registry';
import type { Traceability } from '../chart/traceability';
import traceability from '../../../docs/traceability.json';
import { FlowGallery, type JourneysLoader, type TextLoader } from './FlowGallery';
import '../inspector.css';
import './gallery.css';

// Loaded when a page asks for them: the journeys the model tests publish, the Mermaid charts.
const journeyFiles = import.meta.glob('../../../docs/journeys/*.json', { import: 'default' });
const mermaidFiles = import.meta.glob('../../../docs/statecharts/*.md', { query: '?raw', import: 'default' });

const loaderOf = <T,>(files: Record<string, () => Promise<unknown>>, name: string) => {
  const key = Object.keys(files).find((path) => path.endsWith(`/${name}`));
  return key ? (files[key] as () => Promise<T>) : null;
};

export function mountFlowGallery(root: HTMLElement) {
  const journeys: JourneysLoader = (machineId) => loaderOf(journeyFiles, `${machineId}.json`);
  const mermaid: TextLoader = (machineId) => loaderOf<string>(mermaidFiles, `${machineId}.md`);
  document.title = 'Flows — state charts of the portal';
  createRoot(root).render(
    <StrictMode>
      <FlowGallery
        machines={CHART_MACHINES}
        journeys={journeys}
        mermaid={mermaid}
        window={window}
        traceability={traceability as Traceability}
      />
    </StrictMode>,
  );
}
