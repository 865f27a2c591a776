// The two readings `npm run bench` makes of what it measures: request rounds from a page's
// timeline, and live XState actors from a V8 heap snapshot.
import { Session } from 'node:inspector/promises';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { countActors, heapComposition, type HeapSnapshot } from '../../scripts/bench/heapActors';
import { categoryOf, formatDataRounds, formatRounds, requestRounds, shortName } from '../../scripts/bench/requestRounds';
import { formatLighthouseCosts, lighthouseCosts, type Lhr } from '../../scripts/bench/lighthouseCosts';
import { criticalPath, formatCriticalPath, type LanternNode, type NodeTiming } from '../../scripts/bench/lanternPath';

const at = (name: string, kind: string, startTime: number, responseEnd: number) => ({
  name: `http://localhost/${name}`,
  kind,
  startTime,
  responseEnd,
});

describe('requestRounds', () => {
  // A signed-in reload: the document, the entry script with a style sheet beside it, the settings
  // (two files at once), the translations, then the user info.
  const timeline = [
    at('home', 'navigation', 0, 100),
    at('assets/index.js', 'script', 110, 300),
    at('assets/index.css', 'link', 112, 250),
    at('settings/appsettings.json', 'fetch', 320, 500),
    at('settings/clientconfiguration.json', 'fetch', 321, 480),
    at('i18n/core/fr.json', 'fetch', 510, 700),
    at('i18n/tenants/alpha.fr.json', 'fetch', 511, 690),
    at('api/v1/users/me/info', 'fetch', 710, 900),
  ];

  it('puts each request one round after the deepest response that ended before it started', () => {
    const result = requestRounds(timeline);
    expect(result.requests.map((request) => [shortName(request.name), request.round])).toEqual([
      ['home', 0],
      ['index.js', 1],
      ['index.css', 1],
      ['appsettings.json', 2],
      ['clientconfiguration.json', 2],
      ['fr.json', 3],
      ['alpha.fr.json', 3],
      ['info', 4],
    ]);
    expect(result.rounds).toBe(4);
    expect(result.roundsAfterScript).toBe(3);
    expect(result.requests.at(-1)!.after).toBe('http://localhost/i18n/core/fr.json');
    expect(formatRounds(result)).toBe(
      '0 home · 1 index.js, index.css · 2 appsettings.json, clientconfiguration.json · 3 fr.json, alpha.fr.json · 4 info',
    );
  });

  it('keeps a request in the round of the responses it did not wait for (settings preloaded with the script)', () => {
    const preloaded = timeline.map((request) =>
      request.name.includes('settings/') ? { ...request, startTime: request.startTime - 210 } : request,
    );
    const result = requestRounds(preloaded);
    expect(result.requests.filter((request) => request.name.includes('settings/')).map((request) => request.round)).toEqual([1, 1]);
    // The translations now wait for the script, which ends after the settings: still round 2.
    expect(result.rounds).toBe(3);
    expect(result.roundsAfterScript).toBe(2);
  });

  it('has no round after the script when nothing else is asked for, and none at all without a script', () => {
    expect(requestRounds(timeline.slice(0, 2)).roundsAfterScript).toBe(0);
    expect(requestRounds(timeline.slice(0, 1)).roundsAfterScript).toBeNull();
  });
});

