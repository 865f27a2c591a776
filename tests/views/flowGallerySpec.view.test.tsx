// @vitest-environment happy-dom
// The gallery's "Spec sections" page, reached from the index: each section of the spec with the
// flows citing it (each a link to its flow page) and the tests behind them, the sections no flow
// covers listed first.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { buildTraceability } from '../../src/inspector/chart/traceability';
import { FlowGallery } from '../../src/inspector/gallery/FlowGallery';

const spec = ['## 4. States and transitions', '**Toaster**', '- shows toasts', '**Popup**', '- opens', '## 9. Styling', 'Colours.'].join(
  '\n',
);

const toast = setup({}).createMachine({
  id: 'toast',
  description: 'One toast at a time (§4 Toaster)',
  initial: 'hidden',
  states: {
    hidden: { description: 'No toast (§4 Toaster)', on: { SHOW: { target: 'shown', description: 'Shows it (§4 Toaster)' } } },
    shown: { description: 'The toast (§4 Toaster)' },
  },
});

const traceability = buildTraceability({
  spec,
  machines: [toast],
  tests: { toast: ['tests/model/toast.model.test.ts', 'tests/views/toast.view.test.tsx'] },
  testRule: 'the model test (`tests/model/<id>.model.test.ts`) and the tests importing the machine.',
  notAFlow: { '§9': 'colours, no behaviour' },
});

afterEach(cleanup);

describe('the Spec sections page', () => {
  it('is linked from the index and shows a section with its flows and tests, and the sections no flow covers', () => {
    window.history.pushState(null, '', '/__flows');
    render(<FlowGallery machines={[toast]} journeys={() => null} mermaid={() => null} window={window} traceability={traceability} />);
    fireEvent.click(screen.getByRole('link', { name: 'Spec sections' }));
    expect(window.location.pathname).toBe('/__flows/spec');

    // The rule is written for markdown: its backticked paths read as code.
    expect(screen.getByText('tests/model/<id>.model.test.ts', { selector: 'code' })).toBeTruthy();

    const uncovered = screen.getByRole('region', { name: 'Sections no flow covers' });
    expect(
      within(uncovered)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['§4 Popup: uncovered', '§9 Styling: not a flow (colours, no behaviour)']);

    const table = screen.getByRole('region', { name: 'Sections and their flows' });
    const toaster = within(table).getByRole('row', { name: /§4 Toaster/ });
    expect(within(toaster).getByRole('cell', { name: 'toast (4)' })).toBeTruthy();
    expect(within(toaster).getByRole('cell', { name: 'covered' })).toBeTruthy();
    expect(within(within(table).getByRole('row', { name: /§4 Popup/ })).getByRole('cell', { name: 'uncovered' })).toBeTruthy();

    const tests = screen.getByRole('region', { name: 'Flows and their tests' });
    expect(within(tests).getByText('tests/views/toast.view.test.tsx')).toBeTruthy();

    fireEvent.click(within(toaster).getByRole('link', { name: 'toast' }));
    expect(window.location.pathname).toBe('/__flows/toast');
    expect(screen.getByRole('heading', { level: 2, name: 'toast' })).toBeTruthy();
  });

  it('says where the data comes from when the build has none', () => {
    window.history.pushState(null, '', '/__flows/spec');
    render(<FlowGallery machines={[toast]} journeys={() => null} mermaid={() => null} window={window} />);
    expect(screen.getByText(/No traceability data in this build: run npm run charts/)).toBeTruthy();
  });
});
