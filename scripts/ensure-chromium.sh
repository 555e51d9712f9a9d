#!/usr/bin/env bash
# Makes sure Debian's Chromium (/usr/bin/chromium) and a basic font are installed, for the
# Playwright end-to-end suite. Idempotent: does nothing when both are already there.
# Waits for another apt/dpkg run (e.g. one started in the background) instead of failing on its lock.
set -euo pipefail

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
dpkg-query -W -f='${Status}' fonts-dejavu-core 2>/dev/null | grep -q 'install ok installed' \
  || need+=(fonts-dejavu-core)

if [ ${#need[@]} -eq 0 ]; then
  echo "ensure-chromium: /usr/bin/chromium and fonts-dejavu-core are installed."
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-chromium: missing ${need[*]}; installing needs root." >&2
  echo "  Run as root: apt-get update && apt-get install -y chromium fonts-dejavu-core" >&2
  exit 1
fi

# Another apt or dpkg may be running (unattended or a background install): wait for it,
# up to 20 minutes, rather than fight over the lock. apt's own lock timeout covers races after that.
waited=0
while pgrep -x 'apt|apt-get|dpkg|unattended-upgr' >/dev/null 2>&1; do
  if [ "$waited" -ge 1200 ]; then
    echo "ensure-chromium: apt/dpkg is still busy after ${waited}s; giving up." >&2
    exit 1
  fi
  [ $((waited % 30)) -eq 0 ] && echo "ensure-chromium: waiting for another apt/dpkg run to finish..."
  sleep 5
  waited=$((waited + 5))
done

# Another run may just have installed what we need.
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
dpkg-query -W -f='${Status}' fonts-dejavu-core 2>/dev/null | grep -q 'install ok installed' \
  || need+=(fonts-dejavu-core)
[ ${#need[@]} -eq 0 ] && { echo "ensure-chromium: already installed."; exit 0; }

export DEBIAN_FRONTEND=noninteractive
lock=(-o DPkg::Lock::Timeout=600)
echo "ensure-chromium: installing ${need[*]}..."
apt-get "${lock[@]}" update -qq
apt-get "${lock[@]}" install -y -qq --no-install-recommends "${need[@]}" >/dev/null
[ -x /usr/bin/chromium ] || { echo "ensure-chromium: /usr/bin/chromium is still missing." >&2; exit 1; }
echo "ensure-chromium: done ($(/usr/bin/chromium --version 2>/dev/null | head -n 1))."
