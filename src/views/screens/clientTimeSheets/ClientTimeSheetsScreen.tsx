// Time sheets, the client's (docs/screens/clientTimeSheets.md): the weeks the workers placed at the
// client's establishments sent, by tab. A week waiting for an answer has a box to tick: the weeks
// ticked are approved together, after a confirmation, from the bar above the list; or it is disputed
// alone, with a reason the worker reads. Names, positions, sites and reasons come from the server and
// are rendered as text.
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { TIME_SHEET_DISPUTE_REASON_MAX_LENGTH, TIME_SHEET_DISPUTE_REASON_MIN_LENGTH } from '../../../../machines/domain/constants';
import type { ClientTimeSheetItem } from '../../../../machines/clientTimeSheets/clientTimeSheets.machine';
import { formatDay } from '../../shared/calendarFormat';
import { DraftRestoredNotice } from '../../shared/DraftRestoredNotice';
import { ListView } from '../families/ListView';
import { useScreenTexts, type ScreenTexts } from '../texts';
import { useClientTimeSheets, type ClientTimeSheetsRef } from './useClientTimeSheets';
import './clientTimeSheets.css';

export const texts = {
  fr: {
    failed: 'Les relevés d’heures de vos intérimaires n’ont pas pu être chargés.',
    empty: {
      toApprove: 'Aucune semaine à valider : vous avez répondu à tout.',
      disputed: 'Aucune semaine contestée.',
      approved: 'Aucune semaine validée pour le moment.',
      all: 'Aucun relevé d’heures reçu pour le moment.',
    },
    weeks: 'Semaines de vos intérimaires',
    week: 'Semaine du {{from}} au {{to}}',
    status: {
      submitted: 'À valider',
      approved: 'Validée',
      disputed: 'Contestée, en attente de correction',
      draft: 'Brouillon',
    },
    disputeReason: 'Votre motif :',
    total: 'Total : {{worked}} sur {{planned}} h prévues',
    duration: '{{h}} h {{mm}}',
    sentOn: 'Envoyée le {{date}}.',
    answeredOn: { approved: 'Validée le {{date}}.', disputed: 'Contestée le {{date}}.' },
    hours: 'Détail des heures',
    day: 'Jour',
    start: 'Début',
    end: 'Fin',
    break: 'Pause',
    dayTotal: 'Total',
    notWorked: 'Non travaillé',
    breakMinutes: '{{minutes}} min',
    tick: 'Sélectionner la semaine du {{from}} au {{to}} de {{name}}',
    selection: {
      label: 'Validation des semaines',
      hint: 'Cochez les semaines à valider, une ou plusieurs.',
      count_one: '{{count}} semaine sélectionnée ({{total}})',
      count_other: '{{count}} semaines sélectionnées ({{total}})',
      approve: 'Valider la sélection',
      clear: 'Tout désélectionner',
      confirm_one: 'Valider {{count}} semaine ({{total}}) ? L’intérimaire en sera averti et ne pourra plus la modifier.',
      confirm_other: 'Valider {{count}} semaines ({{total}}) ? Les intérimaires en seront avertis et ne pourront plus les modifier.',
      confirmApprove: 'Valider',
      back: 'Revenir à la sélection',
      problem: {
        noneTicked: 'Cochez au moins une semaine à valider.',
        tooMany: 'Pas plus de 100 semaines à la fois : validez-les en plusieurs fois.',
      },
    },
    dispute: 'Contester',
    disputeName: 'Contester la semaine du {{from}} au {{to}} de {{name}}',
    disputeForm: {
      title: 'Contester la semaine du {{from}} au {{to}}',
      reason: 'Motif de la contestation',
      hint: 'Dites à l’intérimaire ce qu’il doit corriger ({{min}} à {{max}} caractères). Il lira ce motif tel quel.',
      counter: '{{length}} / {{max}}',
      send: 'Envoyer la contestation',
      problem: {
        required: 'Indiquez le motif de la contestation.',
        tooShort: 'Un motif d’au moins {{min}} caractères : dites ce qui est à corriger.',
        tooLong: 'Un motif de {{max}} caractères au plus.',
      },
    },
    cancel: 'Annuler',
    outcome: {
      approve: 'Semaines validées. Les intérimaires en sont avertis.',
      dispute: 'Semaine contestée. L’intérimaire en est averti et peut la corriger.',
    },
  },
  en: {
    failed: 'Your workers’ time sheets could not be loaded.',
    empty: {
      toApprove: 'No week to approve: you have answered everything.',
      disputed: 'No disputed week.',
      approved: 'No approved week yet.',
      all: 'No time sheet received yet.',
    },
    weeks: 'Your workers’ weeks',
    week: 'Week of {{from}} to {{to}}',
    status: {
      submitted: 'To approve',
      approved: 'Approved',
      disputed: 'Disputed, waiting for a correction',
      draft: 'Draft',
    },
    disputeReason: 'Your reason:',
    total: 'Total: {{worked}} of {{planned}} h planned',
    duration: '{{h}} h {{mm}}',
    sentOn: 'Sent on {{date}}.',
    answeredOn: { approved: 'Approved on {{date}}.', disputed: 'Disputed on {{date}}.' },
    hours: 'Hours in detail',
    day: 'Day',
    start: 'Start',
    end: 'End',
    break: 'Break',
    dayTotal: 'Total',
    notWorked: 'Not worked',
    breakMinutes: '{{minutes}} min',
    tick: 'Select the week of {{from}} to {{to}} of {{name}}',
    selection: {
      label: 'Approval of the weeks',
      hint: 'Tick the weeks to approve, one or several.',
      count_one: '{{count}} week selected ({{total}})',
      count_other: '{{count}} weeks selected ({{total}})',
      approve: 'Approve the selection',
      clear: 'Clear the selection',
      confirm_one: 'Approve {{count}} week ({{total}})? The worker will be told and will no longer be able to change it.',
      confirm_other: 'Approve {{count}} weeks ({{total}})? The workers will be told and will no longer be able to change them.',
      confirmApprove: 'Approve',
      back: 'Back to the selection',
      problem: {
        noneTicked: 'Tick at least one week to approve.',
        tooMany: 'No more than 100 weeks at once: approve them in several goes.',
      },
    },
    dispute: 'Dispute',
    disputeName: 'Dispute the week of {{from}} to {{to}} of {{name}}',
    disputeForm: {
      title: 'Dispute the week of {{from}} to {{to}}',
      reason: 'Reason for the dispute',
      hint: 'Tell the worker what to correct ({{min}} to {{max}} characters). They will read it as it is.',
      counter: '{{length}} / {{max}}',
      send: 'Send the dispute',
      problem: {
        required: 'Give the reason for the dispute.',
        tooShort: 'A reason of at least {{min}} characters: say what is to be corrected.',
        tooLong: 'A reason of at most {{max}} characters.',
      },
    },
    cancel: 'Cancel',
    outcome: {
      approve: 'Weeks approved. The workers have been told.',
      dispute: 'Week disputed. The worker has been told and can correct it.',
    },
  },
} satisfies ScreenTexts;

