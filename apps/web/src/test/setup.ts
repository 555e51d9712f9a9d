import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Pages are lazy chunks: under a loaded machine the first import can take over a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
