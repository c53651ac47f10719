"""Cold start and stop of the managed desktop, many times over: the AT-SPI bus is ours.

The session bus must never start a second ``at-spi-bus-launcher`` by D-Bus activation
while the desktop waits for its own: the recorded AT-SPI process must be the one that
owns ``org.a11y.Bus``, alive, every time. ``HANDRAIL_STRESS_CYCLES`` sets the count
(50 by default).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from handrail import desktop as hdesktop
from handrail.config import Settings
from handrail.desktop.a11y import name_owner_pid
from handrail.liveness import alive

pytestmark = pytest.mark.desktop

CYCLES = int(os.environ.get("HANDRAIL_STRESS_CYCLES", "50"))


async def test_cold_starts_record_the_process_that_owns_the_atspi_bus(tmp_path: Path) -> None:
    for n in range(CYCLES):
        settings = Settings(state_dir=tmp_path / f"s{n}", display=None, session_bus=None)
        state = await hdesktop.start(settings, timeout=30.0)
        try:
            assert state.process_alive("atspi"), f"cycle {n}: the recorded launcher is dead"
            owner = await name_owner_pid(state.session_bus, "org.a11y.Bus", timeout=5.0)
            assert owner == state.pids["atspi"], f"cycle {n}: org.a11y.Bus is owned by {owner}"
            assert await hdesktop.list_a11y_apps(state.a11y_bus or "", timeout=5.0) is not None
        finally:
            assert await hdesktop.stop(settings)
        assert not any(alive(pid) for pid in state.pids.values()), f"cycle {n}: left running"
