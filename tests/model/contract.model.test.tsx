// @vitest-environment happy-dom
// A contract's page (docs/screens/contract.md): paths from its machine's graph, replayed on a live
// actor; at every step an oracle written from the screen contract checks what was read (the route's
// contract, once per arrival), what the person is offered (Sign only while it is to sign), where a
// signature leads (the provider's address as answered), what a failure does (404 and 403 pages of
// their own; other read failures and a failed signature to the shared dialog with the event that
// retries them; a 409 reads the contract again; a refresh that fails is logged and keeps what shows)
// and which pushes read it again. Then the same paths through its view, in French.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { contractMachine, type Contract } from '../../machines/contract/contract.machine';
import ContractScreen from '../../src/views/screens/contract/ContractScreen';
import {
  assertJointCoverage,
  createModel,
  expectEffect,
  expectNoEffect,
  expectNotSent,
  expectSent,
  type IgnoredEvents,
  type Oracle,
  type OracleCheck,
} from './harness';
import { publishJourneys } from './journeys';
import { httpFailure } from './notificationFixtures';

const route = (contractId: string, path = `/contracts/${contractId}`) => ({ path, params: { contractId }, tab: null });
const INPUT = { route: route('ct-worker-3'), user: {} as never, tenant: 'alpha' };

const TO_SIGN: Contract = {
  id: 'ct-worker-3',
  reference: 'CT-2026-04114',
  kind: 'mission',
  status: 'toSign',
  agency: { name: 'Alpha Intérim Marseille', address: '8 boulevard de Dunkerque, 13002 Marseille', phone: '04 91 90 00 30' },
  client: { name: 'Atelier <i>Mécanique</i> Sud' },
  site: { name: 'Atelier de Vitrolles', address: 'ZI des Estroublans, 13127 Vitrolles' },
  worker: { name: 'Camille Martin' },
  position: 'Soudeur TIG',
  startDate: '2026-12-28',
  endDate: '2027-02-26',
  hourlyRate: 15.8,
  weeklyHours: 39,
  signBy: '2026-12-26',
  signedAt: null,
  documentId: 'doc-ct-worker-3',
};
const SIGNED: Contract = { ...TO_SIGN, status: 'inProgress', signBy: null, signedAt: '2026-11-28T09:12:00Z' };
const SIGNING_URL = 'http://localhost:45659/sign/0123456789abcdef0123456789abcdef';

const NOT_FOUND = httpFailure(404, 'Contrat introuvable');
const FORBIDDEN = httpFailure(403, 'Accès refusé');
const BROKEN = httpFailure(500, 'Contrats indisponibles');
const CONFLICT = httpFailure(409, 'Déjà signé');
const SIGN_BROKEN = httpFailure(500, 'Signature indisponible');

type Check = OracleCheck<typeof contractMachine>;
const event = (check: Check) => check.event as AnyEventObject;
const before = (check: Check) => (check.index > 0 ? check.path.steps[check.index - 1].state : null);
const reads = (check: Check) => check.invocations.filter((i) => i.src === 'loadContract');
const failure = (call: string, message: string, retry: AnyEventObject) => ({
  type: 'FAILURE.RAISED',
  failure: { source: 'screen', call, message, retry },
});
/** The pushes that say a contract changed (docs/screens/contract.md › States). */
const readsAgainOn = (e: AnyEventObject) =>
  e.type === 'NOTIFICATION.RECEIVED' && ['contracts', 'documents'].includes(e.notification.category);

/** Every read is of the contract the route names, and a state that reads was entered by a read's cause. */
function expectReadOfRoute(check: Check) {
  expect(reads(check).at(-1)?.input).toEqual({ contractId: check.snapshot.context.route.params.contractId });
  // One read per arrival, no more.
  const arrivals = check.path.steps.slice(0, check.index + 1).filter((step, i, all) => {
    const value = JSON.stringify(step.state.value);
    const reading = value === '"loading"' || value === '{"shown":"refreshing"}';
    if (!reading) return false;
    if (i === 0) return true;
    const previous = JSON.stringify(all[i - 1].state.value);
    const movedTo =
      step.event.type === 'ROUTE.CHANGED' && step.event.route.params.contractId !== all[i - 1].state.context.route.params.contractId;
    return previous !== value || readsAgainOn(step.event as AnyEventObject) || movedTo;
  }).length;
  expect(reads(check)).toHaveLength(arrivals);
}

/** What the machine reports to the app: failures only where the contract says, never twice. */
function expectNoFailure(check: Check) {
  expectNotSent(check, 'parent');
}

