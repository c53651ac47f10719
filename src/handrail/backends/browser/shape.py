"""Shape the nodes read from a page's accessibility tree into what an agent reads.

The AX walk gives drafts in document order, anonymous wrappers (``<div>`` elements) among
them. Once the page's layout says which elements react to a click (:mod:`clickable`):

- a wrapper that is not clickable is dropped, its children moved up to the nearest
  element that is kept;
- a clickable element that is not a control gets the ``clickable`` state and, when it
  has no accessible name, a name from the text directly inside it: those texts fold
  into it instead of standing apart;
- the text pieces of one block (a paragraph broken up by inline markup) become one text,
  with the first piece's locator, while each block (a paragraph, a list item, a cell,
  a row, a ``<div>`` of its own) keeps its own text. Pieces drawn apart (flex items)
  are joined with a space, pieces drawn touching (``foo<b>bar</b>``) without;
- a clickable wrapper with no text of its own around clickable parts (a tab strip
  whose listener serves its tabs) is only their container.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["Draft", "Touching", "drop", "inserted", "shape", "subtree_end"]

Touching = Callable[[str, int, int], bool]
"""``touching(session id, a, b)``: whether text node ``b`` is drawn right after ``a``."""

_NOT_CLICKABLE = INTERACTIVE_ROLES | {Role.LABEL, Role.DOCUMENT, Role.IFRAME}
"""Roles that are controls already, or whose click is their control's (a label's)."""
_FOCUS_CLICKABLE = frozenset({Role.GENERIC, Role.UNKNOWN})
_FOLDED_BLOCKS = 8
"""An unnamed clickable element is named by the texts inside it when they stand in at
most this many blocks (an inbox row's sender, subject and snippet)."""
_NOT_FOLDED = frozenset({Role.TABLE})
"""A clickable table is never one control named by its texts: Tabulator's listens for
clicks on the whole of it, and its group headers' words (*Open (2 items)*) are lines."""


class Draft:
    """A node kept from the AX walk before its bounds are known (a working record)."""

    __slots__ = (
        "bid",
        "desc",
        "echo",
        "locator",
        "name",
        "named",
        "parent",
        "pieces",
        "role",
        "sid",
        "states",
        "value",
        "wrapper",
    )

    def __init__(
        self,
        *,
        locator: str,
        role: Role,
        name: str,
        value: str | None,
        desc: str,
        states: set[State],
        parent: str | None,
        sid: str,
        bid: int | None,
        wrapper: bool = False,
        named: dict[str, Any] | None = None,
        echo: bool = False,
    ) -> None:
        self.locator = locator
        self.role = role
        self.name = name
        self.pieces: list[tuple[int, str]] | None = None
        """The texts its name is made of that the walk dropped as repeating it:
        (backend node id, text), in document order (see :mod:`spacing`)."""
        self.value = value
        self.desc = desc
        self.states = states
        self.parent = parent
        """The locator of the parent draft (after :func:`shape`: of the parent kept)."""
        self.sid = sid
        """The CDP session (renderer process) the node lives in."""
        self.bid = bid
        """Backend DOM node id, unique within the session's renderer process."""
        self.wrapper = wrapper
        """An anonymous wrapper, kept only when it turns out to be clickable."""
        self.named = named
        """Chromium's account of the name (its ``name`` property, with the sources tried)."""
        self.echo = echo
        """A text that repeats an ancestor's name, kept only to name the wrapper it is in
        should that turn out clickable (it is dropped otherwise)."""


def _plain_text(d: Draft) -> bool:
    return d.role is Role.TEXT and d.value is None and State.CLICKABLE not in d.states


def shape(
    drafts: list[Draft],
    clickable: Callable[[str, int], bool],
    touching: Touching,
    owner: Callable[[str, int], int | None] | None = None,
    same_line: Touching | None = None,
    page_wide: Callable[[str, int], bool] | None = None,
) -> list[Draft]:
    """The drafts to show, in document order, given which nodes react to a click.

    ``clickable(session id, backend node id)`` tells whether a node does; ``touching``
    whether two text pieces are drawn as one word run; ``owner(session id, text node)``
    the clickable element a text lies right inside, by the DOM. A text whose clickable
    element has no node of its own in the tree (a plain ``<span>``) is clicked as itself.
    ``same_line`` tells whether two text pieces are drawn on one line: a piece inside
    an inline element the read drops (``<b>``, a ``<span>`` holding a count) then
    belongs to the text around it (``Type atlas-web to confirm``, ``Last synced 1
    seconds ago``).
    """
    by_locator = {d.locator: d for d in drafts}
    raw_parent = {d.locator: d.parent for d in drafts}
    field_parts: set[str] = set()
    """Locators of what a text field holds: its own text, not things to click apart."""
    moved: dict[str, str | None] = {}
    """Locator of a dropped wrapper -> the kept ancestor its children move to."""
    text_of: dict[str, Draft] = {}
    block: dict[str, str | None] = {}
    """Text locator -> the element whose block of text it belongs to."""
    kept: list[Draft] = []
    for d in drafts:
        raw = d.parent
        if d.echo and (raw is None or raw in moved):
            # Its wrapper is no clickable: its text only repeats a name said, unless the
            # wrapper was a plain span of a clickable element's (a drop-down box's value).
            up = moved.get(raw) if raw is not None else None
            inside = by_locator.get(up) if up is not None else None
            if inside is None or State.CLICKABLE not in inside.states:
                continue
        parent = moved.get(raw, raw) if raw is not None else None
        if d.role is Role.TEXT:
            outer = text_of.get(raw) if raw is not None else None
            if outer is not None:
                # Inline markup (``<code>``, ``<b>``) inside a text: one piece of its run.
                block[d.locator] = block.get(outer.locator)
                parent = outer.parent
            else:
                block[d.locator] = raw
            text_of[d.locator] = d
        d.parent = parent
        click = d.bid is not None and d.role not in _NOT_CLICKABLE and clickable(d.sid, d.bid)
        above = by_locator.get(raw) if raw is not None else None
        if raw in field_parts or (
            above is not None and above.role is Role.TEXTBOX and State.EDITABLE in above.states
        ):
            field_parts.add(d.locator)  # an editor's paragraphs are its text, not buttons
            click = False
        elif d.role is Role.TEXT and d.bid is not None and owner is not None and not click:
            element = owner(d.sid, d.bid)
            click = element is not None and (above is None or above.bid != element)
        else:
            # A generic element one can tab to (``tabindex``) is there to be operated,
            # unless it covers most of the view: a dialog's backdrop container (MUI's
            # ``MuiDialog-container``, ``tabindex=-1``) is a page, not a button.
            click = click or (
                d.role in _FOCUS_CLICKABLE
                and State.FOCUSABLE in d.states
                and State.EDITABLE not in d.states
                and not (page_wide is not None and d.bid is not None and page_wide(d.sid, d.bid))
            )
        if d.wrapper and not click:
            moved[d.locator] = parent
            continue
        if click:
            d.states.add(State.CLICKABLE)
        kept.append(d)

    def inline(a: str | None, b: str | None) -> bool:
        """Whether block ``b`` is a dropped element inside block ``a`` (a few levels)."""
        if a is None or b is None:
            return False
        up: str | None = b
        for _ in range(4):
            if up is None or up == a or up not in moved:
                return up == a and up is not b
            up = raw_parent.get(up)
        return False

    def one_run(head: Draft, last: Draft, d: Draft) -> bool:
        """Whether ``d`` goes on the run ``head`` began (its last piece ``last``)."""
        a, b = block.get(head.locator), block.get(d.locator)
        if a == b:
            return True
        if same_line is None or last.bid is None or d.bid is None or d.sid != last.sid:
            return False
        return (inline(a, b) or inline(b, a)) and same_line(d.sid, last.bid, d.bid)

    return _fold(_join(kept, one_run, touching), block)


def _join(
    drafts: list[Draft], one_run: Callable[[Draft, Draft, Draft], bool], touching: Touching
) -> list[Draft]:
    """Consecutive text pieces of one run (see :func:`shape`) under one parent joined."""
    out: list[Draft] = []
    head: Draft | None = None
    last: Draft | None = None
    for d in drafts:
        if not _plain_text(d):
            head = None
            out.append(d)
            continue
        if (
            head is not None
            and last is not None
            and head.parent == d.parent
            and one_run(head, last, d)
        ):
            if not head.name.strip() and d.name.strip() and out and out[-1] is head:
                # A run that begins with the white space between two inline elements is
                # the text after it: its node is the one to act on, not a 5 px gap.
                out[-1] = head = last = d
                continue
            spaced = not d.name or not head.name or d.name[0].isspace() or head.name[-1].isspace()
            apart = not spaced and (
                last.bid is None or d.bid is None or not touching(d.sid, last.bid, d.bid)
            )
            head.name += (" " if apart else "") + d.name
            last = d
            continue
        head = last = d
        out.append(d)
    return out


def _row_words(parts: list[str | Draft]) -> str:
    """A clickable element's name from the texts right inside it, led by its clickable title.

    A clickable text before its first own text (a product row's title before its badge)
    leads the name; one after it (a card's *Card actions*) or one of symbols only (a drag
    handle's ``⋮⋮``) does not. With no text of its own, it has no name.
    """
    words: list[str] = []
    seen_own = False
    for part in parts:
        if isinstance(part, str):
            seen_own = seen_own or bool(part)
            words.append(part)
        elif not seen_own and any(c.isalpha() for c in part.name):
            words.append(" ".join(part.name.split()))
    return " ".join(w for w in words if w) if seen_own else ""


def _fold(drafts: list[Draft], block: dict[str, str | None]) -> list[Draft]:
    """The texts right inside an unnamed clickable element become its name.

    One with no text of its own but clickable parts, right inside it or, for one of no role,
    deeper (a tab group's element listening for its tabs' clicks, over their tab list; not a
    row, whose cells hold its words), is their container: it loses the state, and a wrapper
    is dropped again (its children move up). One whose words are only the name of the
    control it is drawn in (a web component's tab or button face in its shadow root,
    ``<sl-tab>`` over ``<div class="tab">``) is that control's face, no control of its own: it
    loses the state and a wrapper goes with its words. One whose texts stand in more than
    :data:`_FOLDED_BLOCKS` blocks (a grid of cells served by one listener), or a table,
    keeps them as lines of their own: it is their container, not a row with a name.
    """
    blocks: dict[str, set[str | None]] = {}
    for d in drafts:
        if d.parent is not None and _plain_text(d):
            blocks.setdefault(d.parent, set()).add(block.get(d.locator))
    folding: dict[str, list[str | Draft]] = {}
    owner: dict[str, Draft] = {}
    holds_parts: set[str] = set()
    by_locator: dict[str, Draft] = {}
    out: list[Draft] = []
    for d in drafts:
        if d.parent is not None and d.parent in folding and _plain_text(d):
            folding[d.parent].append(" ".join(d.name.split()))
            continue
        if d.echo and State.CLICKABLE not in d.states:
            continue  # it repeats an ancestor's name, and names no clickable element
        by_locator[d.locator] = d
        operable = d.role in INTERACTIVE_ROLES or State.CLICKABLE in d.states
        if operable and d.parent in owner:
            holds_parts.add(d.parent)
            if d.role not in INTERACTIVE_ROLES and d.parent is not None:
                # A clickable text of a clickable row (its product's name) says which row
                # it is, with the row's own texts ("Wool Beanie Active", not "Active").
                folding[d.parent].append(d)
        elif operable:
            # Deeper, only for an element of no role (a row's cells hold its words).
            holder = _owner_above(d, by_locator, owner)
            if holder is not None:
                holds_parts.add(holder)
        if (
            State.CLICKABLE in d.states
            and not d.name
            and d.role not in _NOT_FOLDED
            and len(blocks.get(d.locator, ())) <= _FOLDED_BLOCKS
        ):
            folding[d.locator] = []
            owner[d.locator] = d
        out.append(d)
    dropped: dict[str, str | None] = {}
    for locator in reversed(list(folding)):
        # Inner ones first: a row's clickable title is named before the row takes it.
        d = owner[locator]
        d.name = _row_words(folding[locator])
        if not d.name and locator in holds_parts:
            d.states.discard(State.CLICKABLE)
            if d.wrapper:
                dropped[locator] = d.parent
        elif locator not in holds_parts and _face_of(d, by_locator):
            d.states.discard(State.CLICKABLE)
            if d.wrapper:
                dropped[locator] = d.parent  # its words went into its name
    if not dropped:
        return out
    return drop(out, set(dropped), dropped)


def drop(drafts: list[Draft], gone: set[str], moved: dict[str, str | None]) -> list[Draft]:
    """``drafts`` without those whose locator is in ``gone``.

    A draft whose parent went moves up to that parent's place in ``moved`` (followed as
    far as it leads); ``gone`` holds a dropped draft's children too when they go with it.
    """
    kept = []
    for d in drafts:
        if d.locator in gone:
            continue
        while d.parent in moved:
            d.parent = moved[d.parent]
        kept.append(d)
    return kept


def subtree_end(drafts: list[Draft], i: int) -> int:
    """The position right after ``drafts[i]`` and the drafts under it (which follow it)."""
    inside = {drafts[i].locator}
    j = i + 1
    while j < len(drafts) and drafts[j].parent in inside:
        inside.add(drafts[j].locator)
        j += 1
    return j


def inserted(drafts: list[Draft], before: dict[int, list[Draft]]) -> list[Draft]:
    """``drafts`` with ``before[i]`` put before position ``i`` (``len(drafts)``: the end)."""
    if not before:
        return drafts
    out: list[Draft] = []
    for i, d in enumerate(drafts):
        out.extend(before.get(i, ()))
        out.append(d)
    out.extend(before.get(len(drafts), ()))
    return out


_UP_TO_OWNER = 6
"""Levels above a control at which an unnamed clickable element can be its container."""


def _owner_above(d: Draft, by_locator: dict[str, Draft], owner: dict[str, Draft]) -> str | None:
    """The unnamed clickable element the operable part ``d`` lies in, a few levels up.

    None when a control lies between them: a part of that control is that control's.
    """
    up = by_locator.get(d.parent) if d.parent is not None else None
    for _ in range(_UP_TO_OWNER):
        if up is None:
            return None
        if up.locator in owner:
            return up.locator if up.role in _FOCUS_CLICKABLE else None
        if up.role in INTERACTIVE_ROLES or State.CLICKABLE in up.states:
            return None
        up = by_locator.get(up.parent) if up.parent is not None else None
    return None


def _face_of(d: Draft, by_locator: dict[str, Draft]) -> bool:
    """Whether the clickable element ``d`` is the face of the control it is drawn in.

    That control has a role of its own and ``d`` says only its name:
    ``<div class="tab">General</div>`` in ``<sl-tab>`` *General*.
    """
    up = by_locator.get(d.parent) if d.parent is not None else None
    if up is None or up.role not in INTERACTIVE_ROLES or not d.name:
        return False
    return " ".join(up.name.split()).casefold() == " ".join(d.name.split()).casefold()
