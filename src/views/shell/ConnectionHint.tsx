// The discreet state of the real-time connection in the shell: nothing while it connects
// or is connected; "reconnecting" while it retries; once the retries are spent, a line saying the
// real-time notifications are interrupted with a button to try again. Closed on purpose (the
// network is gone) it says nothing: the offline notice already does, and it reconnects by itself.
// The root always carries data-machine/data-state, so tests and QA see every phase.
import { useTranslation } from 'react-i18next';
import { useConnection, useConnectionRef, type ConnectionRef } from './useConnection';

export function ConnectionHint() {
  const connection = useConnectionRef();
  return connection ? <ConnectionHintView connection={connection} /> : null;
}

export function ConnectionHintView({ connection }: { connection: ConnectionRef }) {
  const { t } = useTranslation();
  const { state, phase, stoppedBecause, retry } = useConnection(connection);
  const interrupted = phase === 'disconnected' && stoppedBecause === 'retriesExhausted';
  return (
    <div className="connection-hint" data-machine="connection" data-state={state} role="status" aria-live="polite">
      {phase === 'reconnecting' && (
        <span className="connection-hint__text connection-hint__text--reconnecting">{t('connection.reconnecting')}</span>
      )}
      {interrupted && (
        <>
          <span className="connection-hint__text">{t('connection.retriesExhausted')}</span>
          <button type="button" className="connection-hint__retry" onClick={retry}>
            {t('connection.retry')}
          </button>
        </>
      )}
    </div>
  );
}
