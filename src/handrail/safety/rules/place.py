"""Where an element stands on a page: its line, the texts beside it, its section.

The risk policy reads a bare control by what stands with it: the text before it on its
line (*Client secret ••••* before an eye), a title stacked over that line's help text,
or the heading its section lies under.
"""

from __future__ import annotations

import handrail.safety.patterns as p
from handrail.model import Element
from handrail.safety.rules.view import View, beside
from handrail.vocab import Role, State

__all__ = [
    "LINE_LOOKBACK",
    "line_before",
    "line_texts",
    "line_words",
    "same_row",
    "same_section",
    "section_of",
    "text_on_line",
]


def same_row(a: Element, b: Element) -> bool:
    """Whether two elements stand on one line, within a row's reach of each other."""
    if a.bounds is None or b.bounds is None:
        return False
    ra, rb = a.bounds, b.bounds
    return ra.y < rb.y + rb.h and rb.y < ra.y + ra.h and beside(ra, rb, reach=_ROW_REACH)


_ROW_REACH = 400
"""How far along its line a field or a button still stands with a *Cancel*."""


def line_before(element: Element, view: View) -> str:
    """The folded text before ``element`` on its line (*Client secret ••••* before an eye).

    Controls between them on the line are passed over (*Signing certificate expires …*,
    *Download certificate*, *Rotate*).
    """
    found = text_on_line(element, view)
    return p.fold(found.name) if found is not None else ""


def text_on_line(element: Element, view: View) -> Element | None:
    """The text element before ``element`` on its line (see :func:`line_before`)."""
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e is element or e.id == element.id), 0)
    for e in reversed(elements[max(0, at - LINE_LOOKBACK) : at]):
        if e.bounds is None or element.bounds is None or not same_row(element, e):
            return None
        if e.name and not e.interactive and not e.has(State.CLICKABLE):
            return e
    return None


def line_words(element: Element, view: View) -> str:
    """The words on ``element``'s line, as shown, or ``""``.

    Those before it, else those after it (an unnamed box before *GRANT OPTION*).
    """
    before = text_on_line(element, view)
    if before is not None:
        return before.name
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e is element or e.id == element.id), None)
    if at is None:
        return ""
    for e in elements[at + 1 : at + 1 + LINE_LOOKBACK]:
        if e.bounds is None or element.bounds is None or not same_row(element, e):
            return ""
        if e.interactive or e.has(State.CLICKABLE):
            return ""
        if e.name:
            return e.name
    return ""


def line_texts(element: Element, view: View) -> list[str]:
    """The folded texts before ``element`` on its line, nearest first.

    A title stacked right over such a text (a settings row's bold title over its help
    line) counts as on the line too, however far left it ends.
    """
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e is element or e.id == element.id), 0)
    found: list[Element] = []
    for e in reversed(elements[max(0, at - LINE_LOOKBACK) : at]):
        if e.bounds is None or element.bounds is None:
            break
        if not same_row(element, e) and not (found and _stacked_over(e, found[-1])):
            break
        if e.name and not e.interactive and not e.has(State.CLICKABLE):
            found.append(e)
    return [p.fold(e.name) for e in found]


def _stacked_over(upper: Element, lower: Element) -> bool:
    """Whether ``upper`` is a text drawn right over ``lower``, from the same left edge."""
    if upper.bounds is None or lower.bounds is None or upper.interactive:
        return False
    a, b = upper.bounds, lower.bounds
    return abs(a.x - b.x) <= _EDGE and -_EDGE <= b.y - (a.y + a.h) <= _EDGE


_EDGE = 4
"""Pixels within which two texts stacked in one block line up."""


LINE_LOOKBACK = 6
"""How many elements before a control its line's text may lie."""


def same_section(a: Element, b: Element, view: View) -> bool:
    """Whether ``a`` and ``b`` lie under the same heading (both under none counts)."""
    section = section_of(a, view)
    if not section:
        return not section_of(b, view)
    return any(e.id == b.id for e in section)


def section_of(element: Element, view: View) -> list[Element]:
    """The elements between the heading before ``element`` and the next heading."""
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e is element or e.id == element.id), None)
    if at is None:
        return []
    start = next((i for i in range(at, -1, -1) if elements[i].role is Role.HEADING), None)
    if start is None:
        return []  # no section: a notice anywhere on the page says nothing of this control
    end = next((i for i in range(at + 1, len(elements)) if elements[i].role is Role.HEADING), None)
    return list(elements[start : end if end is not None else len(elements)])
