// Which declared screen a URL shows, with its route parameters and tab (docs/screens/README.md
// "Declaring a screen"). A pattern matches its own path; its sub-paths too when it ends in `/*`, and
// its tabs' paths when the screen has tabs (a sibling entry's path, another screen's, is not its). Of several screens, the best match wins
// (machines/domain/pathPatterns.ts). Screens that share a path for different user types (the
// dashboards of /home, the two time sheets) are told apart by the user's type.
import { MENUS } from '../domain/menus';
import { bestMatch, matchPrefix, rawSegments } from '../domain/pathPatterns';
import type { UserType } from '../domain/types';
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
/**
 * Whether the screen covers `segments` below its pattern: any with `/*`; with tabs, a tab's path,
 * what lies under it, or a level on the way to it (`/temporary-workers/planning` of …/planning/week).
 */
const coversSubPath = (declaration: ScreenDeclaration, pattern: string, segments: string[]) =>
  pattern.endsWith('/*') ||
  (declaration.tabs !== undefined &&
    MENUS[declaration.tabs].some((entry) => {
      const tab = entry.path.split('/').filter(Boolean);
      return matchPrefix(`/${tab.slice(0, segments.length).join('/')}`, segments) !== null;
    }));

export interface ScreenLookup {
  /** The user's type: a screen declared for other types is not theirs. Absent: every screen counts. */
  userType?: UserType;
  /** Where to look; every declared screen by default. */
  screens?: readonly ScreenDeclaration[];
}

const forType = (declaration: ScreenDeclaration, userType: UserType | undefined) =>
  userType === undefined || declaration.userTypes === undefined || declaration.userTypes.includes(userType);

/** The declared screen at `path` for a user of `userType`, or null. */
export function screenAt(path: string, { userType, screens = SCREENS }: ScreenLookup = {}): ScreenMatch | null {
  return match(
    path,
    screens.filter((declaration) => forType(declaration, userType)),
  );
}

function match(path: string, screens: readonly ScreenDeclaration[]): ScreenMatch | null {
  const segments = rawSegments(path);
  if (segments === null) return null;
  const fitting = (declaration: ScreenDeclaration) =>
    declaration.paths
      .filter((pattern) => {
        const match = matchPrefix(ownPattern(pattern), segments);
        return match !== null && (match.length === segments.length || coversSubPath(declaration, pattern, segments));
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

/** The tab a declaration's `queryTabs` gives a URL's query (`?status=toValidate`), if any. */
export function queryTab(declaration: Pick<ScreenDeclaration, 'queryTabs'>, search: string): string | undefined {
  const query = new URLSearchParams(search);
  for (const [name, tabs] of Object.entries(declaration.queryTabs ?? {})) {
    const value = query.get(name);
    if (value !== null && Object.hasOwn(tabs, value)) return tabs[value];
  }
  return undefined;
}
