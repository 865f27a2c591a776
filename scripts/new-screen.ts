// `npm run new:screen -- <id> --path </layout-route/…> [--tabs <menu id>]`: writes a working list
// screen to start from (docs/architecture.md "Add a screen"), in the six files named for it, then the
// lists of `npm run screens`:
//
//   docs/screens/<id>.md                      its screen contract
//   machines/screens/<id>.screen.ts           its declaration: route, tabs, the list family's options
//   contract/screens/<id>.ts                  its call, proposed
//   server/screens/<id>.ts                    the stand-in's answer, with demo data on both tenants
//   src/views/screens/<id>/<Id>Screen.tsx     its view and its texts in French and English
//   tests/model/<id>.model.test.tsx           its model test (the families' oracle) and view test
//
// As written it passes `npm test`, lint, `npm run size` and the mutation step; CI writes one and
// runs them (.ci/run). Then make it the screen its contract describes. Refuses an id or a path that
// is taken, and a path no layout route holds.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { findLayoutRoute } from '../machines/domain/routes';
import { MENU_IDS, MENUS, type MenuId } from '../machines/domain/menus';
import { screenAt } from '../machines/screens/lookup';
import { SCREENS } from '../machines/screens/screens';
import { staleScreenIndexes } from './screens';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface NewScreen {
  id: string;
  path: string;
  tabs?: MenuId;
}

const kebab = (id: string) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** Why the screen cannot be written, or null. */
export function newScreenProblem({ id, path, tabs }: NewScreen): string | null {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(id)) return `the id “${id}” is not camelCase (letters and digits, a lower-case first letter)`;
  if (SCREENS.some((screen) => screen.id === id)) return `a screen “${id}” is declared already (machines/screens/${id}.screen.ts)`;
  if (!/^(\/[a-z0-9-]+)+$/.test(path)) return `the path “${path}” is not a lower-case URL path (/news/my-screen)`;
  if (!findLayoutRoute(path)) return `no layout route holds ${path} (machines/domain/routes.ts)`;
  const taken = screenAt(path);
  if (taken && taken.declaration.paths.some((pattern) => pattern.replace(/\/\*$/, '') === path))
    return `${path} is the screen “${taken.declaration.id}”'s`;
  if (tabs !== undefined && !(MENU_IDS as readonly string[]).includes(tabs)) return `no sub-menu “${tabs}” (machines/domain/menus.ts)`;
  return null;
}

