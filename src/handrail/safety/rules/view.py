"""What the risk policy reads: its verdict type, role groups and a walkable snapshot."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.geometry import Rect
from handrail.model import Element, Snapshot, Source
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = [
    "ALLOW",
    "AREA_ROLES",
    "BESIDE",
    "CHOICE_ROLES",
    "COMMIT_ROLES",
    "CONTAINER_ROLES",
    "DIALOG_ROLES",
    "EDITABLE_ROLES",
    "ENTER_REACH",
    "FORM_ROLES",
    "POPUP_ITEMS",
    "SELECTION_ROLES",
    "TOGGLE_ROLES",
    "VALUE_COMMIT_ROLES",
    "Assessment",
    "View",
    "beside",
    "called",
    "clears_field",
    "holds_text",
    "icon_risk",
    "label_of",
    "opens_more",
    "pressable",
    "stronger",
    "telling_hint",
]

_RANK = {Verdict.ALLOW: 0, Verdict.APPROVE: 1, Verdict.DENY: 2}

EDITABLE_ROLES = frozenset({Role.TEXTBOX, Role.SEARCHBOX, Role.COMBOBOX, Role.SPINBUTTON})
SELECTION_ROLES = frozenset(
    {Role.LISTITEM, Role.ROW, Role.CELL, Role.TREEITEM, Role.OPTION, Role.LIST, Role.LISTBOX,
     Role.TABLE, Role.TREE, Role.IMAGE, Role.GENERIC, Role.UNKNOWN}
)  # fmt: skip
CONTAINER_ROLES = frozenset(
    {Role.WINDOW, Role.DIALOG, Role.ALERT, Role.APPLICATION, Role.DOCUMENT, Role.FORM,
     Role.GROUP, Role.PANEL, Role.REGION, Role.MAIN, Role.SECTION, Role.ARTICLE,
     Role.NAVIGATION, Role.BANNER, Role.CONTENTINFO, Role.COMPLEMENTARY, Role.TABPANEL,
     Role.TOOLBAR, Role.MENUBAR, Role.MENU, Role.LIST, Role.TABLE, Role.TREE, Role.IFRAME}
)  # fmt: skip
COMMIT_ROLES = frozenset({Role.BUTTON, Role.TOGGLEBUTTON, Role.LINK, Role.MENUITEM})
"""Roles whose ancestors a click on a text or an icon inside them presses."""
TOGGLE_ROLES = frozenset({Role.CHECKBOX, Role.RADIO, Role.SWITCH})
DIALOG_ROLES = frozenset({Role.DIALOG, Role.ALERT})
VALUE_COMMIT_ROLES = frozenset({Role.SLIDER})
"""Widgets that commit when moved to an end ("Slide to transfer")."""
CHOICE_ROLES = frozenset({Role.COMBOBOX, Role.LISTBOX})
"""Fields whose value is one of their options (a select)."""
FORM_ROLES = frozenset({Role.FORM, Role.DIALOG, Role.ALERT})
"""Containers whose fields a committing control submits."""
AREA_ROLES = frozenset(
    {Role.FORM, Role.DIALOG, Role.ALERT, Role.GROUP, Role.REGION, Role.SECTION, Role.ARTICLE,
     Role.PANEL, Role.MAIN, Role.COMPLEMENTARY, Role.TOOLBAR, Role.WINDOW, Role.DOCUMENT}
)  # fmt: skip
"""Containers that hold a compose area (its fields and the controls that send them)."""


@dataclass(frozen=True, kw_only=True)
class Assessment:
    """The policy's classification of one action.

    ``risk`` names the category (``send``, ``pay``, ``delete``, …); ``reason`` explains it
    to a person; ``rule`` says which rule decided (``builtin:…``, ``file:rules[2]``,
    ``file:apps.NAME``).
    """

    verdict: Verdict
    risk: str | None = None
    reason: str = ""
    rule: str = "builtin"


ALLOW = Assessment(verdict=Verdict.ALLOW, reason="no irreversible effect recognised")


_POPUP_REACH = 30
"""How many elements before an item its popup's opener may be."""
_HANG = 8
"""Pixels between a popup drawn elsewhere in the document and the control it hangs from."""
POPUP_ITEMS = frozenset({Role.MENUITEM, Role.OPTION, Role.RADIO})
"""Items a press chooses among others in a popup (a menu's, a list's, a radio group's)."""


