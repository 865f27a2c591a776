// @vitest-environment happy-dom
// The evaluation landing page (docs/screens/evaluate.md): paths from its machine's graph, replayed on
// a live actor; at every step an oracle written from the screen contract checks what the link gives
// (a token of the right shape is read, once per arrival or Retry; none reads nothing), what each
// answer shows (unknown 404, expired 410, answered already, a failure logged with Retry), the form's
// rules (a rating 1 to 5 required, a comment of at most 1,000 characters, sent trimmed, problems
// shown once sent with some), that it is sent once and what a failed send keeps. Then the same paths
// through its view, in French.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { evaluateMachine, evaluationProblems, isRating, type EvaluationForm } from '../../machines/evaluate/evaluate.machine';
import { Evaluation } from '../../src/views/pages/evaluate/EvaluatePage';
import {
  assertJointCoverage,
  chartCover,
  createModel,
  expectEffect,
  expectNoEffect,
  type IgnoredEvents,
  type Oracle,
  type OracleCheck,
} from './harness';
import { publishJourneys } from './journeys';
import { httpFailure } from './notificationFixtures';
import { renderScreen, shellI18n, textOf } from './deskFixtures';

const TOKEN = 'Zq4L0v-7pT2mXw9bK1rD';
const form = (status: 'open' | 'answered'): EvaluationForm => ({
  workerName: 'Camille <b>Perrin</b>',
  position: 'Magasinière',
  clientName: 'Transports Vercors',
  establishmentName: 'Dépôt de Voreppe',
  startDate: '2026-09-07',
  endDate: '2026-10-16',
  status,
  answeredOn: status === 'answered' ? '2026-10-21' : null,
});
const OPEN = form('open');
const ANSWERED = form('answered');
const NOT_FOUND = httpFailure(404, 'Lien inconnu');
const GONE = httpFailure(410, 'Lien expiré');
const CONFLICT = httpFailure(409, 'Déjà répondu');
const BROKEN = httpFailure(500, 'Service indisponible');
const LONG = 'x'.repeat(1001);

type Check = OracleCheck<typeof evaluateMachine>;
const event = (check: Check) => check.event as AnyEventObject;
const before = (check: Check) => (check.index > 0 ? check.path.steps[check.index - 1].state : null);
const steps = (check: Check) => check.path.steps.slice(0, check.index + 1);

/** What the person chose and typed so far, as the contract reads the events: a rating of 1 to 5 only. */
function typedSoFar(check: Check) {
  let rating: number | null = null;
  let comment = '';
  for (const step of steps(check)) {
    const e = step.event as AnyEventObject;
    // Only while the form is editable (not while it is sent): what the person can change.
    const was = check.path.steps[Math.max(0, steps(check).indexOf(step) - 1)].state;
    const editable = was.matches({ form: 'editing' }) || was.matches({ form: 'failed' });
    if (!editable) continue;
    if (e.type === 'RATING.CHOSEN' && Number.isInteger(e.rating) && e.rating >= 1 && e.rating <= 5) rating = e.rating;
    if (e.type === 'COMMENT.CHANGED') comment = e.text;
  }
  return { rating, comment };
}
const valid = ({ rating, comment }: { rating: number | null; comment: string }) => rating !== null && comment.trim().length <= 1000;

