// Temporary workers, for a worker: their own planning (docs/screens/workerPlanning.md). The month tab
// is a calendar grid, the week tab a list of seven days; in both the focused day's missions show
// below, and the keyboard moves through the days (arrows, Home, End, Page Up, Page Down). Weeks
// start on the interface language's first day (Monday in French, Sunday in English, spec section 9).
// Clients, sites and positions come from the server and are rendered as text.
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { addDays, monthWeeks, startOfWeek, weekOf } from '../../../../machines/domain/calendar';
import { missionsOn, missionStatusOn, type PlannedMission } from '../../../../machines/domain/planning';
import { firstDayOfWeek, formatDay } from '../../shared/calendarFormat';
import { PeriodBar } from '../../shared/PeriodBar';
import { useScreenTexts, type ScreenTexts } from '../texts';
import { useWorkerPlanning, type WorkerPlanningRef } from './useWorkerPlanning';
import './workerPlanning.css';

export const texts = {
  fr: {
    loading: 'Chargement…',
    failed: 'Votre planning n’a pas pu être chargé.',
    previous: { month: 'Mois précédent', week: 'Semaine précédente' },
    next: { month: 'Mois suivant', week: 'Semaine suivante' },
    today: 'Aujourd’hui',
    weekTitle: 'Semaine du {{from}} au {{to}}',
    keys: 'Flèches : changer de jour ; Page précédente et Page suivante : changer de {{period}}.',
    period: { month: 'mois', week: 'semaine' },
    rest: 'Pas de mission',
    dayTitle: 'Votre journée du {{day}}',
    mission: '{{position}} chez {{client}}',
    place: '{{site}}, {{address}}',
    hours: 'De {{start}} à {{end}}, pause de {{pause}} min',
    missions: 'Vos missions',
    missionDates: 'Du {{from}} au {{to}}, {{hours}} h par semaine',
    status: { ended: 'Terminée', current: 'En cours', upcoming: 'À venir' },
    none: 'Aucune mission pour le moment.',
  },
  en: {
    loading: 'Loading…',
    failed: 'Your planning could not be loaded.',
    previous: { month: 'Previous month', week: 'Previous week' },
    next: { month: 'Next month', week: 'Next week' },
    today: 'Today',
    weekTitle: 'Week of {{from}} to {{to}}',
    keys: 'Arrows: another day; Page Up and Page Down: another {{period}}.',
    period: { month: 'month', week: 'week' },
    rest: 'No mission',
    dayTitle: 'Your day: {{day}}',
    mission: '{{position}} at {{client}}',
    place: '{{site}}, {{address}}',
    hours: 'From {{start}} to {{end}}, a {{pause}} min break',
    missions: 'Your missions',
    missionDates: 'From {{from}} to {{to}}, {{hours}} h a week',
    status: { ended: 'Ended', current: 'Under way', upcoming: 'To come' },
    none: 'No mission yet.',
  },
} satisfies ScreenTexts;

type T = ReturnType<typeof useScreenTexts>['t'];

/** The screen's body, while its machine runs (the app machine's child `screen`). */
export default function WorkerPlanningScreen({ actorRef }: { actorRef: WorkerPlanningRef }) {
  const { t, i18n } = useScreenTexts('workerPlanning', texts);
  const planning = useWorkerPlanning(actorRef);
  const language = i18n.language;
  const busy = planning.phase === 'loading';
  return (
    <div className="planning" data-machine="workerPlanning" data-state={planning.state} aria-busy={busy || undefined}>
      {busy && <p role="status">{t('loading')}</p>}
      {planning.phase === 'loadFailed' && <p role="note">{t('failed')}</p>}
      {planning.phase === 'shown' && planning.planning && planning.focus && (
        <Calendar
          planning={planning}
          missions={planning.planning.missions}
          today={planning.planning.today}
          focus={planning.focus}
          t={t}
          language={language}
        />
      )}
    </div>
  );
}

