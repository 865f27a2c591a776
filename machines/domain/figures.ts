// The spec's figures as the machines' descriptions write them, from machines/domain/constants.ts, so
// that a chart or the flow gallery never shows a figure the code no longer has
// (tests/unit/descriptionFigures.test.ts refuses a figure written out in a description).

/** A duration in words: `800 ms`, `5 s`, `60 min`, `1 h`. */
export function inWords(ms: number): string {
  if (ms < 1000 || ms % 1000 !== 0) return `${ms} ms`;
  const seconds = ms / 1000;
  if (seconds < 60 || seconds % 60 !== 0) return `${seconds} s`;
  const minutes = seconds / 60;
  return minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`;
}

/** Several durations of one unit: `0, 2, 10 and 30 s` (the last one's unit). */
export function listInWords(durations: readonly number[]): string {
  const seconds = durations.map((ms) => `${ms / 1000}`);
  return `${seconds.slice(0, -1).join(', ')} and ${seconds.at(-1)} s`;
}
