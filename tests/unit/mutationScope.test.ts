import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testPrefixOf } from '../../mutation/testOrder';
import { planParts, relativeImports } from '../../mutation/parts';
// @ts-expect-error: a plain ES module of the mutation tooling, without type declarations.
import { changedLines, partitionByBaseline } from '../../mutation/scope.mjs';
// @ts-expect-error: a plain ES module of the mutation tooling, without type declarations.
import { recordReport, sourceHash, wholeScore } from '../../mutation/scores.mjs';

describe('mutation:ci scope', () => {
  it('counts the lines a file gained since its baseline, not the ones that moved', () => {
    expect(changedLines('a\nb\nc', 'a\nb\nc')).toBe(0);
    expect(changedLines('a\nb\nc', 'c\na\nb')).toBe(0);
    expect(changedLines('a\nb\nc', 'a\nB\nc\nd')).toBe(2);
    expect(changedLines('a\na', 'a\na\na')).toBe(1);
  });

  it('tests a file whose source and killing tests are close to the baseline, and says why it leaves out the others', () => {
    const disk: Record<string, string> = {
      'machines/same.ts': 'x\ny',
      'machines/edited.ts': 'x\ny\nz',
      'machines/rewritten.ts': 'p\nq\nr',
      'machines/new.ts': 'n',
      'machines/renamedKiller.ts': 'k',
      'machines/testsChanged.ts': 't',
      'machines/leftOut.ts': 'l',
      'machines/fewOrphans.ts': 'f',
      'tests/a.test.ts': 'it(1)',
      'tests/b.test.ts': 'it(2)\nit(3)\nit(4)',
    };
    const baseline = {
      files: {
        'machines/same.ts': { source: 'x\ny', mutants: [{ status: 'Killed', killedBy: ['1'] }, { status: 'Survived' }] },
        'machines/edited.ts': { source: 'x\ny', mutants: [{ killedBy: ['1'] }] },
        'machines/rewritten.ts': { source: 'a', mutants: [] },
        'machines/renamedKiller.ts': { source: 'k', mutants: [{ killedBy: ['1', '9'] }] },
        'machines/testsChanged.ts': { source: 't', mutants: [{ killedBy: ['2'] }] },
        'machines/gone.ts': { source: 'g', mutants: [] },
        // What Stryker writes for a file a --mutate run left out: old results, killers dropped.
        'machines/leftOut.ts': { source: 'l', mutants: Array.from({ length: 6 }, () => ({ status: 'Killed', killedBy: [] })) },
        // A few killed mutants without their killer are re-tested, cheaply: the file stays.
        'machines/fewOrphans.ts': { source: 'f', mutants: [{ status: 'Killed' }, { status: 'Killed', killedBy: ['1'] }] },
      },
      testFiles: {
        'tests/a.test.ts': { source: 'it(1)', tests: [{ id: '1' }] },
        'tests/b.test.ts': { source: 'it(2)', tests: [{ id: '2' }] },
      },
    };
    const read = (file: string) => disk[file];
    const { inScope, behind } = partitionByBaseline(
      [
        'machines/same.ts',
        'machines/edited.ts',
        'machines/rewritten.ts',
        'machines/new.ts',
        'machines/renamedKiller.ts',
        'machines/testsChanged.ts',
        'machines/leftOut.ts',
        'machines/fewOrphans.ts',
      ],
      baseline,
      read,
      1,
    );
    // A new file is tested in full: the likeliest to be weak.
    expect(inScope).toEqual([
      { file: 'machines/same.ts' },
      { file: 'machines/edited.ts' },
      { file: 'machines/new.ts', new: true },
      { file: 'machines/fewOrphans.ts' },
    ]);
    expect(behind).toEqual([
      { file: 'machines/rewritten.ts', reason: '3 lines changed' },
      { file: 'machines/renamedKiller.ts', reason: '1 killing tests not in the baseline' },
      { file: 'machines/testsChanged.ts', reason: 'its killing tests changed in tests/b.test.ts' },
      { file: 'machines/leftOut.ts', reason: '6 killed mutants without their killing test' },
    ]);
  });
});