function Calendar({
  planning,
  missions,
  today,
  focus,
  t,
  language,
}: {
  planning: ReturnType<typeof useWorkerPlanning>;
  missions: PlannedMission[];
  today: string;
  focus: string;
  t: T;
  language: string;
}) {
  const titleId = useId();
  const grid = useRef<HTMLDivElement>(null);
  // Set by a key the calendar handled: the focused day's cell takes the keyboard focus once drawn.
  const keyed = useRef(false);
  const firstDay = firstDayOfWeek(language);
  const period = planning.month ? 'month' : 'week';
  const week = weekOf(focus, firstDay);
  const title = planning.month
    ? formatDay(focus, language, { month: 'long', year: 'numeric' })
    : t('weekTitle', {
        from: formatDay(week[0], language, { day: 'numeric', month: 'long' }),
        to: formatDay(week[6], language, { day: 'numeric', month: 'long', year: 'numeric' }),
      });

  useEffect(() => {
    if (!keyed.current) return;
    keyed.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focus}"]`)?.focus();
  }, [focus, period]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step: Record<string, () => void> = {
      ArrowLeft: () => planning.move(-1),
      ArrowRight: () => planning.move(1),
      ArrowUp: () => planning.move(planning.month ? -7 : -1),
      ArrowDown: () => planning.move(planning.month ? 7 : 1),
      Home: () => planning.focusOn(startOfWeek(focus, firstDay)),
      End: () => planning.focusOn(addDays(startOfWeek(focus, firstDay), 6)),
      PageUp: () => planning.previous(),
      PageDown: () => planning.next(),
    };
    if (!Object.hasOwn(step, event.key)) return;
    event.preventDefault();
    keyed.current = true;
    step[event.key]();
  };

  /** A day's missions, and its name as the keyboard reads it (the day, then its missions or none). */
  const cell = (date: string) => {
    const held = missionsOn(date, missions);
    const day = formatDay(date, language, { weekday: 'long', day: 'numeric', month: 'long' });
    const label = [day, ...(held.length === 0 ? [t('rest')] : held.map((m) => t('mission', missionNames(m))))].join(', ');
    return { held, label };
  };

  return (
    <>
      <PeriodBar
        block="planning"
        titleId={titleId}
        title={title}
        period={period}
        t={t}
        onPrevious={planning.previous}
        onToday={planning.today}
        onNext={planning.next}
      />
      <p className="form-hint" id={`${titleId}-keys`}>
        {t('keys', { period: t(`period.${period}`) })}
      </p>
      {planning.month ? (
        <div
          ref={grid}
          role="grid"
          className="planning__month"
          aria-labelledby={titleId}
          aria-describedby={`${titleId}-keys`}
          onKeyDown={onKeyDown}
        >
          <div role="row" className="planning__row planning__row--head">
            {week.map((date) => (
              <span role="columnheader" key={date} className="planning__weekday">
                <abbr title={formatDay(date, language, { weekday: 'long' })}>{formatDay(date, language, { weekday: 'short' })}</abbr>
              </span>
            ))}
          </div>
          {monthWeeks(focus, firstDay).map((days) => (
            <div role="row" key={days[0]} className="planning__row">
              {days.map((date) => {
                const { held, label } = cell(date);
                return (
                  <span role="gridcell" key={date} aria-selected={date === focus} className="planning__cell">
                    <button
                      type="button"
                      data-date={date}
                      className={`planning__day${date.slice(0, 7) === focus.slice(0, 7) ? '' : ' planning__day--outside'}${held.length ? ' planning__day--worked' : ''}`}
                      tabIndex={date === focus ? 0 : -1}
                      aria-label={label}
                      aria-current={date === today ? 'date' : undefined}
                      onClick={() => planning.focusOn(date)}
                    >
                      <span aria-hidden="true">{Number(date.slice(8))}</span>
                      {held.length > 0 && <span aria-hidden="true" className="planning__mark" />}
                    </button>
                  </span>
                );
              })}
            </div>
          ))}
        </div>
      ) : (
        <div
          ref={grid}
          role="grid"
          className="planning__week"
          aria-labelledby={titleId}
          aria-describedby={`${titleId}-keys`}
          onKeyDown={onKeyDown}
        >
          {week.map((date) => {
            const { held, label } = cell(date);
            return (
              <div role="row" key={date}>
                <span role="gridcell" aria-selected={date === focus} className="planning__cell">
                  <button
                    type="button"
                    data-date={date}
                    className={`planning__week-day${held.length ? ' planning__day--worked' : ''}`}
                    tabIndex={date === focus ? 0 : -1}
                    aria-label={label}
                    aria-current={date === today ? 'date' : undefined}
                    onClick={() => planning.focusOn(date)}
                  >
                    <span className="planning__week-date" aria-hidden="true">
                      {formatDay(date, language, { weekday: 'long', day: 'numeric', month: 'short' })}
                    </span>
                    <span className="planning__week-missions" aria-hidden="true">
                      {held.length === 0
                        ? t('rest')
                        : held
                            .map((mission) => `${mission.dayStart}–${mission.dayEnd} · ${mission.position}, ${mission.clientName}`)
                            .join(' ; ')}
                    </span>
                  </button>
                </span>
              </div>
            );
          })}
        </div>
      )}
      <DayDetail date={focus} missions={missionsOn(focus, missions)} t={t} language={language} />
      <MissionList missions={missions} today={today} t={t} language={language} />
    </>
  );
}

const missionNames = (mission: PlannedMission) => ({ position: mission.position, client: mission.clientName });

function DayDetail({ date, missions, t, language }: { date: string; missions: PlannedMission[]; t: T; language: string }) {
  return (
    <section className="planning__detail" aria-labelledby="planning-day-title">
      <h4 id="planning-day-title">
        {t('dayTitle', { day: formatDay(date, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) })}
      </h4>
      {missions.length === 0 ? (
        <p>{t('rest')}</p>
      ) : (
        missions.map((mission) => (
          <div key={mission.id} className="planning__mission" data-mission={mission.id}>
            <p className="planning__mission-name">{t('mission', missionNames(mission))}</p>
            <p>{t('place', { site: mission.establishmentName, address: mission.address })}</p>
            <p>{t('hours', { start: mission.dayStart, end: mission.dayEnd, pause: mission.breakMinutes })}</p>
          </div>
        ))
      )}
    </section>
  );
}

function MissionList({ missions, today, t, language }: { missions: PlannedMission[]; today: string; t: T; language: string }) {
  const day = (date: string) => formatDay(date, language, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <section className="planning__missions" aria-labelledby="planning-missions-title">
      <h4 id="planning-missions-title">{t('missions')}</h4>
      {missions.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul>
          {missions.map((mission) => {
            const status = missionStatusOn(mission, today);
            return (
              <li key={mission.id} data-mission={mission.id} data-status={status}>
                <span className="planning__mission-status">{t(`status.${status}`)}</span>{' '}
                <span className="planning__mission-name">{t('mission', missionNames(mission))}</span>
                <span className="planning__mission-dates">
                  {t('missionDates', { from: day(mission.startDate), to: day(mission.endDate), hours: mission.weeklyHours })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
