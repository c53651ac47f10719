"""Chromium accessibility roles and properties mapped onto Handrail's vocabulary."""

from __future__ import annotations

import re
from typing import Any

from handrail.vocab import Role, State

__all__ = [
    "SKIPPED_ROLES",
    "WHOLE_FIELDS",
    "field_role",
    "map_role",
    "map_states",
    "node_name",
    "prop_map",
    "state_named",
]

_ROLES: dict[str, Role] = {
    "button": Role.BUTTON,
    "PopUpButton": Role.BUTTON,
    "DisclosureTriangle": Role.BUTTON,
    "togglebutton": Role.TOGGLEBUTTON,
    "textbox": Role.TEXTBOX,
    "TextField": Role.TEXTBOX,
    "searchbox": Role.SEARCHBOX,
    # Date, time and colour inputs: typed as one value (``yyyy-mm-dd``, ``#rrggbb``).
    "Date": Role.TEXTBOX,
    "DateTime": Role.TEXTBOX,
    "InputTime": Role.TEXTBOX,
    "ColorWell": Role.TEXTBOX,
    "checkbox": Role.CHECKBOX,
    "radio": Role.RADIO,
    "switch": Role.SWITCH,
    "combobox": Role.COMBOBOX,
    "ComboBoxMenuButton": Role.COMBOBOX,
    "ComboBoxSelect": Role.COMBOBOX,
    "TextFieldWithComboBox": Role.COMBOBOX,
    "listbox": Role.LISTBOX,
    "MenuListPopup": Role.GENERIC,  # the closed popup of a <select>: a wrapper
    "option": Role.OPTION,
    "MenuListOption": Role.OPTION,
    "link": Role.LINK,
    "menu": Role.MENU,
    "menubar": Role.MENUBAR,
    "menuitem": Role.MENUITEM,
    "menuitemcheckbox": Role.MENUITEM,
    "menuitemradio": Role.MENUITEM,
    "tab": Role.TAB,
    "tablist": Role.TABLIST,
    "tabpanel": Role.TABPANEL,
    "list": Role.LIST,
    "DescriptionList": Role.LIST,
    "listitem": Role.LISTITEM,
    "term": Role.LISTITEM,
    "definition": Role.LISTITEM,
    "DescriptionListTerm": Role.LISTITEM,
    "DescriptionListDetail": Role.LISTITEM,
    "tree": Role.TREE,
    "treeitem": Role.TREEITEM,
    "table": Role.TABLE,
    "grid": Role.TABLE,
    "treegrid": Role.TABLE,
    "LayoutTable": Role.TABLE,
    "row": Role.ROW,
    "LayoutTableRow": Role.ROW,
    "cell": Role.CELL,
    "gridcell": Role.CELL,
    "LayoutTableCell": Role.CELL,
    "columnheader": Role.COLUMNHEADER,
    "rowheader": Role.ROWHEADER,
    "heading": Role.HEADING,
    "StaticText": Role.TEXT,
    "paragraph": Role.PARAGRAPH,
    "LabelText": Role.LABEL,
    "label": Role.LABEL,
    "legend": Role.LABEL,
    "caption": Role.LABEL,
    "Legend": Role.LABEL,
    "image": Role.IMAGE,
    "img": Role.IMAGE,
    "Canvas": Role.IMAGE,
    "figure": Role.FIGURE,
    "slider": Role.SLIDER,
    "spinbutton": Role.SPINBUTTON,
    "progressbar": Role.PROGRESSBAR,
    "meter": Role.PROGRESSBAR,
    "scrollbar": Role.SCROLLBAR,
    "separator": Role.SEPARATOR,
    "toolbar": Role.TOOLBAR,
    "status": Role.STATUSBAR,
    "tooltip": Role.TOOLTIP,
    "alert": Role.ALERT,
    "alertdialog": Role.DIALOG,
    "dialog": Role.DIALOG,
    "RootWebArea": Role.DOCUMENT,
    "WebArea": Role.DOCUMENT,
    "document": Role.DOCUMENT,
    "application": Role.APPLICATION,
    "form": Role.FORM,
    "group": Role.GROUP,
    "radiogroup": Role.GROUP,
    "Details": Role.GROUP,
    "region": Role.REGION,
    "navigation": Role.NAVIGATION,
    "banner": Role.BANNER,
    "main": Role.MAIN,
    "contentinfo": Role.CONTENTINFO,
    "complementary": Role.COMPLEMENTARY,
    "search": Role.REGION,
    "article": Role.ARTICLE,
    "feed": Role.LIST,
    "Section": Role.SECTION,
    "section": Role.SECTION,
    "Iframe": Role.IFRAME,
    "IframePresentational": Role.IFRAME,
    "doc-noteref": Role.LINK,
    "doc-backlink": Role.LINK,
    "doc-biblioref": Role.LINK,
    "doc-glossref": Role.LINK,
    "generic": Role.GENERIC,
    "none": Role.GENERIC,
    "presentation": Role.GENERIC,
    "Pre": Role.GENERIC,
    "code": Role.TEXT,
    "emphasis": Role.TEXT,
    "strong": Role.TEXT,
    "mark": Role.TEXT,
    "time": Role.TEXT,
    "blockquote": Role.GROUP,
    "Abbr": Role.TEXT,
    "Ruby": Role.TEXT,
}

