// The document preview (docs/screens/documentPreview.md; spec section 2, a route outside the layout):
// the document's title, Download under its file name and the way back, above the browser's PDF
// viewer showing the file the page read with the person's token (an object URL: no token in a URL).
// A browser without a PDF viewer shows the Download link instead. Loading, not found, not the
// person's, failed (Retry) and an invalid link each say so.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../../shared/papers.css';
import { useScreenTexts, type ScreenTexts } from '../texts';
import { useDocumentPreview, type DocumentPreviewRef } from './useDocumentPreview';

export const texts = {
  fr: {
    back: 'Retour',
    download: 'Télécharger',
    downloadLabel: 'Télécharger {{fileName}}',
    viewer: 'Aperçu de {{title}}',
    noViewer: 'Votre navigateur ne peut pas afficher ce PDF ici : téléchargez-le pour le lire.',
    loading: 'Chargement du document…',
    invalid: 'Ce lien d’aperçu n’est pas valide.',
    problem: {
      noDocument: 'Il ne désigne aucun document.',
      badDocument: 'Le document qu’il désigne n’a pas un identifiant valide.',
      badBack: 'Il renvoie vers une page extérieure au portail.',
    },
    notFound: 'Ce document n’existe pas, ou plus.',
    forbidden: 'Ce document ne vous concerne pas.',
    failed: 'Le document n’a pas pu être chargé.',
  },
  en: {
    back: 'Back',
    download: 'Download',
    downloadLabel: 'Download {{fileName}}',
    viewer: 'Preview of {{title}}',
    noViewer: 'Your browser cannot show this PDF here: download it to read it.',
    loading: 'Loading the document…',
    invalid: 'This preview link is not valid.',
    problem: {
      noDocument: 'It names no document.',
      badDocument: 'The document it names has no valid id.',
      badBack: 'It leads to a page outside the portal.',
    },
    notFound: 'This document does not exist, or no longer.',
    forbidden: 'This document is not yours to see.',
    failed: 'The document could not be loaded.',
  },
} satisfies ScreenTexts;

export default function DocumentPreviewScreen({ actorRef }: { actorRef: DocumentPreviewRef }) {
  const { t } = useScreenTexts('documentPreview', texts);
  const common = useTranslation();
  const view = useDocumentPreview(actorRef);
  const back = (
    <Link to={view.back} className="button" data-testid="preview-back">
      {t('back')}
    </Link>
  );
  const message = (text: string, extra?: string) => (
    <div className="document-preview__message" role="alert">
      <p>{text}</p>
      {extra && <p>{extra}</p>}
      <p className="contract-detail__actions">
        {view.phase === 'failed' && (
          <button type="button" className="button button--primary" onClick={view.retry}>
            {common.t('common.retry')}
          </button>
        )}
        {back}
      </p>
    </div>
  );
  return (
    <div
      className="document-preview"
      data-machine="documentPreview"
      data-state={view.state}
      aria-busy={view.phase === 'loading' || undefined}
    >
      {view.phase === 'shown' && view.document && view.fileUrl ? (
        <>
          <div className="document-preview__bar">
            {back}
            <h1 className="document-preview__title">{view.document.title}</h1>
            <a
              className="button button--primary"
              href={view.fileUrl}
              download={view.document.fileName}
              aria-label={t('downloadLabel', { fileName: view.document.fileName })}
              data-testid="preview-download"
            >
              {t('download')}
            </a>
          </div>
          <iframe className="document-preview__viewer" src={view.fileUrl} title={t('viewer', { title: view.document.title })}>
            <p>{t('noViewer')}</p>
          </iframe>
        </>
      ) : (
        <>
          <h1 className="document-preview__message">{common.t('pages.documentPreview.title')}</h1>
          {view.phase === 'loading' && (
            <p className="document-preview__message" role="status">
              {t('loading')}
            </p>
          )}
          {view.phase === 'invalid' && message(t('invalid'), view.problem ? t(`problem.${view.problem}`) : undefined)}
          {view.phase === 'notFound' && message(t('notFound'))}
          {view.phase === 'forbidden' && message(t('forbidden'))}
          {view.phase === 'failed' && message(t('failed'))}
        </>
      )}
    </div>
  );
}
