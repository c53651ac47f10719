"""Benchmark: Handrail's MCP ``observe`` against Playwright's MCP ``browser_snapshot``.

Both servers run as stdio subprocesses, driven by the MCP SDK's client as an agent's
client drives them, attached over CDP to the same headless Chromium (started here from
``/usr/bin/chromium`` in a temporary state directory); the pages are served over local
HTTP. Playwright's server navigates (``browser_navigate``, not timed); then each call is
timed from the client's request to its reply, alternating the two servers, N times per
page. Handrail is asked for up to 5000 elements (its MCP maximum) in its default
perception (``mode`` auto: OCR only where it decides to; ``--mode ax`` asks for the tree
only); tokens are those of each reply's text (o200k_base, bpe-openai).
Handrail is timed twice: by default (the structured content holds every element as
JSON as well) and with ``structured`` false (the text only lists the elements; the
structured content keeps the snapshot's other fields).

Playwright's MCP server comes from npm: ``bench/install-playwright-mcp.sh`` installs it
in a cache directory (no browser download).

Usage: .venv/bin/python bench/mcp_browser.py [--runs 10] [--pages form,os] [--mode auto|ax]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import AsyncExitStack
from dataclasses import replace
from pathlib import Path
from typing import Any

import bpe_openai
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from fixture_server import FixtureServer  # noqa: E402

from browser_rig import doc_mounts  # noqa: E402
from handrail.backends.browser.session.launcher import launch_browser, stop_browser  # noqa: E402
from handrail.config import load_settings  # noqa: E402

PAGES = ["form.html", "dialog.html", "shadow.html", "webapp.html", "long.html?n=300"]
DOC_PAGES = [
    "library/index.html",
    "library/functions.html",
    "library/os.html",
    "library/stdtypes.html",
]


def playwright_mcp() -> Path:
    """The installed server's entry point (installed by the script when missing)."""
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache"))
    base = Path(os.environ.get("HANDRAIL_BENCH_CACHE", cache / "handrail-bench"))
    cli = base / "playwright-mcp" / "node_modules" / "@playwright" / "mcp" / "cli.js"
    if not cli.exists():
        subprocess.run([str(ROOT / "bench" / "install-playwright-mcp.sh")], check=True)
    return cli


def text_of(result: Any) -> str:
    return "\n".join(c.text for c in result.content if getattr(c, "type", "") == "text")


async def timed(client: ClientSession, tool: str, args: dict[str, Any]) -> tuple[float, str]:
    t0 = time.perf_counter()
    result = await client.call_tool(tool, args)
    ms = (time.perf_counter() - t0) * 1000
    if result.is_error:
        raise SystemExit(f"{tool} failed: {text_of(result)[:300]}")
    return ms, text_of(result)


async def main(runs: int, only: list[str], mode: str = "auto") -> int:
    enc = bpe_openai.get_encoding("o200k_base")
    mounts = doc_mounts()
    pages = PAGES + ([f"pydoc/{p}" for p in DOC_PAGES] if mounts else [])
    if only:
        pages = [p for p in pages if any(o in p for o in only)]
    node = shutil.which("node")
    if node is None:
        print("no node on PATH", file=sys.stderr)
        return 2
    pw_cli = playwright_mcp()
    state_dir = Path(tempfile.mkdtemp(prefix="handrail-bench-mcp-"))
    settings = replace(load_settings(), state_dir=state_dir, ipc_timeout=30.0)
    env = {**os.environ, "HANDRAIL_STATE_DIR": str(state_dir), "HANDRAIL_IPC_TIMEOUT": "30"}
    rows = []
    with FixtureServer(mounts) as server:
        state = launch_browser(settings)
        try:
            async with AsyncExitStack() as stack:
                pw_out = ["--output-dir", str(state_dir / "playwright-mcp")]
                pw_params = StdioServerParameters(
                    command=node,
                    args=[str(pw_cli), "--cdp-endpoint", state.endpoint, *pw_out],
                    env=env,
                )
                hr_params = StdioServerParameters(
                    command=sys.executable, args=["-m", "handrail.cli.main", "mcp"], env=env
                )
                clients = []
                for params in (pw_params, hr_params):
                    read, write = await stack.enter_async_context(stdio_client(params))
                    client = await stack.enter_async_context(ClientSession(read, write))
                    await client.initialize()
                    clients.append(client)
                pw, hr = clients
                for path in pages:
                    url = server.url(path)
                    await timed(pw, "browser_navigate", {"url": url})
                    hr_args = {
                        "cdp": state.endpoint,
                        "tab": url,
                        "max_elements": 5000,
                        "mode": mode,
                    }
                    # Warm-up: both servers attach; Handrail's first reads make its mirror.
                    await timed(pw, "browser_snapshot", {})
                    for _ in range(3):
                        await timed(hr, "observe", hr_args)
                    lean_args = {**hr_args, "structured": False}
                    pw_t, hr_t, lean_t = [], [], []
                    pw_text = hr_text = ""
                    for _ in range(runs):
                        ms, pw_text = await timed(pw, "browser_snapshot", {})
                        pw_t.append(ms)
                        ms, hr_text = await timed(hr, "observe", hr_args)
                        hr_t.append(ms)
                        ms, _ = await timed(hr, "observe", lean_args)
                        lean_t.append(ms)
                    rows.append(
                        (
                            path,
                            statistics.median(hr_t),
                            statistics.median(lean_t),
                            statistics.median(pw_t),
                            len(enc.encode(hr_text)),
                            len(enc.encode(pw_text)),
                        )
                    )
        finally:
            stop_browser(settings)
            shutil.rmtree(state_dir, ignore_errors=True)
    load = os.getloadavg()[0]
    print(f"calls per page: {runs}; medians as the MCP client sees each call; load {load:.1f}")
    print("(text-only: Handrail's observe with structured=false)")
    print(
        f"{'page':30} {'handrail ms':>11} {'text-only ms':>12} {'playwright ms':>13}"
        f" {'ratio':>6} {'text-only':>9} {'handrail tok':>12} {'playwright tok':>14} {'ratio':>6}"
    )
    for path, hm, lm, pm, ht, pt in rows:
        print(
            f"{path:30} {hm:11.1f} {lm:12.1f} {pm:13.1f} {hm / pm:6.2f} {lm / pm:9.2f}"
            f" {ht:12d} {pt:14d} {ht / pt:6.2f}"
        )
    th, tp = sum(r[4] for r in rows), sum(r[5] for r in rows)
    blank = " " * (11 + 12 + 13 + 6 + 9 + 5)
    print(f"{'total tokens':30} {blank}{th:12d} {tp:14d} {th / tp:6.2f}")
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--pages", default="")
    parser.add_argument("--mode", choices=["auto", "ax"], default="auto")
    args = parser.parse_args()
    pages = [p for p in args.pages.split(",") if p]
    sys.exit(asyncio.run(main(args.runs, pages, args.mode)))
