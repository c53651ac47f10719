"""The compact text form of a snapshot: what an LLM reads.

One line per element: ``e3 button "Send" [focused]``, with ``= "value"`` when there is a
value, and ``(icon: trash)`` for a control, unnamed or named by a glyph only (``✕``),
whose look names it. Unnamed structural containers are left out (their children follow
directly); text that only repeats its parent's name or value is collapsed; each text
element (a block of text, as the backend gives it) keeps its own line, cut at 200
characters with the length left stated (``… (+812 chars)``) unless the whole text is
asked for; indentation shows nesting with one space per level, counted over the
elements that are kept. On long pages most elements lie outside the viewport: instead
of an ``offscreen`` tag on each line, a marker line (``-- offscreen --`` /
``-- in view --``) is printed where that changes.

:func:`parse_element_line` reads one such line back (the reference planner reads a
prompt's screen so, the failure miner a run log's element lists).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

from handrail.model import Element, Snapshot, Source, Target
from handrail.vocab import Role, State

__all__ = [
    "ElementLine",
    "format_element",
    "format_snapshot",
    "format_targets",
    "parse_element_line",
]

SHOWN_STATES: tuple[State, ...] = (
    State.FOCUSED,
    State.CLICKABLE,
    State.DISABLED,
    State.CHECKED,
    State.MIXED,
    State.PRESSED,
    State.SELECTED,
    State.EXPANDED,
    State.COLLAPSED,
    State.READONLY,
    State.REQUIRED,
    State.INVALID,
    State.MODAL,
    State.COVERED,
)
"""States worth a planner's tokens, in display order."""

_CONTAINERS = frozenset(
    {
        Role.GENERIC,
        Role.GROUP,
        Role.PANEL,
        Role.SECTION,
        Role.UNKNOWN,
        Role.REGION,
        Role.FORM,
        Role.LIST,
        Role.TABLE,
        Role.ROW,
        Role.TOOLBAR,
        Role.DOCUMENT,
        Role.APPLICATION,
        Role.FIGURE,
        Role.ARTICLE,
        Role.NAVIGATION,
        Role.MAIN,
        Role.BANNER,
        Role.CONTENTINFO,
        Role.COMPLEMENTARY,
        Role.IFRAME,
        Role.TABPANEL,
        Role.SEPARATOR,
        Role.SCROLLBAR,
    }
)
_TEXTUAL = frozenset({Role.TEXT, Role.LABEL, Role.PARAGRAPH})


TEXT_LIMIT = 200
"""Characters of a name or value shown before it is cut (unless the whole text is asked for)."""


def _quote(text: str, limit: int | None = TEXT_LIMIT) -> str:
    text = " ".join(text.split())
    cut = ""
    if limit is not None and len(text) > limit:
        cut = f" (+{len(text) - limit} chars)"
        text = text[:limit].rstrip() + "…"
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"' + cut


def format_element(element: Element, indent: int = 0, *, full: bool = False) -> str:
    """One element as one line: ``id role "name" = "value" [states]``.

    A name or value longer than :data:`TEXT_LIMIT` is cut, with how much was left out,
    unless ``full``.
    """
    limit = None if full else TEXT_LIMIT
    parts = [" " * indent + element.id, element.role.value]
    if element.name:
        parts.append(_quote(element.name, limit))
    if element.hint and (not element.name or _glyphs(element.name)):
        # Unnamed, or named by a glyph only (``"✕"``): the look says what it is.
        parts.append(f"(icon: {' '.join(element.hint.split())[:60]})")
    if element.value not in (None, "") and element.value != element.name:
        parts.append("= " + _quote(element.value or "", limit))
    states = [s.value for s in SHOWN_STATES if s in element.states]
    if element.role is Role.CHECKBOX and State.CHECKED not in element.states:
        states.append("unchecked")
    if states:
        parts.append("[" + " ".join(states) + "]")
    if element.source is not Source.AX:
        parts.append(f"({element.source.value})")
    return " ".join(parts)


def _norm(text: str) -> str:
    return " ".join(text.split())