describe('requestRounds: data rounds after the JavaScript, apart from the lazy chunk round', () => {
  // A public screen at +150 ms per response: the document, the entry script with the settings and
  // shared texts preloaded beside it, then the lazy chunks the entry starts at once, and the
  // tenant's texts, whose name comes from the settings.
  const publicScreen = [
    at('maintenance', 'navigation', 0, 160),
    at('assets/index.js', 'script', 170, 420),
    at('assets/index.css', 'link', 171, 330),
    at('settings/appsettings.json', 'link', 172, 330),
    at('i18n/core/fr.json', 'link', 173, 331),
    at('assets/portalView.js', 'script', 430, 600),
    at('assets/i18next.js', 'script', 431, 601),
    at('i18n/tenants/alpha.fr.json', 'fetch', 432, 590),
  ];

  it('sorts requests into the document, scripts, styles and data', () => {
    expect(publicScreen.map((request) => categoryOf(request))).toEqual([
      'document',
      'script',
      'style',
      'data',
      'data',
      'script',
      'script',
      'data',
    ]);
    // Chromium names a modulepreload "link" and a preloaded JSON "link" too: the URL decides.
    expect(categoryOf(at('assets/chunk-1.js', 'link', 0, 1))).toBe('script');
    expect(categoryOf(at('v1/users/me/info', 'xmlhttprequest', 0, 1))).toBe('data');
  });

  it("counts the tenant's texts as a data round that waits for another, even when the entry script ended last", () => {
    const result = requestRounds(publicScreen);
    // The entry script ended after the settings: the plain round chain names it as the wait …
    expect(result.requests.at(-1)!.after).toBe('http://localhost/assets/index.js');
    // … but the texts also started after the settings' answer: one data round after the JavaScript.
    expect(result.dataRoundsAfterScript).toBe(1);
    expect(result.scriptRoundsAfterEntry).toBe(1);
    expect(result.roundsAfterScript).toBe(1);
    expect(formatDataRounds(result)).toBe('with the page: appsettings.json, fr.json · 1: alpha.fr.json');
  });

  it("has no data round after the JavaScript once the tenant's texts go out with the page (Link header)", () => {
    const preloaded = publicScreen.map((request) =>
      request.name.includes('tenants/') ? { ...request, kind: 'link', startTime: 5, responseEnd: 170 } : request,
    );
    const result = requestRounds(preloaded);
    expect(result.dataRoundsAfterScript).toBe(0);
    // The lazy chunks still wait for the entry: the JavaScript's own round, reported apart.
    expect(result.scriptRoundsAfterEntry).toBe(1);
    expect(result.roundsAfterScript).toBe(1);
    expect(result.dataByRound).toEqual([['alpha.fr.json', 'appsettings.json', 'fr.json']]);
  });

  it('a signed-in reload: user info after the settings is one data round; after the texts that waited, two', () => {
    const signedIn = [
      ...publicScreen.map((request) =>
        request.name.includes('tenants/') ? { ...request, kind: 'link', startTime: 5, responseEnd: 170 } : request,
      ),
      at('assets/oidc-client-ts.js', 'script', 430, 600),
      at('api/v1/users/me/info', 'fetch', 610, 780),
      at('api/v1/users/me/devices/d1', 'fetch', 611, 781),
    ];
    const once = requestRounds(signedIn);
    expect(once.dataRoundsAfterScript).toBe(1);
    expect(once.dataByRound[1]).toEqual(['info', 'd1']);
    expect(once.scriptRoundsAfterEntry).toBe(1);
    // The texts fetched by the app after the settings (round 1), the user info after them: 2.
    const waiting = requestRounds(
      signedIn.map((request) =>
        request.name.includes('tenants/') ? { ...request, kind: 'fetch', startTime: 432, responseEnd: 600 } : request,
      ),
    );
    expect(waiting.dataRoundsAfterScript).toBe(2);
    expect(formatDataRounds(waiting)).toBe('with the page: appsettings.json, fr.json · 1: alpha.fr.json · 2: info, d1');
  });

  it('settings fetched after the JavaScript (no preload) are a data round of their own', () => {
    const late = publicScreen.map((request) =>
      request.name.includes('settings/') || request.name.includes('core/')
        ? { ...request, kind: 'fetch', startTime: 425, responseEnd: 428 }
        : request,
    );
    expect(requestRounds(late).dataRoundsAfterScript).toBe(2);
  });

  it('reports no script round without an entry script, and no data round without data', () => {
    const documentOnly = requestRounds(publicScreen.slice(0, 1));
    expect(documentOnly.scriptRoundsAfterEntry).toBeNull();
    expect(documentOnly.dataRoundsAfterScript).toBe(0);
    expect(documentOnly.dataByRound).toEqual([[]]);
    const entryOnly = requestRounds(publicScreen.slice(0, 2));
    expect(entryOnly.scriptRoundsAfterEntry).toBe(0);
  });
});

