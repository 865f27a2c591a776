// @vitest-environment happy-dom
// The restore notice in both languages: a form that opens again on a kept draft says so
// and offers to discard it; discarding drops the draft and shows the profile as the server has it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createActor, fromPromise } from 'xstate';
import { myProfileMachine } from '../../machines/myProfile/myProfile.machine';
import { daysOffMachine, type DaysOffKeptDraft } from '../../machines/daysOff/daysOff.machine';
import type { ProfileChange } from '../../machines/domain/profileForm';
import type { DaysOffRequest, UserProfile } from '../../machines/domain/types';
import MyProfilePanel from '../../src/views/screens/myProfile/MyProfileScreen';
import DaysOffPanel from '../../src/views/screens/daysOff/DaysOffScreen';

const text = (lang: 'fr' | 'en') => JSON.parse(readFileSync(join(process.cwd(), `public/i18n/core/${lang}.json`), 'utf8'));
const PROFILE: UserProfile = {
  id: 'u-1',
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@alpha.example',
  function: null,
  landlinePhone: null,
  mobilePhone: '06 12 34 56 78',
};
const KEPT = {
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@alpha.example',
  function: 'Cheffe',
  landlinePhone: '',
  mobilePhone: '07 11 22 33 44',
};

async function renderIn(lang: 'fr' | 'en', node: React.ReactNode) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: lang, resources: { [lang]: { translation: text(lang) } } });
  return render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

function profileActor(kept: typeof KEPT | null) {
  const dropped: number[] = [];
  const actor = createActor(
    myProfileMachine.provide({
      actors: {
        readProfile: fromPromise(async () => PROFILE),
        saveProfile: fromPromise<void, { profile: ProfileChange }>(async () => {}),
        readDraft: fromPromise<typeof KEPT | null>(async () => kept),
      },
      actions: {
        keepDraft: () => {},
        dropDraft: () => {
          dropped.push(1);
        },
      },
    }),
    // A client: the profile that shows all six fields.
    { input: { user: { userType: 'client', roles: ['clientUser'], disabledFeatures: [] } } },
  ).start();
  return { actor, dropped };
}

afterEach(() => cleanup());

describe('restore notice', () => {
  for (const lang of ['fr', 'en'] as const) {
    it(`${lang}: My profile opens again on the kept draft, says so, and discards it on request`, async () => {
      const t = text(lang);
      const { actor, dropped } = profileActor(KEPT);
      await renderIn(lang, <MyProfilePanel actorRef={actor} />);
      await screen.findByText(t.drafts.restored);
      expect((screen.getByLabelText(t.profile.field.mobilePhone) as HTMLInputElement).value).toBe('07 11 22 33 44');
      expect((screen.getByLabelText(t.profile.field.function) as HTMLInputElement).value).toBe('Cheffe');
      fireEvent.click(screen.getByRole('button', { name: t.drafts.discard }));
      await waitFor(() => expect(screen.queryByText(t.drafts.restored)).toBeNull());
      expect(screen.getByText('06 12 34 56 78')).toBeTruthy();
      expect(dropped).toHaveLength(1);
    });
  }

  it('no kept draft: the profile shows, no notice', async () => {
    const { actor } = profileActor(null);
    await renderIn('fr', <MyProfilePanel actorRef={actor} />);
    await screen.findByText('06 12 34 56 78');
    expect(screen.queryByText(text('fr').drafts.restored)).toBeNull();
  });

  it('en: the days-off form opens again on the kept request, with the notice', async () => {
    const t = text('en');
    const pending: DaysOffRequest = { id: 'd-2', startDate: '2025-08-11', endDate: '2025-08-11', reason: 'Médecin', status: 'pending' };
    const actor = createActor(
      daysOffMachine.provide({
        actors: {
          readRequests: fromPromise(async () => [pending]),
          submitRequest: fromPromise(async () => pending),
          readDraft: fromPromise<DaysOffKeptDraft | null>(async () => ({
            id: 'd-2',
            draft: { startDate: '2025-08-11', endDate: '2025-08-14', reason: 'Médecin puis repos' },
          })),
        },
        actions: { keepDraft: () => {}, dropDraft: () => {} },
      }),
    ).start();
    await renderIn('en', <DaysOffPanel actorRef={actor} />);
    await screen.findByText(t.drafts.restored);
    expect((screen.getByLabelText(t.daysOff.endDate) as HTMLInputElement).value).toBe('2025-08-14');
    expect(screen.getByRole('button', { name: t.drafts.discard })).toBeTruthy();
  });
});
