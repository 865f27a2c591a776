// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { AppErrorBoundary } from '../../src/views/app/AppErrorBoundary';
import { createI18n } from '../../src/services/i18n';

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('render bug');
}

describe('app error boundary', () => {
  it('shows a clear message with a way home, and reports the error, instead of a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported: unknown[] = [];
    render(
      <I18nextProvider i18n={createI18n()}>
        <AppErrorBoundary onError={(error) => reported.push(error)}>
          <Broken />
        </AppErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe("Cette page n'a pas pu s'afficher");
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
    expect((reported[0] as Error).message).toBe('render bug');
  });
});
