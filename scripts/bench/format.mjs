// How the bench prints its figures: medians with their spread, ratios, sizes.

export const log = (line = '') => console.log(line);

export function stats(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted[sorted.length - 1], n: sorted.length };
}
export const ms = (value) => (value == null ? '—' : `${Math.round(value)}`);
export const ratio = (value, reference) => (value == null || !reference ? '—' : `×${(value / reference).toFixed(2)}`);
export const kb = (bytes) => (bytes == null ? '—' : `${(bytes / 1024).toFixed(1)} KB`);
export const mb = (bytes) => (bytes == null ? '—' : `${(bytes / 1024 / 1024).toFixed(2)} MB`);
export const pad = (text, width) => String(text).padEnd(width);
export const padLeft = (text, width) => String(text).padStart(width);
