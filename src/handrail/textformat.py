"""The compact text form of a snapshot: what an LLM reads.

One line per element (:mod:`handrail.textline`: ``e3 focused button Send``, ``e9 Not
submitted`` for a text, ``= value`` when there is a value, ``(icon: trash)`` for a
control, unnamed or named by a glyph only (``✕``), whose look names it), but a row of
leaf cells is one line with them (``e4 row | e5 INV-1 | e6 Acme``). Unnamed
structural containers are left out (their children follow directly); text that only
repeats its parent's name or value is collapsed, and so are texts right before or after
a control that together spell its name (its label); a container or row whose name its
own heading or cells say is not named again; each text element (a block of text, as the
backend gives it) keeps its own line, cut at 200 characters with the length left stated
(``… (+812 chars)``) unless the whole text is asked for; indentation shows nesting with
one space per level, counted over the elements that are kept. On long pages most
elements lie outside the viewport: instead of an ``offscreen`` tag on each line, a
marker line (``-- offscreen --`` / ``-- in view --``) is printed where that changes.
The header names the page by its URL, and by its title unless a heading says it.

:func:`parse_line` reads one such line back (the reference planner reads a prompt's
screen so, the prompt the ids it shows, the failure miner a run log's element lists).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from handrail.model import Element, Snapshot, Target
from handrail.textline import (
    CELL_SEPARATOR,
    SHOWN_STATES,
    TEXT_LIMIT,
    ElementLine,
    element_line,
    format_element,
    parse_element_line,
    parse_line,
)
from handrail.vocab import Role, State

__all__ = [
    "CELL_SEPARATOR",
    "INVIEW_MARK",
    "OFFSCREEN_MARK",
    "SHOWN_STATES",
    "TEXT_LIMIT",
    "ElementLine",
    "format_element",
    "format_snapshot",
    "format_targets",
    "iter_lines",
    "parse_element_line",
    "parse_line",
]

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
_ANONYMOUS = frozenset({Role.GENERIC, Role.UNKNOWN})
_MARKED = frozenset(
    {State.CURRENT, State.HIGHLIGHTED, State.ASCENDING, State.DESCENDING, State.BUSY}
)
"""States that earn an unnamed container a line: the current step, the highlighted row, a
part still loading (``aria-busy``: what it shows is not all yet)."""
_ANNOUNCED = frozenset({Role.DIALOG})
"""Roles that earn a line even unnamed: an open dialog (an alert's text says itself)."""
_CELLS = frozenset({Role.CELL, Role.COLUMNHEADER, Role.ROWHEADER})
_HOLDERS = _CELLS | {Role.LISTITEM}
"""Elements named by what they hold: a control inside one with its name says it."""
_OFF = State.OFFSCREEN

OFFSCREEN_MARK = "-- offscreen --"
"""The marker line before elements that lie outside the viewport."""
INVIEW_MARK = "-- in view --"
"""The marker line where elements come back into the viewport."""


def _norm(text: str) -> str:
    return " ".join(text.split())


def _glyphs(text: str) -> bool:
    return bool(text) and not any(c.isalnum() for c in text)


def _keep(element: Element, parent: Element | None, name: str, context: str) -> bool:
    """Whether ``element`` earns a line.

    ``name`` is its normalized name, ``context`` the nearest named ancestor's.
    """
    role = element.role
    if role is Role.DOCUMENT and (parent is None or parent.role is Role.IFRAME):
        return False  # a page's root (title in the header) or a frame's (the iframe says it)
    if element.interactive or element.value:
        return True
    if not _MARKED.isdisjoint(element.states):
        return True  # the current or highlighted one of its set, named or not
    if role is Role.ROW and State.SELECTED in element.states:
        return True  # a selected row, whose cells say nothing of it
    if role in _ANNOUNCED:
        return True  # an open dialog says so, named or not
    if role in _CONTAINERS:
        # Named landmarks and groups give context; anonymous wrappers are noise.
        return bool(name) and role not in _ANONYMOUS
    if not name:
        return False
    if role in _TEXTUAL or role is Role.IMAGE:
        # Text that only repeats its parent's name or value (a button's label, its
        # icon's title, an editor's paragraph) adds nothing, nor does a label that
        # repeats the name of the control it sits in a few levels down.
        if parent is not None and parent.name and parent.interactive and _glyphs(name):
            return False  # a named control's drawn icon (``⋯``) says nothing more
        if (
            parent is not None
            and parent.role is not Role.DOCUMENT
            and (parent.name or parent.value)
        ):
            said = " ".join(p for p in (parent.name, parent.value) if p)
            if name in _norm(said):
                return False
        return name != context
    return True


def _said_by_children(elements: Sequence[Element]) -> set[str]:
    """Ids of the elements whose name their children say, so it is shown once, by them.

    A row whose name is only (some of) its cells' names joined (glyphs aside: a header
    row's name keeps the sort arrow its header's name no longer has), a named container
    (a region, a group) whose heading inside it has the same name, and a cell
    or list item whose control inside it has the same name (a date picker's day, a
    table's Edit link). A dialog keeps its name on its own line, whatever its heading
    says: an agent reading ``modal dialog`` alone would not know which one is open.
    """
    rows: dict[str, Element] = {}
    named: dict[str, str] = {}
    cells: dict[str, list[Element]] = {}
    out: set[str] = set()
    by_id: dict[str, Element] = {}
    said_by_control: set[str] = set()
    """Cells named by the one control inside them (a header's *Select all* check box)."""
    for e in elements:
        by_id[e.id] = e
        if e.name:
            if e.role is Role.ROW:
                rows[e.id] = e
            elif e.role in _CONTAINERS or e.role in _HOLDERS:
                named[e.id] = e.name
        parent = e.parent
        if parent is None or not e.name:
            continue
        if parent in rows:
            cells.setdefault(parent, []).append(e)
        elif parent in named and _norm(named[parent]) == _norm(e.name):
            holder = by_id.get(parent)
            if e.role is Role.HEADING or (
                e.interactive and holder is not None and holder.role in _HOLDERS
            ):
                out.add(parent)
        if e.interactive and (up := by_id.get(parent)) is not None and up.name == e.name:
            said_by_control.add(parent)
    out.update(i for i, parts in cells.items() if _spelled_by(rows[i].name, parts, said_by_control))
    return out


def _words(text: str) -> list[str]:
    """``text``'s words without those of glyphs only (a sort arrow a header row repeats)."""
    return [w for w in text.split() if not _glyphs(w)]


def _spelled_by(name: str, parts: list[Element], skipped: set[str]) -> bool:
    """Whether ``name`` is the names of ``parts`` joined, glyphs aside.

    A part whose id is in ``skipped`` may be left out: Chromium names a header row by its
    headers' words but not by a header holding only a check box (*Athlete ↑ Country
    Gold* over *Select all*, *Athlete*, *Country*, *Gold*).
    """
    left = _words(name)
    for part in parts:
        words = _words(part.name)
        if words and left[: len(words)] == words:
            left = left[len(words) :]
        elif part.id not in skipped and words:
            return False
    return not left and bool(_words(name))


def _spelled(run: list[tuple[Element, str]], name: str, *, tail: bool) -> int:
    """How many texts at the end (``tail``) or start of ``run`` together spell ``name``."""
    if not name:
        return 0
    joined = ""
    order = reversed(run) if tail else iter(run)
    for n, (_, text) in enumerate(order, 1):
        joined = (f"{text} {joined}" if tail else f"{joined} {text}").strip()
        if joined == name:
            return n
        if len(joined) >= len(name):
            break
    return 0


def _lines(elements: Sequence[Element], full: bool, headings: set[str]) -> list[str]:
    """The element and marker lines; the names of the headings shown go into ``headings``."""
    limit = None if full else TEXT_LIMIT
    out: list[str] = []
    level: dict[str, int] = {}
    context: dict[str, str] = {}
    by_id: dict[str, Element] = {}
    said = _said_by_children(elements)
    run: list[tuple[Element, str]] = []  # plain texts of one parent, not yet shown
    before: tuple[Element, str] | None = None  # the control right before ``run``
    row: list[tuple[Element, str]] = []  # a row and the cells that may share its line
    offscreen = False
    marked = -1  # the indent of the last marker line (-1: none yet)

    def line(e: Element, name: str) -> None:
        nonlocal offscreen, marked
        indent = level[e.id]
        # A marker holds for what follows; one printed inside a row is said again where
        # the lines come out of that row, so the row's indent does not seem its scope.
        if (_OFF in e.states) != offscreen or 0 <= indent < marked:
            offscreen = _OFF in e.states
            marked = indent
            out.append(" " * indent + (OFFSCREEN_MARK if offscreen else INVIEW_MARK))
        out.append(element_line(e, indent, limit, "" if e.id in said else name))

    def flush(after: tuple[Element, str] | None) -> None:
        # Texts right after or right before a control that spell its name are its label.
        start = _spelled(run, before[1], tail=False) if before is not None else 0
        end = len(run)
        if after is not None and after[0].parent == run[0][0].parent:
            end -= _spelled(run[start:], after[1], tail=True)
        for e, name in run[start:end]:
            line(e, name)
        run.clear()

    def show_row(inline: bool) -> None:
        # A row of leaf cells is one line: the row, then each cell (no ``cell`` word).
        if not inline or len(row) == 1:
            for e, name in row:
                line(e, name)
        else:
            line(*row[0])
            parts = [element_line(c, 0, limit, name, Role.CELL) for c, name in row[1:]]
            out[-1] = CELL_SEPARATOR.join([out[-1], *parts])
        row.clear()

    for e in elements:
        eid, pid = e.id, e.parent
        by_id[eid] = e
        if pid:
            parent = by_id.get(pid)
            parent_level = level.get(pid, -1)
            inherited = context.get(pid, "")
        else:
            parent, parent_level, inherited = None, -1, ""
        name = " ".join(e.name.split()) if e.name else ""
        # A page's title is no name its texts repeat: a mail's title names the message
        # its reading pane shows, and both are read.
        context[eid] = inherited if e.role is Role.DOCUMENT else name or inherited
        if not _keep(e, parent, name, inherited):
            level[eid] = parent_level
            continue
        level[eid] = parent_level + 1
        role = e.role
        if row:
            head = row[0][0]
            if pid == head.id and role in _CELLS and (_OFF in e.states) == (_OFF in head.states):
                row.append((e, name))
                continue
            # Anything inside the row but a leaf cell keeps each of them on its own line.
            show_row(pid != head.id and all(c.id != pid for c, _ in row))
        if role is Role.TEXT and not e.value:
            if run and run[-1][0].parent != pid:
                flush(None)
                before = None
            if not run and before is not None and before[0].parent != pid:
                before = None
            run.append((e, name))
            continue
        control = (e, name) if e.interactive else None
        if run:
            flush(control)
        before = control
        if role is Role.HEADING:
            headings.add(name)
        if role is Role.ROW:
            row.append((e, name))
            continue
        line(e, name)
    if run:
        flush(None)
    if row:
        show_row(True)
    return out


def iter_lines(elements: Iterable[Element], *, full: bool = False) -> Iterator[str]:
    """The kept elements' lines, indented by their depth among kept ancestors.

    Each element keeps its own line (texts that only label the control right before or
    after them are left out), but a row of leaf cells shares its line with them; marker
    lines show where elements go out of (and back into) view. ``full`` shows long names
    and values whole.
    """
    return iter(_lines(list(elements), full, set()))


_LAST_LINES: list[tuple[tuple[Element, ...], bool, list[str], set[str]]] = []
"""The last element tuple formatted, with its lines and headings: a page read again
unchanged hands the very same (immutable) tuple, whose lines are then not made again."""


def _element_lines(elements: tuple[Element, ...], full: bool) -> tuple[list[str], set[str]]:
    for seen, seen_full, lines, headings in _LAST_LINES:
        if seen is elements and seen_full == full:
            return lines, headings
    headings = set()
    lines = _lines(elements, full, headings)
    _LAST_LINES[:] = [(elements, full, lines, headings)]
    return lines, headings


def _quote(text: str) -> str:
    return '"' + _norm(text).replace("\\", "\\\\").replace('"', '\\"') + '"'


_TREE_ONLY = "ax ("
"""How the perception of a read that kept the tree alone begins (``ax (tree covers …)``)."""


def format_snapshot(
    snapshot: Snapshot, *, header: bool = True, more: str | None = None, full: bool = False
) -> str:
    """The whole snapshot as compact text.

    A header (name, and pid or URL), the blocking state if any, the element lines and a
    truncation note, ending with ``more`` when given: what the reader can do to see the
    rest, in the reader's terms (a command's flags, a tool's arguments, a plan's actions).
    ``full`` shows long names and values whole instead of cut. A page's title is left out
    of the header when a heading on the page says it (among other words or alone). The
    perception is said when OCR added lines, not for the tree alone.
    """
    body, headings = _element_lines(snapshot.elements, full)
    lines: list[str] = []
    if header:
        t = snapshot.target
        if t.url:
            # A page is named by its URL (and its title, unless a heading says it); the
            # browser's pid, the signature and the count (in the JSON form; the count also
            # in the truncation note) cost tokens every time.
            title = _norm(t.app)
            if any(f" {title} " in f" {h} " for h in headings):
                title = ""
            lines.append("# " + (f"{title} {t.url}" if title else t.url))
        else:
            where = f" window {_quote(t.window)}" if t.window else ""
            lines.append(f"# {t.app}" + (f" pid {t.pid}" if t.pid else "") + where)
    if snapshot.perception and not snapshot.perception.startswith(_TREE_ONLY):
        # Said when OCR added lines (they end with ``(ocr)``); a read of
        # the tree alone says why in the JSON form only: a model reads it every round.
        lines.append(f"# perception: {snapshot.perception}")
    if snapshot.blocking:
        lines.append(f"! blocked by {snapshot.blocking}")
    lines.extend(body)
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