type T = ReturnType<typeof useScreenTexts>['t'];
type Screen = ReturnType<typeof useClientTimeSheets>;

const LIMITS = { min: TIME_SHEET_DISPUTE_REASON_MIN_LENGTH, max: TIME_SHEET_DISPUTE_REASON_MAX_LENGTH };
const duration = (t: T, minutes: number) => t('duration', { h: Math.floor(minutes / 60), mm: String(minutes % 60).padStart(2, '0') });
const weekNames = (sheet: ClientTimeSheetItem, language: string) => ({
  from: formatDay(sheet.weekStart, language, { day: 'numeric', month: 'long' }),
  to: formatDay(sheet.weekEnd, language, { day: 'numeric', month: 'long', year: 'numeric' }),
});

/** The screen's body, while its machine runs (the app machine's child `screen`). */
export default function ClientTimeSheetsScreen({ actorRef }: { actorRef: ClientTimeSheetsRef }) {
  const { t, i18n } = useScreenTexts('clientTimeSheets', texts);
  const screen = useClientTimeSheets(actorRef);
  const tab = screen.list.tab ?? 'all';
  return (
    <ListView
      list={screen.list}
      empty={t(`empty.${tab}`, { defaultValue: t('empty.all') })}
      failed={t('failed')}
      toolbar={<Toolbar screen={screen} t={t} />}
    >
      {(sheets) => (
        <ul className="client-sheets" aria-label={t('weeks')} aria-busy={screen.loading || screen.busy || undefined}>
          {sheets.map((sheet) => (
            <li key={sheet.id} data-item={sheet.id} data-status={sheet.status}>
              <Week sheet={sheet} screen={screen} t={t} language={i18n.language} />
            </li>
          ))}
        </ul>
      )}
    </ListView>
  );
}

