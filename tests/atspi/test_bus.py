"""Batches of calls on the real AT-SPI bus: order, per-call errors, more than one window."""

from __future__ import annotations

import pytest

from handrail.backends.atspi.bus import ACCESSIBLE, REGISTRY, ROOT_PATH, AtspiBus, Call, CallError
from handrail.desktop import a11y_bus_address, environment

pytestmark = pytest.mark.desktop


async def test_a_batch_answers_each_call_in_order(desktop) -> None:  # type: ignore[no-untyped-def]
    session = environment(desktop.settings)["DBUS_SESSION_BUS_ADDRESS"]
    bus = await AtspiBus.connect(await a11y_bus_address(session), timeout=5.0)
    try:
        calls: list[Call] = []
        for n in range(300):  # several windows' worth
            path = ROOT_PATH if n % 3 else f"/org/a11y/atspi/accessible/no_such_{n}"
            calls.append((REGISTRY, path, ACCESSIBLE, "GetRole", "", []))
        replies = await bus.calls(calls)
        assert len(replies) == 300
        for n, reply in enumerate(replies):
            if n % 3:
                assert not isinstance(reply, CallError) and isinstance(reply[0], int), n
            else:
                assert isinstance(reply, CallError), n
        assert await bus.calls([]) == []
        # The connection is still usable for single calls afterwards.
        assert await bus.call(REGISTRY, ROOT_PATH, ACCESSIBLE, "GetRole")
    finally:
        bus.close()
