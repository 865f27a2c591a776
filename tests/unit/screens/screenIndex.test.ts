// A screen is declared in one place and found by its name in every layer (docs/screens/README.md
// "Declaring a screen"): the lists `npm run screens` writes are current, and each declared screen has
// its screen contract, its view, and, when a family reads its call, that call and the stand-in's
// answer to it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_CALLS } from '../../../contract/screens/screens';
import { SCREENS } from '../../../machines/screens/screens';
import { SCREEN_ROUTES } from '../../../server/screens/screens';
import { staleScreenIndexes } from '../../../scripts/screens';

const ROOT = process.cwd();
const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

describe('the declared screens', () => {
  it('the lists of npm run screens are current', async () => {
    expect((await staleScreenIndexes()).map((index) => index.path)).toEqual([]);
  });

  it('ids and paths are each declared once', () => {
    const ids = SCREENS.map((screen) => screen.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = SCREENS.flatMap((screen) => screen.paths.map((path) => path.toLowerCase()));
    expect(new Set(paths).size).toBe(paths.length);
  });

  describe.each(SCREENS.map((screen) => [screen.id, screen] as const))('%s', (id, screen) => {
    it('has its screen contract, with the heads a contract has', () => {
      const file = join(ROOT, 'docs/screens', `${id}.md`);
      expect(existsSync(file), `docs/screens/${id}.md`).toBe(true);
      const heads = [...readFileSync(file, 'utf8').matchAll(/^## (.+)$/gm)].map((match) => match[1]);
      expect(heads).toEqual(expect.arrayContaining(['Who', 'What they see and do', 'States', 'Calls', 'Failures']));
    });

    it('has its view', () => {
      expect(existsSync(join(ROOT, 'src/views/screens', id, `${pascal(id)}Screen.tsx`)), `${pascal(id)}Screen.tsx`).toBe(true);
    });

    it('has its machine: a family reading a declared call the stand-in answers, or its own', () => {
      const machine = screen.machine;
      if (machine === 'own') {
        expect(existsSync(join(ROOT, 'machines', id, `${id}.machine.ts`))).toBe(true);
        expect(existsSync(join(ROOT, 'src/services/screens', `${id}.implementations.ts`))).toBe(true);
      } else if (machine !== null) {
        const call = (SCREEN_CALLS as Record<string, { method: string; path: string }>)[machine.load];
        expect(call, `contract/screens/${id}.ts declares ${machine.load}`).toBeDefined();
        expect(
          SCREEN_ROUTES.some((route) => route.call === call),
          `server/screens/${id}.ts answers ${machine.load}`,
        ).toBe(true);
      }
    });
  });
});
