// @vitest-environment happy-dom
// What a person sees of the real-time connection in the shell, in every state of the connection
// machine, with the real French texts: every path of the machine's model is replayed through the
// view; "try again" is clicked in the DOM, not sent as an event.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { AnyEventObject } from 'xstate';
import { connectionMachine, type ConnectionEvent, type ConnectionRef } from '../../machines/connection/connection.machine';
import { ConnectionHintView } from '../../src/views/shell/ConnectionHint';
import { createModel, type Oracle, type OracleCheck } from '../model/harness';

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/notifications/fr.json'), 'utf8'));
const RECONNECTING = 'Reconnexion aux notifications en cours…';
const INTERRUPTED = 'Les notifications en temps réel sont interrompues.';

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } } });
});

type Check = OracleCheck<typeof connectionMachine>;

/** What a person sees in each state (a discreet hint while reconnecting, "try again" once stopped). */
async function shows(check: Check, phase: string, text: 'nothing' | 'reconnecting' | 'interrupted') {
  const container = check.view as HTMLElement;
  const root = () => container.querySelector<HTMLElement>('[data-machine="connection"]');
  await waitFor(() => expect(root()?.getAttribute('data-state')).toBe(phase));
  const shown = root()?.textContent ?? '';
  const retry = within(container).queryByRole('button', { name: 'Réessayer' });
  if (text === 'nothing') expect(shown).toBe('');
  if (text === 'reconnecting') expect(shown).toBe(RECONNECTING);
  if (text === 'interrupted') expect(shown).toBe(`${INTERRUPTED}Réessayer`);
  expect(retry !== null).toBe(text === 'interrupted');
}

const oracle: Oracle<typeof connectionMachine> = {
  'connection.connecting': (check) => shows(check, 'connecting', 'nothing'),
  'connection.connected': (check) => shows(check, 'connected', 'nothing'),
  'connection.reconnecting.waiting': (check) => shows(check, 'reconnecting.waiting', 'reconnecting'),
  'connection.reconnecting.attempting': (check) => shows(check, 'reconnecting.attempting', 'reconnecting'),
  'connection.disconnecting': (check) => shows(check, 'disconnecting', 'nothing'),
  // Stopped after the retries: say so and offer to try again. Closed on purpose (offline): nothing,
  // the offline notice already says it and the connection comes back by itself.
  'connection.disconnected': (check) => {
    const retriesSpent = check.event.type === 'HUB.START_FAILED';
    return shows(check, 'disconnected', retriesSpent ? 'interrupted' : 'nothing');
  },
};

const model = createModel(connectionMachine, {
  events: {
    'HUB.START_FAILED': [{ error: 'negotiate answered 503' }],
    'HUB.CLOSED': [{ error: 'connection lost' }],
    'HUB.NOTIFICATION': [],
    'HUB.IMPORTANT_PROCESSED': [],
    'xstate.done.actor.hub': [],
    'xstate.error.actor.hub': [],
  },
  oracle,
  coverage: {
    ignore: [
      {
        transition: { source: 'connection', event: 'HUB.NOTIFICATION' },
        reason: 'a push changes nothing the hint shows; the model test checks its forwarding',
      },
      { transition: { source: 'connection', event: 'HUB.IMPORTANT_PROCESSED' }, reason: 'same as HUB.NOTIFICATION' },
      { action: 'forwardNotification', reason: 'checked by tests/model/connection.model.test.ts' },
      { action: 'forwardImportantProcessed', reason: 'checked by tests/model/connection.model.test.ts' },
    ],
  },
});

describe('connection hint, every path of the connection model', () => {
  for (const path of model.paths()) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) =>
          render(
            <I18nextProvider i18n={i18n}>
              <ConnectionHintView connection={actor as unknown as ConnectionRef} />
            </I18nextProvider>,
          ).container,
        send: (event: AnyEventObject, { actor }) => {
          // The only command a person has is "try again", and only once the retries are spent.
          if (event.type === 'CONNECT' && actor.getSnapshot().context.stoppedBecause === 'retriesExhausted') {
            fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
          } else {
            actor.send(event as ConnectionEvent);
          }
        },
      }),
    );
  }

  afterAll(() => model.assertCoverage());
});