def _keep(element: Element, parent: Element | None, context: str = "") -> bool:
    """Whether ``element`` earns a line; ``context`` is the nearest named ancestor's name."""
    if element.role is Role.DOCUMENT and (parent is None or parent.role is Role.IFRAME):
        return False  # a page's root (title in the header) or a frame's (the iframe says it)
    if element.interactive or element.value:
        return True
    if element.role in _CONTAINERS:
        # Named landmarks and groups give context; anonymous wrappers are noise.
        return bool(element.name) and element.role not in (Role.GENERIC, Role.UNKNOWN)
    if not element.name:
        return False
    if element.role in _TEXTUAL or element.role is Role.IMAGE:
        # Text that only repeats its parent's name or value (a button's label, its
        # icon's title, an editor's paragraph) adds nothing, nor does a label that
        # repeats the name of the control it sits in a few levels down.
        name = _norm(element.name)
        if parent is not None and parent.name and parent.interactive and _glyphs(name):
            return False  # a named control's drawn icon (``⋯``) says nothing more
        said = " ".join(p for p in (parent.name, parent.value) if p) if parent else ""
        if said and name in _norm(said):
            return False
        return name != context
    return True


def _glyphs(text: str) -> bool:
    return bool(text) and not any(c.isalnum() for c in text)


def _rows_said_by_cells(elements: list[Element]) -> set[str]:
    """Ids of the rows whose name is only their cells' names joined (said once, by them)."""
    rows = {e.id: e for e in elements if e.role is Role.ROW and e.name}
    if not rows:
        return set()
    cells: dict[str, list[str]] = {}
    for e in elements:
        if e.parent in rows and e.name:
            cells.setdefault(e.parent, []).append(e.name)
    return {i for i, parts in cells.items() if _norm(" ".join(parts)) == _norm(rows[i].name)}


OFFSCREEN_MARK = "-- offscreen --"
INVIEW_MARK = "-- in view --"


def _labels(element: Element, following: Element) -> bool:
    """True when ``element`` is a text right before the control it names."""
    return (
        element.role is Role.TEXT
        and following.interactive
        and following.parent == element.parent
        and _norm(following.name) == _norm(element.name)
    )


def iter_lines(elements: Iterable[Element], *, full: bool = False) -> Iterable[str]:
    """The kept elements' lines, indented by their depth among kept ancestors.

    Each element keeps its own line (a text that only labels the control right after it
    is left out); marker lines show where elements go out of (and back into) view.
    ``full`` shows long names and values whole.
    """
    by_id: dict[str, Element] = {}
    level: dict[str, int] = {}
    context: dict[str, str] = {}
    held: Element | None = None
    offscreen = False

    def line(e: Element) -> Iterable[str]:
        nonlocal offscreen
        hidden = State.OFFSCREEN in e.states
        if hidden != offscreen:
            offscreen = hidden
            yield " " * level[e.id] + (OFFSCREEN_MARK if hidden else INVIEW_MARK)
        shown = replace(e, name="") if e.id in said_by_cells else e
        yield format_element(shown, level[e.id], full=full)

    elements = list(elements)
    said_by_cells = _rows_said_by_cells(elements)
    for e in elements:
        by_id[e.id] = e
        parent = by_id.get(e.parent) if e.parent else None
        parent_level = level.get(e.parent, -1) if e.parent else -1
        inherited = context.get(e.parent, "") if e.parent else ""
        context[e.id] = _norm(e.name) or inherited
        if not _keep(e, parent, inherited):
            level[e.id] = parent_level
            continue
        level[e.id] = parent_level + 1
        if held is not None and not _labels(held, e):
            yield from line(held)
        held = None
        if e.role is Role.TEXT and not e.value:
            held = e  # shown once it is known not to label the next element
            continue
        yield from line(e)
    if held is not None:
        yield from line(held)


_LAST_LINES: list[tuple[tuple[Element, ...], bool, list[str]]] = []
"""The last element tuple formatted, with its lines: a page read again unchanged hands
the very same (immutable) tuple, whose lines are then not made again."""


