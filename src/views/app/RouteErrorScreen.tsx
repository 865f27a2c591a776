// Shown when a route fails to load or render (a lazy chunk that cannot be fetched after a
// deployment, a rendering bug): a clear message and a way out, never a blank page.
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="boot-screen boot-failed" data-page="route-error">
      <div role="alert">
        <h1>{t(notFound ? 'routeError.notFoundTitle' : 'routeError.title')}</h1>
        <p>{t('routeError.message')}</p>
        <a className="button button--primary" href="/">{t('routeError.home')}</a>
      </div>
    </main>
  );
}

export function RouteLoading() {
  const { t } = useTranslation();
  return <p className="route-loading" role="status">{t('boot.loading')}</p>;
}
