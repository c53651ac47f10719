"""The nearest valid choices for a rejected plan: elements whose names match its words.

A model that names an element the list does not have (an invented id, a reference by a
name no element carries) is told which shown elements come closest to what it wrote,
as ``e12 (button "5")``, so its repair can pick one instead of guessing again.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Collection, Iterable

from handrail.loop.textnorm import normalize_text
from handrail.model import Element, Snapshot

__all__ = ["choices_line", "nearest_elements"]

_QUOTED = re.compile(r"[\"'“”‘’]([^\"'“”‘’]{1,80})[\"'“”‘’]")


def _wants(texts: Iterable[str]) -> list[str]:
    out: list[str] = []
    for text in texts:
        if not text or not text.strip():
            continue
        out.extend(_QUOTED.findall(text))
        out.append(text)
    return [w for w in (normalize_text(t, punctuation=False) for t in out) if w]


def _score(name: str, want: str) -> float:
    if name == want:
        return 4.0
    words = want.split()
    if name in words:
        return 3.0
    if len(name) >= 3 and (name in want or want in name):
        return 2.0
    ratio = difflib.SequenceMatcher(None, name, want).ratio()
    return ratio if ratio >= 0.6 else 0.0


def nearest_elements(
    snapshot: Snapshot,
    texts: Iterable[str],
    *,
    shown: Collection[str] | None = None,
    role: str | None = None,
    limit: int = 5,
) -> list[Element]:
    """The shown elements whose names best match ``texts`` (best first, at most ``limit``).

    With nothing matching, the first enabled interactive elements stand in, so a model
    always gets valid ids to choose from.
    """
    pool = [e for e in snapshot.elements if shown is None or e.id in shown]
    wants = _wants(texts)
    scored: list[tuple[float, int, Element]] = []
    for i, e in enumerate(pool):
        name = normalize_text(e.name, punctuation=False)
        if not name:
            continue
        best = max((_score(name, w) for w in wants), default=0.0)
        if best and role is not None and e.role.value == role:
            best += 0.5
        if best:
            scored.append((best + (0.25 if e.interactive else 0.0), -i, e))
    if scored:
        scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return [e for _, _, e in scored[:limit]]
    return [e for e in pool if e.interactive][:limit]


def choices_line(elements: Iterable[Element]) -> str:
    """``e12 (button "5"), e13 (button "6")``."""
    return ", ".join(f'{e.id} ({e.role.value} "{e.name}")' for e in elements)
