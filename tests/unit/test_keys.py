import pytest

from handrail.errors import UsageError
from handrail.keys import KeyCombo, parse_keys


@pytest.mark.parametrize(
    ("text", "mods", "key"),
    [
        ("ctrl+a", ("ctrl",), "a"),
        ("Return", (), "Return"),
        ("enter", (), "Return"),
        ("shift+ctrl+Tab", ("ctrl", "shift"), "Tab"),
        ("Control+Alt+Delete", ("ctrl", "alt"), "Delete"),
        ("ctrl++", ("ctrl",), "+"),
        ("+", (), "+"),
        ("F12", (), "F12"),
        ("cmd+pageup", ("super",), "Page_Up"),
        ("A", (), "A"),
        ("ArrowRight", (), "Right"),
        ("shift+arrowup", ("shift",), "Up"),
        # X keysym names of punctuation, as xdotool writes them: the character itself.
        ("slash", (), "/"),
        ("ctrl+period", ("ctrl",), "."),
        ("shift+bracketleft", ("shift",), "["),
        ("backslash", (), "\\"),
    ],
)
def test_parse(text: str, mods: tuple[str, ...], key: str) -> None:
    assert parse_keys(text) == KeyCombo(mods, key)


@pytest.mark.parametrize("text", ["", "ctrl+", "foo", "ctrl+ctrl+a", "hyper+a", "ctrl+F99"])
def test_malformed(text: str) -> None:
    with pytest.raises(UsageError) as info:
        parse_keys(text)
    assert "\n" not in str(info.value)


def test_str_round_trip() -> None:
    assert str(parse_keys("shift+ctrl+t")) == "ctrl+shift+t"
