// FAQ (docs/screens/faq.md): the questions of the category the tab is on, each opening on its answer.
// Questions and answers come from the server and are rendered as text.
import type { ScreenItem } from '../../../../machines/families/screen';
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
  },
  en: {
    empty: 'No question in this category yet.',
    failed: 'The questions could not be loaded.',
    questions: 'Questions',
  },
} satisfies ScreenTexts;

export default function FaqScreen({ actorRef }: { actorRef: ListRef }) {
  const { t } = useScreenTexts('faq', texts);
  const list = useList<FaqEntry>(actorRef);
  return (
    <ListView list={list} empty={t('empty')} failed={t('failed')}>
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
