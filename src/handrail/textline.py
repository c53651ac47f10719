r"""One element as one line of the compact text, and that line read back.

A line is ``id [state ...] role name (icon: hint) (tip: description) (hover shows: …)
= value (source)`` (a control's description, its tooltip, when it says more than its
name; the controls a pointer resting on it would show): the states a
planner acts on come first, as adjectives (``e5 required textbox Full name``, ``e16
unchecked checkbox Gift wrap``, ``e17 unchecked radio Express``). An element without a
role of its own, a text or a generic element, has no role word (``e9 Not submitted``,
``e4 clickable Pick a date``): a line whose first word after the states is no role word
reads back as a text. A row whose cells are leaves holds them on its line, each after
``" | "`` without the ``cell`` word (``e4 clickable row | e5 INV-1 | e6 Acme``). A name
or value is written bare when it reads back unchanged; it is quoted (``"..."``, with
``\`` escapes) when it holds a character the line's syntax uses (``" \ [ ] ( ) = |``),
or when it has no role word before it and its first word is a role or state word (``e7
"link to docs"``). A name or value longer than :data:`TEXT_LIMIT` is cut, with how much
was left out (``… (+812 chars)``). Lines of the earlier form, with every name and value
quoted and states bracketed at the end (``e3 button "Send" [focused]``), read back the
same.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from handrail.model import Element, Source
from handrail.vocab import Role, State

__all__ = [
    "CELL_SEPARATOR",
    "SHOWN_STATES",
    "TEXT_LIMIT",
    "ElementLine",
    "element_line",
    "format_element",
    "parse_element_line",
    "parse_line",
]

SHOWN_STATES: tuple[State, ...] = (
    State.FOCUSED,
    State.CLICKABLE,
    State.DISABLED,
    State.CHECKED,
    State.MIXED,
    State.PRESSED,
    State.SELECTED,
    State.UNREAD,
    State.HIGHLIGHTED,
    State.CURRENT,
    State.ASCENDING,
    State.DESCENDING,
    State.EXPANDED,
    State.COLLAPSED,
    State.HASPOPUP,
    State.READONLY,
    State.REQUIRED,
    State.INVALID,
    State.BUSY,
    State.MODAL,
    State.COVERED,
)
"""States worth a planner's tokens, in display order."""

UNCHECKED = "unchecked"
"""The word shown for a checkbox, radio button or switch, or any element that is
``checkable`` (a menu item with a check mark), that is neither checked nor mixed (it has
no state of its own)."""

UNPRESSED = "unpressed"
"""The word shown for a toggle button (``aria-pressed``, ``checkable``) that is neither
pressed nor mixed."""

TEXT_LIMIT = 200
"""Characters of a name or value shown before it is cut (unless the whole text is asked for)."""

_SHOWN = frozenset(SHOWN_STATES)
_SHOWN_WORDS = tuple((s, s.value) for s in SHOWN_STATES)
_ROLE_WORD = {r: r.value for r in Role}
_TEXT, _GENERIC, _AX, _COMBOBOX = Role.TEXT, Role.GENERIC, Source.AX, Role.COMBOBOX
_TOGGLES = frozenset({Role.CHECKBOX, Role.RADIO, Role.SWITCH})
_SET = frozenset({State.CHECKED, State.MIXED})
_CHECKABLE = State.CHECKABLE
_CLICKABLE = State.CLICKABLE
_POPUP = State.HASPOPUP
_STATE_WORDS = frozenset({s.value for s in SHOWN_STATES} | {UNCHECKED, UNPRESSED})
_BUTTONS = frozenset({Role.BUTTON, Role.TOGGLEBUTTON})
_ROLE_WORDS = frozenset(r.value for r in Role)
_WORDS = _STATE_WORDS | _ROLE_WORDS
_SYNTAX = re.compile(r'["\\\[\]()=|]')
_FIELDS = frozenset(
    {Role.TEXTBOX, Role.SEARCHBOX, Role.COMBOBOX, Role.SPINBUTTON, Role.SLIDER, Role.LISTBOX}
    | {Role.LINK}
)
"""Roles whose description is no tooltip worth a line's tokens: a field's is its help text
(a line of its own), a link's title most often its target's title said again."""
_TIP_LIMIT = 60


def _text(text: str, limit: int | None, *, lead: bool = False) -> str:
    """A normalized name or value as written: bare when it reads back so, else quoted.

    Cut past ``limit``. ``lead``: no role word comes before it, so a first word that is
    a role or state word would be misread.
    """
    cut = ""
    if limit is not None and len(text) > limit:
        cut = f" (+{len(text) - limit} chars)"
        text = text[:limit].rstrip() + "…"
    if not text or _SYNTAX.search(text) or (lead and text.partition(" ")[0] in _WORDS):
        text = '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return text + cut


def _glyphs(text: str) -> bool:
    return bool(text) and not any(c.isalnum() for c in text)


