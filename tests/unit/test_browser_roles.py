"""Chromium's accessible names and roles as Handrail reads them (nodes as CDP gives them)."""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.roles import map_role, node_name
from handrail.vocab import Role


def _named(value: str, *sources: str) -> dict[str, Any]:
    return {
        "name": {
            "type": "computedString",
            "value": value,
            "sources": [
                {"type": "attribute", "value": {"type": "string", "value": s}} for s in sources
            ],
        }
    }


def test_a_name_chromium_says_twice_is_said_once() -> None:
    # A date field's Month part, as Chromium names it: its own label, then again.
    assert node_name(_named("Month Month", "Month", "When")) == "Month"
    assert node_name(_named("Show date picker Show date picker", "Show date picker")) == (
        "Show date picker"
    )


def test_a_name_that_really_repeats_a_word_is_kept() -> None:
    assert node_name(_named("Bora Bora", "Bora Bora")) == "Bora Bora"
    assert node_name(_named("Go Go")) == "Go Go"
    assert node_name(_named("Month")) == "Month"
    assert node_name({}) == ""


def test_date_time_and_colour_inputs_are_text_fields() -> None:
    for raw in ("Date", "DateTime", "InputTime", "ColorWell"):
        assert map_role(raw) is Role.TEXTBOX