describe('lighthouseCosts', () => {
  // The shape of Lighthouse 12's report, cut to the audits read: FCP at 800 ms, TTI at 3000 ms.
  const report = (longTasks: Array<{ url: string; startTime: number; duration: number }>): Lhr => ({
    audits: {
      'first-contentful-paint': { numericValue: 800 },
      interactive: { numericValue: 3000 },
      'largest-contentful-paint-element': {
        details: {
          items: [
            { items: [{ node: { selector: 'main > h1', nodeLabel: 'Opération de maintenance en cours' } }] },
            {
              items: [
                { phase: 'TTFB', timing: 480.4 },
                { phase: 'Load Delay', timing: 0 },
                { phase: 'Load Time', timing: 0 },
                { phase: 'Render Delay', timing: 2100.6 },
              ],
            },
          ],
        },
      },
      'long-tasks': { details: { items: longTasks } },
      'layout-shifts': { details: { items: [{ node: { selector: 'div.layout__notices', nodeLabel: 'INFORMATION' }, score: 0.053 }] } },
      'render-blocking-resources': { details: { items: [{ url: 'http://localhost:5481/assets/index.css', wastedMs: 189.2 }] } },
    },
  });

  it('counts blocking time per script as Total Blocking Time does: after FCP, before TTI, beyond 50 ms', () => {
    const costs = lighthouseCosts(
      report([
        { url: 'http://localhost:5481/assets/index-a.js', startTime: 1000, duration: 150 }, // 100 ms
        { url: 'http://localhost:5481/assets/index-a.js', startTime: 2000, duration: 70 }, // 20 ms
        { url: 'http://localhost:5481/maintenance', startTime: 700, duration: 200 }, // 100 ms after FCP: 50 ms
        { url: 'Unattributable', startTime: 100, duration: 300 }, // before FCP: none
        { url: 'http://localhost:5481/assets/late.js', startTime: 2980, duration: 100 }, // 20 ms before TTI: none
      ]),
    );
    expect(costs.blockingByScript).toEqual([
      { script: '/assets/index-a.js', blockingMs: 120, tasks: 2 },
      { script: '/maintenance', blockingMs: 50, tasks: 1 },
    ]);
    expect(costs.lcpElement).toBe('main > h1 "Opération de maintenance en cours"');
    expect(costs.lcpPhases).toEqual([
      { phase: 'TTFB', ms: 480 },
      { phase: 'Load Delay', ms: 0 },
      { phase: 'Load Time', ms: 0 },
      { phase: 'Render Delay', ms: 2101 },
    ]);
    expect(formatLighthouseCosts('/maintenance', costs)).toEqual([
      '/maintenance:',
      '  LCP element: main > h1 "Opération de maintenance en cours"',
      '  LCP phases: TTFB 480 ms · Load Delay 0 ms · Load Time 0 ms · Render Delay 2101 ms',
      '  blocking time by script: /assets/index-a.js 120 ms (2 tasks) · /maintenance 50 ms (1 task)',
      '  layout shifts: div.layout__notices "INFORMATION" 0.053',
      '  render-blocking: /assets/index.css (189 ms)',
    ]);
  });

  it('says "none" when no task blocks, and leaves out what the report does not have', () => {
    const costs = lighthouseCosts({ audits: { 'long-tasks': { details: { items: [{ url: 'x', startTime: 900, duration: 40 }] } } } });
    expect(formatLighthouseCosts('reference', costs)).toEqual([
      'reference:',
      '  LCP element: none reported',
      '  blocking time by script: none',
    ]);
  });
});