def stronger(a: Assessment, b: Assessment) -> Assessment:
    """The stricter of two assessments (``a`` when they are as strict)."""
    return b if _RANK[b.verdict] > _RANK[a.verdict] else a


class View:
    """A snapshot with parent links and caches, for walking ancestors and descendants.

    Everything is computed at most once per element, so one assessment stays linear in
    the size of the snapshot even for keys that look at every button of a big page.
    """

    def __init__(self, snapshot: Snapshot) -> None:
        self.snapshot = snapshot
        self.by_id = snapshot.by_id
        self.children: dict[str, list[Element]] = {}
        for e in snapshot.elements:
            if e.parent is not None:
                self.children.setdefault(e.parent, []).append(e)
        self._descendants: dict[str, list[Element]] = {}
        self._dialog: dict[str, Element | None] = {}
        self._risk: dict[str, tuple[list[str], bool]] = {}
        self._titles: str | None = None
        self.committing: Assessment | bool | None = False
        """The committing button's assessment, once computed (``False``: not yet)."""

    def ancestors(self, element: Element) -> Iterator[Element]:
        """The parent, its parent, … (64 at most)."""
        seen = 0
        parent = element.parent
        while parent is not None and seen < 64:
            node = self.by_id.get(parent)
            if node is None:
                return
            yield node
            parent = node.parent
            seen += 1

    def descendants(self, element: Element) -> list[Element]:
        """Everything under ``element``, in document order."""
        found = self._descendants.get(element.id)
        if found is None:
            found = []
            stack = list(reversed(self.children.get(element.id, [])))
            while stack:
                e = stack.pop()
                found.append(e)
                stack.extend(reversed(self.children.get(e.id, [])))
            self._descendants[element.id] = found
        return found

    def dialog_of(self, element: Element) -> Element | None:
        """The dialog (or modal window) holding ``element``, or itself when it is one."""
        if element.id in self._dialog:
            return self._dialog[element.id]
        found: Element | None = None
        if element.role in DIALOG_ROLES:
            found = element
        else:
            for a in self.ancestors(element):
                if a.role in DIALOG_ROLES or (a.role is Role.WINDOW and a.has(State.MODAL)):
                    found = a
                    break
        self._dialog[element.id] = found
        return found

    def dialog_risk(self, dialog: Element) -> tuple[list[str], bool]:
        """The risk categories a dialog's title and texts name, and whether it is destructive.

        The categories its title names come first.
        """
        found = self._risk.get(dialog.id)
        if found is None:
            texts = [dialog.name] + [
                e.name
                for e in self.descendants(dialog)
                if e.role not in COMMIT_ROLES and e.role not in EDITABLE_ROLES
            ]
            wording = p.fold(" | ".join(t for t in texts if t))
            # What the title names comes first: "Remove payee?" saying "... to pay
            # them" removes a payee.
            titled = p.categories(p.fold(dialog.name))
            cats = titled + [c for c in p.categories(wording) if c not in titled]
            found = (cats, bool(cats) or bool(p.DESTRUCTIVE_HINT.search(wording)))
            self._risk[dialog.id] = found
        return found

    def form_of(self, element: Element) -> Element | None:
        """The nearest form (or dialog) holding ``element``."""
        return next((a for a in self.ancestors(element) if a.role in FORM_ROLES), None)

    def purpose(self, form: Element | None) -> str:
        """The folded wording that says what a form is for.

        Its title, hint, headings and the labels and texts inside it; the page's titles
        when there is no form.
        """
        if form is None:
            return self.titles()
        texts = [form.name, form.description, form.hint] + [
            t
            for e in self.descendants(form)
            if e.role not in COMMIT_ROLES
            for t in (e.name, e.description)
        ]
        return p.fold(" | ".join(t for t in texts if t))

    def hit(self, x: int, y: int, *, tree_only: bool = False) -> Element | None:
        """The deepest element whose box holds the point.

        ``tree_only`` leaves out text read from pixels: over a control it is the
        control's label, not a second thing a click there could press. An element the
        observation found covered (a row's icon under an open menu) is not hit either.
        """
        best: Element | None = None
        for e in self.snapshot.elements:
            if (tree_only and e.source is not Source.AX) or e.has(State.COVERED):
                continue
            inside = e.bounds is not None and e.bounds.contains_point(x, y)
            if inside and (best is None or e.depth >= best.depth):
                best = e
        return best

    def focused(self) -> Element | None:
        """The deepest focused element."""
        found = [e for e in self.snapshot.elements if e.has(State.FOCUSED)]
        return max(found, key=lambda e: e.depth) if found else None

    def top_titles(self) -> str:
        """The folded names of the top-level elements (the window's or page's title)."""
        return p.fold(" | ".join(e.name for e in self.snapshot.elements if e.depth == 0))

    def heading_before(self, element: Element) -> str:
        """The folded name of the last heading before ``element`` (its section's title)."""
        heading = ""
        for e in self.snapshot.elements:
            if e is element or e.id == element.id:
                break
            if e.role is Role.HEADING:
                heading = e.name
        return p.fold(heading)

    def opener(self, menu: Element) -> Element | None:
        """The control that opened ``menu``: the last open one with a popup before it."""
        found = None
        for e in self.snapshot.elements:
            if e is menu or e.id == menu.id:
                break
            if e.has(State.HASPOPUP) and e.has(State.EXPANDED) and e.role is not Role.COMBOBOX:
                found = e
        return found

    def popup_opener(self, item: Element, *, hang: int | None = None) -> Element | None:
        """The open control whose popup ``item`` is in (a person's *Viewer ▾*).

        Its popup's items come right after it in the document, before any other control,
        heading or list; ``None`` when something else stands between. A popup drawn
        elsewhere hangs within ``hang`` pixels of its opener (:data:`_HANG` by default).
        """
        elements = self.snapshot.elements
        at = next((i for i, e in enumerate(elements) if e is item), None)
        if at is None:
            return None
        holders = {a.id for a in self.ancestors(item)}
        for e in reversed(elements[max(0, at - _POPUP_REACH) : at]):
            if e.has(State.EXPANDED):
                return e
            if e.id in holders or e.role in POPUP_ITEMS:
                continue  # the popup itself, or another item of it
            if e.has(State.CLICKABLE) and e.role not in INTERACTIVE_ROLES:
                continue  # an item drawn as a plain clickable element
            if e.interactive or e.role in (Role.HEADING, Role.MENU, Role.LISTBOX):
                break
        return self._opener_over(item, _HANG if hang is None else hang)

    def _opener_over(self, item: Element, hang: int) -> Element | None:
        """The control a popup drawn elsewhere in the document hangs from.

        ``item``'s column (it and the plain clickable items beside it in its parent)
        drawn right under a control, or right over it, that its column overlaps: a
        person's *Admin ▾* whose list the page appends to the end of the page.
        """
        column = self._column(item)
        if len(column) < 2:
            return None
        ids = {e.id for e in column}
        top = min(e.bounds.y for e in column if e.bounds)
        bottom = max(e.bounds.bottom for e in column if e.bounds)
        left = min(e.bounds.x for e in column if e.bounds)
        right = max(e.bounds.right for e in column if e.bounds)
        best: tuple[float, Element] | None = None
        for e in self.snapshot.elements:
            b = e.bounds
            if b is None or e.id in ids or not (e.has(State.CLICKABLE) or e.interactive):
                continue
            if b.right <= left or b.x >= right or e.role in POPUP_ITEMS:
                continue
            gap = min(abs(top - b.bottom), abs(b.y - bottom))
            if gap <= hang and (best is None or gap < best[0]):
                best = (gap, e)
        return best[1] if best else None

    def _column(self, item: Element) -> list[Element]:
        """``item`` and the items of its parent stacked right above and below it."""

        def item_like(e: Element) -> bool:
            return e.bounds is not None and (e.has(State.CLICKABLE) or e.role in POPUP_ITEMS)

        kin = self.children.get(item.parent or "", [])
        at = next((i for i, e in enumerate(kin) if e.id == item.id), None)
        if at is None or not item_like(item):
            return []
        column = [item]
        for step in (-1, 1):
            last, i = item, at + step
            while 0 <= i < len(kin) and item_like(kin[i]):
                b, lb = kin[i].bounds, last.bounds
                assert b is not None and lb is not None
                gap = lb.y - b.bottom if step < 0 else b.y - lb.bottom
                if abs(b.x - lb.x) > 2 or not -2 <= gap <= _HANG:
                    break
                column.append(kin[i])
                last, i = kin[i], i + step
        return column

    def titles(self) -> str:
        """The folded names of the top-level elements and headings."""
        if self._titles is None:
            parts = [
                e.name for e in self.snapshot.elements if e.depth == 0 or e.role is Role.HEADING
            ]
            self._titles = p.fold(" | ".join(parts))
        return self._titles


