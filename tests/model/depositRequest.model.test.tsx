// @vitest-environment happy-dom
// The deposit request (docs/screens/depositRequest.md): the detail family on the worker's pay
// advance account with one action, `request`, checked at every step by the families' oracle
// (tests/model/families/screenOracle.ts) with the facts of the screen contract written out here,
// then through its view, where each state is checked on screen in French.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { depositRequestMachine, DEPOSIT_ACTIONS } from '../../machines/depositRequest/depositRequest.machine';
import { amountCents, depositBody, depositProblems } from '../../machines/domain/deposit';
import { depositRequestScreen } from '../../machines/screens/depositRequest.screen';
import DepositRequestScreen from '../../src/views/screens/depositRequest/DepositRequestScreen';
import { assertJointCoverage, chartCover, createModel, pathMentions } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle, type ScreenFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

const PAID = {
  id: 'dep-1',
  requestedOn: '2026-10-05',
  amountCents: 15000,
  reason: 'Réparation de <b>voiture</b>',
  status: 'paid',
  answeredOn: '2026-10-06',
  answer: null,
};
const REFUSED = {
  id: 'dep-2',
  requestedOn: '2026-09-01',
  amountCents: 40000,
  reason: 'Caution',
  status: 'refused',
  answeredOn: '2026-09-02',
  answer: 'Montant trop élevé',
};
const PENDING = {
  id: 'dep-3',
  requestedOn: '2026-11-23',
  amountCents: 5050,
  reason: 'Loyer',
  status: 'pending',
  answeredOn: null,
  answer: null,
};
/** 275 € may be asked; after the request, 224,50 € and the request pending; nothing left. */
const ACCOUNT = { id: 'current', currency: 'EUR', availableCents: 27500, payday: '2026-11-27', requests: [PAID, REFUSED] };
const AFTER = { ...ACCOUNT, availableCents: 22450, requests: [PENDING, PAID, REFUSED] };
const NOTHING = { id: 'current', currency: 'EUR', availableCents: 0, payday: '2026-11-27', requests: [] };

// The contract's amounts, written out: what each typed amount means, in cents (null: not an amount).
const TYPED: Record<string, number | null> = { '50,50': 5050, '275': 27500, '275,01': 27501, '0': 0, '1,200': null, '': null };
// The contract's rule: an amount, above zero, within what is available; a reason, 500 characters at most.
const valid = (draft: Readonly<Record<string, string>>, account: { availableCents?: unknown } | null) => {
  const cents = TYPED[draft.amount ?? ''];
  const available = typeof account?.availableCents === 'number' ? account.availableCents : 0;
  const reason = (draft.reason ?? '').trim();
  return cents != null && cents > 0 && cents <= available && reason !== '' && reason.length <= 500;
};

const FACTS: ScreenFacts = {
  id: 'depositRequest',
  family: 'detail',
  load: 'getDepositAccount',
  refreshOn: ['advantages'],
  actions: {
    request: {
      call: 'requestDeposit',
      on: 'item',
      allowedFor: (account) => (account.availableCents as number) > 0,
      form: {
        initial: () => ({ amount: '', reason: '' }),
        valid: (draft, account) => valid(draft, account as { availableCents?: unknown } | null),
        body: (draft) => ({ amountCents: TYPED[draft.amount], reason: draft.reason.trim() }),
      },
      effect: 'reload',
    },
  },
};
const ROUTE = { path: '/advantages/deposit-request', params: {}, tab: 'depositRequest' };
const INPUT = { route: ROUTE, user: {} as never, tenant: 'alpha' };
const KEPT = { action: 'request', targetId: 'current', draft: { amount: '50,50', reason: 'Loyer' } };
const REQUEST = { action: 'request', targetId: 'current', body: { amountCents: 5050, reason: 'Loyer' }, params: {} };

