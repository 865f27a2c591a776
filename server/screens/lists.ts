// What the stand-in's list screens share (server/screens/<id>.ts): reading a list's query (the tab
// in `filter`, the slice in `skip` and `take`) and answering one page of it.
import { LIST_TAKE_MAX } from '../../contract/wire.ts';
import { HttpError } from '../http-utils.ts';

/** The most items a page may ask for: the contract's. */
export const MAX_TAKE = LIST_TAKE_MAX;

export interface ListQuery {
  filter: string | null;
  skip: number;
  take: number;
}

function count(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value)) throw new HttpError(400, `${name} must be a whole number ≥ 0`);
  return value;
}

/** The list query of a request; a filter outside `filters`, or a slice out of bounds, is a 400. */
export function listQuery(query: URLSearchParams, filters: readonly string[]): ListQuery {
  const filter = query.get('filter');
  if (filter !== null && !filters.includes(filter)) throw new HttpError(400, `filter must be one of ${filters.join(', ')}`);
  const take = count(query, 'take', 20);
  if (take < 1 || take > MAX_TAKE) throw new HttpError(400, `take must be between 1 and ${MAX_TAKE}`);
  return { filter, skip: count(query, 'skip', 0), take };
}

/** One page of `items` (already filtered and sorted), with the total. */
export function page<T>(items: readonly T[], { skip, take }: ListQuery): { items: T[]; total: number } {
  return { items: structuredClone(items.slice(skip, skip + take)), total: items.length };
}
