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
    "MANAGES_DESCENDANTS",
    "SHOWING",
    "VISIBLE",
    "is_editable",
    "is_shown",
    "manages_descendants",
    "map_role",
    "map_states",
    "state_bits",
]

# AtspiRole numbers (the stable ABI of at-spi2-core's AtspiRole, every value up to
# ATSPI_ROLE_SWITCH), with the specification's short names for diagnostics.
ATSPI_ROLE_NAMES: dict[int, str] = {
    0: "invalid",
    1: "accelerator label",
    2: "alert",
    3: "animation",
    4: "arrow",
    5: "calendar",
    6: "canvas",
    7: "check box",
    8: "check menu item",
    9: "color chooser",
    10: "column header",
    11: "combo box",
    12: "date editor",
    13: "desktop icon",
    14: "desktop frame",
    15: "dial",
    16: "dialog",
    17: "directory pane",
    18: "drawing area",
    19: "file chooser",
    20: "filler",
    21: "focus traversable",
    22: "font chooser",
    23: "frame",
    24: "glass pane",
    25: "html container",
    26: "icon",
    27: "image",
    28: "internal frame",
    29: "label",
    30: "layered pane",
    31: "list",
    32: "list item",
    33: "menu",
    34: "menu bar",
    35: "menu item",
    36: "option pane",
    37: "page tab",
    38: "page tab list",
    39: "panel",
    40: "password text",
    41: "popup menu",
    42: "progress bar",
    43: "push button",
    44: "radio button",
    45: "radio menu item",
    46: "root pane",
    47: "row header",
    48: "scroll bar",
    49: "scroll pane",
    50: "separator",
    51: "slider",
    52: "spin button",
    53: "split pane",
    54: "status bar",
    55: "table",
    56: "table cell",
    57: "table column header",
    58: "table row header",
    59: "tearoff menu item",
    60: "terminal",
    61: "text",
    62: "toggle button",
    63: "tool bar",
    64: "tool tip",
    65: "tree",
    66: "tree table",
    67: "unknown",
    68: "viewport",
    69: "window",
    70: "extended",
    71: "header",
    72: "footer",
    73: "paragraph",
    74: "ruler",
    75: "application",
    76: "autocomplete",
    77: "editbar",
    78: "embedded",
    79: "entry",
    80: "chart",
    81: "caption",
    82: "document frame",
    83: "heading",
    84: "page",
    85: "section",
    86: "redundant object",
    87: "form",
    88: "link",
    89: "input method window",
    90: "table row",
    91: "tree item",
    92: "document spreadsheet",
    93: "document presentation",
    94: "document text",
    95: "document web",
    96: "document email",
    97: "comment",
    98: "list box",
    99: "grouping",
    100: "image map",
    101: "notification",
    102: "info bar",
    103: "level bar",
    104: "title bar",
    105: "block quote",
    106: "audio",
    107: "video",
    108: "definition",
    109: "article",
    110: "landmark",
    111: "log",
    112: "marquee",
    113: "math",
    114: "rating",
    115: "timer",
    116: "static",
    117: "math fraction",
    118: "math root",
    119: "subscript",
    120: "superscript",
    121: "description list",
    122: "description term",
    123: "description value",
    124: "footnote",
    125: "content deletion",
    126: "content insertion",
    127: "mark",
    128: "suggestion",
    129: "push button menu",
    130: "switch",
}