const model = createModel(depositRequestMachine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadItem': (snapshot) => [{ output: snapshot.context.item === null ? ACCOUNT : AFTER }, { output: NOTHING }],
    'xstate.error.actor.loadItem': [
      { error: httpFailure(500, 'Acomptes indisponibles') },
      { error: httpFailure(403, 'Réservé aux intérimaires') },
      { error: httpFailure(404, 'Aucun compte') },
    ],
    // The same tab (one view): nothing is read; the same route keeps the graph small.
    'ROUTE.CHANGED': [{ route: ROUTE }],
    'NOTIFICATION.RECEIVED': [
      { notification: { id: 'n-1', type: 'depositRequestAnswered', category: 'advantages' } },
      { notification: { id: 'n-2', type: 'newsPublished', category: 'news' } },
    ],
    'xstate.done.actor.readDraft': [{ output: null }, { output: KEPT }],
    'xstate.error.actor.readDraft': [{ error: new Error('storage') }],
    'xstate.done.actor.perform': [{ output: undefined }],
    'xstate.error.actor.perform': [{ error: httpFailure(409, 'Le montant dépasse le disponible') }],
    'ACTION.START': [
      { action: 'request', id: 'current' },
      { action: 'request', id: 'other' },
    ],
    // One change at a time from the empty form: each problem, then a valid request.
    'ACTION.CHANGE': (snapshot) => {
      const draft = snapshot.context.action?.draft;
      if (!draft) return [{ field: 'amount', value: '50,50' }];
      if (draft.reason === '') return [{ field: 'reason', value: ' Loyer ' }];
      if (draft.amount === '') return [{ field: 'amount', value: '50,50' }];
      if (draft.amount === '50,50') return [{ field: 'amount', value: '275,01' }];
      return [];
    },
    'ACTION.RETRY': [{ request: REQUEST }],
  },
});

describe('depositRequest model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

describe('the deposit form’s rule (docs/screens/depositRequest.md › What they see and do)', () => {
  it.each([
    ['', 'amountRequired'],
    ['   ', 'amountRequired'],
    ['abc', 'amountNotANumber'],
    ['-5', 'amountNotANumber'],
    ['1,200', 'amountNotANumber'],
    ['12.345', 'amountNotANumber'],
    ['12,', 'amountNotANumber'],
    [',5', 'amountNotANumber'],
    ['1.2.3', 'amountNotANumber'],
    ['0', 'amountZero'],
    ['0,00', 'amountZero'],
    ['275,01', 'amountAboveAvailable'],
    ['1 000', 'amountAboveAvailable'],
    ['275', undefined],
    ['274.99', undefined],
    ['0,5', undefined],
    ['€ 150', undefined],
    ['150 €', undefined],
  ])('the amount %j with 275 € available: %s', (amount, problem) => {
    expect(depositProblems({ amount, reason: 'Loyer' }, 27500).amount).toBe(problem);
  });

  it('reads amounts in cents the way either language writes them', () => {
    expect(amountCents('150,5')).toBe(15050);
    expect(amountCents('150.05')).toBe(15005);
    expect(amountCents('1 200,50')).toBe(120050);
    expect(amountCents('1\u202f200')).toBe(120000);
    expect(amountCents('€12')).toBe(1200);
    expect(amountCents('9'.repeat(20))).toBeNull();
  });

  it('asks for a reason of 500 characters at most, trimmed; the body carries cents and the trimmed reason', () => {
    expect(depositProblems({ amount: '10', reason: '  ' }, 27500)).toEqual({ reason: 'reasonRequired' });
    expect(depositProblems({ amount: '10', reason: 'x'.repeat(500) }, 27500)).toEqual({});
    expect(depositProblems({ amount: '10', reason: ` ${'x'.repeat(500)} ` }, 27500)).toEqual({});
    expect(depositProblems({ amount: '10', reason: 'x'.repeat(501) }, 27500)).toEqual({ reason: 'reasonTooLong' });
    expect(depositProblems({}, 27500)).toEqual({ amount: 'amountRequired', reason: 'reasonRequired' });
    expect(depositBody({ amount: '50,5', reason: ' Loyer ' })).toEqual({ amountCents: 5050, reason: 'Loyer' });
  });

  it('weighs what the account says is available; an account that says nothing usable gives nothing', () => {
    const form = DEPOSIT_ACTIONS.request.form!;
    expect(form.problems({ amount: '100', reason: 'x' }, { id: 'current', availableCents: 10000 })).toEqual({});
    expect(form.problems({ amount: '100', reason: 'x' }, { id: 'current', availableCents: 9999 })).toEqual({
      amount: 'amountAboveAvailable',
    });
    expect(form.problems({ amount: '1', reason: 'x' }, { id: 'current', availableCents: '500' })).toEqual({
      amount: 'amountAboveAvailable',
    });
    expect(form.problems({ amount: '1', reason: 'x' }, { id: 'current', availableCents: -100 })).toEqual({
      amount: 'amountAboveAvailable',
    });
    expect(form.problems({ amount: '1', reason: 'x' })).toEqual({ amount: 'amountAboveAvailable' });
    expect(DEPOSIT_ACTIONS.request.allowedFor!({ id: 'current', availableCents: 1 })).toBe(true);
    expect(DEPOSIT_ACTIONS.request.allowedFor!({ id: 'current', availableCents: 0 })).toBe(false);
  });

  it('is declared under the advantages tabs, its own machine (docs/screens/depositRequest.md › Who)', () => {
    expect(depositRequestScreen).toMatchObject({
      id: 'depositRequest',
      paths: ['/advantages/deposit-request'],
      tabs: 'workerAdvantages',
      machine: 'own',
    });
  });
});

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } }, interpolation: { escapeValue: false } });
});
afterEach(() => cleanup());

