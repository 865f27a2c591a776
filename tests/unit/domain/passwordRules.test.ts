import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, passwordProblems } from '../../../machines/domain/passwordRules';

describe('passwordProblems', () => {
  it('accepts 8 characters with a letter and a digit, confirmed', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordProblems('abcdefg1', 'abcdefg1')).toEqual([]);
    expect(passwordProblems('Passw0rd with spaces', 'Passw0rd with spaces')).toEqual([]);
  });

  it('lists every problem of an empty password, in display order', () => {
    expect(passwordProblems('', '')).toEqual(['tooShort', 'needsLetter', 'needsDigit']);
    expect(passwordProblems('', 'x')).toEqual(['tooShort', 'needsLetter', 'needsDigit', 'mismatch']);
  });

  it('needs at least 8 characters, counted as characters and not UTF-16 units', () => {
    expect(passwordProblems('abcdef1', 'abcdef1')).toEqual(['tooShort']);
    // 4 emoji are 8 UTF-16 units but 4 characters.
    expect(passwordProblems('a1😀😀😀', 'a1😀😀😀')).toEqual(['tooShort']);
    expect(passwordProblems('a1😀😀😀😀😀😀', 'a1😀😀😀😀😀😀')).toEqual([]);
  });

  it('needs a letter and a digit, of any script', () => {
    expect(passwordProblems('12345678', '12345678')).toEqual(['needsLetter']);
    expect(passwordProblems('abcdefgh', 'abcdefgh')).toEqual(['needsDigit']);
    expect(passwordProblems('éèàçùâêî1', 'éèàçùâêî1')).toEqual([]);
    expect(passwordProblems('пароль123', 'пароль123')).toEqual([]);
    expect(passwordProblems('!!!!????', '!!!!????')).toEqual(['needsLetter', 'needsDigit']);
  });

  it('needs the exact same confirmation (no trimming, case-sensitive)', () => {
    expect(passwordProblems('abcdefg1', 'abcdefg2')).toEqual(['mismatch']);
    expect(passwordProblems('abcdefg1', 'abcdefg1 ')).toEqual(['mismatch']);
    expect(passwordProblems('abcdefg1', 'ABCDEFG1')).toEqual(['mismatch']);
    expect(passwordProblems('abcdefg1', '')).toEqual(['mismatch']);
  });
});
