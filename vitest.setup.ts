// Views tests opt in to a DOM with `// @vitest-environment happy-dom`; this file wires
// testing-library's cleanup when a DOM is present, and gives its waits time for a screen's lazy
// chunk to load on a busy machine (1 s by default: too short for a lazy chunk while other suites
// load both cores).
import { afterEach, beforeAll } from 'vitest';

beforeAll(async () => {
  if (typeof document !== 'undefined') {
    const { configure } = await import('@testing-library/react');
    configure({ asyncUtilTimeout: 5000 });
  }
});

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