/** Above the list: the approval's bar while weeks are ticked, and what the last answer did. */
function Toolbar({ screen, t }: { screen: Screen; t: T }) {
  const id = useId();
  const count = screen.ticked.length;
  const total = duration(t, screen.tickedMinutes);
  return (
    <>
      {screen.approving && (
        <section className="client-sheets__bar" aria-labelledby={`${id}-label`} data-approval="">
          <h2 id={`${id}-label`} className="visually-hidden">
            {t('selection.label')}
          </h2>
          {screen.draftRestored && <DraftRestoredNotice onDiscard={screen.cancel} disabled={screen.busy} />}
          {screen.confirmingApproval ? (
            <div role="group" aria-labelledby={`${id}-confirm`}>
              <p id={`${id}-confirm`}>{t('selection.confirm', { count, total })}</p>
              <div className="form-actions">
                <button type="button" className="button" onClick={screen.cancel} aria-disabled={screen.busy || undefined}>
                  {t('selection.back')}
                </button>
                <ConfirmButton screen={screen} label={t('selection.confirmApprove')} />
              </div>
            </div>
          ) : (
            <>
              <p aria-live="polite">{count > 0 ? t('selection.count', { count, total }) : t('selection.hint')}</p>
              {screen.approvalProblem && (
                <p className="form-error" role="alert">
                  {t(`selection.problem.${screen.approvalProblem}`)}
                </p>
              )}
              <div className="form-actions">
                <button type="button" className="button" onClick={screen.cancel} aria-disabled={screen.busy || undefined}>
                  {t('selection.clear')}
                </button>
                <button type="button" className="button button--primary" onClick={screen.approve} aria-disabled={screen.busy || undefined}>
                  {t('selection.approve')}
                </button>
              </div>
            </>
          )}
        </section>
      )}
      {screen.outcome && (
        <p className="client-sheets__outcome" role="status">
          {t(`outcome.${screen.outcome.action}`)}
        </p>
      )}
    </>
  );
}

/** The confirmation's button: takes the keyboard when the question shows, busy while the call is under way. */
function ConfirmButton({ screen, label }: { screen: Screen; label: string }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <button
      ref={button}
      type="button"
      className="button button--primary"
      onClick={screen.confirm}
      aria-disabled={screen.busy || undefined}
      aria-busy={screen.busy || undefined}
    >
      {label}
    </button>
  );
}

function Week({ sheet, screen, t, language }: { sheet: ClientTimeSheetItem; screen: Screen; t: T; language: string }) {
  const titleId = useId();
  const names = weekNames(sheet, language);
  const minutes = screen.minutesOf(sheet);
  const disputing = screen.disputing === sheet.id;
  // The dispute's form closed (sent, cancelled): the keyboard goes back to the week.
  const wasDisputing = useRef(disputing);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (wasDisputing.current && !disputing) title.current?.focus();
    wasDisputing.current = disputing;
  }, [disputing]);
  const tickable = screen.canAnswer(sheet) && (screen.idle || (screen.approving && !screen.confirmingApproval));
  const answeredOn =
    sheet.answeredAt && (sheet.status === 'approved' || sheet.status === 'disputed')
      ? t(`answeredOn.${sheet.status}`, { date: formatDay(sheet.answeredAt.slice(0, 10), language, { dateStyle: 'long' }) })
      : null;
  return (
    <article className={`client-week client-week--${sheet.status}`} aria-labelledby={titleId}>
      <header className="client-week__header">
        {screen.canAnswer(sheet) && (
          <input
            type="checkbox"
            className="client-week__tick"
            checked={screen.isTicked(sheet.id)}
            disabled={!tickable}
            aria-label={t('tick', { ...names, name: sheet.workerName, interpolation: { escapeValue: false } })}
            onChange={(event) => screen.tick(sheet.id, event.target.checked)}
          />
        )}
        <div className="client-week__titles">
          <h3 id={titleId} ref={title} tabIndex={-1}>
            {sheet.workerName}
          </h3>
          <p className="client-week__week">{t('week', names)}</p>
          <p className="client-week__mission">
            {sheet.position} · {sheet.establishmentName}
          </p>
          <p className="client-week__status" data-status={sheet.status}>
            {t(`status.${sheet.status}`)}
          </p>
        </div>
      </header>
      {sheet.status === 'disputed' && sheet.disputeReason && (
        <p className="client-week__dispute" role="note">
          <strong>{t('disputeReason')}</strong> {sheet.disputeReason}
        </p>
      )}
      <p className="client-week__total">{t('total', { worked: duration(t, minutes), planned: sheet.plannedHours })}</p>
      <p className="client-week__dates">
        {sheet.submittedAt && t('sentOn', { date: formatDay(sheet.submittedAt.slice(0, 10), language, { dateStyle: 'long' }) })}{' '}
        {answeredOn}
      </p>
      <Days sheet={sheet} t={t} language={language} />
      {disputing ? (
        <DisputeForm screen={screen} t={t} names={names} />
      ) : (
        screen.idle &&
        screen.canAnswer(sheet) && (
          <div className="form-actions client-week__actions">
            <button
              type="button"
              className="button"
              onClick={() => screen.dispute(sheet.id)}
              aria-label={t('disputeName', { ...names, name: sheet.workerName, interpolation: { escapeValue: false } })}
            >
              {t('dispute')}
            </button>
          </div>
        )
      )}
    </article>
  );
}