def _unbracketed(text: str) -> str:
    return " ".join(text.replace("(", "").replace(")", "").split())


_MENU_WORDS = frozenset({"menu", "actions", "more", "options"})
"""Words of a name or hint that already say a control opens a menu (*Card actions*, ⋮)."""


def _says_menu(element: Element) -> bool:
    """Whether the element's name or hint says it opens a menu (so ``haspopup`` is implied)."""
    words = f"{element.name} {element.hint}".casefold().split()
    return not _MENU_WORDS.isdisjoint(words)


def _said_in(hint: str, tip: str) -> bool:
    """Whether every word of ``hint`` is a word of ``tip``."""
    return set(hint.casefold().split()) <= set(re.findall(r"\w+", tip.casefold()))


def _tip(element: Element, name: str, hint: str) -> str:
    """A control's description (its tooltip) when it says more than its name and icon.

    A seat's ``12A occupied``, an icon's ``View webcam``; not a field's or a link's
    (:data:`_FIELDS`).
    """
    said = element.description
    if not said or element.role in _FIELDS or not element.interactive:
        return ""
    tip = _unbracketed(said)
    folded = tip.casefold()
    if not tip or folded in _unbracketed(name).casefold() or folded in hint.casefold():
        return ""
    return tip if len(tip) <= _TIP_LIMIT else tip[:_TIP_LIMIT].rstrip() + "…"


def element_line(
    element: Element, indent: int, limit: int | None, name: str, implied: Role = Role.TEXT
) -> str:
    """:func:`format_element` with the name to show given, already normalized (or empty)."""
    parts = [" " * indent + element.id] if indent else [element.id]
    states = element.states
    role = element.role
    if states and not _SHOWN.isdisjoint(states):
        # A switch drawn with no role is clickable as its role says (``browser.finish``);
        # a combobox opens its list as its role says, a "Card actions" or ⋮ (more) its menu
        # as its name or hint says.
        said = _CLICKABLE if role in _TOGGLES else _POPUP if role is _COMBOBOX else None
        if said is None and _POPUP in states and _says_menu(element):
            said = _POPUP
        parts.extend([w for s, w in _SHOWN_WORDS if s in states and s is not said])
    if role in _BUTTONS and _CHECKABLE in states:
        if State.PRESSED not in states and State.MIXED not in states:
            parts.append(UNPRESSED)  # a toggle button that is off
    elif (role in _TOGGLES or _CHECKABLE in states) and _SET.isdisjoint(states):
        parts.append(UNCHECKED)
    bare = role is implied or (role is _GENERIC and implied is _TEXT)
    if not bare:
        parts.append(_ROLE_WORD[role])
    if name:
        parts.append(_text(name, limit, lead=bare))
    hint = element.hint
    tip = _tip(element, name, hint)
    if (
        hint
        and (not name or _glyphs(name) or name.strip().isdigit() or hint in _SWITCH_LOOKS)
        and not (tip and _said_in(hint, tip))
    ):
        # Unnamed, or named by a glyph or a count only (``"✕"``, a bell's ``3``): the
        # look says what it is; a switch with no role says so, and whether it looks on.
        # Not when the tooltip shown says all its words (a title's words made a hint).
        parts.append(f"(icon: {' '.join(hint.split())[:60]})")
    if tip:
        parts.append(f"(tip: {tip})")
    if element.hover:
        # Each name without the brackets that would end the part early.
        shown = [s for n in element.hover if (s := " ".join(_NOT_SAID.sub(" ", n).split()))]
        # A name's own comma would read as two names (*Delete, duplicate, and more…*).
        parts.append(
            f"(hover shows: {('; ' if any(',' in n for n in shown) else ', ').join(shown)})"
        )
    value = element.value
    if value and value != element.name:
        parts.append("= " + _text(" ".join(value.split()), limit))
    if element.source is not _AX:
        parts.append(f"({element.source.value})")
    return " ".join(parts)


def format_element(
    element: Element, indent: int = 0, *, full: bool = False, implied: Role = Role.TEXT
) -> str:
    """One element as one line: ``id [states] role name (icon: hint) = value (source)``.

    A name or value longer than :data:`TEXT_LIMIT` is cut, with how much was left out,
    unless ``full``. The role word is left out for the ``implied`` role: a text's (and a
    generic element's, which has no role of its own), or a cell's on its row's line.
    """
    name = " ".join(element.name.split()) if element.name else ""
    return element_line(element, indent, None if full else TEXT_LIMIT, name, implied)


@dataclass(frozen=True, kw_only=True)
class ElementLine:
    """One element line of the compact text, read back."""

    id: str
    role: str
    name: str
    depth: int
    """Its indentation: how deep it is nested."""
    value: str = ""
    states: frozenset[str] = frozenset()
    source: str = "ax"
    """``ax``, or ``ocr``/``region`` for an element seen in the picture."""
    complete: bool = True
    """Whether the whole line was understood; else only its id, role and name were."""