const FORM_SHOWN = ['editing', 'pending', 'failed'];
/** An amount as French writes it (Intl: a narrow no-break space before the sign). */
const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

describe('depositRequest view: what a person sees in each state', () => {
  // The paths that end where the data or the form changed (a push's read again is the model's).
  for (const path of chartCover(model.paths().filter((p) => !pathMentions(p, 'NOTIFICATION')))) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) =>
          render(
            <I18nextProvider i18n={i18n}>
              <DepositRequestScreen actorRef={actor as never} />
            </I18nextProvider>,
          ).container,
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="depositRequest"]')!;
          const text = root.textContent ?? '';
          const action = snapshot.value.action as string;
          const account = snapshot.context.item as typeof ACCOUNT | null;
          if (snapshot.matches({ data: 'loading' })) expect(text).toContain('Chargement…');
          if (snapshot.matches({ data: 'loadFailed' })) expect(text).toContain('Vos acomptes n’ont pas pu être chargés.');
          if (snapshot.matches({ data: 'forbidden' }) || snapshot.matches({ data: 'notFound' }))
            expect(text).toContain('Les demandes d’acompte ne sont pas proposées pour votre compte.');
          const reading = action === 'waiting' || action === 'restoring';
          if (account && !reading) {
            // The amount available, in French, and the pay day.
            const available = euros(account.availableCents);
            expect(root.querySelector('.deposit__amount')!.textContent).toBe(available);
            expect(text).toContain('Ce qui n’est pas avancé vous est versé avec votre paie du 27 novembre 2026.');
            if (account.availableCents === 0) expect(text).toContain('Rien n’est disponible pour le moment');
            // The requests, newest first, their reasons as text.
            const shown = [...root.querySelectorAll<HTMLElement>('[data-request]')].map(
              (li) => `${li.dataset.request} ${li.dataset.status}`,
            );
            expect(shown).toEqual(account.requests.map((request) => `${request.id} ${request.status}`));
            expect(root.querySelector('b')).toBeNull();
            if (account.requests.some((request) => request.status === 'refused'))
              expect(text).toContain('Refusé le 2 septembre 2026 : Montant trop élevé');
            if (account.requests.length === 0) expect(text).toContain('Vous n’avez encore demandé aucun acompte.');
            // The button only when a request may start.
            const ask = [...root.querySelectorAll('button')].find((button) => button.textContent === 'Demander un acompte');
            expect(Boolean(ask)).toBe(action === 'idle' && account.availableCents > 0);
          }
          const form = root.querySelector('form');
          // The form shows while the account does (one that went, 404 on a read again, takes it away).
          expect(Boolean(form)).toBe(FORM_SHOWN.includes(action) && account !== null);
          if (form) {
            const under = snapshot.context.action;
            expect(form.querySelector<HTMLInputElement>('input[name="amount"]')!.value).toBe(under.draft.amount);
            expect(form.querySelector<HTMLInputElement>('input[name="reason"]')!.value).toBe(under.draft.reason);
            expect(Boolean(form.querySelector('[data-draft-restored]'))).toBe(under.draftRestored);
            const invalid = [...form.querySelectorAll('[aria-invalid="true"]')].map((input) => input.getAttribute('name'));
            if (!under.showProblems) expect(invalid).toEqual([]);
            if (under.showProblems && under.draft.amount === '275,01')
              expect(text).toContain(`Le montant dépasse ce qui est disponible : ${euros(27500)} au plus.`);
            if (under.showProblems && under.draft.amount === '1,200')
              expect(text).toContain('Indiquez un montant en euros, par exemple 150 ou 150,50.');
            if (under.showProblems && under.draft.reason === '') expect(invalid).toContain('reason');
            if (action === 'pending') expect(text).toContain('Envoi de la demande…');
          }
          expect(text.includes('Votre demande est envoyée')).toBe(snapshot.context.outcome?.action === 'request' && account !== null);
        },
      }),
    );
  }
});

publishJourneys('depositRequest', { model });

it('gate: every state, transition, named action and sneak path of the deposit request', () => assertJointCoverage([model]));
