// The welcome confirmation modal (spec sections 4 and 8, keys global.confirmation.*): the client's
// data read from the pending approval, editable. Continue saves the edited fields; Close (also
// Escape and ×) approves the profile as it is. A failed call shows the shared error dialog on top;
// the fields stay as typed.
import { useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Modal } from '../shared/Modal';
import { DraftRestoredNotice } from '../shared/DraftRestoredNotice';
import { focusFirstProblem, ProfileFields } from '../shared/ProfileFields';
import { useProfileApproval, useProfileApprovalRef, type ProfileApprovalRef } from './useProfileApproval';

export function ProfileApprovalModalSlot() {
  const approval = useProfileApprovalRef();
  return approval ? <ProfileApprovalModal actorRef={approval} /> : null;
}

export function ProfileApprovalModal({ actorRef }: { actorRef: ProfileApprovalRef }) {
  const { t } = useTranslation();
  const approval = useProfileApproval(actorRef);
  const form = useRef<HTMLFormElement>(null);
  if (!approval.open) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    flushSync(() => approval.save());
    focusFirstProblem(form.current);
  };

  return (
    <Modal
      machine="profileApproval"
      state={approval.state}
      title={t('global.confirmation.title')}
      onDismiss={approval.busy ? undefined : approval.cancel}
      dismissLabel={t('global.confirmation.close')}
      busy={approval.busy}
      testId="profile-approval"
    >
      <form ref={form} onSubmit={onSubmit} noValidate>
        <p>{t('global.confirmation.message')}</p>
        {approval.draftRestored && <DraftRestoredNotice onDiscard={approval.discardDraft} disabled={approval.busy} />}
        <ProfileFields fields={approval.fields} problems={approval.problems} readOnly={approval.busy} onChange={approval.change} />
        <div className="modal__actions">
          <button type="button" className="button" onClick={approval.cancel} aria-disabled={approval.busy || undefined}>
            {t('global.confirmation.close')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            aria-busy={approval.saving || undefined}
            aria-disabled={approval.busy || undefined}
          >
            {t('global.confirmation.continue')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