describe("the mutation run's test order", () => {
  it("puts first the tests named after the mutated file: a machine's, a screen declaration's, a family's", () => {
    const tests = [...readdirSync('tests/model'), ...readdirSync('tests/unit/machines')];
    const own = (file: string) => tests.filter((test) => test.startsWith(testPrefixOf(file)));
    expect(own('machines/bell/bell.machine.ts')).toEqual(expect.arrayContaining(['bell.model.test.ts', 'bell.test.ts']));
    expect(own('machines/screens/clientUsers.screen.ts').sort()).toEqual(['clientUsers.model.test.tsx', 'clientUsers.test.ts']);
    expect(own('machines/families/list.ts')).toEqual(['listFamily.model.test.ts']);
    expect(own('machines/families/detail.ts')).toEqual(['detailFamily.model.test.ts']);
  });
});

describe('mutation:parts: the tests each file of a split run gets', () => {
  const sources = {
    'machines/bell/bell.machine.ts': "import { count } from '../domain/count';",
    'machines/popup/popup.machine.ts': "import { count } from '../domain/count';\nimport type { X } from './types';",
    'machines/domain/count.ts': 'export const count = 1;',
    'machines/domain/lonely.ts': 'export const lonely = 1;',
    'machines/app/app.machine.ts': "import { screenRegion } from './app.screen';",
    'machines/app/app.screen.ts': 'export const screenRegion = {};',
    'machines/families/list.ts': 'export const list = 1;',
    'machines/screens/news.screen.ts': "import { defineScreen } from './declaration';",
    'machines/screens/declaration.ts': 'export const defineScreen = 1;',
  };
  const tests = [
    'tests/unit/machines/bell.test.ts',
    'tests/model/bell.model.test.ts',
    'tests/model/popup.model.test.ts',
    'tests/unit/domain/count.test.ts',
    'tests/unit/machines/app.test.ts',
    'tests/model/app.model.test.ts',
    'tests/model/listFamily.model.test.ts',
    'tests/unit/domain/other.test.ts',
    'tests/model/news.model.test.tsx',
    'tests/unit/screens/declarations.test.ts',
    'tests/unit/screens/screenIndex.test.ts',
  ];
  const plan = (files: string[]) => planParts({ files, sources, tests, mentions: () => ['tests/unit/domain/other.test.ts'] });

  it('reads the relative imports of machines/ only', () => {
    expect(relativeImports('machines/popup/popup.machine.ts', sources['machines/popup/popup.machine.ts'], Object.keys(sources))).toEqual([
      'machines/domain/count.ts',
    ]);
  });

  it('a machine: its own tests; a module: its own and those of the machines importing it', () => {
    expect(plan(['machines/bell/bell.machine.ts'])).toEqual([
      { files: ['machines/bell/bell.machine.ts'], tests: ['tests/model/bell.model.test.ts', 'tests/unit/machines/bell.test.ts'] },
    ]);
    expect(plan(['machines/domain/count.ts'])[0].tests).toEqual([
      'tests/model/bell.model.test.ts',
      'tests/model/popup.model.test.ts',
      'tests/unit/domain/count.test.ts',
      'tests/unit/machines/bell.test.ts',
    ]);
    expect(plan(['machines/families/list.ts'])[0].tests).toEqual(['tests/model/listFamily.model.test.ts']);
  });

  it('a screen’s declaration: its model test and the tests that read every declaration, but the index test mutation runs leave out', () => {
    expect(plan(['machines/screens/news.screen.ts'])).toEqual([
      { files: ['machines/screens/news.screen.ts'], tests: ['tests/model/news.model.test.tsx', 'tests/unit/screens/declarations.test.ts'] },
    ]);
    expect(plan(['machines/screens/declaration.ts'])[0].tests).not.toContain('tests/unit/screens/declarations.test.ts');
  });

  it('the app model test is left out; files with the same tests run as one part', () => {
    expect(plan(['machines/app/app.machine.ts', 'machines/app/app.screen.ts'])).toEqual([
      { files: ['machines/app/app.machine.ts', 'machines/app/app.screen.ts'], tests: ['tests/unit/machines/app.test.ts'] },
    ]);
  });

  it('a test that imports a file is one of its tests, whatever its name (a test of several modules)', () => {
    const rules = 'tests/unit/domain/rules.test.ts';
    const importing = (file: string) => (file === 'machines/domain/count.ts' ? [rules, 'tests/model/app.model.test.ts'] : []);
    const withRules = planParts({
      files: ['machines/domain/count.ts'],
      sources,
      tests: [...tests, rules],
      mentions: () => [],
      testsImporting: importing,
    });
    expect(withRules[0].tests).toContain(rules);
    expect(withRules[0].tests).not.toContain('tests/model/app.model.test.ts');
    expect(plan(['machines/domain/count.ts'])[0].tests).not.toContain(rules);
  });

  it('a module of a module with no test: the tests its importers get', () => {
    const nested = {
      ...sources,
      'machines/app/app.machine.ts': "import { setup } from './app.setup';",
      'machines/app/app.setup.ts': "import { route } from './app.route';",
      'machines/app/app.route.ts': 'export const route = 1;',
    };
    const setupTests = ['tests/unit/machines/app.shell.test.ts', 'tests/model/app.model.test.ts'];
    const importing = (file: string) => (file === 'machines/app/app.setup.ts' ? setupTests : []);
    expect(
      planParts({
        files: ['machines/app/app.route.ts'],
        sources: nested,
        tests: [...tests, ...setupTests],
        mentions: () => [],
        testsImporting: importing,
      }),
    ).toEqual([
      { files: ['machines/app/app.route.ts'], tests: ['tests/unit/machines/app.shell.test.ts', 'tests/unit/machines/app.test.ts'] },
    ]);
  });

  it('a file with no test of its own nor of an importer: the tests that name it', () => {
    expect(plan(['machines/domain/lonely.ts'])).toEqual([
      { files: ['machines/domain/lonely.ts'], tests: ['tests/unit/domain/other.test.ts'] },
    ]);
  });
});

