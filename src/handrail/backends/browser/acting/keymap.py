"""Handrail key combos as CDP ``Input.dispatchKeyEvent`` parameters."""

from __future__ import annotations

from typing import Any

from handrail.keys import SHIFTED, KeyCombo

__all__ = ["key_events", "release_of"]

# canonical name -> (DOM key, DOM code, Windows virtual key code, text it types)
_NAMED: dict[str, tuple[str, str, int, str]] = {
    "Return": ("Enter", "Enter", 13, "\r"),
    "Tab": ("Tab", "Tab", 9, ""),
    "Escape": ("Escape", "Escape", 27, ""),
    "BackSpace": ("Backspace", "Backspace", 8, ""),
    "Delete": ("Delete", "Delete", 46, ""),
    "Insert": ("Insert", "Insert", 45, ""),
    "space": (" ", "Space", 32, " "),
    "Up": ("ArrowUp", "ArrowUp", 38, ""),
    "Down": ("ArrowDown", "ArrowDown", 40, ""),
    "Left": ("ArrowLeft", "ArrowLeft", 37, ""),
    "Right": ("ArrowRight", "ArrowRight", 39, ""),
    "Home": ("Home", "Home", 36, ""),
    "End": ("End", "End", 35, ""),
    "Page_Up": ("PageUp", "PageUp", 33, ""),
    "Page_Down": ("PageDown", "PageDown", 34, ""),
    "Menu": ("ContextMenu", "ContextMenu", 93, ""),
    "plus": ("+", "Equal", 187, "+"),
    "minus": ("-", "Minus", 189, "-"),
}
_NAMED.update({f"F{i}": (f"F{i}", f"F{i}", 111 + i, "") for i in range(1, 25)})

_PUNCT: dict[str, tuple[str, int]] = {
    " ": ("Space", 32),
    "-": ("Minus", 189),
    "=": ("Equal", 187),
    "+": ("Equal", 187),
    ",": ("Comma", 188),
    ".": ("Period", 190),
    "/": ("Slash", 191),
    ";": ("Semicolon", 186),
    "'": ("Quote", 222),
    "[": ("BracketLeft", 219),
    "]": ("BracketRight", 221),
    "\\": ("Backslash", 220),
    "`": ("Backquote", 192),
}

_UNSHIFTED = {v: k for k, v in SHIFTED.items() if v not in _PUNCT}
"""A symbol Shift types -> the key that types it (``#`` -> ``3``)."""

_MOD_BITS = {"alt": 1, "ctrl": 2, "super": 4, "shift": 8}
_MOD_KEYS = {
    "ctrl": ("Control", "ControlLeft", 17),
    "alt": ("Alt", "AltLeft", 18),
    "shift": ("Shift", "ShiftLeft", 16),
    "super": ("Meta", "MetaLeft", 91),
}


def _describe(key: str, shift: bool) -> tuple[str, str, int, str]:
    if key in _NAMED:
        return _NAMED[key]
    if key in _MOD_KEYS:
        k, code, vk = _MOD_KEYS[key]
        return (k, code, vk, "")
    ch = key
    if ch.isascii() and ch.isalpha():
        typed = ch.upper() if shift else ch
        return (typed, f"Key{ch.upper()}", ord(ch.upper()), typed)
    if ch.isdigit():
        typed = SHIFTED[ch] if shift else ch
        return (typed, f"Digit{ch}", ord(ch), typed)
    if ch in _UNSHIFTED:
        # A symbol typed with Shift ("#"): the key that types it.
        base = _UNSHIFTED[ch]
        code, vk = (f"Digit{base}", ord(base)) if base.isdigit() else _PUNCT.get(base, ("", 0))
        return (ch, code, vk, ch)
    code, vk = _PUNCT.get(ch, ("", 0))
    typed = SHIFTED.get(ch, ch) if shift and code else ch
    return (typed, code, vk, typed)


def release_of(char: str) -> dict[str, Any]:
    """The ``keyUp`` of the key that types ``char``, with no ``keyDown`` (nothing typed).

    ``Input.insertText`` fires ``input`` only; a page that reacts to typing on ``keyup``
    (a grid's header filter, an older search box) hears a person's typing end so.
    """
    if char.isascii() and char.isalpha():
        code, vk = f"Key{char.upper()}", ord(char.upper())
    elif char.isascii() and char.isdigit():
        code, vk = f"Digit{char}", ord(char)
    elif char == " ":
        code, vk = "Space", 32
    else:
        code, vk = "", 0
    return {"type": "keyUp", "key": char, "code": code, "windowsVirtualKeyCode": vk, "modifiers": 0}


def key_events(combo: KeyCombo) -> list[dict[str, Any]]:
    """The ``Input.dispatchKeyEvent`` calls for ``combo``: modifiers down, key, modifiers up."""
    events: list[dict[str, Any]] = []
    bits = 0
    for mod in combo.modifiers:
        k, code, vk = _MOD_KEYS[mod]
        bits |= _MOD_BITS[mod]
        events.append(
            {
                "type": "rawKeyDown",
                "key": k,
                "code": code,
                "windowsVirtualKeyCode": vk,
                "modifiers": bits,
            }
        )
    key, code, vk, text = _describe(combo.key, "shift" in combo.modifiers)
    # Text is only typed when no command modifier is held (ctrl+a selects, it does not type).
    types_text = bool(text) and not (
        bits & (_MOD_BITS["ctrl"] | _MOD_BITS["alt"] | _MOD_BITS["super"])
    )
    down: dict[str, Any] = {
        "type": "keyDown" if types_text else "rawKeyDown",
        "key": key,
        "code": code,
        "windowsVirtualKeyCode": vk,
        "nativeVirtualKeyCode": vk,
        "modifiers": bits,
    }
    if types_text:
        down["text"] = text
        down["unmodifiedText"] = text
    events.append(down)
    events.append(
        {"type": "keyUp", "key": key, "code": code, "windowsVirtualKeyCode": vk, "modifiers": bits}
    )
    for mod in reversed(combo.modifiers):
        k, code, vk = _MOD_KEYS[mod]
        bits &= ~_MOD_BITS[mod]
        events.append(
            {
                "type": "keyUp",
                "key": k,
                "code": code,
                "windowsVirtualKeyCode": vk,
                "modifiers": bits,
            }
        )
    return events
