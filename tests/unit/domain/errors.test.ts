// What the error modals and failed states show (spec section 8: "error modal with the server's
// Message, or else the error message") and which status the 401/403/503 rules read.
import { describe, expect, it } from 'vitest';
import { errorMessage, errorStatus } from '../../../machines/domain/errors';

describe('errorStatus: the HTTP status an actor error carries', () => {
  it('reads a numeric status', () => {
    expect(errorStatus({ status: 503 })).toBe(503);
    expect(errorStatus(Object.assign(new Error('Forbidden'), { status: 403 }))).toBe(403);
  });

  it.each([
    ['a status that is not a number', { status: '401' }],
    ['an object without status', { message: 'boom' }],
    ['null', null],
    ['a string', 'status 401'],
    ['a number', 401],
    ['undefined', undefined],
  ])('gives null for %s', (_, error) => {
    expect(errorStatus(error)).toBeNull();
  });
});

describe("errorMessage: the server's Message, else the error's message", () => {
  it("prefers the server's message to the error's own", () => {
    expect(errorMessage({ serverMessage: 'Compte verrouillé', message: 'HTTP 400' })).toBe('Compte verrouillé');
  });

  it("falls back to the error's message when the server gave none, a blank one or a non-string", () => {
    expect(errorMessage(new Error('HTTP 500'))).toBe('HTTP 500');
    expect(errorMessage({ serverMessage: '   ', message: 'HTTP 500' })).toBe('HTTP 500');
    expect(errorMessage({ serverMessage: 42, message: 'HTTP 500' })).toBe('HTTP 500');
  });

  it('takes a thrown string as the message', () => {
    expect(errorMessage('Network down')).toBe('Network down');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a blank string', '  '],
    ['an empty object', {}],
    ['blank messages', { serverMessage: '', message: ' ' }],
    ['a non-string message', { message: 404 }],
    ['a number', 503],
  ])('never shows an empty text: %s gives "Unknown error"', (_, error) => {
    expect(errorMessage(error)).toBe('Unknown error');
  });
});