_ROLES: dict[int, Role] = {
    0: Role.UNKNOWN,  # invalid
    1: Role.LABEL,  # accelerator-label
    2: Role.ALERT,  # alert
    3: Role.IMAGE,  # animation
    4: Role.GENERIC,  # arrow
    5: Role.TABLE,  # calendar
    6: Role.GENERIC,  # canvas
    7: Role.CHECKBOX,  # check-box
    8: Role.MENUITEM,  # check-menu-item
    9: Role.DIALOG,  # color-chooser
    10: Role.COLUMNHEADER,  # column-header
    11: Role.COMBOBOX,  # combo-box
    12: Role.GROUP,  # date-editor
    13: Role.IMAGE,  # desktop-icon
    14: Role.WINDOW,  # desktop-frame
    15: Role.SLIDER,  # dial
    16: Role.DIALOG,  # dialog
    17: Role.PANEL,  # directory-pane
    18: Role.GENERIC,  # drawing-area
    19: Role.DIALOG,  # file-chooser
    20: Role.GENERIC,  # filler
    21: Role.GENERIC,  # focus-traversable
    22: Role.DIALOG,  # font-chooser
    23: Role.WINDOW,  # frame
    24: Role.GENERIC,  # glass-pane
    25: Role.DOCUMENT,  # html-container
    26: Role.IMAGE,  # icon
    27: Role.IMAGE,  # image
    28: Role.WINDOW,  # internal-frame
    29: Role.LABEL,  # label
    30: Role.GENERIC,  # layered-pane
    31: Role.LIST,  # list
    32: Role.LISTITEM,  # list-item
    33: Role.MENU,  # menu
    34: Role.MENUBAR,  # menu-bar
    35: Role.MENUITEM,  # menu-item
    36: Role.PANEL,  # option-pane
    37: Role.TAB,  # page-tab
    38: Role.TABLIST,  # page-tab-list
    39: Role.PANEL,  # panel
    40: Role.TEXTBOX,  # password-text
    41: Role.MENU,  # popup-menu
    42: Role.PROGRESSBAR,  # progress-bar
    43: Role.BUTTON,  # push-button
    44: Role.RADIO,  # radio-button
    45: Role.MENUITEM,  # radio-menu-item
    46: Role.GENERIC,  # root-pane
    47: Role.ROWHEADER,  # row-header
    48: Role.SCROLLBAR,  # scroll-bar
    49: Role.GENERIC,  # scroll-pane
    50: Role.SEPARATOR,  # separator
    51: Role.SLIDER,  # slider
    52: Role.SPINBUTTON,  # spin-button
    53: Role.GENERIC,  # split-pane
    54: Role.STATUSBAR,  # status-bar
    55: Role.TABLE,  # table
    56: Role.CELL,  # table-cell
    57: Role.COLUMNHEADER,  # table-column-header
    58: Role.ROWHEADER,  # table-row-header
    59: Role.MENUITEM,  # tearoff-menu-item
    60: Role.TEXTBOX,  # terminal
    61: Role.TEXTBOX,  # text
    62: Role.TOGGLEBUTTON,  # toggle-button
    63: Role.TOOLBAR,  # tool-bar
    64: Role.TOOLTIP,  # tool-tip
    65: Role.TREE,  # tree
    66: Role.TREE,  # tree-table
    67: Role.UNKNOWN,  # unknown
    68: Role.GENERIC,  # viewport
    69: Role.WINDOW,  # window
    70: Role.GENERIC,  # extended
    71: Role.BANNER,  # header
    72: Role.CONTENTINFO,  # footer
    73: Role.PARAGRAPH,  # paragraph
    74: Role.GENERIC,  # ruler
    75: Role.APPLICATION,  # application
    76: Role.COMBOBOX,  # autocomplete
    77: Role.TEXTBOX,  # editbar
    78: Role.GENERIC,  # embedded
    79: Role.TEXTBOX,  # entry
    80: Role.IMAGE,  # chart
    81: Role.LABEL,  # caption
    82: Role.DOCUMENT,  # document-frame
    83: Role.HEADING,  # heading
    84: Role.GENERIC,  # page
    85: Role.SECTION,  # section
    86: Role.GENERIC,  # redundant-object
    87: Role.FORM,  # form
    88: Role.LINK,  # link
    89: Role.WINDOW,  # input-method-window
    90: Role.ROW,  # table-row
    91: Role.TREEITEM,  # tree-item
    92: Role.DOCUMENT,  # document-spreadsheet
    93: Role.DOCUMENT,  # document-presentation
    94: Role.DOCUMENT,  # document-text
    95: Role.DOCUMENT,  # document-web
    96: Role.DOCUMENT,  # document-email
    97: Role.GENERIC,  # comment
    98: Role.LISTBOX,  # list-box
    99: Role.GROUP,  # grouping
    100: Role.IMAGE,  # image-map
    101: Role.ALERT,  # notification
    102: Role.STATUSBAR,  # info-bar
    103: Role.PROGRESSBAR,  # level-bar
    104: Role.GENERIC,  # title-bar
    105: Role.SECTION,  # block-quote
    106: Role.GENERIC,  # audio
    107: Role.GENERIC,  # video
    108: Role.TEXT,  # definition
    109: Role.ARTICLE,  # article
    110: Role.REGION,  # landmark
    111: Role.REGION,  # log
    112: Role.REGION,  # marquee
    113: Role.IMAGE,  # math
    114: Role.SLIDER,  # rating
    115: Role.REGION,  # timer
    116: Role.TEXT,  # static
    117: Role.GENERIC,  # math-fraction
    118: Role.GENERIC,  # math-root
    119: Role.TEXT,  # subscript
    120: Role.TEXT,  # superscript
    121: Role.LIST,  # description-list
    122: Role.LISTITEM,  # description-term
    123: Role.TEXT,  # description-value
    124: Role.SECTION,  # footnote
    125: Role.TEXT,  # content-deletion
    126: Role.TEXT,  # content-insertion
    127: Role.TEXT,  # mark
    128: Role.GENERIC,  # suggestion
    129: Role.BUTTON,  # push-button-menu
    130: Role.SWITCH,  # switch
}

# AtspiStateType bit numbers.
ACTIVE = 1
"""State bit: the window has the keyboard focus."""
_ACTIVE = ACTIVE
_BUSY, _CHECKED, _COLLAPSED, _EDITABLE = 3, 4, 5, 7
_EXPANDABLE, _EXPANDED, _FOCUSABLE, _FOCUSED, _MODAL, _MULTI_LINE = 9, 10, 11, 12, 16, 17
_MULTISELECTABLE, _PRESSED, _SELECTED, _SENSITIVE = 18, 20, 23, 24
_ENABLED = 8
SHOWING = 25
"""State bit: the object is on screen as far as its toolkit knows."""
VISIBLE = 30
"""State bit: the object is meant to be visible (it may still be scrolled away)."""
MANAGES_DESCENDANTS = 31
"""State bit: the object's children are made on demand (a spreadsheet's cells)."""
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
    (_CHECKABLE, State.CHECKABLE),
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
    role = _ROLES.get(atspi_role, Role.GENERIC)
    if atspi_role == 61 and not editable:
        return Role.TEXT
    return role


def map_states(bits: int, role: Role) -> frozenset[State]:
    """The Handrail states for an AT-SPI state bit set on an element of ``role``."""
    out = {state for bit, state in _STATES if bits >> bit & 1}
    # GTK 4 never sets "enabled", LibreOffice's cells never "sensitive": either will do.
    if not bits >> _SENSITIVE & 1 and not bits >> _ENABLED & 1:
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


def manages_descendants(bits: int) -> bool:
    """True when the object makes its children on demand: they must not be enumerated."""
    return bool(bits >> MANAGES_DESCENDANTS & 1)


def is_editable(bits: int) -> bool:
    """True when the state set says editable and not read-only."""
    return bool(bits >> _EDITABLE & 1 and not bits >> _READ_ONLY & 1)
