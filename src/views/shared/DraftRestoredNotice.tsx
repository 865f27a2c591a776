// Says that a form opened again on what the person had typed before the page was left (a re-login
// or the maintenance page), with a way to throw those changes away.
import { useTranslation } from 'react-i18next';

export function DraftRestoredNotice({ onDiscard, disabled }: { onDiscard: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="draft-notice" role="status" data-draft-restored="">
      <p>{t('drafts.restored')}</p>
      <button type="button" className="button" onClick={onDiscard} aria-disabled={disabled || undefined}>
        {t('drafts.discard')}
      </button>
    </div>
  );
}
