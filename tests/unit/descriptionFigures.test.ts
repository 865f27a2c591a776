// A machine's description that quotes a figure of the spec takes it from machines/domain/constants.ts
// (machines/domain/figures.ts words it), so the charts and the flow gallery cannot show a figure the
// code no longer has. This reads every `description` written in machines/ and refuses a figure
// written out in its words; HTTP statuses are names, not figures.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { inWords, listInWords } from '../../machines/domain/figures';
import { MAINTENANCE_RELOAD_MS } from '../../machines/domain/constants';

const ROOT = process.cwd();
const HTTP_STATUS = /\b(401|403|404|409|500|503)\b/g;

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** The words a description writes out itself (a template's expressions left out), its citation left out. */
function writtenWords(node: ts.Expression): string | null {
  let text: string;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
  else if (ts.isTemplateExpression(node)) text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … ');
  else return null;
  const open = text.lastIndexOf('(');
  return open >= 0 && text.endsWith(')') ? text.slice(0, open) : text;
}

/** Every description in machines/ that writes a figure out, with where it is. */
function figuresWrittenOut(files: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'description') {
        const words = writtenWords(node.initializer);
        if (words !== null && /\d/.test(words.replace(HTTP_STATUS, ''))) {
          found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${words.trim()}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('figures in the machines’ descriptions', () => {
  it('no description in machines/ writes a figure out: it takes it from the constants', () => {
    expect(figuresWrittenOut(sources('machines'))).toEqual([]);
  });

  it('the check finds a figure written out, and not one taken from a constant nor an HTTP status', () => {
    const file = 'tests/unit/fixtures/descriptionFigures.fixture.ts';
    expect(figuresWrittenOut([file])).toEqual([`${file}:5: After 30 s the page loads again`]);
  });

  it('durations are worded in the unit a person reads them in', () => {
    expect(inWords(800)).toBe('800 ms');
    expect(inWords(1500)).toBe('1500 ms');
    expect(inWords(MAINTENANCE_RELOAD_MS)).toBe('30 s');
    expect(inWords(90_000)).toBe('90 s');
    expect(inWords(3_600_000)).toBe('1 h');
    expect(inWords(5_400_000)).toBe('90 min');
    expect(listInWords([0, 2000, 10_000, 30_000])).toBe('0, 2, 10 and 30 s');
  });
});
