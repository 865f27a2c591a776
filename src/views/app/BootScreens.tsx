// What a person sees before the portal is ready: a splash while the settings and texts load, and a
// clear screen naming the file and the field when a settings or translation file is unusable.
import { useTranslation } from 'react-i18next';
import type { BootError } from '../../../machines/domain/settingsValidation';

export function BootSplash({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    // The same markup as index.html's static boot screen, which this replaces without a layout shift.
    <main className="boot-screen" data-machine="app" data-state={state} aria-busy="true">
      <div className="boot-splash">
        <svg className="boot-splash__mark" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="7" fill="#0b5cad" />
          <path d="M9 22l7-13 7 13" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <p role="status">{t('boot.loading')}</p>
      </div>
    </main>
  );
}

export function BootFailedScreen({ error, state, onRetry }: { error: BootError | null; state: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="boot-screen boot-failed" data-machine="app" data-state={state}>
      <div role="alert">
        <h1>{t('boot.failedTitle')}</h1>
        <p>{t('boot.failedIntro')}</p>
        {error && (
          <dl>
            <dt>{t('boot.file')}</dt>
            <dd data-testid="boot-file">
              <code>{error.file}</code>
            </dd>
            {error.field && (
              <>
                <dt>{t('boot.field')}</dt>
                <dd data-testid="boot-field">
                  <code>{error.field}</code>
                </dd>
              </>
            )}
          </dl>
        )}
        {error && <p data-testid="boot-problem">{t(`boot.problem.${error.problem}`, { expected: error.expected ?? '' })}</p>}
        <button type="button" onClick={onRetry} autoFocus>
          {t('boot.retry')}
        </button>
      </div>
    </main>
  );
}
