import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { defaultOptions } from 'tus-js-client';
import { FakeTusServer } from '../interview/test/fakeTusServer';
import { takeContractViolations } from './api';

// Pages are lazy chunks and the job screen renders hundreds of MUI nodes: on a loaded two-core
// machine one screen can take over ten seconds in jsdom (measured: 12 s for the invite screen
// while another suite ran). The find* queries wait for a state, so a long limit costs nothing
// when the state comes; it only decides how long a real failure takes to report.
configure({ asyncUtilTimeout: 30_000 });

// Vitest resolves tus-js-client to its Node build (the package's browser field is not used), whose
// default HTTP stack sends real requests to window.location.origin, http://localhost:3000, where
// anything may be listening on a shared machine. An upload a test gave no stack of its own
// reaches a server that is never there instead (a test that wants one passes httpStack or sets this).
const unreachable = new FakeTusServer();
unreachable.intercept = () => 'network';
defaultOptions.httpStack = unreachable;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // A reply served by mockApi (src/test/api.ts) that the server could not send fails the test.
  const violations = takeContractViolations();
  if (violations.length > 0) throw new Error(violations.join('\n\n'));
});