const oracle: Oracle<typeof contractMachine> = {
  'contract.loading': (check) => {
    const e = event(check);
    if (check.entered) {
      expect(['xstate.init', 'LOAD.RETRY', 'ROUTE.CHANGED', 'NOTIFICATION.RECEIVED']).toContain(e.type);
      if (e.type === 'NOTIFICATION.RECEIVED') expect(readsAgainOn(e)).toBe(true);
      // Another contract: the one shown before is not shown meanwhile.
      expect(check.snapshot.context.contract).toBeNull();
      expectReadOfRoute(check);
    }
    expectNoFailure(check);
  },
  'contract.loadFailed': (check) => {
    // Neither a 404 nor a 403: the shared dialog, whose Retry reads again.
    if (check.entered) {
      expect(event(check).error).toBe(BROKEN);
      expectSent(check, 'parent', failure('getContract', 'Contrats indisponibles', { type: 'LOAD.RETRY' }));
    } else expectNoFailure(check);
    expect(check.snapshot.context.contract).toBeNull();
  },
  'contract.notFound': (check) => {
    if (check.entered) expect(event(check).error).toBe(NOT_FOUND);
    expect(check.snapshot.context.contract).toBeNull();
    expectNoFailure(check);
  },
  'contract.forbidden': (check) => {
    if (check.entered) expect(event(check).error).toBe(FORBIDDEN);
    expect(check.snapshot.context.contract).toBeNull();
    expectNoFailure(check);
  },
  'contract.shown': (check) => {
    // The contract shows as last read.
    const e = event(check);
    if (e.type === 'xstate.done.actor.loadContract') expect(check.snapshot.context.contract).toEqual(e.output);
    else expect(check.snapshot.context.contract).toEqual(before(check)!.context.contract);
    expect(check.snapshot.context.contract).not.toBeNull();
  },
  'contract.shown.idle': (check) => {
    const e = event(check);
    const contract = check.snapshot.context.contract!;
    // Sign is offered while the contract is to sign, and only then.
    expect(check.snapshot.can({ type: 'SIGN' })).toBe(contract.status === 'toSign');
    if (e.type === 'SIGN') expect(contract.status).not.toBe('toSign');
    if (e.type === 'xstate.error.actor.startSignature') {
      expect(e.error).toBe(SIGN_BROKEN);
      expectSent(check, 'parent', failure('startContractSignature', 'Signature indisponible', { type: 'SIGN.RETRY' }));
    } else expectNoFailure(check);
    if (e.type === 'xstate.error.actor.loadContract') {
      // A read nobody asked for that fails (but for a 404: gone): logged, what shows stays.
      expect(e.error).not.toBe(NOT_FOUND);
      expectEffect(check, 'logRefreshFailed', { error: e.error });
    } else expectNoEffect(check, 'logRefreshFailed');
  },
  'contract.shown.starting': (check) => {
    const e = event(check);
    if (check.entered) {
      expect(['SIGN', 'SIGN.RETRY']).toContain(e.type);
      expect(before(check)!.context.contract!.status).toBe('toSign');
      expect(check.invocations.at(-1)).toEqual(expect.objectContaining({ src: 'startSignature', input: { contractId: TO_SIGN.id } }));
    }
    expect(check.invocations.filter((i) => i.src === 'startSignature').length).toBeGreaterThan(0);
    expectNoEffect(check, 'openSigningPage');
    expectNoFailure(check);
  },
  'contract.shown.leaving': (check) => {
    // The provider's page, at the address answered; once.
    if (check.entered) expectEffect(check, 'openSigningPage', { signingUrl: SIGNING_URL });
    else expectNoEffect(check, 'openSigningPage');
    expect(check.history.filter((effect) => effect.type === 'openSigningPage')).toHaveLength(1);
    expectNoFailure(check);
  },
  'contract.shown.refreshing': (check) => {
    const e = event(check);
    if (check.entered) {
      // A push of its kind, or a signature refused because it is no longer to sign (409).
      if (e.type === 'NOTIFICATION.RECEIVED') expect(readsAgainOn(e)).toBe(true);
      else expect(e).toMatchObject({ type: 'xstate.error.actor.startSignature', error: CONFLICT });
      expectReadOfRoute(check);
    }
    expectNoFailure(check);
  },
};

// Written from the screen contract: what each state does not answer.
const ignores: IgnoredEvents<typeof contractMachine> = {
  'contract.loading': ['LOAD.RETRY', 'SIGN', 'SIGN.RETRY'],
  'contract.loadFailed': ['SIGN', 'SIGN.RETRY', 'NOTIFICATION.RECEIVED'],
  'contract.notFound': ['LOAD.RETRY', 'SIGN', 'SIGN.RETRY', 'NOTIFICATION.RECEIVED'],
  'contract.forbidden': ['LOAD.RETRY', 'SIGN', 'SIGN.RETRY', 'NOTIFICATION.RECEIVED'],
  'contract.shown': ['LOAD.RETRY'],
  'contract.shown.starting': ['SIGN', 'SIGN.RETRY', 'NOTIFICATION.RECEIVED'],
  'contract.shown.leaving': ['SIGN', 'SIGN.RETRY', 'NOTIFICATION.RECEIVED'],
  'contract.shown.refreshing': ['SIGN', 'SIGN.RETRY'],
};

