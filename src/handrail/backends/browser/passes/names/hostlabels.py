"""An unnamed button in a custom element's shadow root takes the name the page gives the host.

Web Awesome's ``<wa-tooltip for="settings">`` names its anchor, the ``<wa-button>`` host,
by ``aria-labelledby`` pointing at the tooltip; the ``<button>`` a person presses is in the
host's shadow root and draws only an icon. Chromium computes no name for the host (a
``generic``, whose name is prohibited) and none for the button, so it read ``button
(icon: gear)`` while a person reads *Project settings* from the tooltip.

An unnamed button a few levels inside a custom element (a tag with ``-``, in its shadow
root or slotted) of no role that holds no other control, which the page names by
``aria-labelledby`` (the words of the elements it points to) or ``aria-label``, takes
that name. A field in such a host is
:mod:`hostnames`'s case, where Chromium names the host. ``acting/hostlabel.py`` finds the
name again on the live page, so a press through the id is not refused as changed.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.looks.classlooks import DocNodes, attribute_of, snapshot_docs
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["named_by_host_label"]

_UP = 3
"""How many levels above the button its host may lie (a wrapper or two between)."""
_CHARS = 80
"""The longest name taken from the host's label."""
_CONTROLS = frozenset({"BUTTON", "A", "INPUT", "SELECT", "TEXTAREA"})
_ROLES = frozenset({"button", "link", "checkbox", "switch", "radio", "tab", "menuitem", "option"})


def _host(doc: DocNodes, i: int, s: Any) -> int:
    """The custom element of no role a few levels above node ``i``, else ``-1``.

    The snapshot puts a shadow root's nodes right under its host.
    """
    for _ in range(_UP):
        i = doc.parents[i] if 0 <= i < len(doc.parents) else -1
        if i < 0:
            return -1
        if "-" in s(doc.names[i]):
            return -1 if attribute_of(doc.attrs, i, s, "role") else i
    return -1


def _one_control(doc: DocNodes, host: int, button: int, s: Any) -> bool:
    """Whether ``button`` is the only control inside ``host``.

    A toolbar's buttons are not named by the toolbar.
    """
    todo = list(doc.children.get(host, ()))
    while todo:
        k = todo.pop()
        if k != button and (
            s(doc.names[k]) in _CONTROLS or attribute_of(doc.attrs, k, s, "role") in _ROLES
        ):
            return False
        todo.extend(doc.children.get(k, ()))
    return True


def _words(doc: DocNodes, i: int, s: Any) -> str:
    """The text under node ``i`` (no style or script), its words joined by one space."""
    out: list[str] = []
    todo = [i]
    while todo:
        k = todo.pop()
        tag = s(doc.names[k]) if k < len(doc.names) else ""
        if tag == "#text":
            out.append(s(doc.values[k]) if k < len(doc.values) else "")
        elif tag not in ("STYLE", "SCRIPT"):
            todo.extend(reversed(doc.children.get(k, ())))
    return " ".join(" ".join(out).split())


def _label(doc: DocNodes, host: int, s: Any, ids: dict[str, int]) -> str:
    """The name the page gives ``host``.

    Its ``aria-labelledby`` elements' words, else its ``aria-label``.
    """
    pointed = attribute_of(doc.attrs, host, s, "aria-labelledby").split()
    if pointed:
        if not ids:
            for k in range(len(doc.attrs)):
                key = attribute_of(doc.attrs, k, s, "id")
                if key:
                    ids.setdefault(key, k)
        said = " ".join(_words(doc, ids[p], s) for p in pointed if p in ids)
        if said.strip():
            return " ".join(said.split())
    return " ".join(attribute_of(doc.attrs, host, s, "aria-label").split())


def named_by_host_label(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Name each unnamed button drawn in a named custom element's shadow root (in place)."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.role is Role.BUTTON and d.bid is not None and not d.name.strip() and not d.value:
            wanted.setdefault(d.sid, {})[d.bid] = d
    if not wanted:
        return
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        ids: dict[str, int] = {}
        for i in hits:
            host = _host(doc, i, s)
            if host < 0 or not _one_control(doc, host, i, s):
                continue
            name = _label(doc, host, s, ids)
            if name and len(name) <= _CHARS:
                found[doc.bids[i]].name = name