const oracle: Oracle<typeof evaluateMachine> = {
  evaluate: (check) => {
    const e = event(check);
    // The token never changes; each arrival in loading reads it once.
    const arrivals = steps(check).filter(
      (step, i, all) => step.state.matches('loading') && (i === 0 || !all[i - 1].state.matches('loading')),
    );
    expect(check.invocations.filter((i) => i.src === 'loadForm')).toHaveLength(arrivals.length);
    for (const read of check.invocations.filter((i) => i.src === 'loadForm')) expect(read.input).toEqual({ token: TOKEN });
    const failed = (e.type === 'xstate.error.actor.loadForm' || e.type === 'xstate.error.actor.sendAnswer') && e.error === BROKEN;
    if (failed) expectEffect(check, 'logFailed', { error: BROKEN });
    else expectNoEffect(check, 'logFailed');
    // What the person chose and typed is what the page holds.
    expect({ rating: check.snapshot.context.rating, comment: check.snapshot.context.comment }).toEqual(typedSoFar(check));
  },
  'evaluate.invalid': (check) => {
    expect(check.snapshot.context.token === null || !/^[A-Za-z0-9_-]{16,128}$/.test(check.snapshot.context.token)).toBe(true);
    expect(check.invocations).toHaveLength(0);
  },
  'evaluate.loading': (check) => {
    if (check.entered) expect(['xstate.init', 'RETRY']).toContain(event(check).type);
    // Whatever the read answers, the page leaves loading.
    expect(event(check).type).not.toMatch(/^xstate\.(done|error)\.actor\.loadForm$/);
  },
  'evaluate.loadFailed': (check) => {
    if (check.entered) expect(event(check).error).toBe(BROKEN);
  },
  'evaluate.unknown': (check) => {
    if (check.entered) expect(event(check).error).toBe(NOT_FOUND);
  },
  'evaluate.expired': (check) => {
    if (check.entered) expect(event(check).error).toBe(GONE);
  },
  'evaluate.alreadyAnswered': (check) => {
    const e = event(check);
    if (check.entered) {
      if (e.type === 'xstate.done.actor.loadForm') expect(e.output.status).toBe('answered');
      else expect(e.error).toBe(CONFLICT);
    }
    // A form read as answered says when.
    if (before(check)?.matches('loading')) expect(check.snapshot.context.form).toEqual(ANSWERED);
  },
  'evaluate.form': (check) => {
    expect(check.snapshot.context.form).toEqual(OPEN);
  },
  'evaluate.form.editing': (check) => {
    const e = event(check);
    // Problems show once the person sent the form with some, never before.
    const triedWithProblems = steps(check).some(
      (step, i) => i > 0 && step.event.type === 'SUBMIT' && step.state.matches({ form: 'editing' }),
    );
    expect(check.snapshot.context.showProblems).toBe(triedWithProblems);
    if (e.type === 'SUBMIT') expect(valid(typedSoFar(check))).toBe(false);
  },
  'evaluate.form.sending': (check) => {
    const typed = typedSoFar(check);
    expect(valid(typed)).toBe(true);
    if (check.entered) {
      expect(event(check).type).toBe('SUBMIT');
      const sends = check.invocations.filter((i) => i.src === 'sendAnswer');
      expect(sends.at(-1)?.input).toEqual({ token: TOKEN, rating: typed.rating, comment: typed.comment.trim() });
    }
  },
  'evaluate.form.failed': (check) => {
    if (check.entered) expect(event(check).error).toBe(BROKEN);
    // A change by the person takes the form back to editing (the failure line goes).
    const e = event(check);
    expect(e.type === 'COMMENT.CHANGED' || (e.type === 'RATING.CHOSEN' && isRating(e.rating))).toBe(false);
  },
  'evaluate.thanked': (check) => {
    if (check.entered) expect(event(check).type).toBe('xstate.done.actor.sendAnswer');
    expect(check.snapshot.context.form).toEqual(ANSWERED);
    // Sent once.
    expect(check.invocations.filter((i) => i.src === 'sendAnswer').length).toBeGreaterThan(0);
  },
};

// Written from the contract: the form's events only where the form is editable; Retry only where it
// is offered (a read that failed); nothing once the link's outcome shows.
const FORM_EVENTS = ['RATING.CHOSEN', 'COMMENT.CHANGED', 'SUBMIT'] as const;
const ignores: IgnoredEvents<typeof evaluateMachine> = {
  'evaluate.invalid': [...FORM_EVENTS, 'RETRY'],
  'evaluate.loading': [...FORM_EVENTS, 'RETRY'],
  'evaluate.loadFailed': [...FORM_EVENTS],
  'evaluate.unknown': [...FORM_EVENTS, 'RETRY'],
  'evaluate.expired': [...FORM_EVENTS, 'RETRY'],
  'evaluate.alreadyAnswered': [...FORM_EVENTS, 'RETRY'],
  'evaluate.form': ['RETRY'],
  'evaluate.form.sending': [...FORM_EVENTS],
  'evaluate.thanked': [...FORM_EVENTS, 'RETRY'],
};

function model(token: string | null) {
  return createModel(evaluateMachine, {
    input: { token },
    oracle,
    ignores,
    events: {
      'xstate.done.actor.loadForm': [{ output: OPEN }, { output: ANSWERED }],
      'xstate.error.actor.loadForm': [{ error: NOT_FOUND }, { error: GONE }, { error: BROKEN }],
      'RATING.CHOSEN': [{ rating: 4 }, { rating: 1 }, { rating: 6 }],
      'COMMENT.CHANGED': [{ text: '  Sérieuse et ponctuelle.  ' }, { text: LONG }],
      'xstate.done.actor.sendAnswer': [{ output: ANSWERED }],
      'xstate.error.actor.sendAnswer': [{ error: CONFLICT }, { error: GONE }, { error: NOT_FOUND }, { error: BROKEN }],
    },
    alwaysPossible: ['RETRY', 'SUBMIT', 'RATING.CHOSEN', 'COMMENT.CHANGED'],
  });
}
const link = model(TOKEN);
const noToken = model(null);
const notAToken = model('abc');

describe('evaluate model, a link with a token', () => {
  for (const path of link.paths()) it(path.description, () => link.replay(path));
});
describe('evaluate model, a URL without a token, or not one', () => {
  for (const path of [...noToken.paths(), ...notAToken.paths()])
    it(path.description, () => (path.state.context.token === null ? noToken : notAToken).replay(path));
});

