#!/usr/bin/env node
// A green `npm test` prints results and summaries only (issue 28): no stack traces between them.
// Reads the run's output (scripts/test.sh keeps it in .test-results/output.log) and fails, naming
// the step and the first lines, when it finds stack-trace frames ("    at fn (file:1:2)"). Where
// they come from is a test that logged what it should have expected: a web test announces it
// with expectConsole (apps/web/src/test/console.ts); the server tests' logger is silent
// (apps/server/test/harness.ts); the e2e app server writes to e2e/test-results/app-server.log.
import fs from 'node:fs';

/** A V8 stack frame: `at fn (file:1:2)`, `at file:1:2`, `at async fn (…)`, `at new X (…)`, `at fn (native)`. */
const FRAME = /^\s+at (?:async |new )?\S.*(?::\d+:\d+\)?|\((?:native|<anonymous>)\))$/;
// eslint-disable-next-line no-control-regex -- the colour codes of a run on a terminal
const COLOUR = /\x1b\[[0-9;]*[A-Za-z]/g;
/** Each step's heading in scripts/test.sh. */
const STEP = /^=== (.+)$/;
const SHOWN = 5;

const file = process.argv[2];
const lines = fs.readFileSync(file, 'utf8').split('\n');
const byStep = new Map();
let step = '(before the first step)';
lines.forEach((raw, index) => {
  const line = raw.replace(COLOUR, '').replace(/\r/g, '');
  const heading = STEP.exec(line);
  if (heading) step = heading[1];
  else if (FRAME.test(line)) {
    if (!byStep.has(step)) byStep.set(step, []);
    byStep.get(step).push(`${index + 1}: ${line.trim()}`);
  }
});

if (byStep.size > 0) {
  console.log('');
  console.log(`A green run printed stack traces (${file}), which tests of failure paths must keep out of the output:`);
  for (const [name, frames] of byStep) {
    console.log(`  ${name}: ${frames.length} stack-trace line${frames.length === 1 ? '' : 's'}; the first:`);
    for (const frame of frames.slice(0, SHOWN)) console.log(`    line ${frame}`);
  }
  process.exit(1);
}
