"""Key combos as CDP key events (pure, no browser)."""

from __future__ import annotations

from handrail.backends.browser.acting.keymap import key_events
from handrail.backends.browser.roles import map_role, map_states, prop_map
from handrail.keys import parse_keys
from handrail.vocab import Role, State


def test_return_types_a_carriage_return() -> None:
    down, up = key_events(parse_keys("enter"))
    assert down == {
        "type": "keyDown",
        "key": "Enter",
        "code": "Enter",
        "windowsVirtualKeyCode": 13,
        "nativeVirtualKeyCode": 13,
        "modifiers": 0,
        "text": "\r",
        "unmodifiedText": "\r",
    }
    assert up["type"] == "keyUp"


def test_ctrl_combo_holds_the_modifier_and_types_nothing() -> None:
    events = key_events(parse_keys("ctrl+a"))
    assert [e["type"] for e in events] == ["rawKeyDown", "rawKeyDown", "keyUp", "keyUp"]
    assert events[0]["key"] == "Control" and events[0]["modifiers"] == 2
    assert events[1]["key"] == "a" and events[1]["modifiers"] == 2 and "text" not in events[1]
    assert events[-1]["modifiers"] == 0


def test_shift_letter_types_the_capital() -> None:
    events = key_events(parse_keys("shift+a"))
    assert events[1]["text"] == "A" and events[1]["code"] == "KeyA" and events[1]["modifiers"] == 8


def test_shift_and_a_digit_or_mark_types_its_symbol() -> None:
    # A US keyboard: shift+3 types "#" (a mail page's delete shortcut), shift+/ a "?".
    hash_key = key_events(parse_keys("shift+3"))[1]
    assert (hash_key["text"], hash_key["code"], hash_key["key"]) == ("#", "Digit3", "#")
    assert key_events(parse_keys("shift+/"))[1]["text"] == "?"
    # The symbol itself is the key that types it.
    alone = key_events(parse_keys("#"))[0]
    assert (alone["text"], alone["code"], alone["windowsVirtualKeyCode"]) == ("#", "Digit3", 51)


def test_named_keys_have_codes() -> None:
    for name, code in (("Tab", 9), ("Escape", 27), ("F5", 116), ("Page_Down", 34), ("Delete", 46)):
        assert key_events(parse_keys(name))[0]["windowsVirtualKeyCode"] == code


def test_roles_and_states_map_onto_the_vocabulary() -> None:
    assert map_role("StaticText") is Role.TEXT
    assert map_role("doc-noteref") is Role.LINK
    assert map_role("MenuListOption") is Role.OPTION
    assert map_role("never-heard-of-it") is Role.UNKNOWN
    props = prop_map(
        {
            "properties": [
                {"name": "checked", "value": {"type": "tristate", "value": "mixed"}},
                {"name": "expanded", "value": {"type": "booleanOrUndefined", "value": False}},
                {"name": "focused", "value": {"type": "boolean", "value": True}},
                {"name": "invalid", "value": {"type": "token", "value": "false"}},
            ]
        }
    )
    states = map_states(Role.CHECKBOX, props)
    assert states == {State.MIXED, State.CHECKABLE, State.COLLAPSED, State.FOCUSED}
    assert State.EDITABLE in map_states(Role.TEXTBOX, {})
    assert State.EDITABLE not in map_states(Role.TEXTBOX, {"readonly": True})