SKIPPED_ROLES: frozenset[str] = frozenset({"InlineTextBox", "LineBreak", "ListMarker"})
"""Chromium roles that only repeat what their parent says (text runs, bullets)."""

WHOLE_FIELDS: frozenset[str] = frozenset({"Date", "DateTime", "InputTime", "ColorWell"})
"""Chromium roles of inputs set whole: their inner parts (the Month, Day and Year
spinbuttons, the picker button) are the browser's own and are not shown apart."""


def map_role(chromium_role: str) -> Role:
    """The Handrail role for a Chromium role name (``unknown`` when there is no match)."""
    return _ROLES.get(chromium_role, Role.UNKNOWN)


def field_role(role: Role, props: dict[str, Any]) -> Role:
    """``role`` made a text field's when the node is an editing host without a role.

    A ``<div contenteditable>`` is a generic node Chromium marks focusable and richly
    editable; what it holds (also editable) is not focusable. A live region with no role
    is a status: what the page announces.
    """
    if role is Role.GENERIC and props.get("editable") == "richtext" and props.get("focusable"):
        return Role.TEXTBOX
    if role is Role.GENERIC and props.get("live") in ("polite", "assertive"):
        # A live region with no role (``<div aria-live="assertive">``, a drag-and-drop
        # library's announcer): what the page says, as a status says it.
        return Role.STATUSBAR
    return role


_PRIVATE = re.compile("[\ue000-\uf8ff\U000f0000-\U000ffffd\U00100000-\U0010fffd]")
"""Private-use characters: what an icon font draws, with no meaning as text."""


_INVISIBLE = re.compile("[\u200b\u200e\u200f\u061c\u202a-\u202c\u2066-\u2069\ufeff]")
"""Marks drawn as nothing: direction marks, embeddings and isolates, zero-width spaces.
Joiners (U+200C, U+200D) are left: they change how emoji and some scripts are drawn."""
_OVERRIDES = re.compile("[\u202d\u202e]")
"""Overrides reorder what they hold (``\\u202edneS`` is shown as "Send"): a text holding
one is left whole, for the risk gate reads it in the order it is shown."""


def visible(text: str) -> str:
    """``text`` without the marks it draws as nothing (:data:`_INVISIBLE`).

    Mail apps wrap a label's shortcut in direction marks (U+202A and U+202C around the
    ``(Ctrl-Enter)`` of ``Send (Ctrl-Enter)``) that a person never sees and an agent
    cannot type.
    """
    if not _INVISIBLE.search(text) or _OVERRIDES.search(text):
        return text
    return _INVISIBLE.sub("", text)


def node_name(node: dict[str, Any]) -> str:
    """A node's accessible name, said once.

    Chromium names a date field's parts from their own label and again from the field's
    (``"Month Month"``, ``"Show date picker Show date picker"``): a name that is one of
    its sources said twice is that source. An element's name of blank characters only
    (Naive UI's check box labelled by its ``&nbsp;``) is none; a text's is kept, the
    space between two pieces of a line.
    """
    name_obj = node.get("name")
    name = visible(str(name_obj.get("value") or "")) if name_obj else ""
    if name and not name.strip() and node.get("role", {}).get("value") != "StaticText":
        return ""
    if _PRIVATE.search(name):
        # An icon font's code point (Font Awesome's \uf06e) means nothing as text: the
        # element's hint says what it draws.
        name = " ".join(_PRIVATE.sub("", name).split())
    mid = len(name) // 2
    if len(name) < 3 or len(name) % 2 == 0 or name[mid] != " " or name[:mid] != name[mid + 1 :]:
        return name
    first = name[:mid]
    sources = name_obj.get("sources", ()) if name_obj else ()
    said = {str(src.get("value", {}).get("value", "")) for src in sources if src.get("value")}
    return first if first in said else name


