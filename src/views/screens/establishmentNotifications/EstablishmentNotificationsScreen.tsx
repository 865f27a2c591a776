// My establishment › notifications (docs/screens/establishmentNotifications.md): which categories of
// notifications the establishment's user receives (spec section 3: the blocked categories), changed
// with one switch each; the choice is kept as a draft through a failure, a re-login or the
// maintenance page, and the toasts follow it from the next sign-in.
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_NOTIFICATION_CATEGORIES } from '../../../../machines/establishmentNotifications/establishmentNotifications.machine';
import type { ScreenItem } from '../../../../machines/families/screen';
import '../../shared/desk.css';
import { DraftRestoredNotice } from '../../shared/DraftRestoredNotice';
import { useDetail } from '../families/useDetail';
import type { ListRef } from '../families/useList';
import { useScreenTexts, type ScreenTexts } from '../texts';

interface SettingsItem extends ScreenItem {
  blockedCategories: string[];
}

export const texts = {
  fr: {
    title: 'Notifications reçues par l’établissement',
    intro: 'Choisissez les notifications que vous recevez sur le portail. Les annonces de maintenance sont toujours reçues.',
    failed: 'Vos préférences de notification n’ont pas pu être chargées.',
    category: {
      contracts: 'Contrats à signer',
      missions: 'Propositions de mission',
      timeSheets: 'Relevés d’heures à valider',
      invoices: 'Nouvelles factures',
      news: 'Actualités',
    },
    received: 'Reçue',
    blocked: 'Non reçue',
    change: 'Modifier',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    failedSave: 'Vos préférences n’ont pas pu être enregistrées. Vos choix sont conservés.',
    saved: 'Préférences enregistrées. Elles s’appliquent aux notifications affichées à l’écran dès votre prochaine connexion.',
  },
  en: {
    title: 'Notifications the establishment receives',
    intro: 'Choose the notifications you receive on the portal. Maintenance announcements are always received.',
    failed: 'Your notification preferences could not be loaded.',
    category: {
      contracts: 'Contracts to sign',
      missions: 'Mission proposals',
      timeSheets: 'Time sheets to approve',
      invoices: 'New invoices',
      news: 'News',
    },
    received: 'Received',
    blocked: 'Not received',
    change: 'Change',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    failedSave: 'Your preferences could not be saved. Your choices are kept.',
    saved: 'Preferences saved. They apply to the notifications shown on screen from your next sign-in.',
  },
} satisfies ScreenTexts;

export default function EstablishmentNotificationsScreen({ actorRef }: { actorRef: ListRef }) {
  const { t } = useScreenTexts('establishmentNotifications', texts);
  const common = useTranslation();
  const detail = useDetail<SettingsItem>(actorRef);
  const { action } = detail;
  const under = action.underWay;
  const editing = action.formOpen && under?.name === 'change';
  const busy = action.phase === 'pending';
  const loading = detail.phase === 'loading' || action.phase === 'waiting' || action.phase === 'restoring';
  const settings = detail.item;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    action.submit();
  };
  return (
    <div
      className="establishment-notifications"
      data-machine={detail.machineId}
      data-state={detail.state}
      aria-busy={loading || busy || undefined}
    >
      {loading && <p role="status">{common.t('common.loading')}</p>}
      {detail.phase === 'loadFailed' && <p role="note">{t('failed')}</p>}
      {settings && !loading && (
        <>
          <p>{t('intro')}</p>
          {action.outcome?.action === 'change' && !editing && (
            <p className="desk-outcome" role="status">
              {t('saved')}
            </p>
          )}
          {editing && under?.draft ? (
            <form className="desk-form" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
              {under.draftRestored && <DraftRestoredNotice onDiscard={action.cancel} disabled={busy} />}
              {action.phase === 'failed' && (
                <p className="form-error" role="alert">
                  {t('failedSave')}
                </p>
              )}
              <fieldset>
                <legend>{t('title')}</legend>
                {CLIENT_NOTIFICATION_CATEGORIES.map((category, index) => (
                  <label key={category} className="desk-switch">
                    <input
                      type="checkbox"
                      role="switch"
                      name={category}
                      checked={under.draft![category] !== 'off'}
                      disabled={busy}
                      data-autofocus={index === 0 || undefined}
                      onChange={(event) => action.change(category, event.target.checked ? 'on' : 'off')}
                    />
                    {t(`category.${category}`)}
                  </label>
                ))}
              </fieldset>
              <p className="desk-actions">
                <button type="button" className="button" onClick={action.cancel} aria-disabled={busy || undefined}>
                  {t('cancel')}
                </button>
                <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
                  {busy ? t('saving') : t('save')}
                </button>
              </p>
            </form>
          ) : (
            <>
              <h2>{t('title')}</h2>
              <dl className="desk-facts desk-card" data-item={settings.id}>
                {CLIENT_NOTIFICATION_CATEGORIES.map((category) => {
                  const blocked = settings.blockedCategories.includes(category);
                  return (
                    <div key={category} style={{ display: 'contents' }} data-category={category} data-received={!blocked}>
                      <dt>{t(`category.${category}`)}</dt>
                      <dd>
                        <span className={blocked ? 'desk-badge desk-badge--muted' : 'desk-badge desk-badge--done'}>
                          {t(blocked ? 'blocked' : 'received')}
                        </span>
                      </dd>
                    </div>
                  );
                })}
              </dl>
              {action.phase === 'idle' && (
                <p className="desk-actions">
                  <button type="button" className="button button--primary" onClick={() => action.start('change', settings.id)}>
                    {t('change')}
                  </button>
                </p>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
