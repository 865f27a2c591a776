// @vitest-environment happy-dom
// What a product owner reads on a flow page of the gallery about the model tests behind the flow:
// how many of its states, transitions and sneak paths they covered, as docs/journeys/<id>.json says.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHART_MACHINES } from '../../machines/registry';
import { FlowGallery } from '../../src/inspector/gallery/FlowGallery';
import bannerJourneys from '../../docs/journeys/banner.json';
import type { JourneysFile } from '../model/journeys';

afterEach(cleanup);

const machine = CHART_MACHINES.find((item) => item.id === 'banner')!;
const published = bannerJourneys as JourneysFile;

function openPage(file: unknown) {
  window.history.replaceState(null, '', `/__flows/${machine.id}`);
  render(<FlowGallery machines={[machine]} journeys={() => () => Promise.resolve(file)} mermaid={() => null} window={window} />);
}

describe('a flow page of the gallery', () => {
  it('shows the states, transitions and sneak paths its model tests covered, from the published file', async () => {
    const { states, transitions, sneakPaths } = published.coverage;
    expect(sneakPaths.total).toBeGreaterThan(0);
    openPage(published);
    const line = await screen.findByText(/^Covered by its model tests:/);
    expect(line.textContent).toBe(
      `Covered by its model tests: states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}, ` +
        `sneak paths ${sneakPaths.covered}/${sneakPaths.total} ` +
        `(${sneakPaths.events} event types, in the ${sneakPaths.states} distinct snapshots the paths reach)`,
    );
  });

  it('shows figures that are not complete as they are', async () => {
    openPage({
      ...published,
      coverage: {
        states: { covered: 7, total: 9, ignored: [] },
        transitions: { covered: 11, total: 18, ignored: [] },
        sneakPaths: { covered: 40, total: 59, states: 14, events: 5, ignored: [] },
      },
    });
    const line = await screen.findByText(/^Covered by its model tests:/);
    expect(line.textContent).toMatch(/states 7\/9, transitions 11\/18, sneak paths 40\/59 \(5 event types, in the 14 /);
  });

  it('shows no figures for a file that has none, and still its journeys', async () => {
    openPage({ journeys: published.journeys });
    await waitFor(() => expect(document.querySelectorAll('[data-journeys] button')).toHaveLength(published.journeys.length));
    expect(document.querySelector('[data-coverage]')).toBeNull();
  });
});
