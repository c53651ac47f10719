"""An object's text, read the way every toolkit answers, and typed text checked by reading it.

Offsets and lengths: AT-SPI offsets count characters, but ``EditableText.InsertText``'s
length goes to toolkits that count bytes of UTF-8 (GTK, LibreOffice) or characters
(Qt, Gecko); the byte length is right for the first and never cuts the text for the
second. A field is read whole (``-1``): Gecko and LibreOffice answer a range that runs
past the end with nothing, and Gecko counts characters beyond the BMP twice.
"""

from __future__ import annotations

import asyncio
import re

from handrail.backends.atspi.bus import PROPERTIES, TEXT, AtspiBus, CallError
from handrail.backends.atspi.walk import Info

__all__ = [
    "READ_BACK_TIMEOUT",
    "char_count",
    "clean_text",
    "insert_length",
    "read_text",
    "wait_text",
]

READ_BACK_TIMEOUT = 2.0
"""Seconds typed keys may take to show in the field before the text counts as wrong."""
_POLL = 0.02


_PAD = re.compile("([\U00010000-\U0010ffff])\ufeff")


def clean_text(text: str) -> str:
    """``text`` without Gecko's padding: a U+FEFF after each character beyond the BMP.

    Gecko keeps its offsets in UTF-16 units, so it pads every character that takes two
    of them with a zero-width no-break space; the person sees no such character.
    """
    return _PAD.sub("\\1", text) if "\ufeff" in text else text


def insert_length(text: str) -> int:
    """The length ``InsertText`` is given for ``text``: its UTF-8 bytes."""
    return len(text.encode("utf-8"))


async def char_count(bus: AtspiBus, info: Info) -> int | None:
    """The object's ``Text.CharacterCount``, or ``None`` when it does not say."""
    try:
        body = await bus.call(*info.ref, PROPERTIES, "Get", "ss", [TEXT, "CharacterCount"])
        value = body[0].value if hasattr(body[0], "value") else body[0]
        return int(value)
    except (CallError, TypeError, ValueError):
        return None


async def read_text(bus: AtspiBus, info: Info) -> str | None:
    """The object's whole text (``GetText(0, -1)``), or ``None`` when it has none to read."""
    try:
        body = await bus.call(*info.ref, TEXT, "GetText", "ii", [0, -1])
    except CallError:
        return None
    return clean_text(str(body[0]))


async def wait_text(bus: AtspiBus, info: Info, want: str, *, exact: bool) -> str | None:
    """Read the text until it is ``want`` (or holds it), for at most :data:`READ_BACK_TIMEOUT`.

    Returns:
        The last text read (``None`` when the object cannot be read).

    """
    loop = asyncio.get_running_loop()
    deadline = loop.time() + READ_BACK_TIMEOUT
    while True:
        got = await read_text(bus, info)
        if got is None or (got == want if exact else want in got) or loop.time() >= deadline:
            return got
        await asyncio.sleep(_POLL)
