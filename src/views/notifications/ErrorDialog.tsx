// The shared error dialog with Retry (spec section 8): one dialog, the oldest failure first; the
// others wait. The server's message is rendered as text.
import { useTranslation } from 'react-i18next';
import { Modal } from '../shared/Modal';
import { useErrorDialog, useErrorDialogRef, type ErrorDialogRef } from './useErrorDialog';

export function ErrorDialog() {
  const dialog = useErrorDialogRef();
  if (!dialog) return null;
  return <ErrorDialogView dialog={dialog} />;
}

export function ErrorDialogView({ dialog }: { dialog: ErrorDialogRef }) {
  const { t } = useTranslation();
  const { state, failure, waiting, retry, dismiss } = useErrorDialog(dialog);
  if (!failure) return <div hidden data-machine="errorDialog" data-state={state} />;
  return (
    <Modal
      machine="errorDialog"
      state={state}
      role="alertdialog"
      testId="error-dialog"
      title={t('errorDialog.title')}
      onDismiss={dismiss}
      dismissLabel={t('common.close')}
      actions={
        <>
          <button type="button" className="button" onClick={dismiss}>
            {t('common.close')}
          </button>
          <button type="button" className="button button--primary" onClick={retry} data-autofocus>
            {t('common.retry')}
          </button>
        </>
      }
    >
      <p>{t(`errorDialog.call.${failure.call}`, { defaultValue: t('errorDialog.call.other') })}</p>
      <p className="error-dialog__message" data-testid="error-dialog-message">
        {failure.message}
      </p>
      {waiting > 0 && <p className="error-dialog__waiting">{t('errorDialog.waiting', { count: waiting })}</p>}
    </Modal>
  );
}
