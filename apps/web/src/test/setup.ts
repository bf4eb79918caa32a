import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A loaded machine (CI, several suites at once) is slow to settle: wait up to 5 s, not 1.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
