// A news article (docs/screens/newsArticle.md): its title, date, summary and whole text, its
// paragraphs the blank lines of the server's text (rendered as text), and a way back to the news in
// every state. An article that is gone or not the reader's says so.
import { Link } from 'react-router-dom';
import type { ScreenItem } from '../../../../machines/families/screen';
import { DetailView } from '../families/DetailView';
import { useDetail, type DetailRef } from '../families/useDetail';
import { longDate } from '../families/longDate';
import { useScreenTexts, type ScreenTexts } from '../texts';

interface NewsArticle extends ScreenItem {
  publishedAt: string;
  title: string;
  summary: string;
  body: string;
}

export const texts = {
  fr: {
    failed: 'Cette actualité n’a pas pu être chargée.',
    notFound: 'Cette actualité n’existe pas ou n’est plus publiée.',
    forbidden: 'Cette actualité ne vous est pas destinée.',
    back: 'Toutes les actualités',
    published: 'Publié le {{date}}',
  },
  en: {
    failed: 'This article could not be loaded.',
    notFound: 'This article does not exist or is no longer published.',
    forbidden: 'This article is not meant for you.',
    back: 'All the news',
    published: 'Published on {{date}}',
  },
} satisfies ScreenTexts;

export default function NewsArticleScreen({ actorRef }: { actorRef: DetailRef }) {
  const { t, i18n } = useScreenTexts('newsArticle', texts);
  const detail = useDetail<NewsArticle>(actorRef);
  return (
    <DetailView
      detail={detail}
      failed={t('failed')}
      notFound={t('notFound')}
      forbidden={t('forbidden')}
      back={
        <p className="news-article__back">
          <Link to="/news">{t('back')}</Link>
        </p>
      }
    >
      {(article) => (
        <article className="news-article" data-item={article.id}>
          <h2>{article.title}</h2>
          <p className="news__date">
            <time dateTime={article.publishedAt}>{t('published', { date: longDate(article.publishedAt, i18n.language) })}</time>
          </p>
          {article.summary && <p className="news-article__summary">{article.summary}</p>}
          {article.body
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim() !== '')
            .map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
        </article>
      )}
    </DetailView>
  );
}