/** The six files of a new list screen, by path. */
export function newScreenFiles({ id, path, tabs }: NewScreen): Record<string, string> {
  const Id = pascal(id);
  const call = `get${Id}`;
  const apiPath = `/v1/${kebab(id)}`;
  // The tabs are the sub-menu's entries; without tabs, the list has the one filter "all".
  const filters = JSON.stringify(tabs ? MENUS[tabs].map((entry) => entry.id) : ['all'])
    .replace(/"/g, "'")
    .replace(/,/g, ', ');
  return {
    [`docs/screens/${id}.md`]: `# ${Id} (\`${id}\`)

## Who
Whoever may enter \`${path}\` (its layout route's roles and flags, machines/domain/routes.ts), on
both tenants${tabs ? `; one tab per entry of the \`${tabs}\` sub-menu` : ''}.

## What they see and do
The items of the list, newest first, 20 at a time with "Afficher plus" for the next 20: each
item's title and date.

## States
The list family (\`screens/README.md › List\`): loading, empty, the items, loading more, a failed
read.

## Calls
- \`GET {backApi}${apiPath}?${tabs ? 'filter=<tab>&' : ''}skip=N&take=20\` → \`{ items: [{ id, title, date }], total }\`,
  *proposed* (\`contract/screens/${id}.ts\`).

## Failures
- The read fails: the shared error dialog names it, with Retry; the page says the list could not be
  read. "Afficher plus" fails: the items read stay, Retry reads the next page.
- 401: the silent re-login. 503: the maintenance page.

## Stand-in data
Twenty-five items on each tenant, the same for every demo user (\`server/screens/${id}.ts\`).
`,
    [`machines/screens/${id}.screen.ts`]: `import { defineScreen } from './declaration';

export const ${id}Screen = defineScreen({
  id: '${id}',
  paths: ['${path}'],
  description: 'The ${id} items, newest first',
${tabs ? `  tabs: '${tabs}',\n` : ''}
  machine: { family: 'list', load: '${call}', pageSize: 20 },
});
`,
    [`contract/screens/${id}.ts`]: `// The ${id} screen's call (docs/screens/${id}.md), proposed. Each field says what a backend team
// must know of it and shows an example (docs/api/; tests/unit/apiDescriptions.test.ts); builds strip them.
import { description, examples, object, pipe } from 'valibot';
import { call } from '../calls.ts';
import { date, listQuery, nonBlank, pageOf } from '../wire.ts';

export const ${Id}ItemSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The item’s id.'), examples(['item-1'])),
    title: pipe(nonBlank(), description('Its title, plain text, shown as the list entry.'), examples(['Premier élément'])),
    date: pipe(date(), description('Its date, \`YYYY-MM-DD\`: the list is newest first.'), examples(['2026-11-28'])),
  }),
  description('One item of the ${id} list.'),
);

export const ${id}Calls = {
  ${call}: call({
    method: 'GET',
    path: '${apiPath}',
    query: listQuery(${filters}),
    answers: { 200: pageOf(${Id}ItemSchema) },
    proposed: true,
    summary: 'One page of the ${id} screen’s items, of one tab or all, newest first.',
  }),
};
`,
    [`server/screens/${id}.ts`]: `// The stand-in's ${id} items (docs/screens/${id}.md): twenty-five on each tenant, newest first.
import { ${id}Calls } from '../../contract/screens/${id}.ts';
import { route, type Route } from '../api/router.ts';
import { TENANT_DISPLAY_NAMES, type TenantId } from '../tenants.ts';
import { listQuery, page } from './lists.ts';

export function ${id}Data(tenant: TenantId) {
  return Array.from({ length: 25 }, (_, index) => ({
    id: '${kebab(id)}-' + (25 - index),
    title: TENANT_DISPLAY_NAMES[tenant] + ' — ${id} ' + (25 - index),
    date: '2026-10-' + String(25 - index).padStart(2, '0'),
  }));
}

export const ${id}Routes: Route[] = [
  route(${id}Calls.${call}, ({ query, state }) => {
    const list = listQuery(query, ${filters});
    return { status: 200, body: page(state.screenData('${id}', ${id}Data), list) };
  }),
];
`,
    [`src/views/screens/${id}/${Id}Screen.tsx`]: `// ${Id} (docs/screens/${id}.md): the items, each with its date in the reader's language.
import type { ScreenItem } from '../../../../machines/families/screen';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useScreenTexts, type ScreenTexts } from '../texts';

interface ${Id}Item extends ScreenItem {
  title: string;
  date: string;
}

export const texts = {
  fr: { empty: 'Rien à afficher pour le moment.', failed: 'La liste n’a pas pu être chargée.', items: 'Éléments' },
  en: { empty: 'Nothing to show yet.', failed: 'The list could not be loaded.', items: 'Items' },
} satisfies ScreenTexts;

export default function ${Id}Screen({ actorRef }: { actorRef: ListRef }) {
  const { t, i18n } = useScreenTexts('${id}', texts);
  const list = useList<${Id}Item>(actorRef);
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <ListView list={list} empty={t('empty')} failed={t('failed')}>
      {(items) => (
        <ul aria-label={t('items')}>
          {items.map((item) => (
            <li key={item.id} data-item={item.id}>
              {item.title} — <time dateTime={item.date}>{day.format(new Date(item.date + 'T00:00:00Z'))}</time>
            </li>
          ))}
        </ul>
      )}
    </ListView>
  );
}
`,
    [`tests/model/${id}.model.test.tsx`]: `// @vitest-environment happy-dom
// The ${id} screen (docs/screens/${id}.md): the list family configured by its declaration, its
// paths checked by the families' oracle with its contract's facts, then through its view.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { familyMachine } from '../../machines/screens/familyMachine';
import { ${id}Screen } from '../../machines/screens/${id}.screen';
import ${Id}Screen from '../../src/views/screens/${id}/${Id}Screen';
import { assertJointCoverage, chartCover, createModel } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

// The screen contract's facts, written out (docs/screens/${id}.md): 20 a page, read from ${call}.
const FACTS = { id: '${id}', family: 'list', load: '${call}', pageSize: 20, refreshOn: [] } as const;
const machine = familyMachine(${id}Screen)!;

const INPUT = { route: { path: '${path}', params: {}, tab: null }, user: {} as never, tenant: 'alpha' };
const item = (n: number) => ({ id: 'i-' + n, title: 'Élément <b>' + n + '</b>', date: '2026-10-' + String(n).padStart(2, '0') });
const FIRST = { items: Array.from({ length: 20 }, (_, i) => item(i + 1)), total: 21 };
const LAST = { items: [item(21)], total: 21 };

const model = createModel(machine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadPage': [{ output: FIRST }, { output: LAST }, { output: { items: [], total: 0 } }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Liste indisponible') }],
    'ROUTE.CHANGED': [{ route: { ...INPUT.route, path: '${path}/' } }],
  },
  alwaysPossible: ['MORE'],
});

describe('${id} model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } } });
});
afterEach(() => cleanup());

describe('${id} view: what a person sees in each state', () => {
  for (const path of chartCover(model.paths())) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) => render(<I18nextProvider i18n={i18n}>{<${Id}Screen actorRef={actor as never} />}</I18nextProvider>).container,
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="${id}"]')!;
          const text = root.textContent ?? '';
          if (snapshot.matches({ data: 'loading' })) expect(text).toContain('Chargement…');
          if (snapshot.matches({ data: 'loadFailed' })) expect(text).toContain('La liste n’a pas pu être chargée.');
          if (snapshot.matches({ data: 'empty' })) expect(text).toContain('Rien à afficher pour le moment.');
          if (snapshot.matches({ data: 'loaded' })) {
            // Each item's title as text (a tag in it stays text), its date in French.
            const items = snapshot.context.items as { id: string; title: string }[];
            expect([...root.querySelectorAll('li')].map((li) => li.textContent?.split(' — ')[0])).toEqual(items.map((i) => i.title));
            expect(root.querySelector('b')).toBeNull();
            expect(root.querySelector('time')?.textContent).toBe(items[0].id.slice(2) + ' octobre 2026');
            const more = [...root.querySelectorAll('button')].find((b) => /Afficher plus|Chargement/.test(b.textContent ?? ''));
            expect(Boolean(more)).toBe(items.length < snapshot.context.total);
          }
        },
      }),
    );
  }
});

describe('the ${id} screen as declared', () => {
  it('is a list of 20 a page read from ${call} at ${path} (docs/screens/${id}.md)', () => {
    expect(${id}Screen).toMatchObject({ id: '${id}', paths: ['${path}'], machine: { family: 'list', load: '${call}', pageSize: 20 } });
  });
});

publishJourneys('${id}', { model });

it('gate: every state, transition, named action and sneak path of ${id}', () => assertJointCoverage([model]));
`,
  };
}

async function write(files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    const target = join(root, file);
    mkdirSync(dirname(target), { recursive: true });
    const formatted = file.endsWith('.md') ? text : await format(text, { ...(await resolveConfig(target)), filepath: target });
    writeFileSync(target, formatted);
    console.log(`wrote ${file}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at === -1 ? undefined : args[at + 1];
  };
  const id = args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
  const path = option('path');
  if (!id || !path) {
    console.error('usage: npm run new:screen -- <id> --path </layout-route/…> [--tabs <menu id>]');
    process.exit(2);
  }
  const screen: NewScreen = { id, path, tabs: option('tabs') as MenuId | undefined };
  const problem = newScreenProblem(screen);
  if (problem) {
    console.error(`new:screen: ${problem}`);
    process.exit(2);
  }
  const files = newScreenFiles(screen);
  const clash = Object.keys(files).find((file) => existsSync(join(root, file)));
  if (clash) {
    console.error(`new:screen: ${clash} exists already`);
    process.exit(2);
  }
  await write(files);
  for (const index of await staleScreenIndexes()) {
    writeFileSync(join(root, index.path), index.text);
    console.log(`wrote ${index.path}`);
  }
  console.log('\nNext: npm run journeys && npm run charts, then docs/architecture.md, "Checklist: add a screen".');
}
