// My profile → my informations (worker, client and generic profiles alike; the screen's title says
// which): the profile read from the API, then the same validated fields as the welcome modal.
import { useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { PROFILE_FIELDS } from '../../../../machines/domain/profileForm';
import { DraftRestoredNotice } from '../../shared/DraftRestoredNotice';
import { focusFirstProblem, ProfileFields } from '../../shared/ProfileFields';
import { useMyProfile, type MyProfileRef } from './useMyProfile';

export function MyProfilePanel({ actorRef }: { actorRef: MyProfileRef }) {
  const { t } = useTranslation();
  const profile = useMyProfile(actorRef);
  const form = useRef<HTMLFormElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    flushSync(() => profile.save());
    focusFirstProblem(form.current);
  };
  // Reading a kept draft follows the profile's read at once: it still counts as loading.
  const loading = profile.loading;
  return (
    <div className="profile-panel" data-machine="myProfile" data-state={profile.state} aria-busy={loading || profile.saving || undefined}>
      {loading && <p role="status">{t('common.loading')}</p>}
      {profile.loadFailed && <p role="note">{t('profile.loadFailed')}</p>}
      {profile.viewing && profile.profile && (
        <>
          <dl className="profile-panel__details">
            {PROFILE_FIELDS.map((field) => (
              <div key={field} data-field={field}>
                <dt>{t(`profile.field.${field}`)}</dt>
                <dd>{profile.profile![field] || t('profile.empty')}</dd>
              </div>
            ))}
          </dl>
          <button type="button" className="button button--primary" onClick={profile.edit}>
            {t('profile.edit')}
          </button>
        </>
      )}
      {profile.editing && (
        <form ref={form} onSubmit={onSubmit} noValidate aria-label={t('profile.editTitle')}>
          {profile.draftRestored && <DraftRestoredNotice onDiscard={profile.discardDraft} disabled={profile.saving} />}
          <ProfileFields fields={profile.fields} problems={profile.problems} readOnly={profile.saving} onChange={profile.change} />
          <div className="form-actions">
            <button type="button" className="button" onClick={profile.cancel} aria-disabled={profile.saving || undefined}>
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              className="button button--primary"
              aria-busy={profile.saving || undefined}
              aria-disabled={profile.saving || undefined}
            >
              {t('common.save')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
