// The forced password change (spec section 4): a modal that cannot be dismissed (no close button,
// Escape does nothing) until a new password is saved.
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../../machines/domain/passwordRules';
import { FormField } from '../shared/FormField';
import { Modal } from '../shared/Modal';
import { usePasswordChange, type PasswordChangeRef } from './usePasswordChange';

export function PasswordChangeModal({ actorRef }: { actorRef: PasswordChangeRef }) {
  const { t } = useTranslation();
  const form = usePasswordChange(actorRef);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmationInput = useRef<HTMLInputElement>(null);

  if (form.done) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.saving) return;
    if (form.failed) {
      form.retry();
      return;
    }
    const refusedFor = form.submit();
    // A refused submit leaves the modal as it was: take the person to the first field to fix.
    if (refusedFor.some((problem) => problem !== 'mismatch')) passwordInput.current?.focus();
    else if (refusedFor.length > 0) confirmationInput.current?.focus();
  };
  const passwordInvalid = form.passwordProblems.length > 0;
  const confirmationInvalid = form.confirmationProblems.length > 0;

  return (
    <Modal machine="passwordChange" state={form.state} title={t('passwordChange.title')} busy={form.saving}>
      <form onSubmit={onSubmit} noValidate>
        <p>{t('passwordChange.intro')}</p>
        <FormField
          label={t('passwordChange.passwordLabel')}
          hint={t('passwordChange.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          problem={
            passwordInvalid && (
              <ul>
                {form.passwordProblems.map((problem) => (
                  <li key={problem}>{t(`passwordChange.problem.${problem}`, { min: PASSWORD_MIN_LENGTH })}</li>
                ))}
              </ul>
            )
          }
          inputRef={passwordInput}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          data-autofocus
          value={form.password}
          readOnly={form.saving}
          onChange={(event) => form.changePassword(event.target.value)}
        />
        <FormField
          label={t('passwordChange.confirmationLabel')}
          problem={confirmationInvalid && t('passwordChange.problem.mismatch')}
          inputRef={confirmationInput}
          name="confirmation"
          type="password"
          autoComplete="new-password"
          value={form.confirmation}
          readOnly={form.saving}
          onChange={(event) => form.changeConfirmation(event.target.value)}
        />
        <div role="alert" className="form-error" data-testid="password-change-failure">
          {form.failed && (
            <>
              <p>{t('passwordChange.failed')}</p>
              {form.errorMessage && <p data-testid="password-change-server-message">{form.errorMessage}</p>}
            </>
          )}
        </div>
        <div className="modal__actions">
          <button
            type="submit"
            className="button button--primary"
            aria-busy={form.saving || undefined}
            aria-disabled={form.saving || undefined}
          >
            {form.saving ? t('passwordChange.saving') : form.failed ? t('passwordChange.retry') : t('passwordChange.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
