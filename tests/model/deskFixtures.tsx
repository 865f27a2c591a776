// What the model tests of the client's screens and the clients hub share: the shell's
// French texts for their views, a render through i18next, and the rows the stand-in's world gives.
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
const EN = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/en.json'), 'utf8'));

/** A fresh i18next in `lng` with the shell's texts (each screen adds its own when it renders). */
export async function shellI18n(lng: 'fr' | 'en' = 'fr'): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { fr: { translation: FR }, en: { translation: EN } } });
  return i18n;
}

/** Renders a screen's view as the app does, inside a router (its links) and i18next; the container. */
export function renderScreen(i18n: I18n, view: ReactElement): HTMLElement {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{view}</MemoryRouter>
    </I18nextProvider>,
  ).container;
}

/** The visible text of an element, spaces made plain (Intl writes narrow no-break spaces). */
export const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
