// "Save this device?": shown on a first connection, or when the device check finds the device
// unregistered (decisions.md "Sign-in"). The name is prefilled; Save stores the device, Not now
// (also Escape and the close button) goes on for this session only. A name typed before the page
// was left (re-login, maintenance) comes back with a notice and a way to discard it.
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE_NAME_MAX_LENGTH } from '../../../machines/deviceRegistration/deviceRegistration.machine';
import { DraftRestoredNotice } from '../shared/DraftRestoredNotice';
import { FormField } from '../shared/FormField';
import { Modal } from '../shared/Modal';
import { useDeviceRegistration, type DeviceRegistrationRef } from './useDeviceRegistration';

export function DeviceRegistrationModal({ actorRef }: { actorRef: DeviceRegistrationRef }) {
  const { t } = useTranslation();
  const device = useDeviceRegistration(actorRef);
  const nameInput = useRef<HTMLInputElement>(null);

  // The kept draft is read before the question shows, so the field never shows the suggestion first.
  if (device.done || device.readingDraft) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (device.saving) return;
    const refusedFor = device.failed ? device.retry() : device.save();
    // A refused save leaves the modal as it was: take the person to the field to fix.
    if (refusedFor) nameInput.current?.focus();
  };
  const problem = device.visibleProblem;

  return (
    <Modal
      machine="deviceRegistration"
      state={device.state}
      title={t('deviceRegistration.title')}
      onDismiss={device.saving ? undefined : device.notNow}
      dismissLabel={t('deviceRegistration.notNow')}
      busy={device.saving}
    >
      <form onSubmit={onSubmit} noValidate>
        <p>{t(`deviceRegistration.intro.${device.reason}`)}</p>
        {device.draftRestored && <DraftRestoredNotice onDiscard={device.discardDraft} disabled={device.saving} />}
        <FormField
          label={t('deviceRegistration.nameLabel')}
          hint={t('deviceRegistration.nameHint', { max: DEVICE_NAME_MAX_LENGTH })}
          problem={problem && t(`deviceRegistration.problem.${problem}`, { max: DEVICE_NAME_MAX_LENGTH })}
          inputRef={nameInput}
          name="deviceName"
          type="text"
          autoComplete="off"
          data-autofocus
          value={device.name}
          readOnly={device.saving}
          onChange={(event) => device.changeName(event.target.value)}
        />
        <div role="alert" className="form-error" data-testid="device-registration-failure">
          {device.failed && (
            <>
              <p>{t('deviceRegistration.failed')}</p>
              {device.errorMessage && <p data-testid="device-registration-server-message">{device.errorMessage}</p>}
            </>
          )}
        </div>
        <div className="modal__actions">
          <button type="button" className="button" onClick={device.notNow} aria-disabled={device.saving || undefined}>
            {t('deviceRegistration.notNow')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            aria-busy={device.saving || undefined}
            aria-disabled={device.saving || undefined}
          >
            {device.saving ? t('deviceRegistration.saving') : device.failed ? t('deviceRegistration.retry') : t('deviceRegistration.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
