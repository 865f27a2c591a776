// Request rounds of a page load, from its timeline (Resource Timing): how many times the page had
// to wait for a response before it could ask for the next thing. The document is round 0; a
// request that starts after another's response has ended is one round after the latest such round.
// Timing alone cannot see causes, so a request that merely happens to start late counts as waiting:
// run it with added latency (150 ms per response) so that real waits dominate.

export interface TimedRequest {
  /** The URL. */
  name: string;
  /** `navigation` for the document, else Resource Timing's initiatorType (script, link, fetch…). */
  kind: string;
  startTime: number;
  responseEnd: number;
}

export interface RoundedRequest extends TimedRequest {
  round: number;
  /** The request whose response this one waited for (the one that sets its round), if any. */
  after: string | null;
}

export interface RequestRounds {
  requests: RoundedRequest[];
  /** Deepest round reached. */
  rounds: number;
  /** Rounds after the one that brought the entry script: the waits the app's own code adds. */
  roundsAfterScript: number | null;
  /** Round → short names of the requests in it, in start order. */
  byRound: string[][];
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
      if (!waitedFor || earlier.round > waitedFor.round
        || (earlier.round === waitedFor.round && earlier.responseEnd > waitedFor.responseEnd)) waitedFor = earlier;
    }
    requests.push({ ...request, round: waitedFor ? waitedFor.round + 1 : 0, after: waitedFor?.name ?? null });
  }
  const rounds = requests.reduce((deepest, request) => Math.max(deepest, request.round), 0);
  const entryScript = requests.find((request) => request.kind === 'script');
  const byRound = Array.from({ length: rounds + 1 }, (_, round) =>
    requests.filter((request) => request.round === round).map((request) => shortName(request.name)));
  return { requests, rounds, roundsAfterScript: entryScript ? rounds - entryScript.round : null, byRound };
}

/** One line per round: `0 index.html · 1 index-abc.js, appsettings.json · 2 …`. */
export function formatRounds({ byRound }: RequestRounds): string {
  return byRound.map((names, round) => `${round} ${names.join(', ')}`).join(' · ');
}