_START = re.compile(r"^(?P<indent> *)(?=e\d+(?: |$))")
_ID = re.compile(r"e\d+(?= |$)")
_WORD = re.compile(r" ([a-z]+)(?= |$)")
_QUOTED = re.compile(r' "((?:[^"\\]|\\.)*)"')
_BARE = re.compile(r' ([^"\\\[\]()=| ][^"\\\[\]()=|]*?)(?= \(| =| \[| \||$)')
_ICON = re.compile(r" \(icon: [^)]*\)")
_SWITCH_LOOKS = frozenset({"switch", "switch on"})
"""Hints of a clickable element with no role drawn as a switch (``browser.hints``)."""
_TIP = re.compile(r" \(tip: [^)]*\)")
_HOVER = re.compile(r" \(hover shows: [^)]*\)")
_NOT_SAID = re.compile(r"[()]")
_VALUE = re.compile(r' = (?:"((?:[^"\\]|\\.)*)"|([^"\\\[\]()=|]*?)(?= \(| \[| \||$))')
_STATES = re.compile(r" \[([a-z ]+)\]")
_SOURCE = re.compile(r" \((ocr|region)\)")
_CUT = re.compile(r" \(\+\d+ chars\)")

CELL_SEPARATOR = " | "
"""Between a row and each of its cells, when they share the row's line."""


def _unquote(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text)


def _string(raw: str, at: int) -> tuple[str | None, int]:
    """A quoted or bare string at ``raw[at:]`` (after its space), and where it ends."""
    m = _QUOTED.match(raw, at) or _BARE.match(raw, at)
    if m is None:
        return None, at
    return (_unquote(m.group(1)) if m.re is _QUOTED else m.group(1)), m.end()


def _element(raw: str, at: int, depth: int, implied: str) -> tuple[ElementLine | None, int]:
    """The element written at ``raw[at:]`` and where it ends (``-1``: the line is not understood).

    A part without a role word has the ``implied`` role.
    """
    m = _ID.match(raw, at)
    if m is None:
        return None, -1
    eid, at = m.group(), m.end()
    states: list[str] = []
    role = ""
    while not role and (w := _WORD.match(raw, at)) is not None:
        word = w.group(1)
        if word in _STATE_WORDS:
            states.append(word)
        elif word in _ROLE_WORDS:
            role = word
        else:
            break
        at = w.end()
    name, at = _string(raw, at)
    cut = (c := _CUT.match(raw, at)) is not None
    if c is not None:
        at = c.end()
    if not role:
        if name is None and not states and at == len(raw):
            return None, -1  # an id and nothing an element line has
        role = implied
    head = ElementLine(id=eid, role=role, name=name or "", depth=depth, complete=False)
    if (icon := _ICON.match(raw, at)) is not None:
        at = icon.end()
    if (tip := _TIP.match(raw, at)) is not None:
        at = tip.end()
    if (hover := _HOVER.match(raw, at)) is not None:
        at = hover.end()
    value = ""
    if (v := _VALUE.match(raw, at)) is not None:
        value = _unquote(v.group(1)) if v.group(1) is not None else v.group(2)
        at = v.end()
    if (s := _STATES.match(raw, at)) is not None:
        states.extend(s.group(1).split())
        at = s.end()
    source = "ax"
    if (src := _SOURCE.match(raw, at)) is not None:
        source = src.group(1)
        at = src.end()
    if at != len(raw) and not raw.startswith(CELL_SEPARATOR, at):
        return head, -1
    return replace(head, value=value, states=frozenset(states), source=source, complete=not cut), at


def parse_line(raw: str) -> list[ElementLine]:
    """Every element of one line: one, or a row and its cells (``e4 row | e5 Acme | e6 0.50``).

    A cell on its row's line has no role word (``cell``), unless another (a column
    header's); it is one level deeper than its row. Other lines give nothing; an element
    not wholly understood (a cut name's ``(+N chars)``, a newer writer's additions) comes
    last, with ``complete`` false.
    """
    raw = raw.rstrip()
    m = _START.match(raw)
    if m is None:
        return []
    depth = len(m.group("indent"))
    got, at = _element(raw, m.end(), depth, Role.TEXT.value)
    if got is None:
        return []
    out = [got]
    while got is not None and out[0].role == Role.ROW.value and 0 < at < len(raw):
        got, at = _element(raw, at + len(CELL_SEPARATOR), depth + 1, Role.CELL.value)
        if got is not None:
            out.append(got)
    return out


def parse_element_line(raw: str) -> ElementLine | None:
    """The (first) element of one line as :func:`format_element` writes it; ``None`` for others.

    A line with more than the writer puts there (a cut name's ``(+N chars)``, a newer
    writer's additions) gives its id, role and name, with ``complete`` false. A row's line
    that also holds its cells gives the row (:func:`parse_line` gives them all).
    """
    got = parse_line(raw)
    return got[0] if got else None
