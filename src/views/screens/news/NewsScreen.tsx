// News (docs/screens/news.md): the articles published for the reader's roles, newest first, five a
// page; each one's title opens its page (/news/:newsId). A pushed newsPublished reads the list again.
// Titles and summaries are the server's texts, rendered as text.
import { Link } from 'react-router-dom';
import type { ScreenItem } from '../../../../machines/families/screen';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useScreenTexts, type ScreenTexts } from '../texts';
import { longDate } from '../families/longDate';

interface NewsSummary extends ScreenItem {
  publishedAt: string;
  title: string;
  summary: string;
}

export const texts = {
  fr: {
    empty: 'Aucune actualité pour le moment.',
    failed: 'Les actualités n’ont pas pu être chargées.',
    articles: 'Articles',
    published: 'Publié le {{date}}',
  },
  en: {
    empty: 'No news yet.',
    failed: 'The news could not be loaded.',
    articles: 'Articles',
    published: 'Published on {{date}}',
  },
} satisfies ScreenTexts;

export default function NewsScreen({ actorRef }: { actorRef: ListRef }) {
  const { t, i18n } = useScreenTexts('news', texts);
  const list = useList<NewsSummary>(actorRef);
  return (
    <ListView list={list} empty={t('empty')} failed={t('failed')}>
      {(articles) => (
        <ul className="news" aria-label={t('articles')}>
          {articles.map((article) => (
            <li key={article.id} data-item={article.id}>
              <article className="news__item">
                <h2 className="news__title">
                  <Link to={`/news/${encodeURIComponent(article.id)}`}>{article.title}</Link>
                </h2>
                <p className="news__date">
                  <time dateTime={article.publishedAt}>{t('published', { date: longDate(article.publishedAt, i18n.language) })}</time>
                </p>
                {article.summary && <p className="news__summary">{article.summary}</p>}
              </article>
            </li>
          ))}
        </ul>
      )}
    </ListView>
  );
}