BESIDE = 150
"""Pixels between a control and a field beside it (a chat's box and its send icon)."""

ENTER_REACH = 300
"""Pixels between a field in no form and a button its Enter may press (a compose
window's *To* and its *Send* below the message)."""


def pressable(element: Element) -> bool:
    """Whether a press on ``element`` may commit something: a button, or a clickable."""
    return element.role in COMMIT_ROLES - {Role.LINK} or element.has(State.CLICKABLE)


def holds_text(element: Element) -> bool:
    """Whether ``element`` is a field holding text (typed, or put there by the page).

    A closed list's value is the option chosen, not text anyone typed; a field holding
    only a time, a date or a number holds no message either.
    """
    if element.role in CHOICE_ROLES and not element.has(State.EDITABLE):
        return False
    editable = element.role in EDITABLE_ROLES or element.has(State.EDITABLE)
    value = (element.value or "").strip()
    # A time, a date or a number (08:00, 2026-03-01, 42) is no message to send.
    return editable and bool(value) and not _FIGURES.fullmatch(value)


_FIGURES = re.compile(r"[\d\s:./,+-]+")


def beside(a: Rect | None, b: Rect | None, reach: int = BESIDE) -> bool:
    """Whether two boxes lie within ``reach`` pixels of each other (unknown boxes do)."""
    if a is None or b is None:
        return True
    grown = Rect(a.x - reach, a.y - reach, a.w + 2 * reach, a.h + 2 * reach)
    return grown.intersection(b) is not None


