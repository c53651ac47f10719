"""AT-SPI roles and states mapped onto Handrail's vocabulary.

AT-SPI numbers its roles and states (``AtspiRole``, ``AtspiStateType`` in at-spi2-core);
these tables translate those numbers. Roles not listed map to ``generic`` (structure
without meaning of its own) or ``unknown``.
"""

from __future__ import annotations

from collections.abc import Sequence

from handrail.vocab import Role, State

__all__ = [
    "ACTIVE",
    "ATSPI_ROLE_NAMES",
    "SHOWING",
    "VISIBLE",
    "is_editable",
    "is_shown",
    "map_role",
    "map_states",
    "state_bits",
]

# AtspiRole numbers (stable ABI of at-spi2-core), with a short name for diagnostics.
ATSPI_ROLE_NAMES: dict[int, str] = {
    0: "invalid",
    2: "alert",
    7: "check box",
    8: "check menu item",
    10: "column header",
    11: "combo box",
    16: "dialog",
    20: "filler",
    23: "frame",
    26: "icon",
    27: "image",
    29: "label",
    31: "list",
    32: "list item",
    33: "menu",
    34: "menu bar",
    35: "menu item",
    37: "page tab",
    38: "page tab list",
    39: "panel",
    40: "password text",
    41: "popup menu",
    42: "progress bar",
    43: "push button",
    44: "radio button",
    45: "radio menu item",
    47: "row header",
    48: "scroll bar",
    49: "scroll pane",
    50: "separator",
    51: "slider",
    52: "split pane",
    53: "spin button",
    54: "status bar",
    55: "table",
    56: "table cell",
    61: "text",
    62: "toggle button",
    63: "tool bar",
    64: "tool tip",
    65: "tree",
    66: "tree table",
    67: "unknown",
    68: "viewport",
    69: "window",
    73: "paragraph",
    75: "application",
    79: "entry",
    82: "document frame",
    83: "heading",
    85: "section",
    87: "form",
    88: "link",
    90: "table row",
    91: "tree item",
    94: "document text",
    95: "document web",
    98: "list box",
    99: "grouping",
    101: "notification",
    103: "level bar",
    109: "article",
    110: "landmark",
    129: "push button menu",
}

_ROLES: dict[int, Role] = {
    2: Role.ALERT,
    7: Role.CHECKBOX,
    8: Role.MENUITEM,
    10: Role.COLUMNHEADER,
    11: Role.COMBOBOX,
    16: Role.DIALOG,
    20: Role.GENERIC,
    23: Role.WINDOW,
    26: Role.IMAGE,
    27: Role.IMAGE,
    29: Role.LABEL,
    31: Role.LIST,
    32: Role.LISTITEM,
    33: Role.MENU,
    34: Role.MENUBAR,
    35: Role.MENUITEM,
    37: Role.TAB,
    38: Role.TABLIST,
    39: Role.PANEL,
    40: Role.TEXTBOX,
    41: Role.MENU,
    42: Role.PROGRESSBAR,
    43: Role.BUTTON,
    44: Role.RADIO,
    45: Role.MENUITEM,
    47: Role.ROWHEADER,
    48: Role.SCROLLBAR,
    49: Role.GENERIC,
    50: Role.SEPARATOR,
    51: Role.SLIDER,
    52: Role.GENERIC,
    53: Role.SPINBUTTON,
    54: Role.STATUSBAR,
    55: Role.TABLE,
    56: Role.CELL,
    57: Role.COLUMNHEADER,
    58: Role.ROWHEADER,
    61: Role.TEXTBOX,
    62: Role.TOGGLEBUTTON,
    63: Role.TOOLBAR,
    64: Role.TOOLTIP,
    65: Role.TREE,
    66: Role.TREE,
    67: Role.UNKNOWN,
    68: Role.GENERIC,
    69: Role.WINDOW,
    71: Role.BANNER,
    72: Role.CONTENTINFO,
    73: Role.PARAGRAPH,
    75: Role.APPLICATION,
    79: Role.TEXTBOX,
    82: Role.DOCUMENT,
    83: Role.HEADING,
    85: Role.SECTION,
    87: Role.FORM,
    88: Role.LINK,
    90: Role.ROW,
    91: Role.TREEITEM,
    94: Role.DOCUMENT,
    95: Role.DOCUMENT,
    98: Role.LISTBOX,
    99: Role.GROUP,
    101: Role.ALERT,
    103: Role.PROGRESSBAR,
    104: Role.GENERIC,
    109: Role.ARTICLE,
    110: Role.REGION,
    116: Role.TEXT,
    129: Role.BUTTON,
}

