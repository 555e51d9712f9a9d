/*
 * The server's CSP allows no eval, so zod's compiled fast path is unavailable anyway: without
 * jitless, building the first object schema probes `new Function` and every page load reports a
 * blocked-eval CSP violation, which would hide a real one. Imported first by main.tsx, before
 * any schema is built.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig` and keeps the object it finds there
 * (zod/v4/core/core.js), so they are set here without importing zod: the entry does not evaluate
 * zod (38 KB) in its first long task; the pages that build schemas load it. zodConfig.test.ts
 * checks that zod reads them.
 */
const global = globalThis as { __zod_globalConfig?: Record<string, unknown> };
global.__zod_globalConfig = Object.assign(global.__zod_globalConfig ?? {}, { jitless: true });

export {};
