// The notification popup behind the bell (spec section 4 "Popup"): a projection of the popup
// machine. Its list is at most 280 px high and scrolls; 10 first, 10 more per "load more"; "clear"
// marks the shown ones processed; each entry leads where its type says; the show-all link goes to
// the full list. Entries are rendered as text, each with its type's icon and how long ago it came
// (worded again every minute while the popup is open).
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { POPUP_LIST_MAX_HEIGHT_PX } from '../../../machines/domain/constants';
import { NOTIFICATION_LIST_PATH } from '../../../machines/domain/routes';
import type { AppNotification } from '../../../machines/domain/types';
import { NotificationTypeIcon } from './NotificationIcon';
import { notificationText } from './notificationText';
import { NotificationTime, useNow } from './NotificationTime';
import { usePopup, type PopupRef } from './usePopup';

export function NotificationPopup({ popup, id, panel }: { popup: PopupRef; id: string; panel: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
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
            <PopupEntries items={view.items} busy={view.busy} onOpen={view.openNotification} />
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

/** The open popup's entries; mounted only while it shows them, so its minute tick runs only then. */
function PopupEntries({
  items,
  busy,
  onOpen,
}: {
  items: AppNotification[];
  busy: boolean;
  onOpen: (notification: AppNotification) => void;
}) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  return (
    <ul
      className="notification-popup__list"
      style={{ maxHeight: POPUP_LIST_MAX_HEIGHT_PX }}
      aria-busy={busy || undefined}
      data-testid="popup-list"
    >
      {items.map((notification) => (
        <li key={notification.id}>
          <button
            type="button"
            className="notification-popup__entry"
            data-notification-id={notification.id}
            onClick={() => onOpen(notification)}
          >
            <NotificationTypeIcon type={notification.type} />
            <span className="notification-popup__text">
              <span className="notification-popup__title">{notificationText(t, i18n.language, notification, 'toasterTitle')}</span>{' '}
              <NotificationTime notification={notification} now={now} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
