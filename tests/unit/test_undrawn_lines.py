"""Undrawn content counted from a DOM snapshot: what lies inside, and where."""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.layout import read_layout
from handrail.backends.browser.undrawn import undrawn_lines
from handrail.geometry import Rect
from handrail.model import Offscreen

_S = ["SECTION", "H2", "A", "href", "#text", "DIV", "role", "button", "SPAN", "auto", "visible"]
_S += ["hidden", "x"]


def _snap(visibility: list[int], laid: list[int], tops: dict[int, float]) -> dict[str, Any]:
    """Nodes: 0 body DIV; 1 SECTION (2 H2, 3 text, 4 A href, 5 A no href, 6 DIV role=button,
    7 SPAN); 8 SECTION (9 H2)."""
    names = [5, 0, 1, 4, 2, 2, 5, 8, 0, 1]
    parents = [-1, 0, 1, 2, 1, 1, 1, 1, 0, 8]
    attrs: list[list[int]] = [[] for _ in names]
    attrs[4], attrs[5], attrs[6] = [3, 12], [], [6, 7]
    styles = [[0, 0, 0, 0, 0, v] for v in visibility]
    return {
        "strings": _S,
        "documents": [
            {
                "nodes": {
                    "backendNodeId": [100 + i for i in range(len(names))],
                    "parentIndex": parents,
                    "nodeName": names,
                    "attributes": attrs,
                },
                "layout": {
                    "nodeIndex": laid,
                    "bounds": [[0, tops.get(i, 0.0), 100, 50] for i in laid],
                    "styles": styles,
                },
            }
        ],
    }


def _count(snap: dict[str, Any]) -> Offscreen | None:
    layout = read_layout(snap, shift=(0.0, 0.0), clip=Rect(0, 0, 800, 600))
    return undrawn_lines(snap, layout)


def test_the_lines_inside_an_undrawn_element_are_counted_where_it_lies() -> None:
    # Both sections undrawn (only they and the body laid out): the first below the
    # viewport, the second above it (scrolled past).
    snap = _snap([10, 9, 9], [0, 1, 8], {1: 900.0, 8: -200.0})
    # First: the heading, the link with an href, the div with a role (a control each
    # but the heading); not the text, the link without href or the span. Second: its heading.
    assert _count(snap) == Offscreen(above=1, below=3, controls=2)


def test_drawn_or_hidden_content_is_not_counted() -> None:
    drawn = _snap([10, 9, 9], [0, 1, 2, 3, 8, 9], {})
    assert _count(drawn) is None
    hidden = _snap([10, 11, 11], [0, 1, 8], {})
    assert _count(hidden) is None


def test_a_drawn_element_missing_from_the_tree_read_counts_as_not_read() -> None:
    # The first section is drawn in the snapshot (its heading and text laid out), the
    # second undrawn. The tree read just before held the second section's placeholder
    # but nothing inside the first: drawn a frame later than the tree was read.
    snap = _snap([10, 9, 10, 10, 9], [0, 1, 2, 3, 8], {1: 900.0, 8: 900.0})
    layout = read_layout(snap, shift=(0.0, 0.0), clip=Rect(0, 0, 800, 600))
    asked: list[bool] = []

    def read() -> set[int]:
        asked.append(True)
        return {100, 101, 108}

    assert undrawn_lines(snap, layout, read) == Offscreen(above=0, below=4, controls=2)
    assert asked == [True]  # asked once, however many drawn elements there are
    # With the first section's heading in the tree it was read: only the second counts.
    assert undrawn_lines(snap, layout, lambda: {100, 101, 102}) == Offscreen(
        above=0, below=1, controls=0
    )
    # Both drawn and both in the tree: nothing is left out.
    both = _snap([10, 9, 10, 9, 10], [0, 1, 2, 8, 9], {})
    assert undrawn_lines(both, layout, lambda: {102, 109}) is None
    # A page without such elements never asks for the tree.
    assert _count(_snap([10, 10, 10], [0, 1, 8], {})) is None
    assert undrawn_lines(_snap([10, 10, 10], [0, 1, 8], {}), layout, read) is None
    assert asked == [True]
