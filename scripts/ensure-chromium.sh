#!/usr/bin/env bash
# Make sure Debian's Chromium is installed (Playwright's own browser download does not work here).
set -euo pipefail
if [ -x /usr/lib/chromium/chromium ]; then
  exit 0
fi
cmd="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-liberation"
if [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's chromium package ..."
  bash -c "$cmd"
else
  echo "Chromium is missing. Run as root:  $cmd" >&2
  exit 1
fi