const model = createModel(contractMachine, {
  input: INPUT,
  oracle,
  ignores,
  events: {
    'xstate.done.actor.loadContract': [{ output: TO_SIGN }, { output: SIGNED }],
    'xstate.error.actor.loadContract': [{ error: NOT_FOUND }, { error: FORBIDDEN }, { error: BROKEN }],
    'xstate.done.actor.startSignature': [{ output: { signingUrl: SIGNING_URL } }],
    'xstate.error.actor.startSignature': [{ error: CONFLICT }, { error: SIGN_BROKEN }],
    'ROUTE.CHANGED': [{ route: route('ct-worker-2') }, { route: route('ct-worker-3', '/Contracts/ct-worker-3/') }],
    'NOTIFICATION.RECEIVED': [
      { notification: { id: 'n-1', type: 'documentAvailable', category: 'documents', data: { label: 'Contrat signé' } } as never },
      { notification: { id: 'n-2', type: 'contractToSign', category: 'contracts', data: {} } as never },
      { notification: { id: 'n-3', type: 'newsPublished', category: 'news', data: {} } as never },
    ],
  },
  alwaysPossible: ['SIGN', 'NOTIFICATION.RECEIVED'],
});

describe('contract model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } }, interpolation: { escapeValue: false } });
});
afterEach(() => cleanup());

const STATUS_TEXT = {
  toSign: 'À signer',
  signing: 'Signé, confirmation de la signature en cours…',
  inProgress: 'Signé, en cours',
  ended: 'Terminé',
};

describe('contract view', () => {
  it.each(model.paths().filter((_, i) => i % 2 === 0))('$description', (path) =>
    model.replay(path, {
      onStart: ({ actor }) =>
        render(
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={['/contracts/ct-worker-3']}>
              <ContractScreen actorRef={actor as never} />
            </MemoryRouter>
          </I18nextProvider>,
        ).container,
      onStep: (live) => {
        const snapshot = live as unknown as AnyMachineSnapshot;
        const root = document.body.querySelector<HTMLElement>('[data-machine="contract"]')!;
        const text = root.textContent ?? '';
        const sign = [...root.querySelectorAll('button')].find((b) => /Signer le contrat|Ouverture/.test(b.textContent ?? ''));
        if (snapshot.matches('loading')) expect(text).toContain('Chargement…');
        if (snapshot.matches('loadFailed')) expect(text).toContain('Le contrat n’a pas pu être chargé.');
        if (snapshot.matches('notFound')) expect(text).toContain('Ce contrat n’existe pas, ou plus.');
        if (snapshot.matches('forbidden')) expect(text).toContain('Ce contrat ne vous concerne pas.');
        if (snapshot.matches('notFound') || snapshot.matches('forbidden'))
          expect(root.querySelector('a')?.getAttribute('href')).toBe('/contracts');
        if (snapshot.matches('shown')) {
          const contract = snapshot.context.contract as Contract;
          expect(root.querySelector('h2')?.textContent).toBe(`Contrat ${contract.reference}`);
          expect(root.querySelector('[data-testid="contract-status"]')?.textContent).toBe(STATUS_TEXT[contract.status]);
          // The server's texts as text: a tag in a name stays text.
          expect(text).toContain('Atelier <i>Mécanique</i> Sud');
          expect(root.querySelector('i')).toBeNull();
          expect(text).toMatch(/15,80\s€/);
          expect(text).toContain('39 h');
          // Its PDF in the preview, the way back to this contract.
          const pdf = [...root.querySelectorAll('a')].find((a) => a.textContent === 'Voir le contrat (PDF)');
          expect(pdf?.getAttribute('href')).toBe('/document-preview?document=doc-ct-worker-3&back=%2Fcontracts%2Fct-worker-3');
          if (snapshot.matches({ shown: 'idle' })) {
            expect(Boolean(sign)).toBe(contract.status === 'toSign');
            if (sign) expect(sign.textContent).toBe('Signer le contrat');
          }
          if (snapshot.matches({ shown: 'starting' }) || snapshot.matches({ shown: 'leaving' })) {
            expect(sign?.textContent).toBe('Ouverture de la page de signature…');
            expect(sign?.getAttribute('aria-disabled')).toBe('true');
          }
          if (snapshot.matches({ shown: 'refreshing' })) expect(text).toContain('Mise à jour du contrat…');
        }
      },
      send: (e, { actor }) => {
        const root = document.body.querySelector<HTMLElement>('[data-machine="contract"]')!;
        const sign = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Signer le contrat');
        // Sign is pressed as a person would; the other events come from the outside.
        if (e.type === 'SIGN' && sign) sign.click();
        else actor.send(e as never);
      },
    }),
  );
});

publishJourneys('contract', { model });

it('gate: every state, transition, named action and sneak path of the contract', () => assertJointCoverage([model]));
