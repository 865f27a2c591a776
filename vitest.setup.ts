// Views tests opt in to a DOM with `// @vitest-environment happy-dom`; this file only wires
// testing-library's cleanup when a DOM is present.
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
