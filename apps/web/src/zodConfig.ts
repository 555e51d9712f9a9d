import { z } from 'zod';

/*
 * The server's CSP allows no eval, so zod's compiled fast path is unavailable anyway: without
 * this, building the first object schema probes `new Function` and every page load reports a
 * blocked-eval CSP violation, which would hide a real one. Imported first by main.tsx, before
 * any schema is built.
 */
z.config({ jitless: true });
