// The inspector's persistent collections (machines/inspector/persistent.ts) against plain arrays and
// maps: a long random run of every update, each version checked against the oracle's copy taken at
// the time, so an update that changed an older version, lost an item or miscounted fails. And what
// the module is for: a chunk never exceeds its size, and an update shares what it did not touch.
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

/** A small deterministic generator (mulberry32): the same run every time. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

const CHUNK = 64;

describe('the chunked list', () => {
  it('agrees with an array through a long run of pushes, replacements and drops, and never changes an older version', () => {
    const next = random(7);
    let list: Chunked<number> = emptyChunked();
    let oracle: number[] = [];
    const versions: [Chunked<number>, number[]][] = [];
    for (let step = 0; step < 1000; step += 1) {
      const roll = next(100);
      if (roll < 70) {
        list = push(list, step);
        oracle = [...oracle, step];
      } else if (roll < 85) {
        const index = next(oracle.length + 2) - 1;
        list = replace(list, index, -step);
        if (index >= 0 && index < oracle.length) oracle = oracle.map((value, i) => (i === index ? -step : value));
      } else {
        const count = next(oracle.length + 3) - 1;
        list = dropFirst(list, count);
        oracle = oracle.slice(Math.max(count, 0));
      }
      expect(list.length).toBe(oracle.length);
      versions.push([list, oracle]);
    }
    for (const [version, expected] of versions) {
      expect(toArray(version)).toEqual(expected);
      expect(version.length).toBe(expected.length);
      for (const chunk of version.chunks) expect(chunk.length).toBeLessThanOrEqual(CHUNK);
    }
    const [last, expected] = versions[versions.length - 1];
    for (let index = -2; index < expected.length + 2; index += 1) expect(at(last, index)).toBe(expected[index]);
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
    expect(pushed.chunks.slice(0, 3)).toEqual(list.chunks);
    pushed.chunks.slice(0, 3).forEach((chunk, i) => expect(chunk).toBe(list.chunks[i]));

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
  it('agrees with a Map through a long run of sets and removals, and never changes an older version', () => {
    const next = random(11);
    let table: Table<number> = emptyTable();
    let oracle = new Map<string, number>();
    const versions: [Table<number>, Map<string, number>][] = [];
    for (let step = 0; step < 1000; step += 1) {
      // A few hundred keys, some of them prototype names: they are keys like any other.
      const key = next(10) === 0 ? ['constructor', 'toString', '__proto__x', ''][next(4)] : `actor-${next(300)}`;
      if (next(3) < 2) {
        table = set(table, key, step);
        oracle = new Map(oracle).set(key, step);
      } else {
        table = remove(table, key);
        oracle = new Map(oracle);
        oracle.delete(key);
      }
      expect(table.size).toBe(oracle.size);
      versions.push([table, oracle]);
    }
    for (const [step, [version, expected]] of versions.entries()) {
      expect(version.size).toBe(expected.size);
      expect(values(version).sort((a, b) => a - b)).toEqual([...expected.values()].sort((a, b) => a - b));
      // Every key's value: of one version in 20 (values and size above hold for each).
      if (step % 20 === 0) expect(new Map([...expected.keys()].map((key) => [key, get(version, key)]))).toEqual(expected);
    }
    const [last, expected] = versions[versions.length - 1];
    for (let i = 0; i < 300; i += 1) expect(get(last, `actor-${i}`)).toBe(expected.get(`actor-${i}`));
    expect(get(last, 'hasOwnProperty')).toBeUndefined();
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
