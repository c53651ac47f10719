"""Toggles whose label says only their state.

PrimeVue's DataTable labels each row's check box ``Row Unselected`` and, once ticked,
``Row Selected``; its header's box ``All items unselected``. Such a name changes with
the state, and with it the box's id (an agent's next act on the old one is refused)
and the ids of the row's buttons placed by it. The state is read as a state, so the
name loses the words saying it (``All items``); what is left that only says where the
box is (``Row``) is no name: the box is unnamed, and placed by its row's record as any
row-select box is. A label whose words do not match the state read (a stale label) is
left whole, so nothing is hidden.

So is a disclosure's label that says what a press does to it: Quasar's expansion item
is ``Expand "Audit settings"``, then ``Collapse "Audit settings"``, while its
``aria-expanded`` says the same; it reads ``collapsed button Audit settings`` and keeps
its id as it opens.

So is a toggle's name that ends by saying its state in brackets (AG Grid's row check box
``Press Space to toggle row selection (unchecked)``: :func:`without_state_echo`), and a
switch named by the two state words it draws on either side of its lever (Materialize's
``<label>Off<input type=checkbox><span class="lever"></span>On</label>`` beside its words:
:func:`without_drawn_states`), whose words around it go too and whose name is the short
text after them.
"""

from __future__ import annotations

import re

from handrail.backends.browser.roles import state_named
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = [
    "STATED",
    "said_state",
    "unopened",
    "unsaid",
    "without_drawn_states",
    "without_said_openings",
    "without_said_states",
    "without_state_echo",
]

STATED = frozenset({Role.CHECKBOX, Role.RADIO, Role.SWITCH})
"""The roles whose label may say their state."""

_SAID = re.compile(
    r"^(?P<rest>(?:\S+\s+){0,3}?)(?P<neg>not\s+|un|de)?(?P<word>selected|checked)$", re.I
)
"""A short label ending in a state: ``Row Unselected``, ``All items not selected``."""
_PLACES = frozenset({"row", "item", "record", "entry", "line"})
"""Words that only say where a box is: the row it is in says more."""
_WHAT = _PLACES | frozenset({"rows", "items", "records", "entries", "lines", "all", "page"})
"""The only words such a label has before its state (not ``Show only selected``)."""


def unsaid(name: str) -> tuple[str, bool] | None:
    """A short label ending in a checked state: the label without it and whether it says on.

    ``Row Selected`` gives ``""``, True; ``All items unselected`` gives ``All items``,
    False; a name ending otherwise, or saying more than which rows or items
    (``Show only selected``), gives ``None``.
    """
    m = _SAID.match(" ".join(name.split()))
    if m is None:
        return None
    rest = m.group("rest").strip()
    if any(w not in _WHAT for w in rest.casefold().split()):
        return None
    if rest.casefold() in _PLACES:
        rest = ""
    return rest, not m.group("neg")


def without_said_states(drafts: list[Draft]) -> None:
    """A check box, radio button or switch named by its state alone loses those words."""
    by_locator = {d.locator: d for d in drafts}
    for d in drafts:
        if d.role not in STATED or (said := unsaid(d.name)) is None:
            continue
        rest, on = said
        if (State.CHECKED in d.states) != on:
            continue
        was, d.name = d.name, rest
        # The cell or header named by the box's label alone (Chromium names a header by
        # what it holds) says what the box says.
        up = by_locator.get(d.parent) if d.parent is not None else None
        for _ in range(2):
            if up is None or up.role in INTERACTIVE_ROLES:
                break
            if " ".join(up.name.split()) == " ".join(was.split()):
                up.name = rest
            up = by_locator.get(up.parent) if up.parent is not None else None


_OPENING = re.compile(r"^(?P<verb>expand|collapse)\s+(?P<what>.+)$", re.I)
"""A label saying what a press does to a disclosure: ``Expand "Audit settings"``."""
_QUOTES = "\"'“”‘’«»"


def unopened(name: str) -> tuple[str, bool] | None:
    """A disclosure's label without the verb saying its press, and whether it says expand.

    ``Expand "Audit settings"`` gives ``Audit settings``, True; a label of the verb alone,
    or of no such verb, gives ``None``.
    """
    m = _OPENING.match(" ".join(name.split()))
    if m is None:
        return None
    what = m.group("what").strip()
    if len(what) > 1 and what[0] in _QUOTES and what[-1] in _QUOTES:
        what = what[1:-1].strip()
    return (what, m.group("verb").casefold() == "expand") if what else None


