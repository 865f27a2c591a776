// The toast (spec section 4 "Toaster"): a projection of the toaster machine. The entrance (500 ms
// ease-out) and exit (300 ms ease-in) are CSS animations keyed on the machine's display state, off
// under prefers-reduced-motion. The progress bar is its own component: the 70 ms tick re-renders
// it alone. Texts are plain strings rendered as text, beside the icon of the notification's type.
import { useTranslation } from 'react-i18next';
import { TOAST_IN_MS, TOAST_OUT_MS } from '../../../machines/domain/constants';
import { NotificationTypeIcon } from './NotificationIcon';
import { notificationText } from './notificationText';
import { useToaster, useToasterRef, useToastProgress, type ToasterRef } from './useToaster';

export function Toaster() {
  const toaster = useToasterRef();
  if (!toaster) return null;
  return <ToastView toaster={toaster} />;
}

export function ToastView({ toaster }: { toaster: ToasterRef }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { state, phase, toast, close, open } = useToaster(toaster);
  const title = toast ? notificationText(t, language, toast, 'toasterTitle') : null;
  const button = toast ? notificationText(t, language, toast, 'buttonTitle') : null;
  return (
    <div className="toaster" data-machine="toaster" data-state={state} aria-live="polite">
      {toast && phase !== 'hidden' && (
        <div
          className={`toast toast--${phase}`}
          data-testid="toast"
          data-notification-id={toast.id}
          style={{ '--toast-in': `${TOAST_IN_MS}ms`, '--toast-out': `${TOAST_OUT_MS}ms` } as React.CSSProperties}
        >
          <button type="button" className="toast__body" onClick={open} disabled={phase !== 'visible'}>
            <NotificationTypeIcon type={toast.type} />
            <span className="toast__text">
              <span className="toast__title" data-testid="toast-title">
                {title}
              </span>
              {button && <span className="toast__action">{button}</span>}
            </span>
          </button>
          <button type="button" className="toast__close" onClick={close} disabled={phase !== 'visible'} aria-label={t('common.close')}>
            ×
          </button>
          <ToastProgress toaster={toaster} />
        </div>
      )}
    </div>
  );
}

function ToastProgress({ toaster }: { toaster: ToasterRef }) {
  const { t } = useTranslation();
  const progress = useToastProgress(toaster);
  const percent = Math.round(progress * 100);
  return (
    <div
      className="toast__progress"
      role="progressbar"
      aria-label={t('notificationsUi.toastTimeLeft')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid="toast-progress"
    >
      <div className="toast__progress-bar" style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}
