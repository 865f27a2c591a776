// Which declared screen a URL shows, with its route parameters and tab (docs/screens/README.md
// "Declaring a screen"). A pattern matches its own path; its sub-paths too when it ends in `/*` or
// the screen has tabs (the tab entries lie under it). Of several screens, the best match wins
// (machines/domain/pathPatterns.ts).
import { MENUS } from '../domain/menus';
import { bestMatch, matchPrefix, rawSegments } from '../domain/pathPatterns';
import type { ScreenDeclaration } from './declaration';
import { SCREENS } from './screens';

export interface ScreenMatch {
  declaration: ScreenDeclaration;
  /** The route parameters, decoded, case kept. */
  params: Record<string, string>;
  /** The tab menu's entry the URL is on, or null (no tabs, or none chosen yet). */
  tab: string | null;
}

const ownPattern = (pattern: string) => (pattern.endsWith('/*') ? pattern.slice(0, -2) : pattern);
const coversSubPaths = (declaration: ScreenDeclaration, pattern: string) => pattern.endsWith('/*') || declaration.tabs !== undefined;

/** The declared screen at `path` (among `screens`, every declared one by default), or null. */
export function screenAt(path: string, screens: readonly ScreenDeclaration[] = SCREENS): ScreenMatch | null {
  const segments = rawSegments(path);
  if (segments === null) return null;
  const fitting = (declaration: ScreenDeclaration) =>
    declaration.paths
      .filter((pattern) => {
        const match = matchPrefix(ownPattern(pattern), segments);
        return match !== null && (match.length === segments.length || coversSubPaths(declaration, pattern));
      })
      .map(ownPattern);
  const found = bestMatch(screens, fitting, segments);
  if (!found) return null;
  const declaration = found.item;
  const entry = declaration.tabs ? bestMatch(MENUS[declaration.tabs], (e) => [e.path], segments) : null;
  return { declaration, params: found.match.params, tab: entry?.item.id ?? null };
}

/** The declared screen with this id. */
export function screenById(id: string, screens: readonly ScreenDeclaration[] = SCREENS): ScreenDeclaration | undefined {
  return screens.find((screen) => screen.id === id);
}
