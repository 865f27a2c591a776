// URL path patterns with `:name` parameters (`/clients/:clientId/infos`), as the sub-menus and the
// screen declarations write them: matching a URL against them, and filling their parameters.
//
// - A pattern matches a URL whose first segments it matches: it covers its sub-paths.
// - Literal segments compare without case (like the route table, routes.ts); parameters keep the
//   URL's case (ids are case-sensitive) and are percent-decoded.
// - Of several patterns, the longest that matches wins, then the one with more literal segments
//   (`/clients/users` before `/clients/:clientId`).

export interface PatternMatch {
  /** The pattern's segment count. */
  length: number;
  literals: number;
  params: Record<string, string>;
}

/** The URL's path segments, case kept, or null when unreadable (a malformed percent-escape). */
export function rawSegments(path: string): string[] | null {
  if (typeof path !== 'string') return null;
  const cut = path.search(/[?#]/);
  const segments: string[] = [];
  for (const part of (cut === -1 ? path : path.slice(0, cut)).split('/')) {
    if (part === '' || part === '.') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments;
}

/** Whether `pattern` is a prefix of the URL's segments, and how well. */
export function matchPrefix(pattern: string, segments: readonly string[]): PatternMatch | null {
  const own = pattern.split('/').filter(Boolean);
  if (own.length > segments.length) return null;
  const params: Record<string, string> = {};
  let literals = 0;
  for (let i = 0; i < own.length; i++) {
    if (own[i].startsWith(':')) {
      params[own[i].slice(1)] = segments[i];
    } else if (own[i].toLowerCase() === segments[i].toLowerCase()) {
      literals++;
    } else {
      return null;
    }
  }
  return { length: own.length, literals, params };
}

const better = (a: PatternMatch, b: PatternMatch | null) => !b || a.length > b.length || (a.length === b.length && a.literals > b.literals);

/** The item whose pattern matches the URL's segments best, with its match. */
export function bestMatch<T>(items: readonly T[], patternsOf: (item: T) => readonly string[], segments: readonly string[]) {
  let best: { item: T; match: PatternMatch } | null = null;
  for (const item of items) {
    for (const pattern of patternsOf(item)) {
      const match = matchPrefix(pattern, segments);
      if (match && better(match, best?.match ?? null)) best = { item, match };
    }
  }
  return best;
}

/** `/clients/:clientId/infos` with `{clientId: 'c 1'}` → `/clients/c%201/infos`; null if a parameter is unknown. */
export function fillParams(pattern: string, params: Readonly<Record<string, string>>): string | null {
  const parts = pattern.split('/').map((part) => {
    if (!part.startsWith(':')) return part;
    const value = params[part.slice(1)];
    return value === undefined ? null : encodeURIComponent(value);
  });
  return parts.includes(null) ? null : parts.join('/');
}
