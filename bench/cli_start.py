"""Benchmark: what a CLI command spends starting, before it does anything.

Every ``handrail`` command is a new Python process that imports the package before it
reads a screen or acts. This starts ``python -c "import handrail.cli.main"`` N times as
new processes and reports the median wall time, for each source tree given, the trees
taking turns so a busy machine weighs on both alike, and each tree's ratio to the first.

Usage: .venv/bin/python bench/cli_start.py [--runs 21] [SRC_DIR ...]
       (default: this checkout's ``src``)
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path


def _once(src: Path) -> float:
    env = {**os.environ, "PYTHONPATH": str(src), "PYTHONDONTWRITEBYTECODE": "1"}
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import handrail.cli.main"], env=env, check=True)
    return time.perf_counter() - start


def main() -> None:
    """Time the imports of each tree and print medians and ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("trees", nargs="*", type=Path)
    args = parser.parse_args()
    trees = [t.resolve() for t in args.trees] or [Path(__file__).resolve().parents[1] / "src"]
    for tree in trees:
        _once(tree)  # bytecode and file caches warm
    times: dict[Path, list[float]] = {t: [] for t in trees}
    for _ in range(args.runs):
        for tree in trees:
            times[tree].append(_once(tree))
    first = statistics.median(times[trees[0]])
    print(f"{'tree':<40} {'median ms':>10} {'ratio':>6}")
    for tree in trees:
        median = statistics.median(times[tree])
        print(f"{tree!s:<40} {median * 1000:>10.1f} {median / first:>6.2f}")


if __name__ == "__main__":
    main()
