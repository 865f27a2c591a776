// Temporary workers › planning, for the agency (docs/screens/agencyPlanning.md): one row per worker at
// work in the period, one cell per day, as a WAI-ARIA grid with one tab stop (roving tabindex: the
// arrows move between cells, Home and End to the row's first and last day, Page Up and Page Down to
// the previous and next period). Weeks start on the interface language's first day (spec section 9).
// The focused cell shows in full below the grid. Names, clients, sites and positions come from the
// server and are rendered as text.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { weekOf } from '../../../../machines/domain/calendar';
import { monthDays, rowsOn, type AgencyPlannedMission } from '../../../../machines/domain/agencyPlanning';
import { firstDayOfWeek, formatDay } from '../../shared/calendarFormat';
import { PeriodBar } from '../../shared/PeriodBar';
import { useScreenTexts, type ScreenTexts } from '../texts';
import { useAgencyPlanning, type AgencyPlanningRef } from './useAgencyPlanning';
import './agencyPlanning.css';

export const texts = {
  fr: {
    loading: 'Chargement…',
    failed: 'Le planning n’a pas pu être chargé.',
    previous: { month: 'Mois précédent', week: 'Semaine précédente' },
    next: { month: 'Mois suivant', week: 'Semaine suivante' },
    today: 'Aujourd’hui',
    weekTitle: 'Semaine du {{from}} au {{to}}',
    reading: 'Chargement de la période demandée… Le planning ci-dessous reste celui de la période affichée.',
    readFailed: 'La période demandée n’a pas pu être chargée : le planning ci-dessous reste celui de la période affichée.',
    keys: 'Flèches : changer de case ; Début et Fin : premier et dernier jour ; Page précédente et Page suivante : changer de {{period}}.',
    period: { month: 'mois', week: 'semaine' },
    worker: 'Intérimaire',
    empty: 'Aucun intérimaire en mission sur cette période.',
    off: 'Pas de mission',
    cell: '{{position}}, {{site}}',
    detailTitle: '{{worker}}, {{day}}',
    detail: '{{position}} chez {{client}}, {{site}}, de {{start}} à {{end}}',
  },
  en: {
    loading: 'Loading…',
    failed: 'The planning could not be loaded.',
    previous: { month: 'Previous month', week: 'Previous week' },
    next: { month: 'Next month', week: 'Next week' },
    today: 'Today',
    weekTitle: 'Week of {{from}} to {{to}}',
    reading: 'Loading the period asked for… The planning below stays the one of the period shown.',
    readFailed: 'The period asked for could not be loaded: the planning below stays the one of the period shown.',
    keys: 'Arrows: another cell; Home and End: the first and last day; Page Up and Page Down: another {{period}}.',
    period: { month: 'month', week: 'week' },
    worker: 'Temporary worker',
    empty: 'No temporary worker on a mission in this period.',
    off: 'No mission',
    cell: '{{position}}, {{site}}',
    detailTitle: '{{worker}}, {{day}}',
    detail: '{{position}} at {{client}}, {{site}}, from {{start}} to {{end}}',
  },
} satisfies ScreenTexts;

type T = ReturnType<typeof useScreenTexts>['t'];

/** The screen's body, while its machine runs (the app machine's child `screen`). */
export default function AgencyPlanningScreen({ actorRef }: { actorRef: AgencyPlanningRef }) {
  const { t, i18n } = useScreenTexts('agencyPlanning', texts);
  const planning = useAgencyPlanning(actorRef);
  const busy = planning.phase === 'loading' || planning.phase === 'reading';
  return (
    <div className="aplan" data-machine="agencyPlanning" data-state={planning.state} aria-busy={busy || undefined}>
      {planning.phase === 'loading' && <p role="status">{t('loading')}</p>}
      {planning.phase === 'loadFailed' && <p role="note">{t('failed')}</p>}
      {planning.shown && <Planning planning={planning} t={t} language={i18n.language} />}
    </div>
  );
}

function Planning({ planning, t, language }: { planning: ReturnType<typeof useAgencyPlanning>; t: T; language: string }) {
  const titleId = useId();
  const shown = planning.shown!;
  const days = planning.month ? monthDays(shown.anchor) : weekOf(shown.anchor, firstDayOfWeek(language));
  const rows = rowsOn(days, shown.rows);
  const title = planning.month
    ? formatDay(shown.anchor, language, { month: 'long', year: 'numeric' })
    : t('weekTitle', {
        from: formatDay(days[0], language, { day: 'numeric', month: 'long' }),
        to: formatDay(days[6], language, { day: 'numeric', month: 'long', year: 'numeric' }),
      });
  const period = planning.tabMonth ? 'month' : 'week';
  return (
    <>
      <PeriodBar
        block="aplan"
        titleId={titleId}
        title={title}
        period={period}
        t={t}
        onPrevious={planning.previous}
        onToday={planning.backToToday}
        onNext={planning.next}
      />
      {planning.phase === 'reading' && (
        <p role="status" className="aplan__note">
          {t('reading')}
        </p>
      )}
      {planning.phase === 'readFailed' && (
        <p role="note" className="aplan__note">
          {t('readFailed')}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="aplan__empty">{t('empty')}</p>
      ) : (
        <Grid
          titleId={titleId}
          days={days}
          rows={rows}
          today={planning.today}
          month={planning.month}
          onPage={(step) => (step < 0 ? planning.previous() : planning.next())}
          period={period}
          t={t}
          language={language}
        />
      )}
    </>
  );
}

