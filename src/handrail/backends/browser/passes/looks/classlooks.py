"""What a control's class words say it is drawn as, from a page's ``DOMSnapshot``.

A page that draws its own controls often says what each is only by its classes: a
switch (``toggle``, ``switch``, a knob), a check box (``chk``), a radio button, a tab, a
link, the chosen item of a group (``active``, ``is-selected``), and whether a switch is
on. :mod:`hints` and :mod:`finish` ask these of the elements a read found clickable.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any, TypeVar

__all__ = [
    "DocNodes",
    "attribute_of",
    "chosen_looks",
    "class_of",
    "classed",
    "draws_box",
    "draws_switch",
    "link_looks",
    "named_switch_looks",
    "node_attribute",
    "radio_looks",
    "says_on",
    "says_tab",
    "snapshot_docs",
    "string_at",
    "switch_inside",
    "switch_looks",
    "tab_looks",
    "wanted_docs",
    "wanted_nodes",
    "without_chosen_words",
    "without_role_words",
]

_T = TypeVar("_T")


def attribute_of(attrs: list[list[int]], i: int, s: Any, name: str) -> str:
    """Attribute ``name`` of node ``i``, ``""`` if it has none (``s`` reads the strings)."""
    pairs = attrs[i] if i < len(attrs) else []
    found = (s(pairs[k + 1]) for k in range(0, len(pairs) - 1, 2) if s(pairs[k]) == name)
    return next(found, "")


def node_attribute(snap: dict[str, Any], wanted: set[int], name: str) -> dict[int, str]:
    """The attribute ``name`` of each node in ``wanted`` that has it."""
    strings: list[str] = snap.get("strings", [])
    key = next((i for i, v in enumerate(strings) if v == name), None)
    out: dict[int, str] = {}
    if key is None or not wanted:
        return out
    for doc in snap.get("documents", []):
        nodes = doc.get("nodes", {})
        ids: list[int] = nodes.get("backendNodeId", [])
        attrs: list[list[int]] = nodes.get("attributes", [])
        for i, pairs in enumerate(attrs):
            if i >= len(ids) or ids[i] not in wanted:
                continue
            for k in range(0, len(pairs) - 1, 2):
                v = pairs[k + 1]
                if pairs[k] == key and 0 <= v < len(strings):
                    out[ids[i]] = strings[v]
    return out


def class_of(attrs: list[list[int]], i: int, s: Any) -> str:
    """The class attribute of node ``i`` (``s`` reads the snapshot's strings)."""
    return attribute_of(attrs, i, s, "class")


_SWITCH_CLASS = re.compile(r"^(?:sw|swi|tg|tgl|tog|knob)$|switch|toggle", re.IGNORECASE)
_ON_CLASS = re.compile(
    r"^(?:is-|state-)?(?:on|checked|active|enabled|toggled|selected|sel)$"
    r"|^[a-z][a-z0-9-]*?(?:-|__|--)(?:checked|toggled)$",
    re.IGNORECASE,
)
"""A class word that says a switch or check box is on: ``on``, ``is-checked``, or a
library's modifier (``ant-tree-checkbox-checked``, ``Mui-checked``, ``switch--toggled``)."""


def says_on(word: str) -> bool:
    """Whether a class word says a switch or check box is on (``on``, ``is-checked``)."""
    return _ON_CLASS.match(word) is not None


def string_at(strings: list[str]) -> Callable[[int], str]:
    """The snapshot's string at an index, ``""`` for none (``-1``)."""

    def s(i: int) -> str:
        return strings[i] if 0 <= i < len(strings) else ""

    return s


@dataclass(frozen=True)
class DocNodes:
    """One snapshot document and its nodes' arrays (string indexes into the snapshot's).

    Each array is indexed by the node's index in the document: its backend node id, its
    parent's index (``-1`` at the top), its tag name, its value (a text's words) and its
    attributes as name, value, name, value….
    """

    doc: dict[str, Any]
    bids: list[int]
    parents: list[int]
    names: list[int]
    values: list[int]
    attrs: list[list[int]]

    @classmethod
    def of(cls, doc: dict[str, Any]) -> DocNodes:
        """The arrays of ``doc``, one of a snapshot's ``documents``."""
        nodes = doc.get("nodes", {})
        return cls(
            doc=doc,
            bids=nodes.get("backendNodeId", []),
            parents=nodes.get("parentIndex", []),
            names=nodes.get("nodeName", []),
            values=nodes.get("nodeValue", []),
            attrs=nodes.get("attributes", []),
        )

    @cached_property
    def children(self) -> dict[int, list[int]]:
        """Each node's index -> the indexes of the nodes right under it, in document order."""
        out: dict[int, list[int]] = {}
        for i, par in enumerate(self.parents):
            if par >= 0:
                out.setdefault(par, []).append(i)
        return out


def wanted_nodes(snap: dict[str, Any], wanted: set[int]) -> Iterator[tuple[DocNodes, list[int]]]:
    """Each document of the snapshot holding nodes in ``wanted``, and their indexes."""
    for d in snap.get("documents", []):
        nodes = DocNodes.of(d)
        hits = [i for i, b in enumerate(nodes.bids) if b in wanted]
        if hits:
            yield nodes, hits


def wanted_docs(
    snap: dict[str, Any], wanted: set[int]
) -> Iterator[tuple[DocNodes, list[int], Callable[[int], str]]]:
    """:func:`wanted_nodes` with the lookup of the snapshot's strings (none if none are wanted)."""
    if not wanted:
        return
    s = string_at(snap.get("strings", []))
    for doc, hits in wanted_nodes(snap, wanted):
        yield doc, hits, s


def snapshot_docs(
    snaps: Mapping[str, dict[str, Any]], wanted: Mapping[str, Mapping[int, _T]]
) -> Iterator[tuple[Mapping[int, _T], DocNodes, list[int], Callable[[int], str]]]:
    """Each snapshot document holding nodes a pass wants, session by session.

    ``wanted`` maps a session id to backend node ids and what the pass keeps of each (its
    draft, its locator). Yields that map, the document, the indexes of its wanted nodes,
    and the lookup of its snapshot's strings; sessions read without a snapshot are passed
    over.
    """
    for sid, found in wanted.items():
        snap = snaps.get(sid)
        if snap is None:
            continue
        for doc, hits, s in wanted_docs(snap, set(found)):
            yield found, doc, hits, s


def switch_looks(snap: dict[str, Any], wanted: set[int], *, boxes: bool = False) -> dict[int, str]:
    """``switch`` (``switch on``) for the nodes in ``wanted`` whose class draws a switch.

    A page's own switch often has no role: ``<span class="switch on">``, ``<div class="sw">``,
    a framework's ``MuiSwitch-root``; a class word beside it says that it is on. With
    ``boxes``, a tick box drawn by its class (``<span class="chk">``) is ``checkbox``
    (``checkbox on``).
    """
    out: dict[int, str] = {}
    for d, hits, s in wanted_docs(snap, wanted):
        bids, attrs = d.bids, d.attrs
        for i in hits:
            classes = class_of(attrs, i, s)
            look = _switch_look(classes)
            if look is None and boxes:
                look = _box_look(classes)
            if look is not None:
                out[bids[i]] = look
    return out


_BOX_CLASS = re.compile(r"^(?:cb|chk|cbx|chkbox|tickbox|check-?box)$|checkbox", re.IGNORECASE)


def draws_box(classes: str) -> bool:
    """Whether a class list draws a tick box (``chk``, ``MuiCheckbox-root``)."""
    return _box_look(classes) is not None


def draws_switch(classes: str) -> bool:
    """Whether a class list draws a switch (``switch``, ``v-switch``, ``MuiSwitch-root``)."""
    return _switch_look(classes) is not None


def _box_look(classes: str) -> str | None:
    """``checkbox`` or ``checkbox on`` when a class list draws a tick box; else ``None``."""
    words = classes.split()
    if not any(_BOX_CLASS.search(w) for w in words):
        return None
    return "checkbox on" if any(says_on(w) for w in words) else "checkbox"


_RADIO_CLASS = re.compile(
    r"^(?:radio|rad|rb|radio[-_]?(?:option|item|row|btn|button|choice|label))$"
    r"|^[a-z]+[-_]radio(?:[-_](?:option|item|row|button|choice))?$",
    re.IGNORECASE,
)
"""A class word that draws an element as a radio button (``radio``, ``rad``, ``radio-option``,
``form-radio``; not ``radios``, a group of them, nor ``radio-group``)."""


def radio_looks(snap: dict[str, Any], wanted: set[int]) -> dict[int, bool]:
    """The nodes in ``wanted`` drawn as radio buttons, and whether each is the chosen one.

    ``<div class="radio sel"><span class="dot"></span> Forward to …</div>``: a page's own
    radio button, named by its words, chosen when a class word says so (``sel``,
    ``checked``, ``is-active``).
    """
    out: dict[int, bool] = {}
    for d, hits, s in wanted_docs(snap, wanted):
        bids, attrs = d.bids, d.attrs
        for i in hits:
            words = class_of(attrs, i, s).split()
            if any(_RADIO_CLASS.match(w) for w in words):
                out[bids[i]] = any(says_on(w) for w in words)
    return out


_CHOSEN_CLASS = re.compile(
    r"^(?:is-|state-)?(?:on|act|active|selected|sel|cur|current|chosen|pick|picked)$"
    r"|^[a-z][a-z0-9-]*?(?:-|__|--)(?:active|selected|current|chosen)$"
    r"|^-(?:active|selected|current|chosen)-$",
    re.IGNORECASE,
)
"""A class word that draws one of a group as the chosen one (``on``, ``is-selected``, a
library's modifier ``ant-pagination-item-active``, ``tab--selected``, Air Datepicker's
``-selected-``)."""

_WHERE_CLASS = re.compile(r"^(?:is-|-)?(?:cur|current)-?$", re.IGNORECASE)
"""A chosen-looking class word that may say where one is rather than what was chosen
(a calendar's today, ``-current-``): another one's ``-selected-`` wins over it."""


_ROLE_WORDS: dict[str, frozenset[str]] = {
    "checkbox": frozenset({"checkbox", "input"}),
    "radio": frozenset({"radio", "input"}),
    "switch": frozenset({"switch", "input"}),
    "textbox": frozenset({"textbox", "input"}),
    "button": frozenset({"button"}),
    "link": frozenset({"link"}),
}
"""Class words that only say what a control's role says (``ant-checkbox-input``)."""


def without_role_words(hint: str, role: str) -> str:
    """``hint`` without the words that repeat its element's role (``checkbox input``)."""
    words = _ROLE_WORDS.get(role)
    if not words or not hint:
        return hint
    return " ".join(w for w in hint.split() if w not in words)


@lru_cache(maxsize=4096)
def without_chosen_words(hint: str) -> str:
    """``hint`` without the class words that drew its element as the chosen one."""
    return " ".join(w for w in hint.split() if not _CHOSEN_CLASS.match(w))


def chosen_looks(snap: dict[str, Any], wanted: set[int]) -> set[int]:
    """Of ``wanted``, those drawn as the chosen one among their siblings.

    ``<div class="tab on">Delivery</div><div class="tab">Pickup</div>``, tip chips with
    ``is-selected`` on one: among two or more of ``wanted`` under one parent, exactly one
    with a class word saying so (one saying where it is, ``-current-``, yields to one
    saying what was chosen). Where more than one says it (toolbar buttons each
    ``active``), the class says something else, and none is chosen.
    """
    out: set[int] = set()
    for group in _sibling_groups(snap, wanted, lambda words: True):
        marked = [bid for bid, words in group if any(_CHOSEN_CLASS.match(w) for w in words)]
        if len(marked) > 1:
            # Today marked ``-current-`` beside the day marked ``-selected-``.
            marked = [
                bid
                for bid, words in group
                if any(_CHOSEN_CLASS.match(w) and not _WHERE_CLASS.match(w) for w in words)
            ]
        if len(group) > 1 and len(marked) == 1:
            out.add(marked[0])
    return out


def _sibling_groups(
    snap: dict[str, Any], wanted: set[int], keep: Callable[[list[str]], bool]
) -> Iterator[list[tuple[int, list[str]]]]:
    """The nodes of ``wanted`` whose class words ``keep`` takes, by parent: (id, words)."""
    for d, hits, s in wanted_docs(snap, wanted):
        bids, parents, attrs = d.bids, d.parents, d.attrs
        groups: dict[int, list[tuple[int, list[str]]]] = {}
        for i in hits:
            words = class_of(attrs, i, s).split()
            if i < len(parents) and keep(words):
                groups.setdefault(parents[i], []).append((bids[i], words))
        yield from groups.values()


_TAB_CLASS = re.compile(
    r"^(?:tab|tab[-_](?:item|link|btn|button|label|title)|[a-z]+[-_]tab(?:[-_](?:item|link))?)$",
    re.IGNORECASE,
)
"""A class word that draws an element as a tab (``tab``, ``tab-item``, ``nav-tab``; not
``tabs``, ``tab-content`` or ``table``)."""


def _tabbed(words: list[str]) -> bool:
    return any(_TAB_CLASS.match(w) for w in words)


@lru_cache(maxsize=4096)
def says_tab(classes: str) -> bool:
    """Whether a class attribute draws its element as a tab (``tab-link``, ``nav-tab``)."""
    return _tabbed(classes.split())


def tab_looks(snap: dict[str, Any], wanted: set[int]) -> set[int]:
    """Of ``wanted``, those drawn as tabs: two or more siblings whose class says ``tab``.

    An order ticket's ``<span class="tab act">Buy</span><span class="tab">Sell</span>``:
    a person reads a row of them as tabs, which show a part of the page and commit
    nothing.
    """
    out: set[int] = set()
    for group in _sibling_groups(snap, wanted, _tabbed):
        if len(group) > 1:
            out.update(bid for bid, _ in group)
    return out


_LINK_CLASS = re.compile(r"(?:^|[-_])(?:link|lnk|hyperlink|textlink)(?:$|[-_])", re.IGNORECASE)
"""A class word that draws an element as a link (``link``, ``lnk``, ``text-link``,
``btn-link``, ``Link--primary``; not ``unlink``, ``linked`` or ``links``, nor a modifier
of another block, Vuetify's ``v-chip--link``)."""


def link_looks(snap: dict[str, Any], wanted: set[int]) -> set[int]:
    """The nodes in ``wanted`` drawn as links: an ``<a>`` with no ``href``, a link's class.

    A page's footer often makes its links of ``<span class="link">`` with a click
    handler: a person reads *Send feedback* there as a link to a form, not a button.
    """
    out: set[int] = set()
    for d, hits, s in wanted_docs(snap, wanted):
        bids, names, attrs = d.bids, d.names, d.attrs
        for i in hits:
            tag = s(names[i]) if i < len(names) else ""
            classes = class_of(attrs, i, s).split()
            # A BEM modifier says how its block is drawn: ``v-chip--link`` is a chip drawn
            # pressable, ``Link--primary`` a link.
            if tag.upper() == "A" or any(_LINK_CLASS.search(w.split("--")[0]) for w in classes):
                out.add(bids[i])
    return out


def _switch_look(classes: str) -> str | None:
    """``switch`` or ``switch on`` when a class list draws a switch; else ``None``.

    A toggle named for what it opens (``dropdown-toggle``, Tabulator's group header arrow
    ``tabulator-group-toggle``, a tree's ``tree-toggle``) shows or hides a part: no switch;
    nor is a transition's class, which says how it comes and goes (Naive UI's clear button
    swapped in as ``icon-switch-transition-enter-active``).
    """
    words = [w for w in classes.split() if not _TRANSITION.search(w)]
    if not any(_SWITCH_CLASS.search(w) and not _OPENS_PART.search(w) for w in words):
        return None
    return "switch on" if any(says_on(w) for w in words) else "switch"


_TRANSITION = re.compile(r"transition|[-_](?:enter|leave|appear)(?:[-_](?:from|active|to))?$")
"""A class word of a transition (Vue's ``fade-enter-active``, ``icon-switch-transition``)."""
_NAMED_SWITCH = re.compile(
    r"^(?:sw|swi|tg|tgl|tog|toggle|switch|[a-z]+[-_](?:switch|toggle)(?:[-_](?:root|base))?)$",
    re.IGNORECASE,
)
"""A class word that draws a switch, whole: ``tog``, ``form-switch``, ``MuiSwitch-root``."""
_OPENS = r"(?:dropdown|navbar|nav|menu|sidebar|accordion|collapse|drawer|group|tree|row|expand)"
_NOT_SWITCH = re.compile(rf"^{_OPENS}[-_]")
"""Class words of buttons that open something (``dropdown-toggle``): no switch."""
_OPENS_PART = re.compile(rf"(?:^|[-_]){_OPENS}[-_]toggle", re.IGNORECASE)
"""A class word naming the part its toggle opens, after a library's prefix too
(``tabulator-group-toggle``)."""


def named_switch_looks(snap: dict[str, Any], wanted: set[int]) -> dict[int, str]:
    """``switch`` (``switch on``) for the named nodes in ``wanted`` drawn as a switch.

    ``<span class="tog on" aria-label="Marketing email"></span>``: the page named it, and
    its class draws a switch with no words inside, so it is one. An element holding
    words (a row, a menu's ``dropdown-toggle``) is no switch by its class alone.
    """
    out: dict[int, str] = {}
    for d, hits, s in wanted_docs(snap, wanted):
        bids, parents, names, values, attrs = d.bids, d.parents, d.names, d.values, d.attrs
        for i in hits:
            words = class_of(attrs, i, s).split()
            if not any(_NAMED_SWITCH.match(w) and not _NOT_SWITCH.match(w) for w in words):
                continue
            inside = {i}
            worded = False
            for j in range(i + 1, min(len(parents), i + 1 + _INSIDE_NODES)):
                if parents[j] not in inside:
                    break
                inside.add(j)
                if s(names[j]) == "#text" and j < len(values) and s(values[j]).strip():
                    worded = True
                    break
            if not worded:
                out[bids[i]] = "switch on" if any(says_on(w) for w in words) else "switch"
    return out


_INSIDE_NODES = 40


def switch_inside(snap: dict[str, Any], wanted: set[int]) -> dict[int, str]:
    """``switch`` (``switch on``) for the nodes in ``wanted`` that hold one switch's look.

    A settings row a person clicks (``cursor: pointer``) draws its switch as a plain
    ``<span class="tgl on">`` inside it, with no handler or role of its own: the row is
    the switch.
    """
    out: dict[int, str] = {}
    for d, hits, s in wanted_docs(snap, wanted):
        bids, attrs, children = d.bids, d.attrs, d.children
        for start in hits:
            looks: list[str] = []
            queue, seen = list(children.get(start, ())), 0
            while queue and seen < _INSIDE_NODES and len(looks) < 2:
                i = queue.pop(0)
                seen += 1
                look = _switch_look(class_of(attrs, i, s))
                if look is not None:
                    looks.append(look)
                    continue  # a switch's own parts are no second switch
                queue.extend(children.get(i, ()))
            if len(looks) == 1:
                out[bids[start]] = looks[0]
    return out


def classed(
    snaps: dict[str, dict[str, Any]],
    wanted: dict[str, dict[int, str]],
    pattern: re.Pattern[str],
    *,
    parent: bool = False,
) -> set[str]:
    """The locators of those of ``wanted`` with a class word ``pattern`` finds.

    ``wanted`` maps a session id to backend node ids and their locators. With ``parent``,
    each one's parent element's class is read instead.
    """
    out: set[str] = set()
    for bids, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            at = doc.parents[i] if parent and i < len(doc.parents) else i
            if at >= 0 and any(pattern.search(w) for w in class_of(doc.attrs, at, s).split()):
                out.add(bids[doc.bids[i]])
    return out
