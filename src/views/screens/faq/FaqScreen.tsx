// FAQ (docs/screens/faq.md): the questions of the category the tab is on, each opening on its answer,
// and a search field whose text filters them on the server once the typing rests (the list family's
// search: the machine waits, reads and puts the search in the URL). Questions and answers come from
// the server and are rendered as text.
import { SEARCH_MAX_LENGTH, type ScreenItem } from '../../../../machines/families/screen';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useScreenTexts, type ScreenTexts } from '../texts';

interface FaqEntry extends ScreenItem {
  category: string;
  question: string;
  answer: string;
}

export const texts = {
  fr: {
    empty: 'Aucune question dans cette catégorie pour le moment.',
    failed: 'Les questions n’ont pas pu être chargées.',
    questions: 'Questions',
    search: 'Rechercher dans les questions',
    searchHint: 'Les questions s’affichent au fil de la saisie.',
    noMatch: 'Aucune question de cette catégorie ne correspond à « {{search}} ».',
    clear: 'Effacer la recherche',
    matches_one: '{{count}} question correspond à « {{search}} ».',
    matches_other: '{{count}} questions correspondent à « {{search}} ».',
  },
  en: {
    empty: 'No question in this category yet.',
    failed: 'The questions could not be loaded.',
    questions: 'Questions',
    search: 'Search the questions',
    searchHint: 'The questions show as you type.',
    noMatch: 'No question in this category matches “{{search}}”.',
    clear: 'Clear the search',
    matches_one: '{{count}} question matches “{{search}}”.',
    matches_other: '{{count}} questions match “{{search}}”.',
  },
} satisfies ScreenTexts;

export default function FaqScreen({ actorRef }: { actorRef: ListRef }) {
  const { t } = useScreenTexts('faq', texts);
  const list = useList<FaqEntry>(actorRef);
  const clear = () => {
    list.typeSearch('');
    list.submitSearch();
  };
  const searchField = (
    <form
      role="search"
      className="list-search"
      onSubmit={(event) => {
        event.preventDefault();
        list.submitSearch();
      }}
    >
      <label htmlFor="faq-search">{t('search')}</label>
      <input
        id="faq-search"
        type="search"
        value={list.typed}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        aria-describedby="faq-search-hint"
        onChange={(event) => list.typeSearch(event.target.value)}
      />
      <p id="faq-search-hint" className="list-search__hint">
        {t('searchHint')}
      </p>
      {/* Said once the list is read with the search: how many questions match. */}
      <p role="status" className="list-search__status">
        {list.search !== '' && list.phase === 'loaded' ? t('matches', { count: list.total, search: list.search }) : ''}
      </p>
    </form>
  );
  return (
    <ListView
      list={list}
      toolbar={searchField}
      empty={
        list.search === '' ? (
          t('empty')
        ) : (
          <>
            <p>{t('noMatch', { search: list.search })}</p>
            <button type="button" className="button" onClick={clear}>
              {t('clear')}
            </button>
          </>
        )
      }
      failed={t('failed')}
    >
      {(entries) => (
        <ul className="faq" aria-label={t('questions')}>
          {entries.map((entry) => (
            <li key={entry.id} data-item={entry.id}>
              <details>
                <summary>{entry.question}</summary>
                {entry.answer.split(/\n\s*\n/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </details>
            </li>
          ))}
        </ul>
      )}
    </ListView>
  );
}
