// The inspector's persistent collections (machines/inspector/persistent.ts) against plain arrays and
// maps: any run of updates (fast-check), each version checked against the oracle's copy taken at
// the time, so an update that changed an older version, lost an item or miscounted fails. And what
// the module is for: a chunk never exceeds its size, and an update shares what it did not touch.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  at,
  dropFirst,
  emptyChunked,
  emptyTable,
  get,
  push,
  remove,
  replace,
  set,
  toArray,
  values,
  type Chunked,
  type Table,
} from '../../../machines/inspector/persistent';

const CHUNK = 64;

describe('the chunked list', () => {
  // An update: a push, a replacement at an index, or a drop of a count; the index and the count range
  // a little past the list's ends on both sides (-1 and length + 1).
  const listUpdates = fc.array(
    fc.oneof(
      { weight: 14, arbitrary: fc.constant({ kind: 'push' as const, at: 0 }) },
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }) },
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }) },
    ),
    { maxLength: 400 },
  );

  it('agrees with an array through any run of pushes, replacements and drops, and never changes an older version', () => {
    fc.assert(
      fc.property(listUpdates, (updates) => {
        let list: Chunked<number> = emptyChunked();
        let oracle: number[] = [];
        const versions: [Chunked<number>, number[]][] = [];
        updates.forEach(({ kind, at: where }, step) => {
          const index = Math.floor(where * (oracle.length + 2)) - 1;
          if (kind === 'push') {
            list = push(list, step);
            oracle = [...oracle, step];
          } else if (kind === 'replace') {
            list = replace(list, index, -step);
            if (index >= 0 && index < oracle.length) oracle = oracle.map((value, i) => (i === index ? -step : value));
          } else {
            list = dropFirst(list, index);
            oracle = oracle.slice(Math.max(index, 0));
          }
          expect(list.length).toBe(oracle.length);
          versions.push([list, oracle]);
        });
        for (const [version, expected] of versions) {
          expect(toArray(version)).toEqual(expected);
          expect(version.length).toBe(expected.length);
          for (const chunk of version.chunks) expect(chunk.length).toBeLessThanOrEqual(CHUNK);
        }
        for (let index = -2; index < oracle.length + 2; index += 1) expect(at(list, index)).toBe(oracle[index]);
      }),
      { numRuns: 60 },
    );
  });

  it('fills a chunk to its size before starting the next', () => {
    let list: Chunked<number> = emptyChunked();
    for (let i = 0; i < CHUNK * 2 + 1; i += 1) list = push(list, i);
    expect(list.chunks.map((chunk) => chunk.length)).toEqual([CHUNK, CHUNK, 1]);
  });

  it('shares the chunks an update did not touch, and gives the list itself back when nothing changes', () => {
    let list: Chunked<number> = emptyChunked();
    for (let i = 0; i < CHUNK * 3; i += 1) list = push(list, i);
    const pushed = push(list, -1);
    list.chunks.forEach((chunk, i) => expect(pushed.chunks[i]).toBe(chunk));

    const replaced = replace(list, CHUNK + 5, -1);
    expect(replaced.chunks[0]).toBe(list.chunks[0]);
    expect(replaced.chunks[2]).toBe(list.chunks[2]);
    expect(replaced.chunks[1]).not.toBe(list.chunks[1]);

    // Dropping a whole chunk keeps the next ones as they are; dropping into a chunk copies that one only.
    const dropped = dropFirst(list, CHUNK);
    expect(dropped.chunks).toHaveLength(2);
    expect(dropped.chunks[0]).toBe(list.chunks[1]);
    const into = dropFirst(list, CHUNK + 1);
    expect(into.chunks[1]).toBe(list.chunks[2]);
    expect(into.chunks[0]).toEqual(list.chunks[1].slice(1));

    expect(dropFirst(list, 0)).toBe(list);
    expect(dropFirst(list, -3)).toBe(list);
    expect(replace(list, list.length, -1)).toBe(list);
    expect(replace(list, -1, -1)).toBe(list);
    expect(dropFirst(list, list.length)).toEqual(emptyChunked());
  });
});

describe('the table', () => {
  // A few hundred keys, some of them prototype names: they are keys like any other.
  const key = fc.oneof(
    { weight: 9, arbitrary: fc.integer({ min: 0, max: 299 }).map((n) => `actor-${n}`) },
    { weight: 1, arbitrary: fc.constantFrom('constructor', 'toString', '__proto__x', '') },
  );
  const tableUpdates = fc.array(fc.record({ key, set: fc.boolean() }), { maxLength: 400 });

  it('agrees with a Map through any run of sets and removals, and never changes an older version', () => {
    fc.assert(
      fc.property(tableUpdates, (updates) => {
        let table: Table<number> = emptyTable();
        let oracle = new Map<string, number>();
        const versions: [Table<number>, Map<string, number>][] = [];
        updates.forEach(({ key, set: isSet }, step) => {
          if (isSet) {
            table = set(table, key, step);
            oracle = new Map(oracle).set(key, step);
          } else {
            table = remove(table, key);
            oracle = new Map(oracle);
            oracle.delete(key);
          }
          expect(table.size).toBe(oracle.size);
          versions.push([table, oracle]);
        });
        for (const [version, expected] of versions) {
          expect(version.size).toBe(expected.size);
          expect(values(version).sort((a, b) => a - b)).toEqual([...expected.values()].sort((a, b) => a - b));
          expect(new Map([...expected.keys()].map((name) => [name, get(version, name)]))).toEqual(expected);
        }
        for (let i = 0; i < 300; i += 1) expect(get(table, `actor-${i}`)).toBe(oracle.get(`actor-${i}`));
        expect(get(table, 'hasOwnProperty')).toBeUndefined();
      }),
      { numRuns: 60 },
    );
  });

  it('shares the buckets an update did not touch, and gives the table itself back when nothing is removed', () => {
    let table: Table<number> = emptyTable();
    for (let i = 0; i < 200; i += 1) table = set(table, `actor-${i}`, i);
    const updated = set(table, 'actor-7', -1);
    expect(updated.size).toBe(table.size);
    const changed = updated.buckets.filter((bucket, i) => bucket !== table.buckets[i]);
    expect(changed).toHaveLength(1);
    const removed = remove(table, 'actor-7');
    expect(removed.buckets.filter((bucket, i) => bucket !== table.buckets[i])).toHaveLength(1);
    expect(remove(table, 'nobody')).toBe(table);
  });
});
