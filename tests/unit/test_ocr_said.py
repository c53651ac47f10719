"""What the tree already says where OCR reads a line: values in their shown form, glyphs."""

from __future__ import annotations

from handrail.geometry import Rect
from handrail.model import Node
from handrail.ocr.backend import _said
from handrail.ocr.datetimes import dated, shown_forms
from handrail.ocr.engine import OcrBox
from handrail.vocab import Role


def _node(loc: str, role: Role, x: int, w: int, name: str = "", value: str | None = None) -> Node:
    return Node(locator=loc, role=role, name=name, value=value, bounds=Rect(x, 100, w, 20))


LINE = [
    _node("t1", Role.TEXT, 10, 80, name="Pick up on"),
    _node("f1", Role.TEXTBOX, 95, 140, value="2024-12-21"),
    _node("t2", Role.TEXT, 240, 20, name="at"),
    _node("f2", Role.TEXTBOX, 265, 110, value="18:30"),
]


def _read(text: str, x: int = 10, w: int = 370) -> OcrBox:
    return OcrBox(text=text, box=Rect(x, 102, w, 16), confidence=0.9)


def test_values_fields_hold_are_told_from_text() -> None:
    for value in ("2024-12-21", "18:30", "18:30:05", "2025-01-07T09:05", "2024-12", "2024-W49"):
        assert dated(value), value
    for value in ("18", "2024", "12/21/2024", "Pick up at 18:30", "v2024-12-21"):
        assert not dated(value), value


def test_shown_forms_cover_the_common_locales() -> None:
    assert {"12212024", "21122024", "20241221"} <= set(shown_forms("2024-12-21"))
    assert {"0630pm", "630pm", "1830"} <= set(shown_forms("18:30"))
    assert "01072025905am" in shown_forms("2025-01-07T09:05")
    assert "december2024" in shown_forms("2024-12")
    assert shown_forms("soon") == ()


def test_a_line_across_text_and_date_fields_is_said_by_the_tree() -> None:
    assert _said(_read("Pick up on 12/21/2024 at 06:30 PM"), LINE)
    assert _said(_read("Pick up on 21.12.2024 at 18:30"), LINE)
    assert _said(_read("日", x=215, w=14), LINE)  # the field's calendar glyph


def test_other_text_on_that_line_is_still_new() -> None:
    assert not _said(_read("Pick up on 12/22/2024 at 06:30 PM"), LINE)
    assert not _said(_read("Drop off on 12/21/2024 at 06:30 PM"), LINE)


NAV = [_node("n1", Role.LINK, 10, 200, name="Community")]


def test_an_icon_fonts_glyph_name_before_a_name_is_no_new_text() -> None:
    assert _said(_read("forum Community", w=200), NAV)
    assert _said(_read("people_alt Community", w=200), NAV)
    assert not _said(_read("Community guidelines", w=200), NAV)
    assert not _say_alone("forum")


def _say_alone(text: str) -> bool:
    return _said(_read(text, w=200), NAV)


def test_a_radio_buttons_dot_read_as_a_letter_is_no_new_text() -> None:
    row = [_node("r1", Role.RADIO, 10, 200, name="Armed stay")]
    assert _said(_read("O Armed stay", w=200), row)
    assert not _said(_read("O Armed night", w=200), row)


def test_a_close_glyph_read_as_a_letter_after_a_word_is_no_new_text() -> None:
    # A tag chip "vip×": OCR reads "Tags vipx", the tree says "Tags vip" and "×".
    chip = [
        _node("t1", Role.TEXT, 10, 60, name="Tags vip"),
        Node(locator="c1", role=Role.GENERIC, name="×", hint="close", bounds=Rect(72, 100, 10, 20)),
    ]
    assert _said(_read("Tags vipx", w=75), chip)
    assert _said(_read("Tags vip x", w=75), chip)
    assert not _said(_read("Tags vipx", w=75), chip[:1])  # no glyph there: a word "vipx"
    assert not _said(_read("Tags vipz", w=75), chip)


def test_a_line_cut_by_the_windows_edge_is_no_new_text() -> None:
    # A dialog wider than the window: OCR reads half of the last glyph.
    heading = [_node("h1", Role.HEADING, 600, 300, name="Archive #general?")]
    assert _said(_read("Archive #ger", x=600, w=180), heading)
    assert not _said(_read("Archive #gxx", x=600, w=180), heading)
    assert not _said(_read("Restore", x=600, w=180), heading)
