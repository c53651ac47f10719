"""What a control drawn as a bare symbol is taken to do."""

from __future__ import annotations

import pytest

from handrail.backends.browser.passes.looks.hints import symbol_hint


@pytest.mark.parametrize(
    ("name", "hint"),
    [
        ("⋮", "more"),
        ("✕", "close"),
        (" + ", "plus"),
        ("−", "minus"),  # a quantity stepper's minus sign, U+2212
        ("-", "minus"),
        ("★", "star"),
        ("✎🗑", ""),  # several symbols: no one meaning
        ("Save", ""),  # words are a name of their own
        ("3", ""),
    ],
)
def test_a_bare_symbol_says_what_it_does(name: str, hint: str) -> None:
    assert symbol_hint(name) == hint


@pytest.mark.parametrize("name", ["-", "–", "—", "−", "－"])
def test_a_dash_that_is_no_control_is_a_blank_value_not_a_minus(name: str) -> None:
    # A status line or a cell showing "-" says "nothing yet"; a stepper's "-" subtracts.
    assert symbol_hint(name, control=False) == ""
    assert symbol_hint("✕", control=False) == "close"  # a glyph keeps its meaning
