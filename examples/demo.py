"""Handrail's main job, end to end, on the built-in headless desktop.

Starts a private headless desktop (Xvfb, D-Bus, AT-SPI), launches gnome-calculator,
observes it, computes 12 × 7 by acting on element ids, verifies the result with a fresh
observation, then lets the bounded loop compute 2 + 3 with the offline replay planner
and shows the run's log. Every step prints the command it runs. Exit code 0 when every
result was verified.
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
REPLAY = ROOT / "examples" / "replay" / "gnome-calculator-2plus3.jsonl"
APP = ("--app", "gnome-calculator")


class DemoError(Exception):
    """A step of the demo did not do what it should."""


def handrail(env: dict[str, str], *args: str, show: bool = True, quiet: bool = False) -> str:
    """Run a handrail command, echo it, and return its standard output."""
    if show:
        print(f"\n$ handrail {shlex.join(args)}", flush=True)
    proc = subprocess.run(
        [sys.executable, "-m", "handrail.cli.main", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    if proc.stderr and not quiet:
        sys.stdout.flush()
        sys.stderr.write(proc.stderr)
        sys.stderr.flush()
    if proc.returncode != 0:
        raise DemoError(f"handrail {args[0]} exited {proc.returncode}: {proc.stderr.strip()}")
    return proc.stdout


def ids_by_name(snapshot: dict[str, Any], role: str) -> dict[str, str]:
    """Map the names of a snapshot's elements of ``role`` to their ids."""
    return {e["name"]: e["id"] for e in snapshot["elements"] if e["role"] == role and e["name"]}


def main() -> int:
    """Run the demo; return 0 when every result was verified."""
    state = Path(tempfile.mkdtemp(prefix="handrail-demo-"))
    # A private state directory and no inherited display: the demo always runs on its
    # own headless desktop, never on the desktop of the person running it.
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS")}
    env["HANDRAIL_STATE_DIR"] = str(state)
    started = False
    try:
        print(handrail(env, "desktop", "start"), end="")
        started = True
        print(handrail(env, "desktop", "run", "--wait", "30", "gnome-calculator"), end="")

        text = handrail(env, "observe", *APP)
        lines = text.splitlines()
        print(
            "\n".join(lines[:30])
            + (f"\n… ({len(lines) - 30} more lines)" if len(lines) > 30 else "")
        )

        snap = json.loads(handrail(env, "observe", *APP, "--format", "json", show=False))
        buttons = ids_by_name(snap, "button")
        print("\nCompute 12 × 7 by clicking buttons by id:")
        for label in ["1", "2", "×", "7", "="]:
            if label not in buttons:
                raise DemoError(f"no button {label!r} in gnome-calculator")
            out = handrail(env, "act", "click", buttons[label], *APP, "--format", "json")
            r = json.loads(out)
            print(
                f"  clicked {r['element']} (button {label!r}) via {r['mode']}:"
                f" signature {r['signature_before']} -> {r['signature_after']}"
            )

        after = json.loads(handrail(env, "observe", *APP, "--format", "json"))
        values = [e["value"] for e in after["elements"] if e["role"] == "textbox"]
        if "84" not in values:
            raise DemoError(f"expected the display to show 84, it shows {values}")
        print("verified by a fresh observation: the display shows 84")

        print("\nNow a bounded run: the loop computes 2 + 3 with the offline replay planner,")
        print("verifying each step and stopping when the success check holds.")
        out = handrail(
            env,
            "run",
            "compute 2+3",
            *APP,
            "--execute",
            "--planner",
            f"replay:{REPLAY}",
            "--expect",
            'textbox = "5"',
            "--max-steps",
            "10",
            "--format",
            "json",
        )
        run = json.loads(out)
        print(f"run {run['run_id']}: {run['status']} ({run['reason']}) in {run['rounds']} rounds")
        print(handrail(env, "log", "show", run["log_dir"]), end="")
        if run["status"] != "finished":
            raise DemoError(f"the run ended {run['status']}: {run['reason']}")
        print("\ndemo finished: every result verified")
        return 0
    except (DemoError, subprocess.TimeoutExpired) as err:
        print(f"demo failed: {err}", file=sys.stderr)
        return 1
    finally:
        if started:
            try:
                handrail(env, "desktop", "stop", show=False, quiet=True)
            except DemoError as err:
                print(f"could not stop the demo desktop: {err}", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
