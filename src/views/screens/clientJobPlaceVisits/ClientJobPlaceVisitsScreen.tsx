// Clients hub › job place visits (docs/screens/clientJobPlaceVisits.md): the safety visits of the
// workplaces of the clients the reader sees, to come first, then past.
import { JobPlaceVisitCards, type JobPlaceVisitItem } from '../../shared/JobPlaceVisitCards';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useScreenTexts, type ScreenTexts } from '../texts';

export const texts = {
  fr: { empty: 'Aucune visite de poste pour ces clients.', failed: 'Les visites n’ont pas pu être chargées.' },
  en: { empty: 'No job place visit for these clients.', failed: 'The visits could not be loaded.' },
} satisfies ScreenTexts;

export default function ClientJobPlaceVisitsScreen({ actorRef }: { actorRef: ListRef }) {
  const { t } = useScreenTexts('clientJobPlaceVisits', texts);
  const list = useList<JobPlaceVisitItem>(actorRef);
  return (
    <ListView list={list} empty={t('empty')} failed={t('failed')}>
      {(visits) => <JobPlaceVisitCards visits={visits} showClient />}
    </ListView>
  );
}