def without_said_openings(drafts: list[Draft]) -> None:
    """A collapsed ``Expand X`` or an expanded ``Collapse X`` is named ``X``."""
    for d in drafts:
        if not d.states & {State.EXPANDED, State.COLLAPSED} or (said := unopened(d.name)) is None:
            continue
        what, expand = said
        if (State.COLLAPSED in d.states) == expand:
            d.name = what


_ECHO = re.compile(
    r"\s*\((?:currently\s+)?(not\s+|un)?(checked|selected|pressed|on|off)\)\s*$", re.I
)
"""A name's last words in brackets saying a toggle's state: ``(unchecked)``, ``(on)``."""
_STATE_WORDS = {
    "checked": State.CHECKED,
    "selected": State.SELECTED,
    "pressed": State.PRESSED,
    "on": State.CHECKED,
}
_TOGGLES = frozenset(
    {Role.CHECKBOX, Role.RADIO, Role.SWITCH, Role.TOGGLEBUTTON, Role.OPTION, Role.TAB}
    | {Role.TREEITEM, Role.MENUITEM, Role.BUTTON, Role.ROW, Role.CELL}
)


def said_state(name: str) -> tuple[str, State, bool] | None:
    """A name that ends by saying a state in brackets: the rest, the state, and whether off.

    ``Select row (unchecked)`` gives ``Select row``, checked, True.
    """
    if not name.endswith(")"):
        return None
    m = _ECHO.search(name)
    if m is None or m.start() == 0:
        return None
    negated, word = bool(m.group(1)), m.group(2).lower()
    if word == "off":
        negated, word = True, "on"
    return name[: m.start()], _STATE_WORDS[word], negated


def without_state_echo(drafts: list[Draft]) -> None:
    """A toggle's name that ends by saying its state, as its state reads, loses that ending.

    AG Grid labels a row's check box ``Press Space to toggle row selection (unchecked)``:
    ticked, its name changed with it, and so did its id. The state is read as a state;
    an ending that does not match it (a stale label) is left, so nothing is hidden.
    """
    for d in drafts:
        if d.role not in _TOGGLES or (said := said_state(d.name)) is None:
            continue
        rest, state, negated = said
        if (state in d.states) != negated:
            d.name = rest


_BOXES = frozenset({Role.CHECKBOX, Role.SWITCH})


def _said(d: Draft, word: str, parent: str | None) -> bool:
    return d.role is Role.TEXT and d.parent == parent and d.name.strip() == word


_NAME_CHARS = 40
"""A text after a box names it up to this long."""


def _words_after(after: Draft | None, parent: str | None) -> str:
    """The words of ``after`` when it is a short plain text under ``parent``, else ''."""
    if after is None or after.role is not Role.TEXT or after.parent != parent:
        return ""
    words = " ".join(after.name.split()).rstrip(":").strip()
    return words if 0 < len(words) <= _NAME_CHARS and not state_named(Role.SWITCH, words) else ""


def without_drawn_states(drafts: list[Draft]) -> list[Draft]:
    """``drafts`` without the state words drawn around a box named by them alone.

    The box loses that name too, so the text beside it names it.
    """
    gone: set[int] = set()
    for i, d in enumerate(drafts):
        words = d.name.split()
        if d.role not in _BOXES or len(words) != 2 or not state_named(d.role, d.name):
            continue
        if i == 0 or i + 1 == len(drafts):
            continue
        if _said(drafts[i - 1], words[0], d.parent) and _said(drafts[i + 1], words[1], d.parent):
            gone.update((i - 1, i + 1))
            # Its <label> says only its states: the short text right after that label,
            # under the same parent, is its name (Materialize's ``Newsletter``, drawn
            # after the switch's block); without one it is unnamed.
            after = drafts[i + 2] if i + 2 < len(drafts) else None
            d.name = _words_after(after, d.parent)
    return [d for i, d in enumerate(drafts) if i not in gone] if gone else drafts
