// My establishment › notifications (docs/screens/establishmentNotifications.md): one switch per
// notification category the establishment can receive, with what it brings; Save when they differ
// from what was loaded, Cancel the changes; a failed save keeps the switches as set.
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftRestoredNotice } from '../../shared/DraftRestoredNotice';
import { useScreenTexts, type ScreenTexts } from '../texts';
import { useEstablishmentNotifications, type EstablishmentNotificationsRef } from './useEstablishmentNotifications';
import '../../shared/desk.css';
import './establishmentNotifications.css';

export const texts = {
  fr: {
    failed: 'Les préférences de notification de votre établissement n’ont pas pu être chargées.',
    unavailable: 'Les préférences de notification ne sont pas accessibles à votre compte.',
    title: 'Notifications reçues par {{name}}',
    intro:
      'Choisissez les notifications que reçoivent les utilisateurs de votre établissement. Une catégorie désactivée ne s’affiche plus en alerte ; elle reste dans la liste des notifications.',
    category: {
      contracts: { name: 'Contrats', hint: 'Un contrat de mise à disposition à signer, signé ou modifié.' },
      missions: { name: 'Missions', hint: 'Une mission qui commence, change ou se termine dans votre établissement.' },
      timeSheets: { name: 'Relevés d’heures', hint: 'Une semaine envoyée par un intérimaire, à approuver.' },
      invoices: { name: 'Factures', hint: 'Une nouvelle facture, ou son échéance qui approche.' },
      documents: { name: 'Documents', hint: 'Un document mis à votre disposition par l’agence.' },
      news: { name: 'Actualités', hint: 'Les actualités publiées par l’agence.' },
    },
    on: 'Reçue',
    off: 'Désactivée',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    cancel: 'Annuler les modifications',
    saved: 'Préférences de notification enregistrées.',
    notSaved: 'Vos préférences n’ont pas été enregistrées. Vos choix sont conservés : réessayez.',
  },
  en: {
    failed: 'Your establishment’s notification preferences could not be loaded.',
    unavailable: 'Notification preferences are not available to your account.',
    title: 'Notifications received by {{name}}',
    intro:
      'Choose the notifications the users of your establishment receive. A category turned off no longer shows as an alert; it stays in the notification list.',
    category: {
      contracts: { name: 'Contracts', hint: 'A contract of provision to sign, signed or changed.' },
      missions: { name: 'Missions', hint: 'A mission that starts, changes or ends at your establishment.' },
      timeSheets: { name: 'Time sheets', hint: 'A week sent by a temporary worker, to approve.' },
      invoices: { name: 'Invoices', hint: 'A new invoice, or its due date coming.' },
      documents: { name: 'Documents', hint: 'A document the agency made available to you.' },
      news: { name: 'News', hint: 'The news the agency publishes.' },
    },
    on: 'Received',
    off: 'Turned off',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel the changes',
    saved: 'Notification preferences saved.',
    notSaved: 'Your preferences were not saved. Your choices are kept: try again.',
  },
} satisfies ScreenTexts;

export default function EstablishmentNotificationsScreen({ actorRef }: { actorRef: EstablishmentNotificationsRef }) {
  const { t } = useScreenTexts('establishmentNotifications', texts);
  const { t: shell } = useTranslation();
  const screen = useEstablishmentNotifications(actorRef);
  const first = useRef<HTMLInputElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (screen.changed && !screen.sending) screen.save();
  };
  const onCancel = () => {
    screen.cancel();
    // Keyboard: the Cancel button goes away with the changes; the focus goes back to the switches.
    first.current?.focus();
  };
  const settings = screen.settings;
  return (
    <div
      className="establishment-notifications"
      data-machine="establishmentNotifications"
      data-state={screen.state}
      aria-busy={screen.loading || screen.sending || undefined}
    >
      {screen.loading && <p role="status">{shell('common.loading')}</p>}
      {screen.phase === 'loadFailed' && <p role="note">{t('failed')}</p>}
      {(screen.phase === 'forbidden' || screen.phase === 'notFound') && <p role="note">{t('unavailable')}</p>}
      {settings && !screen.loading && (
        <form className="desk-form establishment-notifications__form" onSubmit={onSubmit} noValidate>
          {screen.draftRestored && <DraftRestoredNotice onDiscard={screen.cancel} disabled={screen.sending} />}
          <fieldset>
            <legend>{t('title', { name: settings.establishmentName })}</legend>
            <p className="establishment-notifications__intro">{t('intro')}</p>
            <ul className="establishment-notifications__list">
              {screen.switches.map(({ category, on }, index) => (
                <li key={category} className="establishment-notifications__item" data-category={category} data-on={on}>
                  <label className="desk-switch">
                    <input
                      ref={index === 0 ? first : undefined}
                      type="checkbox"
                      role="switch"
                      name={category}
                      checked={on}
                      aria-describedby={`establishment-notifications-${category}`}
                      aria-readonly={screen.sending || undefined}
                      onChange={(event) => screen.toggle(category, event.target.checked)}
                    />
                    <span className="establishment-notifications__name">{t(`category.${category}.name`)}</span>
                    <span className={`desk-badge ${on ? 'desk-badge--done' : 'desk-badge--muted'}`}>{on ? t('on') : t('off')}</span>
                  </label>
                  <p id={`establishment-notifications-${category}`} className="establishment-notifications__hint">
                    {t(`category.${category}.hint`)}
                  </p>
                </li>
              ))}
            </ul>
          </fieldset>
          {screen.failed && (
            <p role="alert" className="establishment-notifications__failed">
              {t('notSaved')}
            </p>
          )}
          {screen.saved && (
            <p role="status" className="establishment-notifications__saved">
              {t('saved')}
            </p>
          )}
          <div className="form-actions">
            {screen.editing && (
              <button type="button" className="button" onClick={onCancel} aria-disabled={screen.sending || undefined}>
                {t('cancel')}
              </button>
            )}
            <button
              type="submit"
              className="button button--primary"
              disabled={!screen.changed}
              aria-busy={screen.sending || undefined}
              aria-disabled={screen.sending || undefined}
            >
              {screen.sending ? t('saving') : t('save')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
