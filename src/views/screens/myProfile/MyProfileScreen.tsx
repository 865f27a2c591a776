// My profile → my informations: the worker, client or generic profile the user's type gets (the
// screen's title says which), with the fields that profile shows and what it shows read only from
// the user info (a worker's status, staff roles); editing uses the welcome modal's fields and rules.
import { useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ProfileFact } from '../../../../machines/domain/profileVariants';
import { DraftRestoredNotice } from '../../shared/DraftRestoredNotice';
import { focusFirstProblem, ProfileFields } from '../../shared/ProfileFields';
import { useMyProfile, type MyProfileRef } from './useMyProfile';

/** The screen's body, while its machine runs (the app machine's child `screen`). */
export default function MyProfileScreen({ actorRef }: { actorRef: MyProfileRef }) {
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
    <div
      className="profile-panel"
      data-machine="myProfile"
      data-state={profile.state}
      data-profile={profile.variant}
      aria-busy={loading || profile.saving || undefined}
    >
      {loading && <p role="status">{t('common.loading')}</p>}
      {profile.loadFailed && <p role="note">{t('profile.loadFailed')}</p>}
      {(profile.viewing || profile.editing) && profile.facts.length > 0 && (
        <dl className="profile-panel__facts">
          {profile.facts.map((fact) => (
            <div key={fact.id} data-fact={fact.id}>
              <dt>{t(`profile.fact.${fact.id}`)}</dt>
              <dd>{factText(fact, t)}</dd>
            </div>
          ))}
        </dl>
      )}
      {profile.viewing && profile.profile && (
        <>
          <dl className="profile-panel__details">
            {profile.shown.map((field) => (
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
          <ProfileFields
            fields={profile.fields}
            shown={profile.shown}
            problems={profile.problems}
            readOnly={profile.saving}
            onChange={profile.change}
          />
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

/** A read-only line in words: the worker's status, yes or no, the roles' names. */
function factText(fact: ProfileFact, t: (key: string) => string): string {
  if (fact.id === 'workerStatus') return t(`profile.workerStatus.${fact.value}`);
  if (fact.id === 'cdii') return t(fact.value ? 'common.yes' : 'common.no');
  return fact.value.map((role) => t(`profile.role.${role}`)).join(', ');
}
