"""Baseline for bench/observe_atspi.py: a recursive pyatspi walk, as AT-SPI tools read trees.

Run with Debian's /usr/bin/python3 (python3-pyatspi, gi). Collects role, name, states and
screen extents of every object under one application (not below objects that manage
their descendants, which no walk could finish), ``--runs`` times, each walk as a
fresh tool would see it (libatspi's cache is cleared between walks unless
``--keep-cache``), and prints one JSON line: {"app", "objects", "ms": [...]}.
"""

from __future__ import annotations

import argparse
import json
import time

import pyatspi  # type: ignore[import-not-found]


def walk(obj, out):  # type: ignore[no-untyped-def]
    role = obj.getRole()
    name = obj.name
    state = obj.getState()
    states = state.getStates()
    try:
        ext = obj.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        box = (ext.x, ext.y, ext.width, ext.height)
    except NotImplementedError:
        box = None
    out.append((int(role), name, len(states), box))
    if state.contains(pyatspi.STATE_MANAGES_DESCENDANTS):
        # A sheet would make an object per cell: no walk of one would ever end.
        return
    for child in obj:
        if child is not None:
            walk(child, out)


def find(app_name: str, pid: int | None):  # type: ignore[no-untyped-def]
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is None:
            continue
        if pid is not None and app.get_process_id() == pid:
            return app
        if pid is None and app_name.lower() in (app.name or "").lower():
            return app
    raise SystemExit(f"no application {app_name!r}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("app")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--pid", type=int, help="the application's pid (names repeat)")
    parser.add_argument(
        "--keep-cache", action="store_true", help="do not clear libatspi's cache between walks"
    )
    args = parser.parse_args()
    times: list[float] = []
    count = 0
    for _ in range(args.runs):
        app = find(args.app, args.pid)
        if not args.keep_cache:
            app.clearCache()
        started = time.perf_counter()
        out: list[object] = []
        for window in app:
            walk(window, out)
        times.append((time.perf_counter() - started) * 1000)
        count = len(out)
    print(json.dumps({"app": args.app, "objects": count, "ms": times}))


if __name__ == "__main__":
    main()
