// @vitest-environment happy-dom
// What a person sees of the real-time connection in the shell, in every state of the connection
// machine, with the real French texts: every path of the machine's model is replayed through the
// view; "try again" is clicked in the DOM, not sent as an event.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { fromCallback, type AnyEventObject } from 'xstate';
import { connectionMachine, type ConnectionEvent, type ConnectionRef, type HubCommand } from '../../machines/connection/connection.machine';
import { ConnectionHintView } from '../../src/views/shell/ConnectionHint';
import { createModel } from '../model/harness';

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/notifications/fr.json'), 'utf8'));
const RECONNECTING = 'Reconnexion aux notifications en cours…';
const INTERRUPTED = 'Les notifications en temps réel sont interrompues.';

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } } });
});

const model = createModel(connectionMachine, {
  provide: {
    actors: { hub: fromCallback<HubCommand>(() => {}) },
    actions: { logConnectionFailure: () => {}, forwardNotification: () => {}, forwardImportantProcessed: () => {} },
  },
  events: {
    'HUB.START_FAILED': [{ error: 'negotiate answered 503' }],
    'HUB.CLOSED': [{ error: 'connection lost' }],
    'HUB.NOTIFICATION': [],
    'HUB.IMPORTANT_PROCESSED': [],
  },
  coverage: {
    ignore: [
      { transition: { source: 'connection', event: 'HUB.NOTIFICATION' }, reason: 'a push changes nothing the hint shows; the model test checks its forwarding' },
      { transition: { source: 'connection', event: 'HUB.IMPORTANT_PROCESSED' }, reason: 'same as HUB.NOTIFICATION' },
    ],
  },
});

describe('connection hint, every path of the connection model', () => {
  for (const path of model.paths()) {
    it(path.description, async () => {
      let container!: HTMLElement;
      await model.replay(path, {
        onStart: ({ actor }) => {
          container = render(
            <I18nextProvider i18n={i18n}><ConnectionHintView connection={actor as unknown as ConnectionRef} /></I18nextProvider>,
          ).container;
        },
        send: (event: AnyEventObject, { actor }) => {
          // The only command a person has is "try again", and only once the retries are spent.
          if (event.type === 'CONNECT' && actor.getSnapshot().context.stoppedBecause === 'retriesExhausted') {
            fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
          } else {
            actor.send(event as ConnectionEvent);
          }
        },
        onStep: async (snapshot) => {
          const phase = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
          const root = container.querySelector<HTMLElement>('[data-machine="connection"]');
          await waitFor(() => expect(root?.getAttribute('data-state')).toBe(phase));
          const text = root?.textContent ?? '';
          const interrupted = phase === 'disconnected' && snapshot.context.stoppedBecause === 'retriesExhausted';
          expect(text.includes(RECONNECTING)).toBe(phase === 'reconnecting');
          expect(text.includes(INTERRUPTED)).toBe(interrupted);
          expect(screen.queryByRole('button', { name: 'Réessayer' }) !== null).toBe(interrupted);
          // Connecting, connected, disconnecting and a deliberate disconnection show nothing.
          if (!interrupted && phase !== 'reconnecting') expect(text).toBe('');
        },
      });
    });
  }

  afterAll(() => model.assertCoverage());
});
