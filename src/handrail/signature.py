"""Snapshot signatures: a short hash of semantic content.

Equal when nothing a person would notice changed; different after a visible change.
Volatile text such as clock times and relative times ("5 seconds ago") is masked so
that a ticking clock does not count as progress, nor make an approval's screen differ.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable

from handrail.model import Element, Node
from handrail.vocab import State

__all__ = ["GRID", "signature"]

GRID = 4
"""Bounds are rounded to this many pixels, so sub-pixel jitter does not change a signature."""

_CLOCK = re.compile(r"\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?\b")
_AGO = re.compile(
    r"\b\d+\s*(?:s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)\s+ago\b"
    r"|\d+\s*(?:秒|分钟|分鐘|小时|小時)前",
    re.IGNORECASE,
)


def _mask(text: str | None) -> str:
    # Every clock time has a colon and every relative time an "ago" or 前: most names
    # have neither and skip the expressions.
    if not text:
        return ""
    if ":" in text:
        text = _CLOCK.sub("<time>", text)
    if "ago" in text or "前" in text:
        text = _AGO.sub("<ago>", text)
    return text


_STATES: dict[frozenset[State], str] = {}
"""A set of states as the signature spells it (a page has few distinct sets)."""


def _states(states: frozenset[State]) -> str:
    said = _STATES.get(states)
    if said is None:
        said = ",".join(sorted(s.value for s in states))
        if len(_STATES) < 4096:
            _STATES[states] = said
    return said


def signature(items: Iterable[Element | Node]) -> str:
    """A 16-hex-digit hash of roles, names, values, states, hints and rounded bounds, in order.

    A hint is what an icon or a switch with no role looks like: a switch's class turning
    it ``switch on`` is a change a person sees.
    """
    lines = []
    for e in items:
        b = e.bounds
        box = f"{b.x // GRID},{b.y // GRID},{b.w // GRID},{b.h // GRID}" if b else "-"
        lines.append(
            f"{e.role.value}\x1f{_mask(e.name)}\x1f{_mask(e.value)}\x1f{_states(e.states)}"
            f"\x1f{e.hint}\x1f{box}\x1e"
        )
    # One update of the lines joined is the hash of updates line by line.
    return hashlib.blake2b(
        "".join(lines).encode("utf-8", "surrogatepass"), digest_size=8
    ).hexdigest()
