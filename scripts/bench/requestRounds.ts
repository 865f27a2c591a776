// Request rounds of a page load, from its timeline (Resource Timing): how many times the page had
// to wait for a response before it could ask for the next thing. The document is round 0; a
// request that starts after another's response has ended is one round after the latest such round.
// Timing alone cannot see causes, so a request that merely happens to start late counts as waiting:
// run it with added latency (150 ms per response) so that real waits dominate.
//
// The bar is about data, not code: "no request round after the JavaScript that waits for
// another". The lazy chunks the entry starts at once are part of the JavaScript (the initial-JS
// budget keeps them out of the modulepreloads), so two figures are reported apart:
// - `dataRoundsAfterScript` (the bar): the longest chain of data requests started after some
//   JavaScript had arrived, each waiting for the previous one's response. Every data response that
//   ended before such a request started counts as waited for (not only the latest one), so a data
//   wait is never hidden behind a script that happened to end later. A data request that went out
//   with the page (preloaded) is in no round after the JavaScript, whatever it waited for.
// - `scriptRoundsAfterEntry`: the longest chain of scripts after the entry script (the lazy chunk
//   round).

export interface TimedRequest {
  /** The URL. */
  name: string;
  /** `navigation` for the document, else Resource Timing's initiatorType (script, link, fetch…). */
  kind: string;
  startTime: number;
  responseEnd: number;
}

/** What a request brings: the page, code, styles, or data (settings, texts, API calls). */
export type RequestCategory = 'document' | 'script' | 'style' | 'data';

export interface RoundedRequest extends TimedRequest {
  round: number;
  /** The request whose response this one waited for (the one that sets its round), if any. */
  after: string | null;
  category: RequestCategory;
  /** Data: its place in the chain of data waits after the JavaScript (0 = none); else 0. */
  dataRound: number;
  /** Script: its place in the chain of scripts after the entry script (0 = with the entry); else 0. */
  scriptRound: number;
}

export interface RequestRounds {
  requests: RoundedRequest[];
  /** Deepest round reached. */
  rounds: number;
  /** Rounds after the one that brought the entry script: the waits the app's own code adds. */
  roundsAfterScript: number | null;
  /** Round → short names of the requests in it, in start order. */
  byRound: string[][];
  /** The bar: the longest chain of data requests after the JavaScript, each waiting for the previous. */
  dataRoundsAfterScript: number;
  /** The lazy chunk round(s): the longest chain of scripts after the entry script. */
  scriptRoundsAfterEntry: number | null;
  /** Data round → short names of its data requests (index 0: the data that went out with the page). */
  dataByRound: string[][];
}

const SCRIPT = /\.m?js(\?|$)/;
const STYLE = /\.css(\?|$)/;

export function categoryOf(request: TimedRequest): RequestCategory {
  if (request.kind === 'navigation') return 'document';
  let path = request.name;
  try {
    path = new URL(request.name).pathname;
  } catch {
    /* a bare name: test it as it is */
  }
  if (request.kind === 'script' || SCRIPT.test(path)) return 'script';
  if (STYLE.test(path)) return 'style';
  return 'data';
}

/** The last path segment, so that a printed chain stays readable. */
export function shortName(url: string): string {
  try {
    const { pathname, search } = new URL(url);
    const last = pathname.split('/').filter(Boolean).pop() ?? '/';
    return search ? `${last}${search.length > 20 ? `${search.slice(0, 20)}…` : search}` : last;
  } catch {
    return url;
  }
}

export function requestRounds(timeline: readonly TimedRequest[]): RequestRounds {
  const ordered = [...timeline].sort((a, b) => a.startTime - b.startTime || a.responseEnd - b.responseEnd);
  const requests: RoundedRequest[] = [];
  for (const request of ordered) {
    let waitedFor: RoundedRequest | null = null;
    for (const earlier of requests) {
      if (earlier.responseEnd > request.startTime) continue;
      if (
        !waitedFor ||
        earlier.round > waitedFor.round ||
        (earlier.round === waitedFor.round && earlier.responseEnd > waitedFor.responseEnd)
      )
        waitedFor = earlier;
    }
    const category = categoryOf(request);
    const ended = requests.filter((earlier) => earlier.responseEnd <= request.startTime);
    const afterScript = ended.some((earlier) => earlier.category === 'script');
    const deepest = (of: RequestCategory, field: 'dataRound' | 'scriptRound') =>
      Math.max(0, ...ended.filter((earlier) => earlier.category === of).map((earlier) => earlier[field]));
    requests.push({
      ...request,
      round: waitedFor ? waitedFor.round + 1 : 0,
      after: waitedFor?.name ?? null,
      category,
      dataRound: category === 'data' && afterScript ? deepest('data', 'dataRound') + 1 : 0,
      scriptRound: category === 'script' && afterScript ? deepest('script', 'scriptRound') + 1 : 0,
    });
  }
  const rounds = requests.reduce((deepest, request) => Math.max(deepest, request.round), 0);
  const entryScript = requests.find((request) => request.category === 'script');
  const byRound = Array.from({ length: rounds + 1 }, (_, round) =>
    requests.filter((request) => request.round === round).map((request) => shortName(request.name)),
  );
  const data = requests.filter((request) => request.category === 'data');
  const dataRoundsAfterScript = Math.max(0, ...data.map((request) => request.dataRound));
  const dataByRound = Array.from({ length: dataRoundsAfterScript + 1 }, (_, round) =>
    data.filter((request) => request.dataRound === round).map((request) => shortName(request.name)),
  );
  return {
    requests,
    rounds,
    roundsAfterScript: entryScript ? rounds - entryScript.round : null,
    byRound,
    dataRoundsAfterScript,
    scriptRoundsAfterEntry: entryScript ? Math.max(0, ...requests.map((request) => request.scriptRound)) : null,
    dataByRound,
  };
}

/** One line per round: `0 index.html · 1 index-abc.js, appsettings.json · 2 …`. */
export function formatRounds({ byRound }: RequestRounds): string {
  return byRound.map((names, round) => `${round} ${names.join(', ')}`).join(' · ');
}

/** The data chain: `with the page: appsettings.json, … · 1 alpha.fr.json · 2 info`. */
export function formatDataRounds({ dataByRound }: RequestRounds): string {
  return dataByRound.map((names, round) => `${round === 0 ? 'with the page' : round}: ${names.join(', ') || '—'}`).join(' · ');
}
