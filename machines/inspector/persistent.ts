// Two small persistent collections for the inspector's recording: an update copies a small part
// and shares the rest, so recording an event costs the same with 20 entries or 8,000 and with 20
// actors or 2,000 (a spread of an 8,000-item array or a 1,000-key object per event does not).
// Updates return a new collection and never change the old one: snapshots stay values, as XState
// and the model tests' graph traversal need.

/** A list in chunks: append, replace and drop from the front copy one chunk and the chunk index. */
export interface Chunked<T> {
  readonly chunks: ReadonlyArray<ReadonlyArray<T>>;
  readonly length: number;
}

const CHUNK = 64;

export const emptyChunked = <T>(): Chunked<T> => ({ chunks: [], length: 0 });

export function push<T>(list: Chunked<T>, item: T): Chunked<T> {
  const last = list.chunks[list.chunks.length - 1];
  const chunks = last && last.length < CHUNK ? [...list.chunks.slice(0, -1), [...last, item]] : [...list.chunks, [item]];
  return { chunks, length: list.length + 1 };
}

function locate<T>(list: Chunked<T>, index: number): [number, number] {
  if (index < 0) return [-1, -1];
  let rest = index;
  for (let chunk = 0; chunk < list.chunks.length; chunk += 1) {
    if (rest < list.chunks[chunk].length) return [chunk, rest];
    rest -= list.chunks[chunk].length;
  }
  return [-1, -1];
}

export function at<T>(list: Chunked<T>, index: number): T | undefined {
  if (index < 0) return undefined;
  // Most reads are of the newest items: search from the end.
  let rest = list.length - 1 - index;
  for (let chunk = list.chunks.length - 1; chunk >= 0; chunk -= 1) {
    const items = list.chunks[chunk];
    if (rest < items.length) return items[items.length - 1 - rest];
    rest -= items.length;
  }
  return undefined;
}

export function replace<T>(list: Chunked<T>, index: number, item: T): Chunked<T> {
  const [chunk, offset] = locate(list, index);
  if (chunk < 0) return list;
  const items = list.chunks[chunk].slice();
  items[offset] = item;
  const chunks = list.chunks.slice();
  chunks[chunk] = items;
  return { chunks, length: list.length };
}

/** The list without its first `count` items. */
export function dropFirst<T>(list: Chunked<T>, count: number): Chunked<T> {
  if (count <= 0) return list;
  if (count >= list.length) return emptyChunked();
  const [chunk, offset] = locate(list, count);
  const chunks = list.chunks.slice(chunk);
  if (offset > 0) chunks[0] = chunks[0].slice(offset);
  return { chunks, length: list.length - count };
}

export function toArray<T>(list: Chunked<T>): T[] {
  return list.chunks.flat() as T[];
}

/** A map of string keys in buckets: an update copies one bucket and the bucket index. */
export interface Table<V> {
  readonly buckets: ReadonlyArray<Readonly<Record<string, V>>>;
  readonly size: number;
}

const BUCKETS = 64;
const EMPTY_BUCKET: Readonly<Record<string, never>> = Object.freeze({});

export const emptyTable = <V>(): Table<V> => ({ buckets: Array.from({ length: BUCKETS }, () => EMPTY_BUCKET), size: 0 });

function bucketOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % BUCKETS;
}

export function get<V>(table: Table<V>, key: string): V | undefined {
  const bucket = table.buckets[bucketOf(key)];
  return Object.prototype.hasOwnProperty.call(bucket, key) ? bucket[key] : undefined;
}

export function set<V>(table: Table<V>, key: string, value: V): Table<V> {
  const index = bucketOf(key);
  const bucket = table.buckets[index];
  const added = !Object.prototype.hasOwnProperty.call(bucket, key);
  const buckets = table.buckets.slice();
  buckets[index] = { ...bucket, [key]: value };
  return { buckets, size: table.size + (added ? 1 : 0) };
}

export function remove<V>(table: Table<V>, key: string): Table<V> {
  const index = bucketOf(key);
  const bucket = table.buckets[index];
  if (!Object.prototype.hasOwnProperty.call(bucket, key)) return table;
  const { [key]: _gone, ...rest } = bucket;
  const buckets = table.buckets.slice();
  buckets[index] = rest;
  return { buckets, size: table.size - 1 };
}

export function values<V>(table: Table<V>): V[] {
  return table.buckets.flatMap((bucket) => Object.values(bucket));
}
