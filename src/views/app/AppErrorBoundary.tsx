// Last line of defence for what renders outside the router's own error boundary (sign-in modals,
// global indicators): a rendering error shows a clear message with a way out, never a blank page.
// It reports through `onError` (the composition root logs it).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Translation } from 'react-i18next';

interface Props {
  children: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Translation>
        {(t) => (
          <main className="boot-screen boot-failed" data-page="app-error">
            <div role="alert">
              <h1>{t('routeError.title')}</h1>
              <p>{t('routeError.message')}</p>
              <a className="button button--primary" href="/">{t('routeError.home')}</a>
            </div>
          </main>
        )}
      </Translation>
    );
  }
}
