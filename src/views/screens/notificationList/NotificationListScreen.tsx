// `/my-profile/my-notifications`: the full notification list (a projection of the notificationList
// machine, which the app machine runs as its child `screen` while this route is shown). Paged; processed and unprocessed
// entries told apart by a word, not by colour alone; each entry leads where its type says, shows
// its type's icon and how long ago it came (worded again every minute, the full date as tooltip).
// Entries are rendered as text.
import { useTranslation } from 'react-i18next';
import { NotificationTypeIcon } from '../../notifications/NotificationIcon';
import { notificationText } from '../../notifications/notificationText';
import { NotificationTime, useNow } from '../../notifications/NotificationTime';
import { useNotificationList, type NotificationListRef } from './useNotificationList';

/** The screen's body, while its machine runs (the app machine's child `screen`). */
export default function NotificationListScreen({ actorRef: list }: { actorRef: NotificationListRef }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const view = useNotificationList(list);
  const loading = view.phase === 'loading';
  const now = useNow();
  return (
    <div data-machine="notificationList" data-state={view.state} data-testid="notification-list" aria-busy={loading || undefined}>
      {loading && <p role="status">{t('common.loading')}</p>}
      {view.phase === 'failed' && (
        <p role="alert">
          {t('notificationList.failed')}{' '}
          <button type="button" className="button" onClick={view.retry}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {view.phase === 'empty' && <p>{t('notificationList.empty')}</p>}
      {(view.phase === 'ready' || view.phase === 'opening') && (
        <ul className="notification-list">
          {view.items.map((notification) => (
            <li
              key={notification.id}
              className={`notification-list__entry notification-list__entry--${notification.processed ? 'processed' : 'unprocessed'}`}
              data-processed={notification.processed ? 'true' : 'false'}
            >
              <button type="button" onClick={() => view.openNotification(notification)} data-notification-id={notification.id}>
                <span className="notification-list__status">
                  {t(notification.processed ? 'notificationList.processed' : 'notificationList.unprocessed')}
                </span>
                <NotificationTypeIcon type={notification.type} />
                <span className="notification-list__title">{notificationText(t, language, notification, 'toasterTitle')}</span>{' '}
                <NotificationTime notification={notification} now={now} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {view.pages > 1 && (view.phase === 'ready' || view.phase === 'empty') && (
        <nav className="notification-list__pages" aria-label={t('notificationList.pages')}>
          <button type="button" className="button" onClick={view.previousPage} disabled={view.page === 0}>
            {t('notificationList.previous')}
          </button>
          <span>{t('notificationList.page', { page: view.page + 1, pages: view.pages })}</span>
          <button type="button" className="button" onClick={view.nextPage} disabled={view.page + 1 >= view.pages}>
            {t('notificationList.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