/** The dispute of one week: its reason, a counter, the problem, Cancel and Send. */
function DisputeForm({ screen, t, names }: { screen: Screen; t: T; names: { from: string; to: string } }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  // Opened by the person: the keyboard starts in the reason (a form restored on arrival leaves the focus where it is).
  const restored = useRef(screen.draftRestored);
  useEffect(() => {
    if (!restored.current) field.current?.focus();
  }, []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    flushSync(() => screen.sendDispute());
    if (field.current?.getAttribute('aria-invalid') === 'true') field.current.focus();
  };
  const problem = screen.reasonProblem;
  return (
    <form ref={form} className="client-week__form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('disputeForm.title', names)}</h4>
      {screen.draftRestored && <DraftRestoredNotice onDiscard={screen.cancel} disabled={screen.busy} />}
      <label htmlFor={`${id}-reason`}>{t('disputeForm.reason')}</label>
      <p className="form-hint" id={`${id}-hint`}>
        {t('disputeForm.hint', LIMITS)}
      </p>
      <textarea
        ref={field}
        id={`${id}-reason`}
        name="reason"
        rows={3}
        value={screen.reason}
        readOnly={screen.busy}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint ${id}-counter${problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => screen.typeReason(event.target.value)}
      />
      <p className="client-week__counter" id={`${id}-counter`}>
        {t('disputeForm.counter', { length: screen.reasonLength, max: LIMITS.max })}
      </p>
      {problem && (
        <p className="form-error" id={`${id}-problem`} aria-live="polite">
          {t(`disputeForm.problem.${problem}`, LIMITS)}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={screen.cancel} aria-disabled={screen.busy || undefined}>
          {t('cancel')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={screen.busy || undefined}
          aria-busy={screen.busy || undefined}
        >
          {t('disputeForm.send')}
        </button>
      </div>
    </form>
  );
}

/** A week's days as sent, read-only. */
function Days({ sheet, t, language }: { sheet: ClientTimeSheetItem; t: T; language: string }) {
  const minutesOf = (start: string, end: string, pause: number) =>
    Number(end.slice(0, 2)) * 60 + Number(end.slice(3)) - Number(start.slice(0, 2)) * 60 - Number(start.slice(3)) - pause;
  return (
    <details className="client-week__days" open={sheet.status === 'submitted'}>
      <summary>{t('hours')}</summary>
      {/* Scrolls sideways on a narrow screen: the keyboard can reach it to scroll it. */}
      <div className="client-week__table" role="region" aria-label={t('hours')} tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('day')}</th>
              <th scope="col">{t('start')}</th>
              <th scope="col">{t('end')}</th>
              <th scope="col">{t('break')}</th>
              <th scope="col">{t('dayTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {sheet.days.map((day) => (
              <tr key={day.date} data-day={day.date}>
                <th scope="row">{formatDay(day.date, language, { weekday: 'short', day: 'numeric', month: 'short' })}</th>
                {day.start !== null && day.end !== null ? (
                  <>
                    <td>{day.start}</td>
                    <td>{day.end}</td>
                    <td>{t('breakMinutes', { minutes: day.breakMinutes ?? 0 })}</td>
                    <td>{duration(t, minutesOf(day.start, day.end, day.breakMinutes ?? 0))}</td>
                  </>
                ) : (
                  <td colSpan={4} className="client-week__not-worked">
                    {t('notWorked')}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