# AtspiStateType bit numbers.
ACTIVE = 1
"""State bit: the window has the keyboard focus."""
_ACTIVE = ACTIVE
_BUSY, _CHECKED, _COLLAPSED, _EDITABLE = 3, 4, 5, 7
_EXPANDABLE, _EXPANDED, _FOCUSABLE, _FOCUSED, _MODAL, _MULTI_LINE = 9, 10, 11, 12, 16, 17
_MULTISELECTABLE, _PRESSED, _SELECTED, _SENSITIVE = 18, 20, 23, 24
SHOWING = 25
"""State bit: the object is on screen as far as its toolkit knows."""
VISIBLE = 30
"""State bit: the object is meant to be visible (it may still be scrolled away)."""
_INDETERMINATE, _REQUIRED, _INVALID_ENTRY, _IS_DEFAULT, _VISITED = 32, 33, 36, 39, 40
_CHECKABLE, _READ_ONLY = 41, 43

_STATES: tuple[tuple[int, State], ...] = (
    (_ACTIVE, State.ACTIVE),
    (_BUSY, State.BUSY),
    (_CHECKED, State.CHECKED),
    (_EDITABLE, State.EDITABLE),
    (_EXPANDED, State.EXPANDED),
    (_FOCUSABLE, State.FOCUSABLE),
    (_FOCUSED, State.FOCUSED),
    (_MODAL, State.MODAL),
    (_MULTI_LINE, State.MULTILINE),
    (_MULTISELECTABLE, State.MULTISELECTABLE),
    (_SELECTED, State.SELECTED),
    (_INDETERMINATE, State.MIXED),
    (_REQUIRED, State.REQUIRED),
    (_INVALID_ENTRY, State.INVALID),
    (_IS_DEFAULT, State.DEFAULT),
    (_VISITED, State.VISITED),
    (_READ_ONLY, State.READONLY),
)

# Roles whose "pressed" state means toggled on rather than momentarily held down.
_TOGGLES = frozenset({Role.TOGGLEBUTTON, Role.BUTTON})


def state_bits(words: Sequence[int]) -> int:
    """The AT-SPI state set (two 32-bit words, low first) as one integer bit set."""
    bits = 0
    for i, word in enumerate(words):
        bits |= (int(word) & 0xFFFFFFFF) << (32 * i)
    return bits


def map_role(atspi_role: int, *, editable: bool = False) -> Role:
    """The Handrail role for an AT-SPI role number.

    ``editable`` refines ``text``: a GTK label is ``text`` too in some toolkits, so a
    text object that cannot be edited is a ``text`` run, not a ``textbox``.
    """
    role = _ROLES.get(atspi_role, Role.GENERIC if atspi_role != 0 else Role.UNKNOWN)
    if atspi_role == 61 and not editable:
        return Role.TEXT
    return role


def map_states(bits: int, role: Role) -> frozenset[State]:
    """The Handrail states for an AT-SPI state bit set on an element of ``role``."""
    out = {state for bit, state in _STATES if bits >> bit & 1}
    # GTK 4 never sets "enabled"; "sensitive" is what every toolkit keeps up to date.
    if not bits >> _SENSITIVE & 1:
        out.add(State.DISABLED)
    if bits >> _PRESSED & 1:
        # GTK reports an active toggle button as pressed; Handrail calls that checked.
        out.add(State.CHECKED if role in _TOGGLES and bits >> _CHECKABLE & 1 else State.PRESSED)
    if bits >> _EXPANDABLE & 1 and not bits >> _EXPANDED & 1:
        out.add(State.COLLAPSED)
    if bits >> _COLLAPSED & 1:
        out.add(State.COLLAPSED)
    if bits >> _EDITABLE & 1 and bits >> _READ_ONLY & 1:
        out.discard(State.EDITABLE)
    return frozenset(out)


def is_shown(bits: int) -> bool:
    """True when the state set says showing and visible."""
    return bool(bits >> SHOWING & 1 and bits >> VISIBLE & 1)


def is_editable(bits: int) -> bool:
    """True when the state set says editable and not read-only."""
    return bool(bits >> _EDITABLE & 1 and not bits >> _READ_ONLY & 1)
