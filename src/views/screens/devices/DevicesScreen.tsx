// Parameters → devices: the registered devices with their names; rename one (same name rule as the
// save-device modal) or remove it after a confirmation.
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE_NAME_MAX_LENGTH } from '../../../../machines/deviceRegistration/deviceRegistration.machine';
import { DraftRestoredNotice } from '../../shared/DraftRestoredNotice';
import { FormField } from '../../shared/FormField';
import { useDevices, type DevicesRef } from './useDevices';

/** The screen's body, while its machine runs (the app machine's child `screen`). */
export default function DevicesScreen({ actorRef }: { actorRef: DevicesRef }) {
  const { t } = useTranslation();
  const devices = useDevices(actorRef);
  const onRename = (event: FormEvent) => {
    event.preventDefault();
    devices.save();
  };
  // Reading a kept rename follows the list's read at once: it still counts as loading.
  const loading = devices.loading;
  return (
    <div className="devices" data-machine="devices" data-state={devices.state} aria-busy={loading || devices.busy || undefined}>
      {loading && <p role="status">{t('common.loading')}</p>}
      {devices.loadFailed && <p role="note">{t('devices.loadFailed')}</p>}
      {!loading &&
        !devices.loadFailed &&
        (devices.devices.length === 0 ? (
          <p>{t('devices.empty')}</p>
        ) : (
          <ul className="devices__list">
            {devices.devices.map((device) => (
              <li key={device.id} data-device={device.deviceId}>
                {devices.renaming === device.id ? (
                  <form onSubmit={onRename} noValidate aria-label={t('devices.renameTitle', { name: device.name })}>
                    {devices.draftRestored && <DraftRestoredNotice onDiscard={devices.discardDraft} disabled={devices.busy} />}
                    <FormField
                      label={t('devices.nameLabel')}
                      name="deviceName"
                      value={devices.name}
                      readOnly={devices.busy}
                      data-autofocus
                      problem={devices.problem && t(`deviceRegistration.problem.${devices.problem}`, { max: DEVICE_NAME_MAX_LENGTH })}
                      onChange={(event) => devices.changeName(event.target.value)}
                    />
                    <button type="button" className="button" onClick={devices.cancel} aria-disabled={devices.busy || undefined}>
                      {t('common.cancel')}
                    </button>
                    <button type="submit" className="button button--primary" aria-disabled={devices.busy || undefined}>
                      {t('common.save')}
                    </button>
                  </form>
                ) : (
                  <>
                    <span className="devices__name">{device.name}</span>
                    {devices.confirming === device.id ? (
                      <span role="group" aria-label={t('devices.confirmRemove', { name: device.name })}>
                        <span>{t('devices.confirmRemove', { name: device.name })}</span>
                        <button type="button" className="button" onClick={devices.cancel} aria-disabled={devices.busy || undefined}>
                          {t('common.cancel')}
                        </button>
                        <button
                          type="button"
                          className="button button--danger"
                          onClick={devices.confirm}
                          aria-disabled={devices.busy || undefined}
                        >
                          {t('devices.remove')}
                        </button>
                      </span>
                    ) : (
                      devices.idle && (
                        <>
                          <button
                            type="button"
                            className="button button--link"
                            onClick={() => devices.rename(device.id)}
                            aria-label={t('devices.renameTitle', { name: device.name })}
                          >
                            {t('devices.rename')}
                          </button>
                          <button
                            type="button"
                            className="button button--link"
                            onClick={() => devices.remove(device.id)}
                            aria-label={t('devices.removeTitle', { name: device.name })}
                          >
                            {t('devices.remove')}
                          </button>
                        </>
                      )
                    )}
                  </>
                )}
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
