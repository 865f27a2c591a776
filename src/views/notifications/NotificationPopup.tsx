// The notification popup behind the bell (spec section 4 "Popup"): a projection of the popup
// machine. Its list is at most 280 px high and scrolls; 10 first, 10 more per "load more"; "clear"
// marks the shown ones processed; each entry leads where its type says; the show-all link goes to
// the full list. Entries are rendered as text.
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { POPUP_LIST_MAX_HEIGHT_PX } from '../../../machines/domain/constants';
import { NOTIFICATION_LIST_PATH } from '../../../machines/domain/routes';
import { notificationText } from './notificationText';
import { usePopup, type PopupRef } from './usePopup';

export function NotificationPopup({ popup, id, panel }: { popup: PopupRef; id: string; panel: RefObject<HTMLDivElement | null> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const view = usePopup(popup);
  return (
    <div
      ref={panel}
      id={id}
      className="bell__panel notification-popup"
      role="region"
      aria-label={t('shell.bell.label')}
      hidden={!view.open}
      data-machine="popup"
      data-state={view.state}
      data-testid="notification-popup"
    >
      {view.open && (
        <>
          {view.phase === 'loading' && <p role="status">{t('common.loading')}</p>}
          {view.phase === 'failed' && (
            <p role="alert">
              {t('notificationsUi.popupFailed')}{' '}
              <button type="button" className="link-button" onClick={view.retryLoad}>
                {t('common.retry')}
              </button>
            </p>
          )}
          {view.phase === 'list' && view.items.length === 0 && <p>{t('notificationsUi.popupEmpty')}</p>}
          {view.phase === 'list' && view.items.length > 0 && (
            <ul
              className="notification-popup__list"
              style={{ maxHeight: POPUP_LIST_MAX_HEIGHT_PX }}
              aria-busy={view.busy || undefined}
              data-testid="popup-list"
            >
              {view.items.map((notification) => (
                <li key={notification.id}>
                  <button
                    type="button"
                    className="notification-popup__entry"
                    data-notification-id={notification.id}
                    onClick={() => view.openNotification(notification)}
                  >
                    {notificationText(t, language, notification, 'toasterTitle')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="notification-popup__actions">
            {view.phase === 'list' && view.hasMore && (
              <button type="button" className="link-button" onClick={view.loadMore} disabled={view.busy}>
                {t('notificationsUi.loadMore')}
              </button>
            )}
            {view.phase === 'list' && view.items.length > 0 && (
              <button type="button" className="link-button" onClick={view.clear} disabled={view.busy}>
                {t('notificationsUi.clear')}
              </button>
            )}
            <Link to={NOTIFICATION_LIST_PATH} onClick={view.close}>
              {t('shell.bell.showAll')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
