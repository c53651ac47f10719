"""Controls a page left unnamed, named by the text a person reads beside them.

``<span>SPI Firewall</span> <input role=switch>``: the page gave the switch no label,
and a person reads the text beside it as one. A settings row's title over the line
under it names the switch beside both; a caption that is the whole of the element right
before a field names the field; a clickable element with no role drawn as a switch is
named so too and keeps that look as its hint.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from handrail.backends.browser.axdrafts import by_placeholder, labelled_apart
from handrail.backends.browser.labels import (
    captions,
    first_text_before,
    own_line,
    text_after,
    text_before,
    wrapper_text_before,
)
from handrail.backends.browser.layout import POSITION
from handrail.backends.browser.passes.looks.classlooks import switch_looks
from handrail.backends.browser.passes.names.labeltexts import labels_of_texts
from handrail.backends.browser.passes.names.orphanlabels import orphan_labels
from handrail.backends.browser.roles import state_named
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["name_by_text_beside"]

_LABELLED = frozenset(
    {Role.SWITCH, Role.CHECKBOX, Role.RADIO, Role.TEXTBOX, Role.SEARCHBOX, Role.COMBOBOX}
    | {Role.SLIDER, Role.SPINBUTTON, Role.LISTBOX}
)
_LABEL_CHARS = 80
_LONG_LABEL_CHARS = 120
_LINE_LABEL_CHARS = 240
"""A text beside a control on its line names it up to this long (cut to the one above)."""
_CAPTIONED = frozenset(
    {Role.TEXTBOX, Role.SEARCHBOX, Role.COMBOBOX, Role.SLIDER, Role.SPINBUTTON, Role.LISTBOX}
)
"""Fields a caption drawn over them names (``<label>Asking rent</label><input>``)."""
_CAPTION_CHARS = 40
_LABEL_AFTER = frozenset({Role.SWITCH, Role.CHECKBOX})
"""Roles of controls the text right after them names when nothing before them does."""
_NAMING_CELLS = frozenset({Role.CELL})
"""A cell named by its words names an unnamed control it holds beside them."""


def name_by_text_beside(
    drafts: list[Draft],
    same_line: Callable[[str, int, int], bool],
    snaps: dict[str, dict[str, Any]],
    box: Callable[[str, int], Sequence[float] | None],
) -> dict[str, dict[int, str]]:
    """A control with no name takes the short text drawn right before it on its line.

    A switch or check box named only by the state it draws (``OFF``) counts as unnamed.

    ``<span>SPI Firewall</span> <input role=switch>``: the page gave the switch no label,
    and a person reads the text beside it as one. Only a plain text of the same parent,
    directly before the control in the document and on the same line, names it; a switch
    or check box with none takes the one right after it the same way. A
    clickable element with no role that looks like a switch (``<span class="switch">``)
    is named so too, and keeps that look as its hint (``switch on``).

    Returns:
        Per session, the hints of the switches named so (backend node id -> hint).

    """

    def label(text_draft: Draft, d: Draft) -> str:
        text = " ".join(text_draft.name.split()).rstrip(":").strip()
        plain = (
            text_draft.role is Role.TEXT
            and text_draft.value is None
            and State.CLICKABLE not in text_draft.states
        )
        if not plain or text_draft.bid is None:
            return ""
        if text_draft.sid != d.sid or d.bid is None or len(text) > _LINE_LABEL_CHARS:
            return ""
        other = labelled.get(d.sid, {}).get(text_draft.bid)
        if text_draft.parent != d.parent and other != d.bid:
            # Only the words of its own <label> from elsewhere: a web component's control
            # in its shadow root (``<label><md-switch></md-switch> Email alerts</label>``).
            return ""
        other = d.bid if other is None else other
        if other != d.bid and (d.sid, other) in shown:
            # Words of another control's <label> (a swap's face): that control's name. A
            # label whose control the page hides (Select2's <select>) names what it drew.
            return ""
        # A long one still names it, cut at a word: a setting is often a sentence.
        return _cut(text, _LONG_LABEL_CHARS) if same_line(d.sid, text_draft.bid, d.bid) else ""

    def _pieces(first: Draft, then: Draft) -> bool:
        """Whether plain texts ``first`` and ``then`` are pieces of one line."""
        return (
            first.role is Role.TEXT
            and first.parent == then.parent
            and first.bid is not None
            and then.bid is not None
            and first.sid == then.sid
            and same_line(first.sid, first.bid, then.bid)
        )

    near: dict[str, set[int]] = {}
    for i, d in enumerate(drafts):
        if d.role in _LABELLED or State.CLICKABLE in d.states:
            for k in (i - 1, i + 1):
                t = drafts[k] if 0 <= k < len(drafts) else None
                if t is not None and t.role is Role.TEXT and t.bid is not None:
                    near.setdefault(t.sid, set()).add(t.bid)
    labelled = {
        sid: labels_of_texts(snaps[sid], bids) for sid, bids in near.items() if sid in snaps
    }
    shown = {(d.sid, d.bid) for d in drafts if d.bid is not None}
    by_locator = {d.locator: d for d in drafts}
    found: list[tuple[Draft, str]] = []
    captioned: dict[str, list[tuple[int, int, Draft, str]]] = {}
    placeheld: dict[str, list[tuple[int, int, Draft, str]]] = {}
    """Fields named by their placeholder alone, asked of a ``<label>`` over them."""
    for i, d in enumerate(drafts):
        plain_switch = State.CLICKABLE in d.states and d.role not in INTERACTIVE_ROLES
        named = d.name.strip() and (not state_named(d.role, d.name) or labelled_apart(d.named))
        if d.role in _CAPTIONED and named and by_placeholder(d.named) and i > 0:
            # Named by its placeholder only: a <label> over it names it as a person reads.
            _caption(drafts[i - 1], d, placeheld)
            continue
        if (d.role not in _LABELLED and not plain_switch) or named or d.bid is None:
            continue
        text = label(drafts[i - 1], d) if i > 0 else ""
        if text and d.role is Role.SLIDER and i > 1 and _pieces(drafts[i - 2], drafts[i - 1]):
            # The last piece of a reading drawn in pieces (a time, ``11 : 00 AM``): what
            # the slider sets, no name of it.
            text = ""
        # A line ending in a colon labels the control drawn after it: no title over it does.
        colon = i > 0 and drafts[i - 1].name.rstrip().endswith(":")
        title = "" if colon or i < 2 else _title_over(drafts[i - 2], drafts[i - 1], d, box)
        if text and title and not _own_line(snaps, drafts[i - 2], drafts[i - 1], d):
            # A title and the line under it, the control beside both: the title names it.
            text = title
        read_next = _next_read(drafts, i)
        if not text and (plain_switch or d.role in _LABEL_AFTER) and read_next is not None:
            # A switch or check box drawn before its words ("[on] Anyone with the link").
            text = label(read_next, d)
        if not text and d.role in _CAPTIONED and i + 1 < len(drafts):
            # A <label> labelling nothing, written after its field (Materialize's select).
            text = _label_after(drafts[i + 1], d, snaps)
        cell = by_locator.get(d.parent) if d.parent is not None else None
        if not text and plain_switch and cell is not None and cell.role in _NAMING_CELLS:
            # A cell holding its words and the control: "Listed publicly [switch]".
            words = " ".join(cell.name.split()).rstrip(":").strip()
            text = words if len(words) <= _LABEL_CHARS else ""
        row = cell is not None and State.CLICKABLE in cell.states
        if not text and (plain_switch or d.role in _LABELLED) and row and cell is not None:
            # A settings row a person clicks, holding its title, a line under it and the
            # switch: "Safe Browsing  Standard protection against … [switch]"; or its
            # title and a field ("Contact phone [(555) 014-2290] Save").
            # Only the words before the switch: a help line after it says what it does.
            snap = snaps.get(d.sid, {})
            before = text_before(snap, cell.bid, d.bid) if cell.bid else ""
            # Drawn before its words: the first of them, not the help line after them.
            after = text_after(snap, cell.bid, d.bid) if cell.bid and not before else ""
            # A field in a wrapper of its own inside the row (``<div>Due <input></div>``
            # under a card's title): the words before it there.
            own = wrapper_text_before(snap, cell.bid, d.bid) if cell.bid else ""
            if own and d.role in _CAPTIONED and len(own) <= _CAPTION_CHARS:
                before = own
            if after and d.role is Role.CHECKBOX and _own_control(cell, by_locator, box):
                # A mail list's item one can tab to, its tick box before its sender and
                # subject: the item is a control of its own, opened by its press, and
                # the box selects it: both are named by all its words.
                after = " ".join(cell.name.split())
            words = (before or after or " ".join(cell.name.split())).rstrip(":").strip()
            long = len(words) > _LABEL_CHARS and cell.bid is not None
            title = first_text_before(snap, cell.bid, d.bid) if long and cell.bid else ""
            # Too long to name it whole: the row's title, not its words cut mid-line (the
            # rest would be left over as the row's own name, "account holder").
            text = title if title and words.startswith(title) else _cut(words, _LABEL_CHARS)
        if text:
            found.append((d, text))
        elif d.role in _CAPTIONED and i > 0:
            _caption(drafts[i - 1], d, captioned)
    for sid, asked in captioned.items():
        # A caption over its field: the element right before it holds only its words.
        held = captions(snaps.get(sid, {}), [(t, f) for t, f, _, _ in asked], position=POSITION)
        found.extend((d, words) for t, f, d, words in asked if (t, f) in held)
    for sid, asked in placeheld.items():
        pairs = [(t, f) for t, f, _, _ in asked]
        held = captions(snaps.get(sid, {}), pairs, tags=_LABEL, position=POSITION, label_class=True)
        found.extend((d, words) for t, f, d, words in asked if (t, f) in held)
    kept: dict[str, dict[int, str]] = {}
    wanted: dict[str, set[int]] = {}
    for d, _ in found:
        if d.role not in _LABELLED and d.bid is not None:
            wanted.setdefault(d.sid, set()).add(d.bid)
    looks = {
        sid: switch_looks(snaps[sid], bids, boxes=True)
        for sid, bids in wanted.items()
        if sid in snaps
    }
    for d, text in found:
        if d.role in _LABELLED:
            d.name = text
            continue
        look = looks.get(d.sid, {}).get(d.bid or -1)
        if look is not None:
            d.name = text
            kept.setdefault(d.sid, {})[d.bid or -1] = look
    return kept


_LABEL = frozenset({"LABEL"})


def _next_read(drafts: list[Draft], i: int) -> Draft | None:
    """The draft after ``drafts[i]`` past unnamed pictures (a switch's drawn tick).

    A web component's switch draws its knob's tick as an ``<svg>`` Chromium reads as an
    unnamed image: no line of its own, nothing between the switch and its words.
    """
    for k in range(i + 1, len(drafts)):
        d = drafts[k]
        if d.role is not Role.IMAGE or d.name.strip():
            return d
    return None


_SAME_BOX = 2.0
"""How far apart (px) two boxes' edges may be to draw one element."""


def _own_control(
    row: Draft, by_locator: dict[str, Draft], box: Callable[[str, int], Sequence[float] | None]
) -> bool:
    """Whether clickable ``row`` takes the focus, or the element drawing its box does.

    A web component's list item takes the focus on its element and listens on the frame
    its shadow root draws inside it, with the same box: one can tab to it and open it,
    a control of its own, which a settings row toggling the box it holds is not.
    """
    if State.FOCUSABLE in row.states:
        return True
    up = by_locator.get(row.parent) if row.parent is not None else None
    if up is None or State.FOCUSABLE not in up.states or up.name.strip():
        return False
    if up.bid is None or row.bid is None:
        return False
    a, b = box(row.sid, row.bid), box(up.sid, up.bid)
    if a is None or b is None or len(a) < 4 or len(b) < 4:
        return False
    return all(abs(x - y) <= _SAME_BOX for x, y in zip(a[:4], b[:4], strict=True))


def _caption(caption: Draft, d: Draft, asked: dict[str, list[tuple[int, int, Draft, str]]]) -> None:
    """Ask whether ``caption``, the draft right before field ``d``, captions it."""
    words = " ".join(caption.name.split()).rstrip(":").strip()
    plain = caption.role is Role.TEXT and State.CLICKABLE not in caption.states
    short = 0 < len(words) <= _CAPTION_CHARS
    if plain and short and caption.bid is not None and d.bid is not None and caption.sid == d.sid:
        asked.setdefault(d.sid, []).append((caption.bid, d.bid, d, words))


def _label_after(after: Draft, d: Draft, snaps: dict[str, dict[str, Any]]) -> str:
    """The words of ``after`` when it is a ``<label>`` that labels nothing, beside ``d``."""
    words = " ".join(after.name.split()).rstrip(":").strip()
    if after.role not in (Role.TEXT, Role.LABEL) or after.parent != d.parent:
        return ""
    if after.sid != d.sid or after.bid is None or not 0 < len(words) <= _CAPTION_CHARS:
        return ""
    return words if after.bid in orphan_labels(snaps.get(d.sid, {}), {after.bid}) else ""


def _own_line(snaps: dict[str, dict[str, Any]], title: Draft, line: Draft, d: Draft) -> bool:
    """Whether ``line`` and ``d`` make a row of their own, ``title`` outside it."""
    if title.bid is None or line.bid is None or d.bid is None or d.sid not in snaps:
        return False
    return own_line(snaps[d.sid], line.bid, d.bid, title.bid)


def _title_over(
    title: Draft,
    line: Draft,
    d: Draft,
    box: Callable[[str, int], Sequence[float] | None],
) -> str:
    """The title drawn right over ``line``, the text beside control ``d`` (else '').

    A settings row: "Release scores immediately", under it "Students see their score
    when they submit", the switch beside both. A person reads the title as the switch's
    name, the line under it as what it means.
    """
    if (
        title.role is not Role.TEXT
        or title.value is not None
        or State.CLICKABLE in title.states
        or title.parent != d.parent
        or title.sid != d.sid
        or title.bid is None
        or line.bid is None
    ):
        return ""
    top, under = box(d.sid, title.bid), box(d.sid, line.bid)
    if top is None or under is None or len(top) < 4 or len(under) < 4:
        return ""
    # The lines' leading lies between their text boxes, and the help line's margin: up
    # to a line apart.
    gap = under[1] - (top[1] + top[3])
    stacked = abs(top[0] - under[0]) <= 4 and -4 <= gap <= max(4.0, top[3])
    text = " ".join(title.name.split()).rstrip(":").strip()
    return text if stacked and 0 < len(text) <= _LABEL_CHARS else ""


def _cut(text: str, limit: int) -> str:
    """``text`` cut at a word to at most ``limit`` characters."""
    if len(text) <= limit:
        return text
    return text[:limit].rsplit(" ", 1)[0].rstrip(",;:")
