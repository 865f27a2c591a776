// Every build leaves out the contract's documentation (build/stripContractDocs.plugin.ts): each
// contract file, stripped, keeps none of the texts docs/api/ shows, still compiles, and its schemas
// are the ones the portal parsed before the contract was described: they read every example as the
// described ones do, and convert to the same JSON Schema, descriptions and examples aside. That the
// built JavaScript holds none of the texts: tests/unit/build.test.ts.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { toJsonSchema } from '@valibot/to-json-schema';
import { safeParse, type GenericSchema } from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { stripContractDocs } from '../../build/stripContractDocs.plugin.ts';
import { ALL_CALLS } from '../../contract/allCalls.ts';
import { isBinaryAnswer, type Call } from '../../contract/calls.ts';
import { openApiDocument } from '../../contract/documents.ts';

const ROOT = join(import.meta.dirname, '../..');
const CONTRACT = join(ROOT, 'contract');
// Inside the repository, so the stripped files find valibot as the real ones do.
const STRIPPED = join(ROOT, 'tests/build/.stripped-contract');
afterAll(() => rmSync(STRIPPED, { recursive: true, force: true }));

function contractFiles(folder = CONTRACT): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? contractFiles(join(folder, entry.name)) : entry.name.endsWith('.ts') ? [join(folder, entry.name)] : [],
  );
}

/**
 * Every description the OpenAPI document shows of the contract's schemas and query parameters. (A
 * path parameter's words are a `parameters` entry of the call, which the strip takes out too, but
 * often a constant the call names: the bundler drops it unused; tests/unit/build.test.ts looks for
 * them in the build.)
 */
function documentTexts(): string[] {
  const texts = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'description' && typeof inner === 'string') texts.add(inner);
      else walk(inner);
    }
  };
  const document = openApiDocument();
  walk(document.components.schemas);
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item))
      walk(((operation as { parameters?: { in?: string }[] }).parameters ?? []).filter((parameter) => parameter.in === 'query'));
  return [...texts].filter((text) => text.length > 20);
}

/** The schemas of a call: its query, body and JSON answers. */
const schemasOf = (call: Call): [string, GenericSchema][] => [
  ...(call.query ? [['query', call.query] as [string, GenericSchema]] : []),
  ...(call.body ? [['body', call.body] as [string, GenericSchema]] : []),
  ...Object.entries(call.answers).flatMap(([status, body]) =>
    body && !isBinaryAnswer(body) ? [[status, body] as [string, GenericSchema]] : [],
  ),
];

/** A JSON Schema without its words and examples. */
function bare(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(bare);
  if (typeof value !== 'object' || value === null) return value;
  // A field may be called `description` (a job offer's): only the keyword, a text, goes.
  const words = ([key, inner]: [string, unknown]) =>
    (key === 'description' && typeof inner === 'string') || (key === 'examples' && Array.isArray(inner));
  return Object.fromEntries(
    Object.entries(value)
      .filter((entry) => !words(entry))
      .map(([key, inner]) => [key, bare(inner)]),
  );
}

describe('stripContractDocs', () => {
  it('takes out metadata actions and a call’s documentation, and keeps any other code', () => {
    const source = [
      "import { description, examples, object, pipe, string } from 'valibot';",
      'export const A = object({',
      "  id: pipe(nonBlank(), description('The id'), examples(['x'])),",
      "  name: pipe(string(), regex(/a/, 'r'), description(`Named ${X}`)),",
      "  nested: pipe(object({ a: pipe(string(), description('Inner') ) }), description('Outer')),",
      '  description: string(),',
      '});',
      "export const calls = { get: call({ method: 'GET', path: '/x/{id}', parameters: P, summary: 'S', portal: { 200: 'ok' }, answers: { 200: A } }) };",
      "const kept = describe({ description: 'a key' });",
    ].join('\n');
    const stripped = stripContractDocs(source, 'a.ts')!;
    for (const text of ["'The id'", "['x']", 'Named', "'Inner'", "'Outer'", 'parameters', "'S'", "'ok'"])
      expect(stripped).not.toContain(text);
    expect(stripped).toContain('id: nonBlank(),');
    expect(stripped).toContain("name: pipe(string(), regex(/a/, 'r')),");
    expect(stripped).toContain('nested: object({ a: string() }),');
    expect(stripped).toContain('description: string(),');
    expect(stripped).toContain("call({ method: 'GET', path: '/x/{id}', answers: { 200: A } })");
    expect(stripped).toContain("describe({ description: 'a key' })");
    expect(ts.transpileModule(stripped, { reportDiagnostics: true }).diagnostics).toEqual([]);
  });

  it('leaves a file without documentation alone', () => {
    expect(stripContractDocs("import { object } from 'valibot';\nexport const A = object({});", 'a.ts')).toBeUndefined();
  });

  it('takes every text docs/api shows out of contract/, and each stripped file still compiles', () => {
    const texts = documentTexts();
    expect(texts.length).toBeGreaterThan(90);
    const stripped = contractFiles().map(
      (file) => [file, stripContractDocs(readFileSync(file, 'utf8'), file) ?? readFileSync(file, 'utf8')] as const,
    );
    for (const [file, source] of stripped) {
      const { diagnostics } = ts.transpileModule(source, { fileName: file, reportDiagnostics: true });
      expect(diagnostics, relative(ROOT, file)).toEqual([]);
    }
    // documents.ts and catalogue.ts write docs/api/: the portal never imports them (lint).
    const all = stripped
      .filter(([file]) => !/[\\/](documents|catalogue)\.ts$/.test(file))
      .map(([, source]) => source)
      .join('\n');
    // The texts were in the files before: the check can fail.
    const before = contractFiles()
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(texts.filter((text) => !text.includes('`') && !text.includes('${') && before.includes(text)).length).toBeGreaterThan(50);
    expect(texts.filter((text) => all.includes(text))).toEqual([]);
    expect(all).not.toMatch(/\b(?:description|examples)\([^)]/);
  });

  it('leaves the schemas the portal parses as they were: the same verdicts, the same JSON Schema', async () => {
    for (const file of contractFiles()) {
      const target = join(STRIPPED, relative(CONTRACT, file));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, stripContractDocs(readFileSync(file, 'utf8'), file) ?? readFileSync(file, 'utf8'));
    }
    const { ALL_CALLS: STRIPPED_CALLS } = (await import(/* @vite-ignore */ join(STRIPPED, 'allCalls.ts'))) as {
      ALL_CALLS: Record<string, Call>;
    };
    expect(Object.keys(STRIPPED_CALLS)).toEqual(Object.keys(ALL_CALLS));
    const document = openApiDocument() as unknown as { components: { schemas: Record<string, { examples?: unknown[] }> } };
    const samples = Object.values(document.components.schemas).flatMap((schema) => schema.examples ?? []);
    let compared = 0;
    for (const [id, call] of Object.entries(ALL_CALLS)) {
      const strippedSchemas = schemasOf(STRIPPED_CALLS[id]);
      for (const [index, [where, schema]] of schemasOf(call).entries()) {
        const [, plain] = strippedSchemas[index];
        expect(toJsonSchema(plain, { errorMode: 'ignore' }), `${id} ${where}`).toEqual(bare(toJsonSchema(schema, { errorMode: 'ignore' })));
        const described = toJsonSchema(schema, { errorMode: 'ignore' }) as { examples?: unknown[] };
        for (const sample of [...(described.examples ?? []), ...samples, null, {}, []]) {
          expect(safeParse(plain, sample).success, `${id} ${where}`).toBe(safeParse(schema, sample).success);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