def _element_lines(elements: tuple[Element, ...], full: bool) -> list[str]:
    for seen, seen_full, lines in _LAST_LINES:
        if seen is elements and seen_full == full:
            return lines
    lines = list(iter_lines(elements, full=full))
    _LAST_LINES[:] = [(elements, full, lines)]
    return lines


def format_snapshot(
    snapshot: Snapshot, *, header: bool = True, more: str | None = None, full: bool = False
) -> str:
    """The whole snapshot as compact text.

    A header (name, and pid or URL), the blocking state if any, the element lines and a
    truncation note, ending with ``more`` when given: what the reader can do to see the
    rest, in the reader's terms (a command's flags, a tool's arguments, a plan's actions).
    ``full`` shows long names and values whole instead of cut.
    """
    lines: list[str] = []
    if header:
        t = snapshot.target
        where = t.url or (f"window {_quote(t.window)}" if t.window else "")
        # A page is named by its URL; the browser's pid, the signature and the count (in
        # the JSON form; the count also in the truncation note) cost tokens every time.
        lines.append(
            f"# {t.app}"
            + (f" pid {t.pid}" if t.pid and not t.url else "")
            + (f" {where}" if where else "")
        )
    if snapshot.perception:
        lines.append(f"# perception: {snapshot.perception}")
    if snapshot.blocking:
        lines.append(f"! blocked by {snapshot.blocking}")
    lines.extend(_element_lines(snapshot.elements, full))
    if snapshot.offscreen is not None:
        lines.append(f"# {snapshot.offscreen.describe()}")
    if snapshot.stats.truncated:
        note = f"# truncated: {snapshot.stats.elements} of {snapshot.stats.total} shown"
        lines.append(note + (f"; {more}" if more else ""))
    return "\n".join(lines)


def format_targets(targets: Iterable[Target]) -> str:
    """Targets as lines: ``app  pid  window-or-url``.

    A window without a tree adds its X window id, its place and ``no tree``.
    """
    out = []
    for t in targets:
        line = f"{t.app}\t{t.pid if t.pid is not None else '-'}\t{t.url or t.window or ''}"
        if not t.tree:
            where = f"\t{t.window_id:#x}" if t.window_id is not None else ""
            if t.bounds is not None:
                b = t.bounds
                where += f" {b.w}x{b.h}+{b.x}+{b.y}"
            line += f"{where}\tno tree"
        out.append(line)
    return "\n".join(out)


_LINE = re.compile(
    r"^(?P<indent> *)(?P<id>e\d+) (?P<role>[a-z]+)"
    r'(?: "(?P<name>(?:[^"\\]|\\.)*)")?'
    r"(?: \(icon: [^)]*\))?"
    r'(?: = "(?P<value>(?:[^"\\]|\\.)*)")?'
    r"(?: \[(?P<states>[a-z ]+)\])?"
    r"(?: \((?P<source>ocr|region)\))?\s*$"
)
_HEAD = re.compile(r'^(?P<indent> *)(?P<id>e\d+) (?P<role>\S+)(?: "(?P<name>(?:[^"\\]|\\.)*)")?')


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


def _unquote(text: str | None) -> str:
    return "" if text is None else re.sub(r"\\(.)", r"\1", text)


def parse_element_line(raw: str) -> ElementLine | None:
    """The element of one line as :func:`format_element` writes it; ``None`` for other lines.

    A line with more than the writer puts there (a cut name's ``(+N chars)``, a newer
    writer's additions) gives its id, role and name, with ``complete`` false.
    """
    m = _LINE.match(raw)
    if m is not None:
        return ElementLine(
            id=m.group("id"),
            role=m.group("role"),
            name=_unquote(m.group("name")),
            depth=len(m.group("indent")),
            value=_unquote(m.group("value")),
            states=frozenset((m.group("states") or "").split()),
            source=m.group("source") or "ax",
        )
    m = _HEAD.match(raw)
    if m is None:
        return None
    return ElementLine(
        id=m.group("id"),
        role=m.group("role"),
        name=_unquote(m.group("name")),
        depth=len(m.group("indent")),
        complete=False,
    )
