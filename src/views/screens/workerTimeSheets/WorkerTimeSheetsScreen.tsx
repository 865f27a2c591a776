// Time sheets, the worker's (docs/screens/workerTimeSheets.md): the weeks of the tab, one per mission
// and week. A draft or disputed week opens on its form: start, end and break of each day, the day's
// and the week's totals and the problems as the person types; saved as a draft, then sent to the
// client after a confirmation. A sent or approved week shows its days, read-only. Names of clients,
// sites, positions and the client's reason come from the server and are rendered as text.
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { DAY_FIELDS, dayFieldName, readDay, type DayField, type TimeSheet } from '../../../../machines/domain/timeSheets';
import type { TimeSheetItem } from '../../../../machines/workerTimeSheets/workerTimeSheets.machine';
import { formatDay } from '../../shared/calendarFormat';
import { DraftRestoredNotice } from '../../shared/DraftRestoredNotice';
import { focusFirstProblem } from '../../shared/ProfileFields';
import { ListView } from '../families/ListView';
import { useScreenTexts, type ScreenTexts } from '../texts';
import { useWorkerTimeSheets, type WorkerTimeSheetsRef } from './useWorkerTimeSheets';
import './workerTimeSheets.css';

export const texts = {
  fr: {
    failed: 'Vos relevés d’heures n’ont pas pu être chargés.',
    empty: {
      toFill: 'Aucune semaine à remplir : tout est envoyé.',
      submitted: 'Aucune semaine en attente de validation.',
      approved: 'Aucune semaine validée pour le moment.',
      all: 'Aucun relevé d’heures pour le moment.',
    },
    weeks: 'Vos semaines',
    week: 'Semaine du {{from}} au {{to}}',
    mission: '{{position}} · {{client}}, {{site}}',
    status: {
      empty: 'À remplir',
      draft: 'Brouillon',
      submitted: 'Envoyée, en attente de validation',
      approved: 'Validée par le client',
      disputed: 'Contestée par le client',
    },
    disputeReason: 'Motif du client :',
    total: 'Total : {{worked}} sur {{planned}} h prévues',
    duration: '{{h}} h {{mm}}',
    sentOn: 'Envoyée le {{date}}.',
    answeredOn: { approved: 'Validée le {{date}}.', disputed: 'Contestée le {{date}}.' },
    hours: 'Détail des heures',
    fill: 'Remplir la semaine',
    edit: 'Modifier',
    correct: 'Corriger la semaine',
    send: 'Envoyer au client',
    actionName: '{{action}} du {{from}} au {{to}}',
    day: 'Jour',
    start: 'Début',
    end: 'Fin',
    break: 'Pause (min)',
    dayTotal: 'Total',
    notWorked: 'Non travaillé',
    breakMinutes: '{{minutes}} min',
    form: {
      title: 'Heures de la semaine du {{from}} au {{to}}',
      hint: 'Laissez vides les jours non travaillés. Heures au format 8h, 8:30, 8h30 ou 830 ; pause en minutes.',
      weekTotal: 'Total de la semaine : {{total}}',
      save: 'Enregistrer le brouillon',
    },
    problem: {
      notATime: 'Une heure de 00:00 à 23:59 (24:00 pour finir à minuit).',
      notMinutes: 'Une pause en minutes entières, par exemple 30.',
      missing: { start: 'Indiquez l’heure de début.', end: 'Indiquez l’heure de fin.', break: 'Indiquez la pause.' },
      endBeforeStart: 'La fin doit venir après le début, le même jour.',
      breakTooLong: 'La pause doit être plus courte que la journée.',
    },
    confirm: 'Envoyer la semaine du {{from}} au {{to}} ({{total}}) à {{client}} ? Vous ne pourrez plus la modifier.',
    confirmSend: 'Envoyer',
    cancel: 'Annuler',
    outcome: {
      fill: 'Semaine enregistrée en brouillon. Envoyez-la au client quand elle est complète.',
      submit: 'Semaine envoyée à {{client}} pour validation.',
    },
  },
  en: {
    failed: 'Your time sheets could not be loaded.',
    empty: {
      toFill: 'No week to fill: everything has been sent.',
      submitted: 'No week waiting for approval.',
      approved: 'No approved week yet.',
      all: 'No time sheet yet.',
    },
    weeks: 'Your weeks',
    week: 'Week of {{from}} to {{to}}',
    mission: '{{position}} · {{client}}, {{site}}',
    status: {
      empty: 'To fill',
      draft: 'Draft',
      submitted: 'Sent, waiting for approval',
      approved: 'Approved by the client',
      disputed: 'Disputed by the client',
    },
    disputeReason: 'The client’s reason:',
    total: 'Total: {{worked}} of {{planned}} h planned',
    duration: '{{h}} h {{mm}}',
    sentOn: 'Sent on {{date}}.',
    answeredOn: { approved: 'Approved on {{date}}.', disputed: 'Disputed on {{date}}.' },
    hours: 'Hours in detail',
    fill: 'Fill in the week',
    edit: 'Edit',
    correct: 'Correct the week',
    send: 'Send to the client',
    actionName: '{{action}}: {{from}} to {{to}}',
    day: 'Day',
    start: 'Start',
    end: 'End',
    break: 'Break (min)',
    dayTotal: 'Total',
    notWorked: 'Not worked',
    breakMinutes: '{{minutes}} min',
    form: {
      title: 'Hours of the week of {{from}} to {{to}}',
      hint: 'Leave the days not worked empty. Times as 8, 8:30, 8h30 or 830; the break in minutes.',
      weekTotal: 'Week total: {{total}}',
      save: 'Save as draft',
    },
    problem: {
      notATime: 'A time from 00:00 to 23:59 (24:00 to end at midnight).',
      notMinutes: 'A break in whole minutes, for example 30.',
      missing: { start: 'Give the start time.', end: 'Give the end time.', break: 'Give the break.' },
      endBeforeStart: 'The end must come after the start, on the same day.',
      breakTooLong: 'The break must be shorter than the day.',
    },
    confirm: 'Send the week of {{from}} to {{to}} ({{total}}) to {{client}}? You will not be able to change it.',
    confirmSend: 'Send',
    cancel: 'Cancel',
    outcome: {
      fill: 'Week saved as a draft. Send it to the client once it is complete.',
      submit: 'Week sent to {{client}} for approval.',
    },
  },
} satisfies ScreenTexts;

