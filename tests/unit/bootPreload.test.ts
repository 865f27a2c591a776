// Which declared screens' chunks the boot starts (src/boot.ts, preloadScreen): the screen this tab's
// user sees at the path, and none for a tab without a session, which goes to the identity provider
// first. The screens' modules are recorded here instead of loaded; the pages' chunks are real.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadScreen } from '../../src/boot';

const started = vi.hoisted(() => ({ views: [] as string[], logics: [] as string[] }));

vi.mock('../../src/views/screens/screenViews', () => ({
  preloadScreenView: async (id: string) => {
    started.views.push(id);
  },
}));
vi.mock('../../src/services/screens', () => ({
  preloadScreenLogic: async (id: string) => {
    started.logics.push(id);
  },
}));

beforeEach(() => {
  started.views = [];
  started.logics = [];
});

describe('preloadScreen: the first screen’s chunks', () => {
  it.each([
    ['worker', 'workerHome'],
    ['client', 'clientHome'],
    ['internalUser', 'internalHome'],
  ] as const)(
    'a reload of /home by a signed-in %s starts its own dashboard, view and machine, and no other',
    async (userType, dashboard) => {
      await preloadScreen('/home', userType);
      expect(started.views).toEqual([dashboard]);
      expect(started.logics).toEqual([dashboard]);
    },
  );

  it('a screen the user type shares with others: the one the path shows', async () => {
    await preloadScreen('/contracts', 'worker');
    expect(started.views).toEqual(['contracts']);
  });

  it('the two time sheets of one path: the user type’s own', async () => {
    await preloadScreen('/time-sheets', 'client');
    expect(started.views).toEqual(['clientTimeSheets']);
    started.views = [];
    await preloadScreen('/time-sheets', 'worker');
    expect(started.views).toEqual(['workerTimeSheets']);
  });

  it('a tab without a session starts no declared screen: it goes to the identity provider first', async () => {
    await preloadScreen('/home', 'worker');
    expect(started.views).not.toEqual([]);
    started.views = [];
    started.logics = [];
    await preloadScreen('/home', null);
    await preloadScreen('/contracts', null);
    expect(started.views).toEqual([]);
    expect(started.logics).toEqual([]);
  });

  it('a declared screen outside the layout loads whoever opens it (its page needs no session of this tab)', async () => {
    await preloadScreen('/document-preview/abc', null);
    expect(started.views).toEqual(['documentPreview']);
    expect(started.logics).toEqual(['documentPreview']);
  });
});
