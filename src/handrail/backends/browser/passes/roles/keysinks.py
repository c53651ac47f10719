"""A text field cut off to nothing inside an editor reads the document the editor draws.

A code or markdown editor built on CodeMirror 5 (EasyMDE, many docs and comment boxes)
takes the keys in a ``<textarea>`` (a multi-line field) it keeps in a box of no height,
and draws the document in lines of its own beside it. Chromium reads both: an empty, unnamed
``textbox`` and, apart from it, the document's words as plain text (or a clickable
element): an agent saw an empty field and typed into what looked like a second thing.
The field is where keys go and the drawn lines are its text, so the field takes their
words as its value and the lines go (a preview of headings and paragraphs drawn in the
same box stays apart). Only when everything else drawn in the box that
shows the field is plain text: a box holding a control of its own is no editor.
"""

from __future__ import annotations

from handrail.backends.browser.layout import SessionLayout
from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["valued_by_drawn_lines"]


def valued_by_drawn_lines(
    drafts: list[Draft], layouts: dict[str, SessionLayout]
) -> list[Draft] | None:
    """``drafts`` with each cut-off text field valued by the lines drawn around it.

    Its own value is never the document: it holds at most the keys last typed, which
    the editor has taken (CodeMirror empties it only now and then).

    Returns: the drafts kept (the drawn lines gone), or ``None`` when nothing changed.
    """
    gone: set[str] = set()
    for i, d in enumerate(drafts):
        if d.role is not Role.TEXTBOX or State.MULTILINE not in d.states:
            continue
        if d.bid is None or d.locator in gone:
            continue
        layout = layouts.get(d.sid)
        host = layout.parked_host(d.bid) if layout is not None else None
        if layout is None or host is None:
            continue
        lines: list[Draft] = []
        for o in drafts[i + 1 :]:
            if o.sid != d.sid or o.bid is None or not layout.within(o.bid, host):
                break  # past the box that draws the field (document order)
            lines.append(o)
        if not lines or any(_acts(o) for o in lines):
            continue
        lines = _plain(lines)
        inside = {o.locator for o in lines}
        words = _outermost_words(lines)
        if not words:
            continue
        d.value = " ".join(words)
        gone.update(inside)
    return drop(drafts, gone, {}) if gone else None


def _outermost_words(lines: list[Draft]) -> list[str]:
    """The names of the lines no named line around them holds.

    A clickable box named by all its lines stands for them: its words once.
    """
    up = {o.locator: o.parent for o in lines}
    named = {o.locator for o in lines if o.name.strip()}
    words = []
    for o in lines:
        if o.locator not in named:
            continue
        at = o.parent
        while at in up and at not in named:
            at = up[at]
        if at not in named:
            words.append(o.name.strip())
    return words


_PLAIN = frozenset({Role.TEXT, Role.GENERIC})


def _plain(lines: list[Draft]) -> list[Draft]:
    """The lines that are plain text, not a document of headings and paragraphs.

    EasyMDE draws its preview inside the editor's box: that rendering is a part of its
    own, not the text the field holds.
    """
    out: list[Draft] = []
    shaped: set[str] = set()
    for o in lines:
        if o.role not in _PLAIN or o.parent in shaped:
            shaped.add(o.locator)
            continue
        out.append(o)
    return out


def _acts(d: Draft) -> bool:
    """Whether ``d`` is a control (a box holding one is no editor's lines)."""
    return d.role in INTERACTIVE_ROLES
