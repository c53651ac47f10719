"""A slider the page left unnamed, named by its form field's name.

Air Datepicker's time sliders are ``<input type=range name=hours>`` and ``name=minutes``
with no label; the words beside them are the time they set, drawn in pieces (``11 : 00
AM``), which name nothing (the ``AM`` turns ``PM`` past noon). The field's ``name``, when
it is made of words (``hours``, ``price-min`` read ``price min``), says what the slider
sets: a slider still unnamed once the text beside it was looked for takes it.
``acting/renamed.py`` finds it again by that attribute.
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import snapshot_docs
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["field_words", "named_by_field"]

_WORDS = re.compile(r"[A-Za-z]+(?:[-_ ][A-Za-z]+)*")
"""A field name made of words: letters, parted by a dash, an underscore or a space."""
_NAMED = frozenset({Role.SLIDER})


def field_words(raw: str) -> str:
    """A form field's ``name`` read as words (``price-min``: ``price min``), else ``""``."""
    raw = raw.strip()
    return " ".join(re.split(r"[-_ ]", raw)) if _WORDS.fullmatch(raw) else ""


def named_by_field(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Unnamed sliders take their field's ``name`` made of words (in place)."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.role in _NAMED and not d.name.strip() and d.bid is not None:
            wanted.setdefault(d.sid, {})[d.bid] = d
    for bids, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            pairs = doc.attrs[i] if i < len(doc.attrs) else []
            raw = next(
                (s(pairs[k + 1]) for k in range(0, len(pairs) - 1, 2) if s(pairs[k]) == "name"),
                "",
            )
            words = field_words(raw)
            if words:
                bids[doc.bids[i]].name = words
