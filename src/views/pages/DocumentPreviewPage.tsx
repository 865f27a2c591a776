// /document-preview (spec section 2, a route outside the layout; docs/screens/documentPreview.md):
// the declared screen `documentPreview` on a page of its own, without the layout's header and menus,
// so the PDF has the whole window. The app machine runs its machine like any screen's once the
// person is signed in; until then, and while its chunk loads, the page says it loads.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { screenView } from '../screens/screenViews';
import { useScreenHost } from '../screens/useScreenHost';

const ID = 'documentPreview';

export default function DocumentPreviewPage() {
  const { t } = useTranslation();
  const host = useScreenHost(ID);
  const View = screenView(ID);
  const loading = (
    <p className="document-preview__message" role="status">
      {t('common.loading')}
    </p>
  );
  return (
    <main className="document-preview-page" data-page="documentPreview" aria-label={t('pages.documentPreview.title')}>
      {host.unavailable ? (
        <p role="alert" className="document-preview__message">
          {t('screens.unavailable')}{' '}
          <button type="button" className="button" onClick={host.retry}>
            {t('common.retry')}
          </button>
        </p>
      ) : host.actorRef && View ? (
        <Suspense fallback={loading}>
          <View actorRef={host.actorRef} />
        </Suspense>
      ) : (
        loading
      )}
    </main>
  );
}
