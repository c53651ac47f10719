#!/bin/sh
# Installs Playwright's MCP server (the baseline of bench/mcp_browser.py) from npm into
# a cache directory. No browser is downloaded: the benchmark points the server at the
# Chromium it starts itself, over CDP.
set -eu
DIR="${HANDRAIL_BENCH_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/handrail-bench}/playwright-mcp"
mkdir -p "$DIR"
cd "$DIR"
[ -f package.json ] || printf '{"name":"handrail-bench-playwright-mcp","private":true}\n' > package.json
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund --loglevel=error @playwright/mcp@latest
echo "$DIR/node_modules/.bin/mcp-server-playwright"
