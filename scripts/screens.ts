// `npm run screens`: writes the lists of declared screens that the layers read
// (docs/screens/README.md "Declaring a screen"), from the files named for each screen:
//   machines/screens/<id>.screen.ts  → machines/screens/screens.ts   (SCREENS)
//   contract/screens/<id>.ts         → contract/screens/screens.ts   (SCREEN_CALLS)
//   server/screens/<id>.ts           → server/screens/screens.ts     (SCREEN_ROUTES)
// tests/unit/screens/screenIndex.test.ts fails while a list is stale. `--check` prints the stale
// lists and exits 1 instead of writing.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const HEADER = (what: string, from: string) =>
  `// ${what}, listed by \`npm run screens\` from ${from}: written, not edited by hand\n` +
  `// (tests/unit/screens/screenIndex.test.ts fails while it is stale).\n`;

/** The screen ids of a folder's files that end with `suffix` (the index itself left out). */
function idsIn(folder: string, suffix: string): string[] {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(suffix) && name !== `screens${suffix}` && name !== 'screens.ts')
    .map((name) => name.slice(0, -suffix.length))
    .sort();
}

export interface ScreenIndex {
  path: string;
  text: string;
}

export async function screenIndexes(): Promise<ScreenIndex[]> {
  const declarations = idsIn('machines/screens', '.screen.ts');
  // A contract or stand-in file counts when a declaration has its name; other files there are helpers.
  const calls = idsIn('contract/screens', '.ts').filter((id) => declarations.includes(id));
  const routes = idsIn('server/screens', '.ts').filter((id) => declarations.includes(id));
  const indexes = [
    {
      path: 'machines/screens/screens.ts',
      text:
        HEADER('The declared screens', 'machines/screens/*.screen.ts') +
        `import type { ScreenDeclaration } from './declaration';\n` +
        declarations.map((id) => `import { ${id}Screen } from './${id}.screen';\n`).join('') +
        `\nexport const SCREENS: readonly ScreenDeclaration[] = [${declarations.map((id) => `${id}Screen`).join(', ')}];\n`,
    },
    {
      path: 'contract/screens/screens.ts',
      text:
        HEADER('The calls of the declared screens', 'contract/screens/*.ts') +
        calls.map((id) => `import { ${id}Calls } from './${id}.ts';\n`).join('') +
        `\nexport const SCREEN_CALLS = {${calls.map((id) => ` ...${id}Calls`).join(',')}${calls.length ? ' ' : ''}} as const;\n`,
    },
    {
      path: 'server/screens/screens.ts',
      text:
        HEADER('The stand-in’s routes of the declared screens', 'server/screens/*.ts') +
        `import type { Route } from '../api/router.ts';\n` +
        routes.map((id) => `import { ${id}Routes } from './${id}.ts';\n`).join('') +
        `\nexport const SCREEN_ROUTES: readonly Route[] = [${routes.map((id) => `...${id}Routes`).join(', ')}];\n`,
    },
  ];
  // Written as Prettier would: `npm run format:check` passes on them.
  return Promise.all(
    indexes.map(async (index) => {
      const filepath = join(root, index.path);
      return { ...index, text: await format(index.text, { ...(await resolveConfig(filepath)), filepath }) };
    }),
  );
}

/** The indexes whose file differs from what they should hold. */
export async function staleScreenIndexes(): Promise<ScreenIndex[]> {
  return (await screenIndexes()).filter((index) => {
    const file = join(root, index.path);
    return !existsSync(file) || readFileSync(file, 'utf8') !== index.text;
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const stale = await staleScreenIndexes();
  if (process.argv.includes('--check')) {
    for (const index of stale) console.log(`stale: ${index.path} (npm run screens)`);
    process.exit(stale.length ? 1 : 0);
  }
  for (const index of stale) {
    writeFileSync(join(root, index.path), index.text);
    console.log(`wrote ${index.path}`);
  }
  if (!stale.length) console.log('the screen lists are current');
}