_CLEAR_ICON = frozenset({"cancel", "clear", "close", "x", "backspace", "erase"})
"""Words of an icon hint that draw a field's clear button (Material's ``cancel`` ⊗)."""
_AT_END = 8
"""How far (px) past a field's right edge its clear button may begin."""


def clears_field(element: Element, field: Element) -> bool:
    """Whether unnamed ``element`` is ``field``'s clear button: it empties, sends nothing.

    Its icon is a cross (``cancel``, ``clear``, ``close``, ``x``) and it is drawn on the
    field's line, inside it or right at its end (an ``<mdui-text-field clearable>``'s
    ⊗): it empties what was typed there.
    """
    if any(c.isalnum() for c in element.name):
        return False
    words = p.fold(element.hint).replace("-", " ").replace("_", " ").split()
    if _CLEAR_ICON.isdisjoint(words) or icon_risk(element) is not None:
        return False
    a, b = element.bounds, field.bounds
    if a is None or b is None or a.empty or b.empty:
        return False
    cy = a.y + a.h / 2
    on_line = b.y <= cy <= b.y + b.h
    return on_line and b.x < a.x <= b.x + b.w + _AT_END


def called(element: Element) -> str:
    """How a person is told of an element: its role and name, else its icon or its id."""
    role = element.spoken_role
    if element.name:
        return f'{role} "{element.name}"'
    return f"{role} {element.id}" + (f" (icon: {element.hint})" if element.hint else "")


