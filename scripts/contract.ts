// `npm run contract`: writes the backend team's documents (docs/api/openapi.json,
// asyncapi.json, calls.md) from the contract in contract/. tests/unit/contract.test.ts
// fails when the committed files are stale.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractDocuments } from '../contract/documents';

const dir = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'docs', 'api');
mkdirSync(dir, { recursive: true });
for (const [name, content] of Object.entries(contractDocuments())) {
  const file = join(dir, name);
  let previous: string | undefined;
  try {
    previous = readFileSync(file, 'utf8');
  } catch {
    previous = undefined;
  }
  if (previous === content) {
    console.log(`unchanged  docs/api/${name}`);
  } else {
    writeFileSync(file, content);
    console.log(`${previous === undefined ? 'created  ' : 'updated  '}  docs/api/${name}`);
  }
}
