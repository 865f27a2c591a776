// Shown when a route fails to load or render (a lazy chunk that cannot be fetched after a
// deployment, a rendering bug): a clear message and a way out, never a blank page. The boundary
// resets when the location changes, so the next navigation renders again.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** `page` names where it failed: a route (`route-error`) or the app outside the router (`app-error`). */
export function RouteErrorScreen({ page = 'route-error' }: { page?: 'route-error' | 'app-error' }) {
  const { t } = useTranslation();
  return (
    <main className="boot-screen boot-failed" data-page={page}>
      <div role="alert">
        <h1>{t('routeError.title')}</h1>
        <p>{t('routeError.message')}</p>
        <a className="button button--primary" href="/">
          {t('routeError.home')}
        </a>
      </div>
    </main>
  );
}

interface BoundaryProps {
  /** The location key: a new location clears a previous failure. */
  resetKey: string;
  children: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

export class RouteErrorBoundary extends Component<BoundaryProps, { failedAt: string | null }> {
  state: { failedAt: string | null } = { failedAt: null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ failedAt: this.props.resetKey });
    this.props.onError?.(error, info);
  }

  render() {
    const { failedAt } = this.state;
    const failedHere = failedAt === '' || failedAt === this.props.resetKey;
    return failedAt !== null && failedHere ? <RouteErrorScreen /> : this.props.children;
  }
}

export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <p className="route-loading" role="status">
      {t('boot.loading')}
    </p>
  );
}