describe('mutation scores by file (mutation/scores.json)', () => {
  const mutants = (statuses: string) =>
    statuses
      .split('')
      .map((code) => ({ status: { K: 'Killed', T: 'Timeout', S: 'Survived', N: 'NoCoverage', C: 'CompileError', I: 'Ignored' }[code] }));
  const report = {
    files: {
      'machines/a.ts': { source: 'a1', mutants: mutants('KKKTSNCI') },
      'machines/b.ts': { source: 'b1', mutants: mutants('KS') },
      'machines/notInPart.ts': { source: 'x', mutants: mutants('S') },
    },
    testFiles: { 'tests/b.test.ts': {}, 'tests/a.test.ts': {} },
  };

  it("records the part's files with their counts, the hash of the source they were run on and the run's tests; other entries stay", () => {
    const kept = { source: sourceHash('z'), tests: [], killed: 1, timeout: 0, survived: 0, noCoverage: 0 };
    const scores = recordReport({ 'machines/z.ts': kept }, report, ['machines/a.ts', 'machines/b.ts', 'machines/gone.ts']);
    expect(Object.keys(scores)).toEqual(['machines/a.ts', 'machines/b.ts', 'machines/z.ts']);
    expect(scores['machines/a.ts']).toEqual({
      source: sourceHash('a1'),
      tests: ['tests/a.test.ts', 'tests/b.test.ts'],
      killed: 3,
      timeout: 1,
      survived: 1,
      noCoverage: 1,
    });
    expect(scores['machines/z.ts']).toBe(kept);
    expect(sourceHash('a1')).not.toBe(sourceHash('a2'));
    // A part's own tests, where the report (run from a baseline) lists others' too.
    expect(recordReport({}, report, ['machines/a.ts'], ['tests/b.test.ts'])['machines/a.ts'].tests).toEqual(['tests/b.test.ts']);
  });

  it('scores the whole from the figures measured on the present source, and names the files without one', () => {
    const scores = recordReport({}, report, ['machines/a.ts', 'machines/b.ts']);
    const disk: Record<string, string> = { 'machines/a.ts': 'a1', 'machines/b.ts': 'b1', 'machines/c.ts': 'c' };
    const whole = wholeScore(scores, ['machines/a.ts', 'machines/b.ts', 'machines/c.ts'], (file: string) => disk[file]);
    expect(whole).toMatchObject({
      detected: 5,
      scored: 8,
      score: 62.5,
      current: ['machines/a.ts', 'machines/b.ts'],
      stale: [],
      missing: ['machines/c.ts'],
    });

    disk['machines/b.ts'] = 'b2';
    expect(wholeScore(scores, ['machines/a.ts', 'machines/b.ts'], (file: string) => disk[file])).toMatchObject({
      detected: 4,
      scored: 6,
      stale: ['machines/b.ts'],
    });
    expect(wholeScore({}, ['machines/a.ts'], (file: string) => disk[file]).score).toBeNull();
  });
});
