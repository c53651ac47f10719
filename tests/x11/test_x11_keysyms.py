"""Key names and characters to X keysyms (pure; no X server needed)."""

from __future__ import annotations

import pytest
from Xlib import XK

from handrail.errors import UsageError
from handrail.keys import NAMED_KEYS, parse_keys
from handrail.x11.keysyms import (
    MODIFIER_KEYSYMS,
    combo_keysyms,
    keysym_for_char,
    keysym_for_key,
)


@pytest.mark.parametrize(
    ("name", "keysym"),
    [
        ("Return", 0xFF0D),
        ("BackSpace", 0xFF08),
        ("Page_Up", 0xFF55),
        ("Page_Down", 0xFF56),
        ("F5", 0xFFC2),
        ("F24", 0xFFD5),
        ("Escape", 0xFF1B),
        ("Delete", 0xFFFF),
        ("space", 0x20),
        ("plus", 0x2B),
        ("a", 0x61),
        ("Z", 0x5A),
        ("ctrl", 0xFFE3),
        ("super", 0xFFEB),
    ],
)
def test_named_keys(name: str, keysym: int) -> None:
    assert keysym_for_key(name) == keysym


def test_every_canonical_key_name_is_an_x_keysym() -> None:
    for canon in set(NAMED_KEYS.values()):
        assert keysym_for_key(canon) != 0, canon


def test_unknown_key_name() -> None:
    with pytest.raises(UsageError, match="unknown key"):
        keysym_for_key("NotAKey")


@pytest.mark.parametrize(
    ("ch", "keysym"),
    [
        ("a", 0x61),
        ("~", 0x7E),
        ("é", 0xE9),
        ("ÿ", 0xFF),
        ("€", 0x010020AC),
        ("日", 0x010065E5),
        ("😀", 0x0101F600),
        ("\n", XK.XK_Return),
        ("\t", XK.XK_Tab),
    ],
)
def test_characters(ch: str, keysym: int) -> None:
    assert keysym_for_char(ch) == keysym


@pytest.mark.parametrize("bad", ["", "ab", "\x01", "\x7f"])
def test_bad_characters(bad: str) -> None:
    with pytest.raises(UsageError):
        keysym_for_char(bad)


def test_combo_with_modifiers_in_canonical_order() -> None:
    mods, key = combo_keysyms(parse_keys("shift+ctrl+Tab"))
    assert mods == [MODIFIER_KEYSYMS["ctrl"], MODIFIER_KEYSYMS["shift"]]
    assert key == XK.XK_Tab


def test_shortcut_letters_are_case_insensitive_but_shift_alone_is_not() -> None:
    assert combo_keysyms(parse_keys("ctrl+A"))[1] == ord("a")
    assert combo_keysyms(parse_keys("ctrl+shift+A"))[1] == ord("a")
    assert combo_keysyms(parse_keys("shift+A"))[1] == ord("A")
    assert combo_keysyms(parse_keys("A"))[1] == ord("A")


def test_lone_modifier_and_aliases() -> None:
    assert combo_keysyms(parse_keys("ctrl")) == ([], MODIFIER_KEYSYMS["ctrl"])
    assert combo_keysyms(parse_keys("alt+enter")) == ([MODIFIER_KEYSYMS["alt"]], XK.XK_Return)
    assert combo_keysyms(parse_keys("pagedown"))[1] == XK.XK_Page_Down
