// @vitest-environment happy-dom
// What a product owner reads on a flow page of the gallery: the spec sections the flow implements,
// each state and transition in words with the journeys that take it, each journey as a scenario
// with its technical path one click away.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setup } from 'xstate';
import { FlowGallery, type PublishedJourney } from '../../src/inspector/gallery/FlowGallery';

const toast = setup({}).createMachine({
  id: 'toast',
  description: 'One toast at a time (§4 Toaster)',
  initial: 'hidden',
  states: {
    hidden: {
      description: 'No toast on screen (§4 Toaster)',
      on: { RECEIVED: { target: 'visible', description: 'A notification shows as a toast (§4 Toaster, §9)' } },
    },
    visible: {
      description: 'The toast with its progress bar (§4 Toaster)',
      on: { CLOSE: { target: 'hidden', description: 'The user closes the toast (§4 Toaster)' } },
    },
  },
});

const journeys: PublishedJourney[] = [
  {
    model: 'model',
    description: 'A notification shows as a toast ⇒ The toast with its progress bar',
    detail: 'RECEIVED {"id":7} → visible',
    steps: [{ transitions: ['toast.hidden RECEIVED #0'] }],
    finalState: 'visible',
  },
  {
    model: 'model',
    description: 'A notification shows as a toast → The user closes the toast ⇒ No toast on screen',
    detail: 'RECEIVED {"id":7} → CLOSE → hidden',
    steps: [{ transitions: ['toast.hidden RECEIVED #0'] }, { transitions: ['toast.visible CLOSE #0'] }],
    finalState: 'hidden',
  },
];

afterEach(cleanup);

describe('a flow page', () => {
  it('lists the spec sections, the transitions in words with the journeys taking them, and journeys as scenarios', async () => {
    window.history.pushState(null, '', '/__flows/toast');
    render(<FlowGallery machines={[toast]} journeys={() => () => Promise.resolve({ journeys })} mermaid={() => null} window={window} />);
    const sections = screen.getByRole('region', { name: 'Spec sections' });
    expect(
      within(sections)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-spec-ref')),
    ).toEqual(['§4 Toaster', '§9']);

    const states = screen.getByRole('region', { name: 'States' });
    await waitFor(() => expect(within(states).getByText(/The user closes the toast — on CLOSE/)).toBeTruthy());
    expect(within(states).getByText(/A notification shows as a toast — on RECEIVED → visible · journeys #1, #2$/)).toBeTruthy();
    expect(within(states).getByText(/The user closes the toast — on CLOSE → hidden · journeys #2$/)).toBeTruthy();

    const list = screen.getByRole('region', { name: 'Journeys' });
    const second = within(list).getByRole('button', { name: /The user closes the toast ⇒ No toast on screen/ });
    expect(second.getAttribute('title')).toBe('RECEIVED {"id":7} → CLOSE → hidden');
    fireEvent.click(second);
    expect(within(list).getByText('RECEIVED {"id":7} → CLOSE → hidden')).toBeTruthy();
  });
});
