// When two raised failures are one (spec section 8's shared error handler): the error dialog shows
// a failure once while it waits, but a different call, source or retry is another failure.
import { describe, expect, it } from 'vitest';
import { isSameFailure, type RaisedFailure } from '../../../machines/domain/failures';

const mark = (id: string, message = 'Erreur 500'): RaisedFailure => ({
  source: 'toaster',
  call: 'markProcessed',
  message,
  retry: { type: 'MARK_PROCESSED.RETRY', notification: { id } },
});

describe('same failure', () => {
  it('is the same call of the same source with the same retry, whatever its message', () => {
    expect(isSameFailure(mark('n-1'), mark('n-1', 'Service indisponible'))).toBe(true);
  });

  it('differs by the retry parameters, the call or the source', () => {
    expect(isSameFailure(mark('n-1'), mark('n-2'))).toBe(false);
    expect(isSameFailure(mark('n-1'), { ...mark('n-1'), call: 'clearPopup' })).toBe(false);
    expect(isSameFailure(mark('n-1'), { ...mark('n-1'), source: 'popup' })).toBe(false);
  });
});
