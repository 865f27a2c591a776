// Body and query checks of the API: a failure is a 400 whose Message names the field.
import { HttpError, isRecord } from '../http-utils.ts';

export function objectBody(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) throw new HttpError(400, 'Body must be a JSON object');
  return body;
}

export function requiredString(body: Record<string, unknown>, field: string, { max = 500 } = {}): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') throw new HttpError(400, `${field} is required and must be a non-empty string`);
  if (value.length > max) throw new HttpError(400, `${field} must be at most ${max} characters`);
  return value;
}

/** Absent → undefined; present → a string (or null when nullable). */
export function optionalString(
  body: Record<string, unknown>,
  field: string,
  { nullable = false, max = 500 } = {},
): string | null | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (value === null && nullable) return null;
  if (typeof value !== 'string') throw new HttpError(400, `${field} must be a string${nullable ? ' or null' : ''}`);
  if (value.length > max) throw new HttpError(400, `${field} must be at most ${max} characters`);
  return value;
}

export function stringArray(body: Record<string, unknown>, field: string, { max = 1000 } = {}): string[] {
  const value = body[field];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw new HttpError(400, `${field} must be an array of strings`);
  }
  if (value.length > max) throw new HttpError(400, `${field} must have at most ${max} items`);
  return value as string[];
}

export function queryInt(query: URLSearchParams, name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new HttpError(400, `${name} must be a whole number`);
  const value = Number(raw);
  if (value < min || value > max) throw new HttpError(400, `${name} must be between ${min} and ${max}`);
  return value;
}

export function emptyBody(body: unknown): void {
  if (body !== undefined && !(isRecord(body) && Object.keys(body).length === 0)) {
    throw new HttpError(400, 'This call takes no body');
  }
}
