// A screen of the authorised layout, declared in one place (docs/screens/README.md "Declaring a
// screen"): `machines/screens/<id>.screen.ts` exports `defineScreen({...})`. Access, the menus, the
// router, the lazy chunks and the flow gallery read it; `npm run screens` lists the declarations in
// machines/screens/screens.ts.
//
// A declaration is data, small on purpose (it is in the portal's first chunk): where the screen is,
// who may enter it beyond its layout route's rules, its tabs, and what runs while it shows. What runs
// is a family configured here (a list or a detail reading one call) or, for a screen with actions or
// rules of its own, a machine of its own; either is loaded with the screen.
import type { MenuId } from '../domain/navigation';
import type { FeatureFlag, Role, UserType } from '../domain/types';

export interface ListFamily {
  family: 'list';
  /** The contract call that reads a page (contract/screens/<id>.ts). */
  load: string;
  pageSize: number;
  /** Categories of pushed notifications that make the list read again. */
  refreshOn?: readonly string[];
  /** A search field whose text filters the list on the server; the URL holds it (docs/screens/README.md "List › Search"). */
  search?: boolean;
  /** For internal users, the list shows what the header's agency-folder selection covers (spec section 5). */
  followsAgencyFolders?: boolean;
}

export interface DetailFamily {
  family: 'detail';
  /** The contract call that reads the item; the route's parameters fill its path. */
  load: string;
  refreshOn?: readonly string[];
  /** For internal users, the item covers what the header's agency-folder selection covers (spec section 5). */
  followsAgencyFolders?: boolean;
}

export interface ScreenDeclaration {
  /** The screen's name in every layer: machine id, contract file, stand-in file, view folder, texts. */
  readonly id: string;
  /**
   * URL patterns under a layout route, `:name` for a parameter (`/clients/:clientId`). A pattern
   * covers its sub-paths (the tabs); the longest pattern that matches a URL wins, then the one with
   * more literal segments.
   */
  readonly paths: readonly string[];
  /** What the screen is for, in a product owner's words (its chart and the gallery show it). Its
   *  screen contract is `docs/screens/<id>.md`. */
  readonly description: string;
  /** Who may enter, on top of the layout route's rules: one of these roles. */
  readonly roles?: readonly Role[];
  /** On top of the layout route's rules: refused when this flag is in the user's disabled features. */
  readonly feature?: FeatureFlag;
  /**
   * On top of the layout route's rules: only these user types. Screens may share a path when their
   * user types do not overlap: the user's type chooses (the worker, client and internal dashboards of
   * /home; the two time sheets).
   */
  readonly userTypes?: readonly UserType[];
  /** The sub-menu whose entries are the screen's tabs; the URL says which one is open. */
  readonly tabs?: MenuId;
  /** The tab opened when the URL has none, when the user sees it; else the first tab the user sees. */
  readonly defaultTab?: string;
  /**
   * The tab a URL without one opens for a query it carries, before `defaultTab`: a notification's
   * redirect (`/time-sheets?status=toValidate`) opens the tab it means. `{ status: { toValidate: 'toFill' } }`.
   */
  readonly queryTabs?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * What runs while the screen shows: a family configured here; `'own'`, the screen's own machine
   * `<id>Machine` of machines/<id>/<id>.machine.ts; or null for a screen that only shows what the app
   * knows. Loaded with the screen's chunk.
   */
  readonly machine: ListFamily | DetailFamily | 'own' | null;
}

/** A screen's declaration, checked against the shape (`machines/screens/<id>.screen.ts`). */
export function defineScreen<const D extends ScreenDeclaration>(declaration: D): D {
  return declaration;
}
