import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_PICTURE_COUNT } from '../../machines/domain/constants';
import { backgroundUrl, randomBackgroundIndex } from '../../src/views/shared/assets';

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));

describe('background pictures', () => {
  it('builds 1-based, zero-padded URLs under the base URL', () => {
    expect(import.meta.env.BASE_URL).toBe('/');
    expect(backgroundUrl(1)).toBe('/backgrounds/bg-01.svg');
    expect(backgroundUrl(9)).toBe('/backgrounds/bg-09.svg');
    expect(backgroundUrl(26)).toBe('/backgrounds/bg-26.svg');
  });

  it('clamps an index outside the range to an existing picture', () => {
    expect(backgroundUrl(0)).toBe('/backgrounds/bg-01.svg');
    expect(backgroundUrl(27)).toBe('/backgrounds/bg-26.svg');
    expect(backgroundUrl(3.7)).toBe('/backgrounds/bg-03.svg');
    expect(backgroundUrl(Number.NaN)).toBe('/backgrounds/bg-01.svg');
  });

  it('draws every index in 1..26 and nothing else', () => {
    expect(BACKGROUND_PICTURE_COUNT).toBe(26);
    expect(randomBackgroundIndex(() => 0)).toBe(1);
    expect(randomBackgroundIndex(() => 0.999999)).toBe(26);
    expect(randomBackgroundIndex(() => 1)).toBe(26); // a generator that breaks its contract
    const seen = new Set<number>();
    for (let i = 0; i < BACKGROUND_PICTURE_COUNT; i++) {
      seen.add(randomBackgroundIndex(() => (i + 0.5) / BACKGROUND_PICTURE_COUNT));
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: BACKGROUND_PICTURE_COUNT }, (_, i) => i + 1));
    for (let i = 0; i < 200; i++) {
      const index = randomBackgroundIndex();
      expect(Number.isInteger(index) && index >= 1 && index <= 26).toBe(true);
    }
  });

  it('has one light SVG file per index in public/backgrounds', () => {
    const files = readdirSync(`${publicDir}backgrounds`)
      .filter((name) => name.endsWith('.svg'))
      .sort();
    expect(files).toEqual(Array.from({ length: BACKGROUND_PICTURE_COUNT }, (_, i) => `bg-${String(i + 1).padStart(2, '0')}.svg`));
    for (let index = 1; index <= BACKGROUND_PICTURE_COUNT; index++) {
      const file = `${publicDir}${backgroundUrl(index).slice(1)}`;
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(2048);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1920 1080"/);
    }
  });
});