type T = ReturnType<typeof useScreenTexts>['t'];
type Screen = ReturnType<typeof useWorkerTimeSheets>;

const duration = (t: T, minutes: number) => t('duration', { h: Math.floor(minutes / 60), mm: String(minutes % 60).padStart(2, '0') });
const weekNames = (sheet: TimeSheet, language: string) => ({
  from: formatDay(sheet.weekStart, language, { day: 'numeric', month: 'long' }),
  to: formatDay(sheet.weekEnd, language, { day: 'numeric', month: 'long', year: 'numeric' }),
});

/** The screen's body, while its machine runs (the app machine's child `screen`). */
export default function WorkerTimeSheetsScreen({ actorRef }: { actorRef: WorkerTimeSheetsRef }) {
  const { t, i18n } = useScreenTexts('workerTimeSheets', texts);
  const screen = useWorkerTimeSheets(actorRef);
  const tab = screen.list.tab ?? 'all';
  return (
    <ListView list={screen.list} empty={t(`empty.${tab}`, { defaultValue: t('empty.all') })} failed={t('failed')}>
      {(sheets) => (
        <ul className="time-sheets" aria-label={t('weeks')} aria-busy={screen.loading || screen.busy || undefined}>
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

function Week({ sheet, screen, t, language }: { sheet: TimeSheetItem; screen: Screen; t: T; language: string }) {
  const titleId = useId();
  const names = weekNames(sheet, language);
  const minutes = screen.minutesOf(sheet);
  const status = sheet.status === 'draft' && minutes === 0 ? 'empty' : sheet.status;
  const filling = screen.filling === sheet.id;
  const action = (name: string) => t('actionName', { action: name, ...names });
  const fillLabel = t(sheet.status === 'disputed' ? 'correct' : minutes > 0 ? 'edit' : 'fill');
  const outcome = screen.outcome?.targetId === sheet.id ? screen.outcome.action : null;
  // The week's form or question closed (saved, sent, cancelled): the keyboard goes back to the week.
  const engaged = filling || screen.confirming === sheet.id;
  const wasEngaged = useRef(engaged);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (wasEngaged.current && !engaged) title.current?.focus();
    wasEngaged.current = engaged;
  }, [engaged]);
  return (
    <article className={`week week--${status}`} aria-labelledby={titleId}>
      <header className="week__header">
        <h3 id={titleId} ref={title} tabIndex={-1}>
          {t('week', names)}
        </h3>
        <p className="week__mission">
          {t('mission', { position: sheet.position, client: sheet.clientName, site: sheet.establishmentName })}
        </p>
        <p className="week__status" data-status={status}>
          {t(`status.${status}`)}
        </p>
      </header>
      {sheet.status === 'disputed' && sheet.disputeReason && (
        <p className="week__dispute" role="note">
          <strong>{t('disputeReason')}</strong> {sheet.disputeReason}
        </p>
      )}
      {filling ? (
        <WeekForm screen={screen} t={t} language={language} names={names} />
      ) : (
        <>
          <p className="week__total">{t('total', { worked: duration(t, minutes), planned: sheet.plannedHours })}</p>
          {(sheet.submittedAt || sheet.answeredAt) && (
            <p className="week__dates">
              {sheet.submittedAt && t('sentOn', { date: formatDay(sheet.submittedAt.slice(0, 10), language, { dateStyle: 'long' }) })}{' '}
              {sheet.answeredAt &&
                (sheet.status === 'approved' || sheet.status === 'disputed') &&
                t(`answeredOn.${sheet.status}`, { date: formatDay(sheet.answeredAt.slice(0, 10), language, { dateStyle: 'long' }) })}
            </p>
          )}
          {minutes > 0 && <SavedDays sheet={sheet} t={t} language={language} open={sheet.status === 'disputed'} />}
        </>
      )}
      {screen.confirming === sheet.id ? (
        <div className="week__confirm" role="group" aria-labelledby={`${titleId}-confirm`}>
          <p id={`${titleId}-confirm`}>{t('confirm', { ...names, total: duration(t, minutes), client: sheet.clientName })}</p>
          <div className="form-actions">
            <button type="button" className="button" onClick={screen.cancel} aria-disabled={screen.busy || undefined}>
              {t('cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={screen.confirm}
              aria-disabled={screen.busy || undefined}
              aria-busy={screen.busy || undefined}
            >
              {t('confirmSend')}
            </button>
          </div>
        </div>
      ) : (
        screen.idle &&
        (screen.canFill(sheet) || screen.canSend(sheet)) && (
          <div className="form-actions week__actions">
            {screen.canFill(sheet) && (
              <button type="button" className="button" onClick={() => screen.fill(sheet.id)} aria-label={action(fillLabel)}>
                {fillLabel}
              </button>
            )}
            {screen.canSend(sheet) && (
              <button type="button" className="button button--primary" onClick={() => screen.send(sheet.id)} aria-label={action(t('send'))}>
                {t('send')}
              </button>
            )}
          </div>
        )
      )}
      {outcome && (
        <p className="week__outcome" role="status">
          {t(`outcome.${outcome}`, { client: sheet.clientName })}
        </p>
      )}
    </article>
  );
}

/** The week's form: one group of three fields per day, the totals and the problems as the person types. */
function WeekForm({ screen, t, language, names }: { screen: Screen; t: T; language: string; names: { from: string; to: string } }) {
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  // Opened by the person: the keyboard starts on Monday's start (a form restored on arrival leaves the focus where it is).
  const restored = useRef(screen.draftRestored);
  useEffect(() => {
    if (!restored.current) form.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    flushSync(() => screen.save());
    focusFirstProblem(form.current);
  };
  const problemText = (field: DayField, name: string) => {
    const problem = screen.problems[name];
    if (!problem) return null;
    return problem === 'missing' ? t(`problem.missing.${field}`) : t(`problem.${problem}`);
  };
  return (
    <form ref={form} className="week-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="visually-hidden">
        {t('form.title', names)}
      </h4>
      {screen.draftRestored && <DraftRestoredNotice onDiscard={screen.discardDraft} disabled={screen.busy} />}
      <p className="form-hint" id={`${id}-hint`}>
        {t('form.hint')}
      </p>
      {screen.days.map(({ date, minutes }, index) => {
        const dayName = formatDay(date, language, { weekday: 'long', day: 'numeric', month: 'long' });
        return (
          <fieldset key={date} className="week-day" data-day={date}>
            <legend>
              <span className="week-day__name">{dayName}</span>
              <span className="week-day__total" data-day-total={date}>
                {minutes > 0 ? duration(t, minutes) : ''}
              </span>
            </legend>
            <div className="week-day__fields">
              {DAY_FIELDS.map((field) => {
                const name = dayFieldName(date, field);
                const problem = problemText(field, name);
                return (
                  <div key={field} className="week-day__field">
                    <label htmlFor={`${id}-${name}`}>
                      {t(field)}
                      <span className="visually-hidden"> {dayName}</span>
                    </label>
                    <input
                      id={`${id}-${name}`}
                      name={name}
                      value={screen.draft[name] ?? ''}
                      inputMode={field === 'break' ? 'numeric' : 'decimal'}
                      autoComplete="off"
                      placeholder={field === 'break' ? '30' : field === 'start' ? '08:00' : '16:00'}
                      readOnly={screen.busy}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `${id}-${name}-problem` : index === 0 ? `${id}-hint` : undefined}
                      onChange={(event) => screen.change(name, event.target.value)}
                    />
                  </div>
                );
              })}
            </div>
            <div className="week-day__problems" aria-live="polite">
              {DAY_FIELDS.map((field) => {
                const name = dayFieldName(date, field);
                const problem = problemText(field, name);
                return problem ? (
                  <p key={field} id={`${id}-${name}-problem`} className="form-error">
                    {problem}
                  </p>
                ) : null;
              })}
            </div>
          </fieldset>
        );
      })}
      <p className="week-form__total" aria-live="polite">
        {t('form.weekTotal', { total: duration(t, screen.weekMinutes) })}
      </p>
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
          {t('form.save')}
        </button>
      </div>
    </form>
  );
}

/** A week's days as saved, read-only. */
function SavedDays({ sheet, t, language, open }: { sheet: TimeSheet; t: T; language: string; open: boolean }) {
  return (
    <details className="week__days" open={open}>
      <summary>{t('hours')}</summary>
      {/* Scrolls sideways on a narrow screen: the keyboard can reach it to scroll it. */}
      <div className="week__table" role="region" aria-label={t('hours')} tabIndex={0}>
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
            {sheet.days.map((day) => {
              const worked = day.start !== null && day.end !== null;
              const { minutes } = readDay(day.start ?? '', day.end ?? '', String(day.breakMinutes ?? ''));
              return (
                <tr key={day.date} data-day={day.date}>
                  <th scope="row">{formatDay(day.date, language, { weekday: 'short', day: 'numeric', month: 'short' })}</th>
                  {worked ? (
                    <>
                      <td>{day.start}</td>
                      <td>{day.end}</td>
                      <td>{t('breakMinutes', { minutes: day.breakMinutes ?? 0 })}</td>
                      <td>{duration(t, minutes)}</td>
                    </>
                  ) : (
                    <td colSpan={4} className="week__not-worked">
                      {t('notWorked')}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}
