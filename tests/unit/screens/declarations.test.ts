// Each screen's declaration against what does not come from it: its file's name, the machines that
// exist, the spec's route table and the menus (machines/domain/routes.ts, menus.ts). A declaration
// that names the wrong screen, loses a path or says nothing of what its screen is for fails here,
// whichever screen it is. Reads no file of server/ or docs/, so mutation runs use it
// (mutation/parts.ts gives it to every declaration).
import { describe, expect, it } from 'vitest';
import { MENUS } from '../../../machines/domain/menus';
import { LAYOUT_ROUTES, MAIN_NAVIGATION } from '../../../machines/domain/routes';
import { USER_TYPES } from '../../../machines/domain/types';
import type { ScreenDeclaration } from '../../../machines/screens/declaration';
import { screenAt } from '../../../machines/screens/lookup';
import { SCREENS } from '../../../machines/screens/screens';

const declarationFiles = import.meta.glob<Record<string, ScreenDeclaration>>('../../../machines/screens/*.screen.ts', { eager: true });
const machineFiles = Object.keys(import.meta.glob('../../../machines/*/*.machine.ts'));
const baseName = (file: string) => file.replace(/^.*\//, '').replace(/\.(screen|machine)\.ts$/, '');

/** Hubs: their page is their sub-menu (machines/domain/screenNavigation.ts), no screen of their own. */
const HUBS = ['/back-office', '/parameters', '/referential'];
/** A path of the route table or of a menu, with a value for each parameter. */
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, 'id-1');
const screenFor = (path: string) => USER_TYPES.map((userType) => screenAt(concrete(path), { userType })?.declaration.id).find(Boolean);

describe('each declaration', () => {
  const declared = Object.entries(declarationFiles).map(([file, exports]) => [baseName(file), Object.values(exports)[0]] as const);

  it('is in the index, once', () => {
    expect(declared.length).toBeGreaterThan(30);
    expect(declared.map(([, declaration]) => declaration).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...SCREENS].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it.each(declared)(
    '%s: its id is its file’s name, it says what the screen is for, and "own" names a machine that exists',
    (name, declaration) => {
      expect(declaration.id).toBe(name);
      // Shown by the flow gallery and the screens' list: a sentence, not a word.
      expect(declaration.description.split(' ').length).toBeGreaterThan(3);
      expect(declaration.paths.length).toBeGreaterThan(0);
      for (const path of declaration.paths) expect(path).toMatch(/^\/[a-z]/);
      const hasOwnMachine = machineFiles.some((file) => baseName(file) === name);
      expect(declaration.machine === 'own').toBe(hasOwnMachine);
    },
  );
});

describe('every place a person can go opens a declared screen', () => {
  it.each(LAYOUT_ROUTES.filter((route) => !HUBS.includes(route.path)).map((route) => route.path))('the route %s', (path) => {
    expect(screenFor(path)).toBeDefined();
  });

  it.each(MAIN_NAVIGATION.filter((entry) => !HUBS.includes(entry.path)).map((entry) => [entry.id, entry.path]))(
    'the main navigation’s %s (%s)',
    (_id, path) => {
      expect(screenFor(path)).toBeDefined();
    },
  );

  const menuEntries = Object.entries(MENUS).flatMap(([menu, entries]) =>
    entries.filter((entry) => !('action' in entry && entry.action)).map((entry) => [`${menu} › ${entry.id}`, entry.path] as const),
  );
  it.each(menuEntries)('the menu entry %s (%s)', (_entry, path) => {
    expect(screenFor(path)).toBeDefined();
  });

  it('a document’s preview, outside the layout', () => {
    expect(screenFor('/document-preview')).toBe('documentPreview');
  });

  it('and a hub, a path of no route or an unreadable one opens none', () => {
    for (const path of [...HUBS, '/nowhere', '/my-profile/%E0%A4%A']) expect(screenFor(path), path).toBeUndefined();
  });
});
