"""Key combos: one parser and one key vocabulary for every backend.

A combo is modifiers and one key joined by ``+``: ``ctrl+a``, ``ctrl+shift+Tab``,
``Return``, ``F5``. Key names are case-insensitive; aliases (``enter``, ``esc``, ``del``,
the web's ``ArrowLeft``) are folded to one canonical name, which backends map to their
platform's key codes.
"""

from __future__ import annotations

from dataclasses import dataclass

from handrail.errors import UsageError

__all__ = ["MODIFIERS", "NAMED_KEYS", "SHIFTED", "KeyCombo", "parse_keys"]

MODIFIERS: dict[str, str] = {
    "ctrl": "ctrl",
    "control": "ctrl",
    "alt": "alt",
    "option": "alt",
    "shift": "shift",
    "super": "super",
    "meta": "super",
    "cmd": "super",
    "win": "super",
}

NAMED_KEYS: dict[str, str] = {
    "return": "Return",
    "enter": "Return",
    "tab": "Tab",
    "escape": "Escape",
    "esc": "Escape",
    "backspace": "BackSpace",
    "delete": "Delete",
    "del": "Delete",
    "insert": "Insert",
    "space": "space",
    "up": "Up",
    "down": "Down",
    "left": "Left",
    "right": "Right",
    # The web's names for them (KeyboardEvent.key), as models trained on browsers write.
    "arrowup": "Up",
    "arrowdown": "Down",
    "arrowleft": "Left",
    "arrowright": "Right",
    "home": "Home",
    "end": "End",
    "pageup": "Page_Up",
    "page_up": "Page_Up",
    "pagedown": "Page_Down",
    "page_down": "Page_Down",
    "menu": "Menu",
    "plus": "plus",
    "minus": "minus",
}
NAMED_KEYS.update({f"f{i}": f"F{i}" for i in range(1, 25)})
_PUNCTUATION = {
    "slash": "/",
    "backslash": "\\",
    "period": ".",
    "comma": ",",
    "semicolon": ";",
    "colon": ":",
    "apostrophe": "'",
    "quotedbl": '"',
    "grave": "`",
    "bracketleft": "[",
    "bracketright": "]",
    "braceleft": "{",
    "braceright": "}",
    "parenleft": "(",
    "parenright": ")",
    "equal": "=",
    "underscore": "_",
    "question": "?",
    "exclam": "!",
    "at": "@",
    "numbersign": "#",
    "dollar": "$",
    "percent": "%",
    "asciicircum": "^",
    "ampersand": "&",
    "asterisk": "*",
    "less": "<",
    "greater": ">",
    "bar": "|",
    "asciitilde": "~",
}
"""X keysym names of punctuation (what ``xdotool`` takes): each is that one character."""
NAMED_KEYS.update(_PUNCTUATION)

_MODIFIER_ORDER = ("ctrl", "alt", "shift", "super")


SHIFTED: dict[str, str] = {
    "1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*", "9": "(",
    "0": ")", "-": "_", "=": "+", ",": "<", ".": ">", "/": "?", ";": ":", "'": '"', "[": "{",
    "]": "}", "\\": "|", "`": "~",
}  # fmt: skip
"""What Shift and a key type on a US keyboard (``shift+3`` is ``#``)."""


@dataclass(frozen=True, slots=True)
class KeyCombo:
    """Modifiers (canonical order) and one key: a canonical name or a single character."""

    modifiers: tuple[str, ...]
    key: str

    def __str__(self) -> str:
        return "+".join((*self.modifiers, self.key))


def parse_keys(text: str) -> KeyCombo:
    """Parse a combo such as ``ctrl+a`` or ``Return``.

    Returns:
        The combo with canonical modifier order and key name.

    Raises:
        UsageError: for an empty combo, an unknown key name, a repeated modifier or a
            combo of modifiers only.

    """
    raw = text.strip()
    if not raw:
        raise UsageError("empty key combo")
    # A lone "+" or a trailing "++" means the plus key itself.
    parts = raw.split("+")
    if raw.endswith("++") or raw == "+":
        parts = [*raw[:-2].split("+"), "+"] if raw != "+" else ["+"]
        parts = [p for p in parts[:-1] if p] + ["+"]
    *mods, key = parts
    seen: list[str] = []
    for m in mods:
        canon = MODIFIERS.get(m.strip().lower())
        if canon is None:
            raise UsageError(f"malformed key combo {text!r}: {m!r} is not a modifier")
        if canon in seen:
            raise UsageError(f"malformed key combo {text!r}: {m!r} given twice")
        seen.append(canon)
    key = key.strip() if key != " " else key
    if not key:
        raise UsageError(f"malformed key combo {text!r}: no key after the modifiers")
    if key.lower() in MODIFIERS and not mods:
        key = MODIFIERS[key.lower()]
        return KeyCombo((), key)
    if len(key) == 1:
        canon_key = key
    else:
        named = NAMED_KEYS.get(key.lower())
        if named is None:
            raise UsageError(
                f"malformed key combo {text!r}: unknown key {key!r}"
                " (use a single character or a name like Return, Tab, Escape, F5)"
            )
        canon_key = named
    ordered = tuple(m for m in _MODIFIER_ORDER if m in seen)
    return KeyCombo(ordered, canon_key)
