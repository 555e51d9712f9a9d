#!/usr/bin/env bash
# `npm test`: every suite — type checks, lint, unit tests, server integration tests on PGlite
# (and on PostgreSQL: the server TEST_DATABASE_URL names, or one answering at 127.0.0.1:5432),
# then end-to-end tests in Chromium. Prints each suite's counts (and the tests it skipped), then
# one closing line "tests: N passed, N failed, N skipped".
set -uo pipefail
cd "$(dirname "$0")/.."
results=.test-results
rm -rf "$results" && mkdir -p "$results"
failed_steps=()
# What the run prints goes to $results/output.log too, which the check at the end reads: a green
# run prints results and summaries, no stack traces (scripts/check-test-output.mjs). The tools
# then write to a pipe: on a terminal they are asked for their colours still.
if [ -t 1 ]; then export FORCE_COLOR=1; fi
exec > >(tee "$results/output.log") 2>&1
tee_pid=$!
# On exit, the last lines are in the file (and on the terminal) before the run says it is done.
trap 'exec >&- 2>&-; wait "$tee_pid"' EXIT
# Strict mode (apps/server/test/requires.ts): a test whose dependency is missing (ffmpeg,
# pocketsphinx, s3rver…) fails instead of skipping, so a green run ran everything.
export CANDID_TEST_STRICT=1

step() {
  local name=$1; shift
  echo; echo "=== $name"
  if ! "$@"; then failed_steps+=("$name"); fi
}

# Runs a step's command with its output in the file $1, which is printed whole only when the
# command fails: a build that passes says so in a line instead of listing every file it wrote.
quietly() {
  local log=$1; shift
  if "$@" >"$log" 2>&1; then
    echo "ok (its output: $log)"
  else
    local status=$?
    cat "$log"
    return "$status"
  fi
}

bash scripts/ensure-test-deps.sh || failed_steps+=("ensure-test-deps")

# The type check runs beside lint and the build: each is mostly one core's work, and together
# they take the time of the longest (about 45 s on two cores instead of 80 s in a row). Its
# output is printed after the others', whole.
typecheck_log="$results/typecheck.log"
npm run typecheck --silent >"$typecheck_log" 2>&1 &
typecheck_pid=$!
step "lint" npx eslint . --max-warnings 0
step "build web" quietly "$results/build-web.log" npm run build -w @candid/web --silent
step "interview bundle size" node scripts/check-interview-bundle.mjs
step "no secrets in the web app" node scripts/check-web-secrets.mjs
finish_typecheck() {
  local status=0
  wait "$typecheck_pid" || status=$?
  cat "$typecheck_log"
  return "$status"
}
step "typecheck" finish_typecheck
step "unit tests (shared)" npx vitest run --root packages/shared --reporter=default --reporter=json --outputFile="$PWD/$results/shared.json"
step "unit tests (web)" npx vitest run --root apps/web --reporter=default --reporter=json --outputFile="$PWD/$results/web.json"
# The candidate app's tests again in the pseudo-locale (apps/web/src/test/pseudo.ts): a page that
# shows words no catalogue gave fails.
step "unit tests (candidate app, pseudo-locale)" env CANDID_PSEUDO=1 \
  npx vitest run --root apps/web --reporter=default --reporter=json --outputFile="$PWD/$results/web-pseudo.json"
# The server suite picks PostgreSQL whenever TEST_DATABASE_URL is set (.ci/run sets it), so the
# PGlite step unsets it. Each step names the engine it means (CANDID_TEST_ENGINE), and the suite
# fails when the database it opened is another (apps/server/test/engine.ts).
step "server tests (PGlite)" env -u TEST_DATABASE_URL CANDID_TEST_ENGINE=pglite \
  npx vitest run --root apps/server --reporter=default --reporter=json --outputFile="$PWD/$results/server-pglite.json"

# Runs the server suite on the PostgreSQL server at $1 — after checking that it answers, so that a
# server that is down fails the step with the reason instead of being passed over.
server_tests_postgres() {
  local url=$1
  node -e '
    const url = process.argv[1];
    const shown = new URL(url);
    if (shown.password) shown.password = "***";
    const client = new (require("pg").Client)({ connectionString: url, connectionTimeoutMillis: 10000 });
    client.connect().then(() => client.query("select 1")).then(() => client.end()).catch((err) => {
      console.error(`PostgreSQL does not answer at ${shown}: ${err.message}`);
      console.error("The PostgreSQL step needs it: start it. (Without TEST_DATABASE_URL and with nothing on port 5432, the step is skipped.)");
      process.exit(1);
    });
  ' "$url" || return 1
  env TEST_DATABASE_URL="$url" CANDID_TEST_ENGINE=postgres \
    npx vitest run --root apps/server --reporter=default --reporter=json --outputFile="$PWD/$results/server-postgres.json"
}
# TEST_DATABASE_URL set: PostgreSQL must answer there. Unset: a server answering at 127.0.0.1:5432
# is used, and only when none does (a laptop without PostgreSQL) is the step skipped.
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "server tests (PostgreSQL)" server_tests_postgres "$TEST_DATABASE_URL"
elif node -e "require('net').connect(5432,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))" 2>/dev/null; then
  step "server tests (PostgreSQL)" server_tests_postgres postgres://postgres@127.0.0.1:5432/test
else
  echo "(no PostgreSQL reachable at 127.0.0.1:5432 and TEST_DATABASE_URL unset: PostgreSQL run skipped)"
fi

# Its reporters are the config's (list, the app server's output under a failed test), with a JSON
# report since PLAYWRIGHT_JSON_OUTPUT_NAME names its file (e2e/playwright.config.ts).
step "end-to-end (Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$results/e2e.json" npm test -w @candid/e2e

node scripts/summarize-tests.mjs "$results"
# Only a green run: a failure's stack trace is what it should show.
if [ ${#failed_steps[@]} -eq 0 ]; then
  node scripts/check-test-output.mjs "$results/output.log" || failed_steps+=("no stack traces in the output")
fi
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "failed steps: ${failed_steps[*]}"
  exit 1
fi
