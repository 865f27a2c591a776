// The global loading bar (requests in flight) and the offline notice. Each subscribes to its own
// slice of the root snapshot only.
import { useTranslation } from 'react-i18next';
import { useIsLoading, useIsOnline } from './useApp';

export function LoadingBar() {
  const loading = useIsLoading();
  const { t } = useTranslation();
  return (
    <div
      className={`loading-bar${loading ? ' loading-bar--active' : ''}`}
      data-testid="loading-bar"
      data-active={loading}
      role="progressbar"
      aria-label={t('loadingBar')}
      aria-hidden={!loading}
      aria-busy={loading}
    />
  );
}

export function OfflineNotice() {
  const online = useIsOnline();
  const { t } = useTranslation();
  if (online) return null;
  return (
    <div className="offline-notice" role="alert" data-testid="offline-notice">
      {t('network.offline')}
    </div>
  );
}
