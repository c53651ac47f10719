"""Run by ``test_sigterm.py`` in a pytest of its own: a session fixture and a long test.

The fixture writes ``up`` when set up and ``down`` when torn down, in the directory
``HANDRAIL_PROBE_DIR`` names; the test says it runs by a byte on the pipe whose write end
``HANDRAIL_PROBE_FD`` names, then waits to be stopped.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def marked() -> Iterator[Path]:
    where = Path(os.environ["HANDRAIL_PROBE_DIR"])
    (where / "up").write_text("up")
    yield where
    (where / "down").write_text("down")


def test_waits_to_be_stopped(marked: Path) -> None:
    os.write(int(os.environ["HANDRAIL_PROBE_FD"]), b"r")
    time.sleep(60)
