"""The compact text format's rules for long, text-heavy pages (pure, no browser)."""

from __future__ import annotations

from handrail.model import Element
from handrail.textformat import INVIEW_MARK, OFFSCREEN_MARK, iter_lines
from handrail.vocab import Role, State

OFF = frozenset({State.OFFSCREEN})


def el(i: int, role: Role, name: str = "", parent: int | None = None, **kw: object) -> Element:
    return Element(id=f"e{i}", role=role, name=name, parent=f"e{parent}" if parent else None, **kw)  # type: ignore[arg-type]


def test_each_text_keeps_its_own_line_under_one_parent() -> None:
    # The backend gives one text per block: the format never joins them into one line.
    lines = list(
        iter_lines(
            [
                el(1, Role.LIST),
                el(2, Role.TEXT, "First row", 1),
                el(3, Role.TEXT, "Second row", 1),
                el(4, Role.LINK, "docs", 1),
            ]
        )
    )
    assert lines == ["e2 First row", "e3 Second row", "e4 link docs"]


def test_a_long_text_is_cut_with_its_length_stated_unless_asked_whole() -> None:
    text = "word " * 250  # 1249 characters once spaces are normalized
    cut = list(iter_lines([el(1, Role.TEXT, text)]))
    assert cut[0].endswith("… (+1049 chars)")
    assert len(cut[0]) < 240
    whole = list(iter_lines([el(1, Role.TEXT, text)], full=True))
    assert whole == ["e1 " + " ".join(text.split())]


def test_label_right_before_its_control_is_dropped() -> None:
    elements = [el(1, Role.TEXT, "Email"), el(3, Role.TEXTBOX, "Email"), el(4, Role.TEXT, "Note")]
    assert list(iter_lines(elements)) == ["e3 textbox Email", "e4 Note"]


def test_offscreen_is_one_marker_line_not_a_tag_per_element() -> None:
    lines = list(
        iter_lines(
            [
                el(1, Role.BUTTON, "Top"),
                el(2, Role.LINK, "Far", states=OFF),
                el(3, Role.LINK, "Farther", states=OFF),
                el(4, Role.BUTTON, "Sticky footer"),
            ]
        )
    )
    assert lines == [
        "e1 button Top",
        OFFSCREEN_MARK,
        "e2 link Far",
        "e3 link Farther",
        INVIEW_MARK,
        "e4 button Sticky footer",
    ]


def test_desktop_lines_keep_their_shape() -> None:
    lines = list(
        iter_lines(
            [
                el(1, Role.WINDOW, "Calc"),
                el(3, Role.BUTTON, "Send", 1, states=frozenset({State.FOCUSED})),
            ]
        )
    )
    assert lines == ["e1 window Calc", " e3 focused button Send"]


def test_a_controls_tooltip_shows_when_it_says_more_than_its_name() -> None:
    # A seat's title says it is taken; an icon's title says what it does. A field's
    # description is its help text, a line of its own on the page: not repeated.
    from handrail.textline import parse_element_line

    clickable = frozenset({State.CLICKABLE})
    elements = [
        el(1, Role.GENERIC, "12A", states=clickable, description="12A occupied"),
        el(2, Role.GENERIC, "", states=clickable, hint="cam", description="View webcam"),
        el(3, Role.BUTTON, "Save", description="Save"),
        el(4, Role.TEXTBOX, "Email", description="We never share it"),
        el(5, Role.BUTTON, "Pay", description="Pay (with your card) " + "x" * 90),
    ]
    lines = list(iter_lines(elements))
    assert lines[:4] == [
        "e1 clickable 12A (tip: 12A occupied)",
        "e2 clickable (icon: cam) (tip: View webcam)",
        "e3 button Save",
        "e4 textbox Email",
    ]
    assert lines[4].startswith("e5 button Pay (tip: Pay with your card x") and "…)" in lines[4]
    back = parse_element_line(lines[0])
    assert back is not None and back.complete and back.name == "12A"
    assert back.states == frozenset({"clickable"})
