"""Snapshot signatures: a short hash of semantic content.

Equal when nothing a person would notice changed; different after a visible change.
Volatile text such as clock times is masked so that a ticking clock does not count as
progress.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable

from handrail.model import Element, Node

__all__ = ["GRID", "signature"]

GRID = 4
"""Bounds are rounded to this many pixels, so sub-pixel jitter does not change a signature."""

_CLOCK = re.compile(r"\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?\b")


def _mask(text: str | None) -> str:
    return _CLOCK.sub("<time>", text) if text else ""


def _round(v: int) -> int:
    return v // GRID


def signature(items: Iterable[Element | Node]) -> str:
    """A 16-hex-digit hash of roles, names, values, states and rounded bounds, in order."""
    h = hashlib.blake2b(digest_size=8)
    for e in items:
        b = e.bounds
        box = f"{_round(b.x)},{_round(b.y)},{_round(b.w)},{_round(b.h)}" if b else "-"
        states = ",".join(sorted(s.value for s in e.states))
        line = f"{e.role.value}\x1f{_mask(e.name)}\x1f{_mask(e.value)}\x1f{states}\x1f{box}\x1e"
        h.update(line.encode("utf-8", "surrogatepass"))
    return h.hexdigest()