def label_of(element: Element) -> str:
    """The folded text an element is judged by: its name, description and icon hint.

    Underscores join no words here: an icon font's ligature (``delete_forever``,
    ``playlist_remove``) names what it draws.
    """
    text = " ".join(t for t in (element.name, element.description, telling_hint(element)) if t)
    return p.fold(text).replace("_", " ")


def telling_hint(element: Element) -> str:
    """``element``'s icon hint, less a drawn cross alone (``x``).

    An ``x`` is a panel's close button or a row's remove or cancel one: it tells no more
    of what a press does than no hint at all, so it is judged as unnamed and unhinted.
    """
    return "" if p.fold(element.hint).strip() == "x" else element.hint


_OPENS_MORE = re.compile(
    r"\b(?:caret|chevron|dropdown|drop down)\b|\b(?:more|other) (?:[a-z]+ )?(?:options|actions)\b"
    r"|\b(?:options|actions) (?:more|menu|kebab|dots)\b|^(?:[a-z]+ ){1,2}(?:options|actions)$"
)
"""An icon's words that say it opens more choices (a split button's ``▾``)."""


def opens_more(element: Element) -> bool:
    """A symbol whose icon says it opens more choices, which commits nothing itself.

    A split button's ``▾`` with the tooltip *More publish options*, a kebab (``⋮``) titled
    *Post options*.
    """
    if any(c.isalnum() for c in element.name) or not element.hint:
        return False
    return bool(_OPENS_MORE.search(p.fold(element.hint).replace("-", " ").replace("_", " ")))


def icon_risk(element: Element) -> str | None:
    """The risk an unnamed control's icon hint stands for (``trash`` → ``delete``), if any.

    A name of symbols only (``×``) counts as none: the hint says what the symbol does.
    """
    if (element.name and any(c.isalnum() for c in element.name)) or not element.hint:
        return None
    if opens_more(element) or p.FILTER_CHIP.match(p.fold(element.hint)):
        return None  # "Post options ⋮" opens a menu; a chip's "Remove filter ✕" shows more
    words = p.fold(element.hint).replace("-", " ").replace("_", " ").split()
    joined = "".join(words)
    for word in (*words, joined):
        # A class word that joins the icon's name to what it is (``sendbtn``, ``trashicon``)
        # or a build tool's letter or two (``sendx``, ``trash2``).
        stem = _WIDGET_SUFFIX.sub("", word) or word
        # Or its place on the page (``sendmain``, ``trashall``).
        stem = _PLACE_SUFFIX.sub("", stem) if len(stem) > 6 else stem
        risk = p.ICON_RISK.get(word) or p.ICON_RISK.get(stem) or p.ICON_RISK.get(word[:-1])
        if risk is None and len(word) > 5:
            risk = p.ICON_RISK.get(word[:-2])
        if risk is None and (glued := _GLUED_PREFIX.fullmatch(word)):
            # An id that puts a shorthand of what it acts on before its action (``dsdel``).
            risk = p.ICON_RISK.get(glued.group(1))
        if risk is not None:
            return risk
    if _DANGER.isdisjoint(words) or not p.SAFE_ICON.isdisjoint(words):
        return None
    # A picture drawn in the page's colour of danger (an SVG bin styled ``red oct``), with
    # no word of a harmless icon beside it, is what deletes the row.
    return "delete"


_DANGER = frozenset({"red", "danger", "destructive"})
"""Class words of a control drawn in the colour of danger."""
_WIDGET_SUFFIX = re.compile(r"(?:btn|button|icon|ico|link)$")
_GLUED_PREFIX = re.compile(r"(?:e|[b-df-hj-np-tv-xz]{1,3})(del|delete|trash|remove|send|pay)")
_PLACE_SUFFIX = re.compile(r"(?:main|all|now|top|bar|primary)$")
