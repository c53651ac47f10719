"""Mining, archiving and reading archived run logs: what they cost per run.

Builds run logs with the loop on the in-memory fake message form (each run a handful of
rounds with screenshots, element lists and prompts; a mix of endings: a denied
approval, plans that stay invalid, clicks that change nothing), then times per run:
labelling only (``label_all``), mining with the picture cut (``mine_run``), packing
(``pack_run``, which reads the archive back to compare), and reading the run back from
its archive against reading it from its directory (the baseline, in the same process).
Prints medians and the archive's size against the directory's.

Usage::

    .venv/bin/python bench/learn_runs.py [--runs 30]
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "learn"))

from learn_helpers import Refuser, fake_run  # noqa: E402

from handrail.gate import AllowAll  # noqa: E402
from handrail.learn import label_all, mine_run  # noqa: E402
from handrail.loop import read_run  # noqa: E402
from handrail.loop.archive import pack_run  # noqa: E402
from handrail.safety import RiskGate, RiskPolicy  # noqa: E402


def _click(name: str, role: str = "button", expect: str = "") -> dict[str, Any]:
    return {
        "status": "continue",
        "summary": f"press {name}",
        "expect": expect,
        "actions": [{"type": "click", "element": {"role": role, "name": name}}],
    }


async def _make(root: Path, n: int) -> list[Path]:
    out = []
    for i in range(n):
        kind = i % 3
        if kind == 0:
            script = [_click("Subscribe", "checkbox"), _click("Send")]
            run = await fake_run(root, script, gate=RiskGate(RiskPolicy(), Refuser()))
        elif kind == 1:
            run = await fake_run(root, ["junk"] * 3, gate=AllowAll())
        else:
            plan = _click("Draft", "text", expect='text "Sent to bob"')
            run = await fake_run(root, [plan] * 4, gate=AllowAll())
        out.append(run.path)
    return out


def _time(fn: Any, arg: Any) -> float:
    start = time.perf_counter()
    fn(arg)
    return (time.perf_counter() - start) * 1000


def _size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.iterdir()) if path.is_dir() else path.stat().st_size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="handrail-bench-learn-"))
    try:
        paths = asyncio.run(_make(tmp / "runs", args.runs))
        rounds = sum(len(read_run(p).rounds) for p in paths)
        label_ms = [_time(lambda p: label_all(read_run(p)), p) for p in paths]
        mine_ms = [_time(lambda p: mine_run(read_run(p)), p) for p in paths]
        dir_read = [_time(read_run, p) for p in paths]
        dir_bytes = sum(_size(p) for p in paths)
        pack_ms, archives = [], []
        for p in paths:
            start = time.perf_counter()
            archives.append(pack_run(p))
            pack_ms.append((time.perf_counter() - start) * 1000)
        zst_read = [_time(read_run, a) for a in archives]
        zst_mine = [_time(lambda a: mine_run(read_run(a)), a) for a in archives]
        zst_bytes = sum(_size(a) for a in archives)
        med = statistics.median
        print(f"runs: {len(paths)} · rounds: {rounds}")
        print(f"label only (read + label_all): median {med(label_ms):.2f} ms per run")
        print(f"mine (read + labels + scene + picture cut): median {med(mine_ms):.2f} ms per run")
        print(f"mine from the archive: median {med(zst_mine):.2f} ms per run")
        print(f"pack (with read-back check): median {med(pack_ms):.2f} ms per run")
        print(
            f"read_run: directory median {med(dir_read):.2f} ms, archive median"
            f" {med(zst_read):.2f} ms (x{med(zst_read) / med(dir_read):.2f})"
        )
        print(
            f"size: directories {dir_bytes / 1024:.0f} KiB, archives {zst_bytes / 1024:.0f} KiB"
            f" ({zst_bytes / dir_bytes:.1%})"
        )
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
