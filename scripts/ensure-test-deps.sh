#!/usr/bin/env bash
# Makes sure what the tests need from Debian is installed: Chromium's old headless shell
# (/usr/bin/chromium-headless-shell, which the e2e suite drives; e2e/support/browser.ts says why),
# Chromium itself (/usr/bin/chromium, for the benches and for looking at pages), a
# basic font for the Playwright suite, ffmpeg/ffprobe for the answer transcodes and their
# checks, and the offline speech-to-text engine (pocketsphinx with its US English model) with
# espeak-ng, which speaks the transcript tests' corpus. Idempotent: does nothing when all are
# there. Waits for another apt/dpkg run (e.g. one started in the background) instead of failing
# on its lock.
set -euo pipefail

missing() {
  local need=()
  [ -x /usr/bin/chromium ] || need+=(chromium)
  [ -x /usr/bin/chromium-headless-shell ] || need+=(chromium-headless-shell)
  dpkg-query -W -f='${Status}' fonts-dejavu-core 2>/dev/null | grep -q 'install ok installed' \
    || need+=(fonts-dejavu-core)
  { command -v ffmpeg && command -v ffprobe; } >/dev/null 2>&1 || need+=(ffmpeg)
  command -v pocketsphinx_continuous >/dev/null 2>&1 || need+=(pocketsphinx)
  [ -f /usr/share/pocketsphinx/model/en-us/en-us.lm.bin ] || need+=(pocketsphinx-en-us)
  command -v espeak-ng >/dev/null 2>&1 || need+=(espeak-ng)
  echo "${need[*]}"
}

need=$(missing)
if [ -z "$need" ]; then
  echo "ensure-test-deps: chromium(-headless-shell), fonts-dejavu-core, ffmpeg, pocketsphinx(-en-us) and espeak-ng are installed."
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-test-deps: missing $need; installing needs root." >&2
  echo "  Run as root: apt-get update && apt-get install -y $need" >&2
  exit 1
fi

# Another apt or dpkg may be running (unattended or a background install): wait for it,
# up to 20 minutes, rather than fight over the lock. apt's own lock timeout covers races after that.
waited=0
while pgrep -x 'apt|apt-get|dpkg|unattended-upgr' >/dev/null 2>&1; do
  if [ "$waited" -ge 1200 ]; then
    echo "ensure-test-deps: apt/dpkg is still busy after ${waited}s; giving up." >&2
    exit 1
  fi
  [ $((waited % 30)) -eq 0 ] && echo "ensure-test-deps: waiting for another apt/dpkg run to finish..."
  sleep 5
  waited=$((waited + 5))
done

# Another run may just have installed what we need.
need=$(missing)
[ -z "$need" ] && { echo "ensure-test-deps: already installed."; exit 0; }

export DEBIAN_FRONTEND=noninteractive
lock=(-o DPkg::Lock::Timeout=600)
echo "ensure-test-deps: installing $need..."
# apt and dpkg talk on both streams even when all goes well ("debconf: delaying package
# configuration, since apt-utils is not installed", a line per package set up): their output goes
# to a file, printed only when the install fails.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# shellcheck disable=SC2086 # a list of package names
if ! { apt-get "${lock[@]}" update -qq && apt-get "${lock[@]}" install -y -qq --no-install-recommends $need; } >"$log" 2>&1; then
  cat "$log" >&2
  echo "ensure-test-deps: installing $need failed (apt's output above)." >&2
  exit 1
fi
need=$(missing)
[ -z "$need" ] || { echo "ensure-test-deps: still missing: $need" >&2; exit 1; }
echo "ensure-test-deps: done ($(/usr/bin/chromium-headless-shell --version 2>/dev/null | head -n 1); $(ffmpeg -version | head -n 1))."
