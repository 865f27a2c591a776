// Missions (docs/screens/missions.md): the client's temporary workers of the tab (under way, to
// come, past), grouped by establishment, each with the position, the period, the weekly hours and
// the agency. What the server says (names, positions, establishments) is rendered as text.
import type { InferOutput } from 'valibot';
import type { MissionSchema } from '../../../../contract/screens/missions';
import type { ScreenItem } from '../../../../machines/families/screen';
import { formatDay, formatHours } from '../../shared/paperFormat';
import '../../shared/papers.css';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useScreenTexts, type ScreenTexts } from '../texts';

type MissionItem = ScreenItem & InferOutput<typeof MissionSchema>;

export const texts = {
  fr: {
    empty: {
      current: 'Aucun intérimaire en mission chez vous aujourd’hui.',
      upcoming: 'Aucune mission à venir.',
      past: 'Aucune mission passée.',
    },
    failed: 'Les missions n’ont pas pu être chargées.',
    list: 'Missions à {{establishment}}',
    period: 'Du {{from}} au {{to}}',
    hours: '{{hours}} par semaine',
    agency: 'Agence : {{agency}}',
  },
  en: {
    empty: {
      current: 'No temporary worker on a mission with you today.',
      upcoming: 'No mission to come.',
      past: 'No past mission.',
    },
    failed: 'The missions could not be loaded.',
    list: 'Missions at {{establishment}}',
    period: 'From {{from}} to {{to}}',
    hours: '{{hours}} a week',
    agency: 'Agency: {{agency}}',
  },
} satisfies ScreenTexts;

/** The items in runs of the same establishment, in the order the server gives them. */
function byEstablishment(items: readonly MissionItem[]): { id: string; name: string; missions: MissionItem[] }[] {
  const groups: { id: string; name: string; missions: MissionItem[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.id === item.establishment.id) last.missions.push(item);
    else groups.push({ id: item.establishment.id, name: item.establishment.name, missions: [item] });
  }
  return groups;
}

export default function MissionsScreen({ actorRef }: { actorRef: ListRef }) {
  const { t, i18n } = useScreenTexts('missions', texts);
  const list = useList<MissionItem>(actorRef);
  const day = (value: string) => formatDay(value, i18n.language);
  const tab = list.tab === 'upcoming' || list.tab === 'past' ? list.tab : 'current';
  return (
    <ListView list={list} empty={t(`empty.${tab}`)} failed={t('failed')}>
      {(missions) =>
        byEstablishment(missions).map((group, index) => (
          <section key={`${group.id}-${index}`} aria-labelledby={`missions-${index}`} data-establishment={group.id}>
            <h2 id={`missions-${index}`}>{group.name}</h2>
            <ul className="papers" aria-label={t('list', { establishment: group.name })}>
              {group.missions.map((mission) => (
                <li key={mission.id} data-item={mission.id} className="paper">
                  <div className="paper__main">
                    <h3 className="paper__title">
                      {mission.worker} — {mission.position}
                    </h3>
                    <p className="paper__meta">
                      {t('period', { from: day(mission.startDate), to: day(mission.endDate) })} ·{' '}
                      {t('hours', { hours: formatHours(mission.weeklyHours, i18n.language) })}
                    </p>
                    <p className="paper__meta">{t('agency', { agency: mission.agency })}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))
      }
    </ListView>
  );
}
