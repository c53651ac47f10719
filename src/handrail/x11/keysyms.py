"""From Handrail's key vocabulary (:mod:`handrail.keys`) and from characters to X keysyms.

Pure functions, no X connection: the input module looks the keysyms up in the server's
keyboard mapping.
"""

from __future__ import annotations

from Xlib import XK

from handrail.errors import UsageError
from handrail.keys import MODIFIERS, KeyCombo

__all__ = [
    "MODIFIER_KEYSYMS",
    "UNICODE_KEYSYM_BASE",
    "combo_keysyms",
    "keysym_for_char",
    "keysym_for_key",
]

UNICODE_KEYSYM_BASE = 0x01000000
"""Keysyms ``0x01000000 + code point`` stand for any Unicode character (X11 convention)."""

MODIFIER_KEYSYMS: dict[str, int] = {
    "ctrl": XK.XK_Control_L,
    "alt": XK.XK_Alt_L,
    "shift": XK.XK_Shift_L,
    "super": XK.XK_Super_L,
}
"""The left-hand key that stands for each canonical modifier."""

_CONTROL_CHARS: dict[str, int] = {
    "\n": XK.XK_Return,
    "\r": XK.XK_Return,
    "\t": XK.XK_Tab,
    "\b": XK.XK_BackSpace,
}


def keysym_for_char(ch: str) -> int:
    """The keysym that types ``ch``.

    Latin-1 characters have keysyms equal to their code point; every other character
    uses the Unicode keysym range. Newline, tab and backspace map to their keys.

    Returns:
        The keysym.

    Raises:
        UsageError: when ``ch`` is not exactly one character or is an unsupported control
            character.

    """
    if len(ch) != 1:
        raise UsageError(f"expected one character, got {ch!r}")
    if ch in _CONTROL_CHARS:
        return int(_CONTROL_CHARS[ch])
    cp = ord(ch)
    if cp < 0x20 or cp == 0x7F:
        raise UsageError(f"cannot type control character {ch!r}")
    if 0x20 <= cp <= 0x7E or 0xA0 <= cp <= 0xFF:
        return cp
    return UNICODE_KEYSYM_BASE | cp


def keysym_for_key(name: str) -> int:
    """The keysym for a canonical key name (``Return``, ``Page_Up``, ``F5``, ``ctrl``) or a char.

    Returns:
        The keysym.

    Raises:
        UsageError: when the name is not a key X knows.

    """
    if name in MODIFIERS:
        return MODIFIER_KEYSYMS[MODIFIERS[name]]
    if len(name) == 1:
        return keysym_for_char(name)
    sym = int(XK.string_to_keysym(name))
    if sym == 0:
        raise UsageError(f"unknown key {name!r}")
    return sym


def combo_keysyms(combo: KeyCombo) -> tuple[list[int], int]:
    """The modifier keysyms and the main keysym to press for ``combo``.

    A letter combined with ctrl, alt or super is taken case-insensitively, as shortcuts
    are written (``ctrl+A`` is the same as ``ctrl+a``); ask for ``ctrl+shift+a`` when
    shift is meant.

    Returns:
        ``(modifier keysyms in press order, key keysym)``.

    Raises:
        UsageError: when the key is not one X knows.

    """
    key = combo.key
    if len(key) == 1 and key.isascii() and key.isalpha() and set(combo.modifiers) - {"shift"}:
        key = key.lower()
    return [MODIFIER_KEYSYMS[m] for m in combo.modifiers], keysym_for_key(key)
