// One in-process stack per test file, on free ports, closed after the file.
import { afterAll, beforeAll } from 'vitest';
import { startStack, type Stack, type StackOptions } from '../../../server/stack.ts';
import { json, request } from './http.ts';
import { PORTAL_URL } from './sign-in.ts';

export function useStack(options: StackOptions = {}): () => Stack {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startStack({ stackPort: 0, idpPort: 0, portalUrl: PORTAL_URL, ...options });
  });
  afterAll(async () => {
    await stack?.close();
  });
  return () => {
    if (!stack) throw new Error('The stack is not started');
    return stack;
  };
}

export function control(stack: Stack, path: string, body: unknown = {}) {
  return request(`${stack.stackUrl}/__control${path}`, { method: 'POST', ...json(body) });
}

export function api(stack: Stack, token: string | undefined, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return request(`${stack.backApiUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}
