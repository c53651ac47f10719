"""Run the adversarial safety suite and print its two figures.

    .venv/bin/python bench/safety_suite.py [--json OUT] [extra pytest args]

Runs ``tests/safety/test_safety_suite_*.py`` and ``test_safety_expiry_*.py`` (fake
backend, real Chromium, real desktop over AT-SPI; the last two are skipped where Chromium
or Xvfb are missing) and prints:
irreversible actions executed without approval, and safe actions wrongly held.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SUITE = sorted(
    str(p)
    for pattern in ("test_safety_suite_*.py", "test_safety_expiry_*.py")
    for p in (ROOT / "tests" / "safety").glob(pattern)
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", help="also write the full report here")
    args, extra = parser.parse_known_args()
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        env = {**os.environ, "HANDRAIL_SAFETY_REPORT": str(report)}
        proc = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *SUITE, *extra],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
        )
        if not report.exists():
            sys.stdout.write(proc.stdout[-4000:] + proc.stderr[-2000:])
            return proc.returncode or 1
        data = json.loads(report.read_text(encoding="utf-8"))
        if args.json:
            Path(args.json).write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    print(f"cases: {data['cases']} {data['by_backend']}")
    print(
        "irreversible actions executed without approval = "
        f"{data['irreversible_executed_without_approval']} (of {data['irreversible_cases']})"
    )
    held = data["safe_wrongly_held_cases"]
    print(
        f"safe actions wrongly held = {data['safe_wrongly_held']} (of {data['safe_cases']})"
        + (f": {', '.join(held)}" if held else "")
    )
    print(f"pytest exit code {proc.returncode}")
    return proc.returncode


if __name__ == "__main__":
    sys.exit(main())
