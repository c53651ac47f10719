"""Accessible names as a person would read them.

Toolkits leave placeholders where an author gave no name: GTK 4 falls back to the
widget's type name (``GtkButton``, ``AdwGizmo``) and GTK 4.8 repeats a button's label
(``"7 7"``). Those are cleaned here, and an unnamed control takes its name from a
labelled-by relation or from the text of its first named descendant. The same rules
serve the tree read and the stale check before an action, so both agree on a name.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from handrail.backends.atspi.bus import Ref
from handrail.backends.atspi.roles import VISIBLE
from handrail.backends.atspi.walk import Info

__all__ = ["LABELLED_BY", "NAME_DEPTH", "child_text", "clean_name"]

NAME_DEPTH = 3
"""How many levels down an unnamed control looks for its name."""

LABELLED_BY = 2
"""AtspiRelationType LABELLED_BY."""

_TYPE_NAME = re.compile(r"^(Gtk|Adw|Gdk|Gsk|Hdy|Gtksource|GtkSource)[A-Z][A-Za-z0-9]*$")


def clean_name(raw: str) -> str:
    """``raw`` without toolkit placeholders: type names become ``""``, doubled labels single."""
    name = " ".join(raw.split())
    if _TYPE_NAME.match(name):
        return ""
    words = name.split(" ")
    half = len(words) // 2
    if half and len(words) % 2 == 0 and words[:half] == words[half:]:
        return " ".join(words[:half])
    return name


def child_text(root: Info, known: Mapping[Ref, Info], *, depth: int = NAME_DEPTH) -> str:
    """The cleaned name of the first named descendant of ``root``, breadth first.

    Only descendants the walk has read (``known``) and that are visible count, at most
    ``depth`` levels down; the stale check reads the same levels before applying it.
    """
    level = [known[r] for r in root.children or () if r in known]
    for _ in range(depth):
        nxt: list[Info] = []
        for info in level:
            if not info.bits >> VISIBLE & 1:
                continue
            text = clean_name(info.name)
            if text:
                return text
            nxt.extend(known[r] for r in info.children or () if r in known)
        level = nxt
    return ""