describe('criticalPath (Lantern LCP)', () => {
  const node = (fields: Omit<LanternNode, 'getDependencies'>, dependencies: LanternNode[] = []): LanternNode => ({
    ...fields,
    getDependencies: () => dependencies,
  });

  it('walks back from the node that ends last through the dependency that ended last', () => {
    const document = node({ type: 'network', request: { url: 'http://localhost:5481/home', transferSize: 2560 } });
    const parse = node({ type: 'cpu', duration: 47_000 }, [document]);
    const entry = node({ type: 'network', request: { url: 'http://localhost:5481/assets/index-a.js', transferSize: 73_728 } }, [parse]);
    const settings = node({ type: 'network', request: { url: 'http://localhost:5481/settings/appsettings.json', transferSize: 512 } }, [
      parse,
    ]);
    const boot = node({ type: 'cpu', duration: 22_000 }, [entry, settings]);
    const views = node({ type: 'network', request: { url: 'http://localhost:5481/assets/portalView-b.js', transferSize: 19_456 } }, [boot]);
    const early = node({ type: 'network', request: { url: 'http://localhost:5481/favicon.svg', transferSize: 1024 } }, [document]);
    const timings = new Map<LanternNode, NodeTiming>([
      [document, { startTime: 0, endTime: 605 }],
      [parse, { startTime: 605, endTime: 794.4 }],
      [settings, { startTime: 800, endTime: 1200 }],
      [entry, { startTime: 910, endTime: 1966 }],
      [boot, { startTime: 1966, endTime: 2056 }],
      [views, { startTime: 2056, endTime: 2661 }],
      [early, { startTime: 700, endTime: 900 }],
    ]);
    const steps = criticalPath(timings);
    // The entry (ends 1966), not the settings (1200), is what the boot task waited for.
    expect(steps.map((step) => step.label)).toEqual([
      'home 2.5 KB',
      'task 47 ms observed',
      'index-a.js 72.0 KB',
      'task 22 ms observed',
      'portalView-b.js 19.0 KB',
    ]);
    expect(steps[1]).toEqual({ label: 'task 47 ms observed', startMs: 605, endMs: 794 });
    expect(formatCriticalPath(steps.slice(0, 2))).toBe('  LCP critical path (Lantern): home 2.5 KB 0–605 → task 47 ms observed 605–794');
  });

  it('is empty for an empty simulation and ignores dependencies the simulation left out', () => {
    expect(criticalPath(new Map())).toEqual([]);
    const outside = node({ type: 'network', request: { url: 'not a url', transferSize: 0 } });
    const only = node({ type: 'cpu', duration: 1_000 }, [outside]);
    expect(criticalPath(new Map([[only, { startTime: 5, endTime: 9 }]]))).toEqual([{ label: 'task 1 ms observed', startMs: 5, endMs: 9 }]);
    expect(criticalPath(new Map([[outside, { startTime: 0, endTime: 3 }]]))[0].label).toBe('not a url 0.0 KB');
  });
});

describe('countActors', () => {
  it('finds XState actors in a real heap snapshot by their properties and tells running from stopped', async () => {
    const machine = createMachine({ initial: 'idle', states: { idle: {} } });
    const running = createActor(machine).start();
    const stopped = createActor(machine).start();
    stopped.stop();
    const notStarted = createActor(machine);
    const session = new Session();
    session.connect();
    const chunks: string[] = [];
    session.on('HeapProfiler.addHeapSnapshotChunk', (message) => chunks.push(message.params.chunk));
    await session.post('HeapProfiler.takeHeapSnapshot', { captureNumericValue: true } as never);
    session.disconnect();
    const count = countActors(JSON.parse(chunks.join('')) as HeapSnapshot);
    expect(count).toEqual({ total: 3, running: 1, stopped: 1, unknown: 0 });
    // Kept alive until the snapshot was taken.
    expect([running, stopped, notStarted].map((actor) => actor.getSnapshot().status)).toEqual(['active', 'stopped', 'active']);
  }, 30_000);
});

describe('heapComposition', () => {
  it('splits the self sizes into compiled code, native and the rest', () => {
    const heap: HeapSnapshot = {
      snapshot: {
        meta: {
          node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
          node_types: [['hidden', 'object', 'code', 'native', 'string']],
          edge_fields: ['type', 'name_or_index', 'to_node'],
          edge_types: [['property']],
        },
      },
      // object 100, code 40, native 7, string 3, hidden 1
      nodes: [1, 0, 1, 100, 0, 2, 0, 2, 40, 0, 3, 0, 3, 7, 0, 4, 0, 4, 3, 0, 0, 0, 5, 1, 0],
      edges: [],
      strings: [''],
    };
    expect(heapComposition(heap)).toEqual({ code: 40, native: 7, objects: 104 });
  });
});