describe('the form’s rules, at their edges (docs/screens/evaluate.md)', () => {
  it('a rating is required, 1 to 5; a comment of 1,000 characters is taken once trimmed, 1,001 are not', () => {
    expect(evaluationProblems({ rating: null, comment: '' })).toEqual({ rating: 'required' });
    expect(evaluationProblems({ rating: 1, comment: ` ${'x'.repeat(1000)} ` })).toEqual({});
    expect(evaluationProblems({ rating: 5, comment: 'x'.repeat(1001) })).toEqual({ comment: 'tooLong' });
    expect(evaluationProblems({ rating: 0, comment: '' })).toEqual({ rating: 'required' });
    expect(evaluationProblems({ rating: 6, comment: '' })).toEqual({ rating: 'required' });
    expect(evaluationProblems({ rating: 2.5, comment: '' })).toEqual({ rating: 'required' });
    expect([0, 1, 2.5, 5, 6, null, '3'].map(isRating)).toEqual([false, true, false, true, false, false, false]);
  });
});

let fr: I18n;
beforeAll(async () => {
  fr = await shellI18n('fr');
});
afterEach(() => cleanup());

const button = (label: string) => [...document.body.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === label);

describe('evaluate view: what a person sees in each state, in French', () => {
  for (const path of chartCover(link.paths())) {
    it(path.description, () =>
      link.replay(path, {
        onStart: ({ actor }) => renderScreen(fr, <Evaluation actor={actor as never} />),
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="evaluate"]')!;
          const text = textOf(root);
          const formShown = root.querySelector('form');
          expect(Boolean(formShown)).toBe(snapshot.matches('form'));
          expect(Boolean(button('Réessayer'))).toBe(snapshot.matches('loadFailed'));
          if (snapshot.matches('loading')) expect(text).toContain('Chargement…');
          if (snapshot.matches('unknown')) expect(text).toContain('Ce lien d’évaluation n’est pas valide.');
          if (snapshot.matches('expired'))
            expect(text).toContain('Ce lien d’évaluation a expiré. Demandez à votre agence de vous l’envoyer à nouveau.');
          if (snapshot.matches('loadFailed')) expect(text).toContain('L’évaluation n’a pas pu être chargée.');
          if (snapshot.matches('alreadyAnswered'))
            expect(text).toContain(
              snapshot.context.form?.answeredOn
                ? 'Cette évaluation a déjà été faite le 21 oct. 2026. Merci.'
                : 'Cette évaluation a déjà été faite. Merci.',
            );
          if (snapshot.matches('thanked')) expect(text).toContain('Merci, votre évaluation a bien été enregistrée.');
          if (formShown) {
            // The worker's name is the server's text, rendered as text.
            expect(textOf(formShown.querySelector('h2'))).toBe('Évaluez la mission de Camille <b>Perrin</b>');
            expect(formShown.querySelector('b')).toBeNull();
            const checked = formShown.querySelector<HTMLInputElement>('input[type="radio"]:checked');
            expect(checked?.value ?? null).toBe(snapshot.context.rating === null ? null : String(snapshot.context.rating));
            expect(formShown.querySelector('textarea')!.value).toBe(snapshot.context.comment);
            const problems = snapshot.context.showProblems ? evaluationProblems(snapshot.context) : {};
            expect(text.includes('Choisissez une note de 1 à 5.')).toBe(Boolean(problems.rating));
            expect(text.includes('1000 caractères au plus.')).toBe(Boolean(problems.comment));
            expect(text.includes('Votre évaluation n’a pas pu être envoyée.')).toBe(snapshot.matches({ form: 'failed' }));
            expect(Boolean(button('Envoi…'))).toBe(snapshot.matches({ form: 'sending' }));
          }
        },
        send: (e, { actor }) => {
          const form = document.body.querySelector('form');
          const radio = form?.querySelector<HTMLInputElement>(`input[type="radio"][value="${(e as { rating?: number }).rating}"]`);
          if (e.type === 'RETRY' && button('Réessayer')) button('Réessayer')!.click();
          else if (e.type === 'SUBMIT' && button('Envoyer mon évaluation')) button('Envoyer mon évaluation')!.click();
          // A radio already checked fires nothing when clicked again: that event goes to the actor.
          else if (e.type === 'RATING.CHOSEN' && radio && !radio.disabled && !radio.checked) radio.click();
          else actor.send(e as never);
        },
      }),
    );
  }
});

publishJourneys('evaluate', { link, noToken, notAToken });

it('gate: every state, transition, named action and sneak path of the evaluation landing page', () =>
  assertJointCoverage([link, noToken, notAToken]));
