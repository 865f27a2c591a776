// The browser suites' time limits. They were set on a two-core machine where a journey takes 10 to
// 30 s; CI machines have run about 1.8 times slower, with two browser lanes sharing their two cores
// (.ci/run). A limit here is there to end a hang, not to measure speed (`npm run bench`, Lighthouse
// and the size budget do that), so each is the fast machine's figure times an allowance.
export const SLOW_MACHINE_ALLOWANCE = 3;

/** `ms`, as measured on a fast machine, with the allowance for a slow one. */
export const allow = (ms: number) => ms * SLOW_MACHINE_ALLOWANCE;
