import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { defaultOptions } from 'tus-js-client';
import { FakeTusServer } from '../interview/test/fakeTusServer';
import { takeContractViolations, takeServedData } from './api';
import { installConsoleGuard } from './console';
import { activeLocale, switchLanguage } from '../interview/i18n';

// Pages are lazy chunks and the job screen renders hundreds of MUI nodes: on a loaded two-core
// machine one screen can take over ten seconds in jsdom (measured: 12 s for the invite screen
// while another suite ran). The find* queries wait for a state, so a long limit costs nothing
// when the state comes; it only decides how long a real failure takes to report.
configure({ asyncUtilTimeout: 30_000 });

// The files share their worker's process (vmThreads, vitest.config.ts), and tus-js-client's Node
// build (below) brings proper-lockfile, whose signal-exit listens for every signal once per file that
// loads it: forty files on one worker pass Node's leak warning at ten, with nothing leaking.
process.setMaxListeners(200);

// Vitest resolves tus-js-client to its Node build (the package's browser field is not used), whose
// default HTTP stack sends real requests to window.location.origin, http://localhost:3000, where
// anything may be listening on a shared machine. An upload a test gave no stack of its own
// reaches a server that is never there instead (a test that wants one passes httpStack or sets this).
const unreachable = new FakeTusServer();
unreachable.intercept = () => 'network';
defaultOptions.httpStack = unreachable;

// The candidate app's words in English, as the tests read them (a test of another language switches).
await switchLanguage('en');

// An error or a warning on the console fails the test that logged it, unless the test announced
// it with expectConsole (src/test/console.ts): a green run prints results only.
const consoleGuard = installConsoleGuard();

afterEach(async () => {
  cleanup();
  takeServedData();
  if (activeLocale() !== 'en') await switchLanguage('en');
  window.localStorage.clear();
  // A reply served by mockApi (src/test/api.ts) that the server could not send fails the test.
  const violations = takeContractViolations();
  const logged = consoleGuard.takeProblems();
  if (logged.length > 0) violations.push(`The test logged what it did not expect (src/test/console.ts):\n${logged.join('\n')}`);
  if (violations.length > 0) throw new Error(violations.join('\n\n'));
});

// A line logged after the file's last test ended (a request or a timer it left behind).
afterAll(() => {
  const logged = consoleGuard.takeProblems();
  if (logged.length > 0) throw new Error(`Logged after the last test ended (src/test/console.ts):\n${logged.join('\n')}`);
});