type Row = ReturnType<typeof rowsOn>[number];

function Grid({
  titleId,
  days,
  rows,
  today,
  month,
  onPage,
  period,
  t,
  language,
}: {
  titleId: string;
  days: string[];
  rows: Row[];
  today: string | null;
  month: boolean;
  onPage: (step: -1 | 1) => void;
  period: 'month' | 'week';
  t: T;
  language: string;
}) {
  const table = useRef<HTMLTableElement>(null);
  const todayColumn = today === null ? -1 : days.indexOf(today);
  // The cell with the tab stop: today's column of the first row when today is in the period.
  const [cell, setCell] = useState<[number, number]>(() => [0, Math.max(todayColumn, 0)]);
  const [row, column] = [Math.min(cell[0], rows.length - 1), Math.min(cell[1], days.length - 1)];
  // Set by a key the grid handled: the new cell takes the keyboard focus once drawn, in this period
  // or, after Page Up or Page Down, in the next one read (the same row and day of the period).
  const keyed = useRef(false);
  const drawn = `${row}-${column}-${days[0]}-${rows.map((r) => r.workerId).join()}`;
  useEffect(() => {
    if (!keyed.current) return;
    keyed.current = false;
    table.current?.querySelector<HTMLElement>(`[data-cell="${row}-${column}"]`)?.focus();
  }, [drawn, row, column]);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = [rows.length - 1, days.length - 1] as const;
    const to = (r: number, c: number) => setCell([Math.max(0, Math.min(r, last[0])), Math.max(0, Math.min(c, last[1]))]);
    const step: Record<string, () => void> = {
      ArrowLeft: () => to(row, column - 1),
      ArrowRight: () => to(row, column + 1),
      ArrowUp: () => to(row - 1, column),
      ArrowDown: () => to(row + 1, column),
      Home: () => to(row, 0),
      End: () => to(row, last[1]),
      PageUp: () => onPage(-1),
      PageDown: () => onPage(1),
    };
    if (!Object.hasOwn(step, event.key)) return;
    event.preventDefault();
    keyed.current = true;
    step[event.key]();
  };

  const focused = rows[row].cells[column];
  return (
    <>
      <p className="form-hint" id={`${titleId}-keys`}>
        {t('keys', { period: t(`period.${period}`) })}
      </p>
      <div className="aplan__scroll">
        <table
          ref={table}
          role="grid"
          className={`aplan__grid${month ? ' aplan__grid--month' : ''}`}
          aria-labelledby={titleId}
          aria-describedby={`${titleId}-keys`}
          onKeyDown={onKeyDown}
        >
          <thead>
            <tr>
              <th scope="col" className="aplan__worker">
                {t('worker')}
              </th>
              {days.map((date) => (
                <th scope="col" key={date} className="aplan__day" aria-current={date === today ? 'date' : undefined}>
                  <abbr title={formatDay(date, language, { weekday: 'long', day: 'numeric', month: 'long' })}>
                    <span className="aplan__weekday">{formatDay(date, language, { weekday: month ? 'narrow' : 'short' })}</span>{' '}
                    {Number(date.slice(8))}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((worker, r) => (
              <tr key={worker.workerId} data-worker={worker.workerId}>
                <th scope="row" className="aplan__worker">
                  {worker.workerName}
                </th>
                {worker.cells.map(({ date, missions }, c) => (
                  <td
                    key={date}
                    role="gridcell"
                    data-cell={`${r}-${c}`}
                    data-date={date}
                    tabIndex={r === row && c === column ? 0 : -1}
                    aria-selected={r === row && c === column}
                    className={`aplan__cell${missions.length ? ' aplan__cell--worked' : ''}`}
                    onClick={() => setCell([r, c])}
                    onFocus={() => (r !== row || c !== column) && setCell([r, c])}
                  >
                    {missions.length === 0 ? (
                      <span className="visually-hidden">{t('off')}</span>
                    ) : (
                      missions.map((mission) => (
                        <span key={mission.id} className="aplan__mission">
                          <span className={month ? 'visually-hidden' : undefined}>
                            {t('cell', { position: mission.position, site: mission.establishmentName })}
                          </span>
                        </span>
                      ))
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CellDetail worker={rows[row].workerName} date={focused.date} missions={focused.missions} t={t} language={language} />
    </>
  );
}

function CellDetail({
  worker,
  date,
  missions,
  t,
  language,
}: {
  worker: string;
  date: string;
  missions: AgencyPlannedMission[];
  t: T;
  language: string;
}) {
  return (
    <section className="aplan__detail" aria-live="polite">
      <h4>
        {t('detailTitle', { worker, day: formatDay(date, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) })}
      </h4>
      {missions.length === 0 ? (
        <p>{t('off')}</p>
      ) : (
        missions.map((mission) => (
          <p key={mission.id} data-mission={mission.id}>
            {t('detail', {
              position: mission.position,
              client: mission.clientName,
              site: mission.establishmentName,
              start: mission.dayStart,
              end: mission.dayEnd,
            })}
          </p>
        ))
      )}
    </section>
  );
}
