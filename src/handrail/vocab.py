"""The normalized role and state vocabulary shared by every backend.

Backends map their platform's roles and states onto these names; a planner and a policy
only ever see these.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["INTERACTIVE_ROLES", "Role", "State"]


class Role(StrEnum):
    """A normalized element role."""

    BUTTON = "button"
    TOGGLEBUTTON = "togglebutton"
    TEXTBOX = "textbox"
    SEARCHBOX = "searchbox"
    CHECKBOX = "checkbox"
    RADIO = "radio"
    SWITCH = "switch"
    COMBOBOX = "combobox"
    LISTBOX = "listbox"
    OPTION = "option"
    LINK = "link"
    MENU = "menu"
    MENUBAR = "menubar"
    MENUITEM = "menuitem"
    TAB = "tab"
    TABLIST = "tablist"
    TABPANEL = "tabpanel"
    LIST = "list"
    LISTITEM = "listitem"
    TREE = "tree"
    TREEITEM = "treeitem"
    TABLE = "table"
    ROW = "row"
    CELL = "cell"
    COLUMNHEADER = "columnheader"
    ROWHEADER = "rowheader"
    HEADING = "heading"
    TEXT = "text"
    PARAGRAPH = "paragraph"
    LABEL = "label"
    IMAGE = "image"
    SLIDER = "slider"
    SPINBUTTON = "spinbutton"
    PROGRESSBAR = "progressbar"
    SCROLLBAR = "scrollbar"
    SEPARATOR = "separator"
    TOOLBAR = "toolbar"
    STATUSBAR = "statusbar"
    TOOLTIP = "tooltip"
    ALERT = "alert"
    DIALOG = "dialog"
    WINDOW = "window"
    APPLICATION = "application"
    DOCUMENT = "document"
    FORM = "form"
    GROUP = "group"
    PANEL = "panel"
    REGION = "region"
    NAVIGATION = "navigation"
    BANNER = "banner"
    MAIN = "main"
    CONTENTINFO = "contentinfo"
    COMPLEMENTARY = "complementary"
    ARTICLE = "article"
    SECTION = "section"
    FIGURE = "figure"
    IFRAME = "iframe"
    GENERIC = "generic"
    UNKNOWN = "unknown"


class State(StrEnum):
    """A normalized element state. Only states that are *set* are listed on an element."""

    FOCUSED = "focused"
    FOCUSABLE = "focusable"
    DISABLED = "disabled"
    CHECKED = "checked"
    MIXED = "mixed"
    PRESSED = "pressed"
    SELECTED = "selected"
    EXPANDED = "expanded"
    COLLAPSED = "collapsed"
    EDITABLE = "editable"
    READONLY = "readonly"
    REQUIRED = "required"
    INVALID = "invalid"
    MULTILINE = "multiline"
    MULTISELECTABLE = "multiselectable"
    MODAL = "modal"
    OFFSCREEN = "offscreen"
    HIDDEN = "hidden"
    COVERED = "covered"
    BUSY = "busy"
    DEFAULT = "default"
    VISITED = "visited"
    ACTIVE = "active"
    CLICKABLE = "clickable"
    """Reacts to a click although its role does not say so (a ``<div>`` with a click handler)."""
    CURRENT = "current"
    """The current one of a set: the page a navigation link leads to, a wizard's step
    (``aria-current``)."""
    ASCENDING = "ascending"
    """A column the table is sorted by, in ascending order (``aria-sort``)."""
    DESCENDING = "descending"
    """A column the table is sorted by, in descending order (``aria-sort``)."""
    HIGHLIGHTED = "highlighted"
    """The option or cell a list's or grid's keyboard focus is on while the focus itself
    stays on the container (``aria-activedescendant``): what Enter acts on."""
    HASPOPUP = "haspopup"
    """Opens a menu, list, tree, grid or dialog when pressed (``aria-haspopup``): the
    press shows choices, and the choice is what acts."""
    UNREAD = "unread"
    """A message, notification or thread not read yet, which a page often tells only by
    its look (a class ``unread``, a bold line)."""
    CHECKABLE = "checkable"
    """Can be checked although its role does not say so (a menu item with a check mark);
    one that is neither checked nor mixed reads ``unchecked`` in the compact text. A
    button that can be pressed (``aria-pressed``) and is not reads ``unpressed``."""


INTERACTIVE_ROLES: frozenset[Role] = frozenset(
    {
        Role.BUTTON,
        Role.TOGGLEBUTTON,
        Role.TEXTBOX,
        Role.SEARCHBOX,
        Role.CHECKBOX,
        Role.RADIO,
        Role.SWITCH,
        Role.COMBOBOX,
        Role.LISTBOX,
        Role.OPTION,
        Role.LINK,
        Role.MENUITEM,
        Role.TAB,
        Role.TREEITEM,
        Role.SLIDER,
        Role.SPINBUTTON,
        Role.SCROLLBAR,
    }
)
"""Roles a person or agent can operate directly."""
