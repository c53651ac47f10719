"""Helpers shared by the AT-SPI tests."""

from __future__ import annotations

from handrail.model import Element, Snapshot
from handrail.vocab import Role


def find(snapshot: Snapshot, role: Role, name: str) -> Element:
    """The first element with ``role`` and ``name`` (fails the test, listing what there is)."""
    for e in snapshot.elements:
        if e.role is role and e.name == name:
            return e
    seen = ", ".join(f"{e.role.value} {e.name!r}" for e in snapshot.elements[:80])
    raise AssertionError(f"no {role.value} {name!r}; saw {seen}")