def prop_map(node: dict[str, Any]) -> dict[str, Any]:
    """A node's ``properties`` list as ``{name: value}``."""
    out: dict[str, Any] = {}
    for prop in node.get("properties", ()):
        value = prop.get("value", {})
        out[prop.get("name", "")] = value.get("value") if isinstance(value, dict) else value
    return out


def map_states(role: Role, props: dict[str, Any]) -> set[State]:
    """Handrail states from a node's properties (only the states that are set)."""
    states: set[State] = set()
    for name, state in (
        ("focused", State.FOCUSED),
        ("focusable", State.FOCUSABLE),
        ("disabled", State.DISABLED),
        ("required", State.REQUIRED),
        ("multiline", State.MULTILINE),
        ("multiselectable", State.MULTISELECTABLE),
        ("modal", State.MODAL),
        ("readonly", State.READONLY),
        ("selected", State.SELECTED),
        ("hidden", State.HIDDEN),
        ("visited", State.VISITED),
    ):
        if props.get(name) is True:
            states.add(state)
    if props.get("busy") in (True, 1, "true"):
        states.add(State.BUSY)  # aria-busy: Chromium gives it as 1
    checked = props.get("checked")
    if checked is not None:
        states.add(State.CHECKABLE)
    if checked in ("true", True):
        states.add(State.CHECKED)
    elif checked == "mixed":
        states.add(State.MIXED)
    popup = props.get("hasPopup")
    if popup not in (None, "false", False):
        states.add(State.HASPOPUP)  # aria-haspopup: the press shows choices
    pressed = props.get("pressed")
    if pressed is not None:
        states.add(State.CHECKABLE)  # a toggle button: off reads "unpressed"
    if pressed in ("true", True):
        states.add(State.PRESSED)
    elif pressed == "mixed":
        states.add(State.MIXED)
    if "expanded" in props:
        states.add(State.EXPANDED if props["expanded"] is True else State.COLLAPSED)
    invalid = props.get("invalid")
    if invalid not in (None, "false", False):
        states.add(State.INVALID)
    editable = props.get("editable")
    if editable in ("plaintext", "richtext") and State.READONLY not in states:
        states.add(State.EDITABLE)
    if editable == "richtext" and props.get("focusable") is True and "multiline" not in props:
        # A page's own editor (``contenteditable``) with no role says nothing of its
        # lines; Enter starts a new paragraph in it, as in a text area.
        states.add(State.MULTILINE)
    if role in (Role.TEXTBOX, Role.SEARCHBOX) and State.READONLY not in states:
        states.add(State.EDITABLE)
    return states


_WORD = r"(?:on|off|yes|no|enabled?|disabled?|active|inactive|[○●◯⬤✓✔✗✕])"
_STATE_WORD = re.compile(rf"{_WORD}(?:\s+{_WORD})?", re.IGNORECASE)
"""A state drawn in a switch's name, or both of its states (Materialize's ``Off On``)."""
_STATE_NAMED = frozenset({Role.SWITCH, Role.CHECKBOX})


_NUMBER = re.compile(r"[-+]?\d+(?:[.,]\d+)?\s?%?")
"""A slider's name that is only the number its thumb's label draws (``40``, ``12.5 %``)."""


def state_named(role: Role, name: str) -> bool:
    """Whether a switch or check box is named only by the states it draws (``OFF``, ``○``).

    Or by both of them, drawn on either side of its lever (Materialize's ``Off On``); or
    a slider only by a number, its value drawn in the ``<label>`` holding its ``<input
    type=range>`` (mdui's thumb label, ``40``).

    The page put its state where its name goes; the text beside it names it, as a person
    reads it (``Two-factor authentication [OFF]``, ``Volume [slider]``).
    """
    if role is Role.SLIDER:
        return _NUMBER.fullmatch(name.strip()) is not None
    return role in _STATE_NAMED and _STATE_WORD.fullmatch(name.strip()) is not None
