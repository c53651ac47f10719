"""The text and JSON of an ``observe`` result, made once per unchanged snapshot.

An agent observes the same page again and again; the session hands back the very same
:class:`~handrail.model.Element` objects while the page has not changed (it keeps the
last snapshot's elements for the same nodes). The compact text and the elements' JSON
are then the last call's, not formatted again: on a page of thousands of elements
that is most of what the server itself spends on a call.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from handrail.model import Element, Snapshot
from handrail.textformat import format_snapshot

__all__ = ["SnapshotRenderer"]


def _same(a: tuple[Element, ...], b: tuple[Element, ...]) -> bool:
    return len(a) == len(b) and all(x is y for x, y in zip(a, b, strict=True))


class SnapshotRenderer:
    """Renders snapshots, reusing the last rendering for the very same elements.

    The elements' JSON is shared between results: nothing downstream changes it.
    """

    def __init__(self) -> None:
        self._text: tuple[tuple[Element, ...], tuple[Any, ...], str] = ((), (), "")
        self._json: tuple[tuple[Element, ...], list[dict[str, Any]]] = ((), [])

    def text(self, snap: Snapshot, *, more: str, full: bool) -> str:
        """:func:`~handrail.textformat.format_snapshot` of ``snap``."""
        # Every field but the elements and when and how fast it was taken: a field added
        # later counts too.
        rest = replace(snap, elements=(), taken_at=0.0, stats=replace(snap.stats, elapsed_ms=0))
        key = (rest, more, full)
        elements, last_key, text = self._text
        if last_key != key or not _same(snap.elements, elements):
            text = format_snapshot(snap, more=more, full=full)
            self._text = (snap.elements, key, text)
        return text

    def json(self, snap: Snapshot) -> dict[str, Any]:
        """``snap.to_json()``, its elements' part the last call's when they are the same."""
        elements, data = self._json
        if not _same(snap.elements, elements):
            data = [e.to_json() for e in snap.elements]
            self._json = (snap.elements, data)
        out = snap.to_json(elements=False)
        out["elements"] = data
        return out
