#!/usr/bin/env node
// Adds up the JSON reports of vitest and Playwright: one line per suite, with the titles of the
// tests it skipped (a skip is a test that did not run, and must be seen), then one closing line.
import fs from 'node:fs';
import path from 'node:path';

/** How many of a suite's tests passed, failed and were skipped, and which were skipped. */
function countVitest(report) {
  // A file that fails before its tests run (an import that throws, a missing dependency in
  // strict mode) has no failed test: it counts as one failure itself.
  const brokenFiles = (report.testResults ?? []).filter((f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    skippedTitles: (report.testResults ?? []).flatMap((f) =>
      f.assertionResults.filter((a) => !['passed', 'failed'].includes(a.status)).map((a) => `${path.basename(f.name)}: ${a.fullName}`),
    ),
  };
}

function countPlaywright(report) {
  const skippedTitles = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((t) => t.status === 'skipped')) skippedTitles.push([...titles, spec.title].filter(Boolean).join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return {
    passed: report.stats.expected + (report.stats.flaky ?? 0),
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    skippedTitles,
  };
}

const SHOWN_SKIPS = 20;
const dir = process.argv[2];
const total = { passed: 0, failed: 0, skipped: 0 };
// In the order the suites ran (each report is written as its suite ends).
const reports = (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ file, at: fs.statSync(path.join(dir, file)).mtimeMs }))
  .sort((a, b) => a.at - b.at);
console.log('');
for (const { file } of reports) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const counts = report.stats && 'expected' in report.stats ? countPlaywright(report) : countVitest(report);
  for (const key of Object.keys(total)) total[key] += counts[key];
  console.log(`${path.basename(file, '.json')}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  for (const title of counts.skippedTitles.slice(0, SHOWN_SKIPS)) console.log(`  skipped: ${title}`);
  if (counts.skippedTitles.length > SHOWN_SKIPS) console.log(`  … and ${counts.skippedTitles.length - SHOWN_SKIPS} more skipped`);
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
