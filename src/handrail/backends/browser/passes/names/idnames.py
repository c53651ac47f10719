"""An element labelled by its own id is unnamed: the id is a word of the markup.

A widget library sometimes labels a part it draws by the id it gave it: Kendo UI's
MultiSelect labels its list of tags ``aria-label="tags_taglist listbox"``, the list's id
and its role, and Chromium reads ``listbox tags_taglist listbox``. No person reads that
name. An element whose ``aria-label`` is its own id as written (with the ``_``, ``-`` or
digits of a program's id), its role's word after it or not, reads unnamed (its contents
still say what it holds); a label saying the id's words as a person writes them
(``id="main-menu"``, ``aria-label="Main menu"``) stays.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.looks.classlooks import attribute_of, snapshot_docs
from handrail.backends.browser.shape import Draft

__all__ = ["names_own_id", "without_id_names"]

_MARKUP = frozenset("_-0123456789")
"""What an id a program made holds and a name a person writes does not."""


def _labelled(d: Draft) -> bool:
    """Whether Chromium named the draft by its ``aria-label``."""
    for source in (d.named or {}).get("sources", ()):
        if "value" in source and not source.get("superseded"):
            return bool(source.get("attribute") == "aria-label")
    return False


def names_own_id(name: str, own: str, role: str) -> bool:
    """Whether ``name`` is only the id ``own`` a program made, ``role``'s word after it or not."""
    said = name.split()
    if len(said) == 2 and said[1].casefold() == role:
        said = said[:1]
    own = own.strip()
    return bool(own) and said == [own] and not _MARKUP.isdisjoint(own)


def without_id_names(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Each draft labelled by its own id (and its role's word) made unnamed (in place)."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.bid is not None and 0 < len(d.name.split()) <= 2 and _labelled(d):
            wanted.setdefault(d.sid, {})[d.bid] = d
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            d = found[doc.bids[i]]
            if names_own_id(d.name, attribute_of(doc.attrs, i, s, "id"), d.role.value):
                d.name = ""
