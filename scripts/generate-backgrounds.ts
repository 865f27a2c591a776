// Writes the login / forbidden background pictures public/backgrounds/bg-01.svg … bg-NN.svg
// (NN = BACKGROUND_PICTURE_COUNT). Our own, abstract and light: a soft linear gradient, a few
// radial-gradient blobs (no blur filter: cheap to paint) and two translucent waves, in calm blue,
// teal and orange tones. Deterministic (seeded PRNG): running it again gives the same bytes.
//   npx tsx scripts/generate-backgrounds.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKGROUND_PICTURE_COUNT } from '../machines/domain/constants';

const MAX_BYTES = 2048;
const WIDTH = 1920;
const HEIGHT = 1080;

/** mulberry32: small, fast, deterministic. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Palette {
  base: [string, string];
  blobs: string[];
  wave: string;
}

// Light grounds with calm accents; each picture leans on one family.
const PALETTES: Palette[] = [
  { base: ['#eaf3fb', '#cfe3f4'], blobs: ['#5b9bd5', '#8cc4e8', '#3f7cb8', '#f2b27a'], wave: '#3f7cb8' },
  { base: ['#e8f6f5', '#c9ebe7'], blobs: ['#2fa89c', '#7fd1c7', '#4f9fc9', '#f4c08e'], wave: '#1f8a80' },
  { base: ['#fdf1e6', '#f9dfc6'], blobs: ['#f4a259', '#f7c59f', '#5fa8d3', '#2bb3a8'], wave: '#e08a3c' },
  { base: ['#eef2fb', '#d9e6f6'], blobs: ['#7aa6e0', '#2bb3a8', '#b8d8f2', '#f6c28b'], wave: '#4a78b8' },
];

const round = (n: number) => Math.round(n);

function picture(index: number): string {
  const random = prng(0x5eed + index * 7919);
  const between = (min: number, max: number) => min + random() * (max - min);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const palette = PALETTES[(index - 1) % PALETTES.length];

  // Background gradient direction, as a unit vector in the bounding box.
  const angle = between(0, Math.PI);
  const x2 = (0.5 + Math.cos(angle) / 2).toFixed(2);
  const y2 = (0.5 + Math.sin(angle) / 2).toFixed(2);
  const defs = [
    `<linearGradient id="g" x2="${x2}" y2="${y2}"><stop stop-color="${palette.base[0]}"/>` +
      `<stop offset="1" stop-color="${palette.base[1]}"/></linearGradient>`,
  ];
  const shapes = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>`];

  const blobCount = 3 + Math.floor(random() * 2);
  for (let i = 0; i < blobCount; i++) {
    const color = i === 0 ? palette.blobs[0] : pick(palette.blobs);
    const opacity = between(0.35, 0.65).toFixed(2);
    defs.push(
      `<radialGradient id="b${i}"><stop stop-color="${color}" stop-opacity="${opacity}"/>` +
        `<stop offset=".5" stop-color="${color}" stop-opacity="${(Number(opacity) / 3).toFixed(2)}"/>` +
        `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    const r = round(between(320, 760));
    shapes.push(
      `<circle cx="${round(between(-100, WIDTH + 100))}" cy="${round(between(-100, HEIGHT + 100))}" r="${r}" fill="url(#b${i})"/>`,
    );
  }

  // Two soft waves along the bottom.
  for (let i = 0; i < 2; i++) {
    const y = round(between(640, 820) + i * 110);
    const amplitude = round(between(90, 200));
    const c1 = round(between(300, 800));
    const c2 = round(between(1100, 1600));
    shapes.push(
      `<path d="M0 ${y}C${c1} ${y - amplitude} ${c2} ${y + amplitude} ${WIDTH} ${y - round(amplitude / 2)}V${HEIGHT}H0Z" ` +
        `fill="${i === 0 ? palette.wave : '#fff'}" opacity="${i === 0 ? '0.12' : '0.3'}"/>`,
    );
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs.join('')}</defs>${shapes.join('')}</svg>\n`
  );
}

const outDir = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'public', 'backgrounds');
mkdirSync(outDir, { recursive: true });
for (let index = 1; index <= BACKGROUND_PICTURE_COUNT; index++) {
  const svg = picture(index);
  const bytes = Buffer.byteLength(svg);
  const name = `bg-${String(index).padStart(2, '0')}.svg`;
  if (bytes > MAX_BYTES) throw new Error(`${name} is ${bytes} bytes, over the ${MAX_BYTES}-byte budget.`);
  writeFileSync(join(outDir, name), svg);
  console.log(`public/backgrounds/${name}  ${bytes} B`);
}
