"""Text normalization for comparisons: what a person would call "the same text".

Unicode width folding (NFKC: full-width digits and letters become ASCII), dashes and
quotes folded to ASCII, whitespace collapsed, and punctuation at word edges dropped
(``"Hello, world!"`` equals ``"hello world"``) while punctuation inside a token is kept
(``8.5`` stays distinct from ``85``).
"""

from __future__ import annotations

import unicodedata

__all__ = ["normalize_text", "same_text", "text_contains"]

_FOLD = str.maketrans(
    {
        "\u2212": "-",  # minus sign
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "-",
        "\u2018": "'",
        "\u2019": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u00d7": "*",  # multiplication sign, as calculators show it
        "\u00f7": "/",
    }
)


def _is_punct(ch: str) -> bool:
    return unicodedata.category(ch).startswith("P") or ch in "\"'"


def _strip_token(token: str) -> str:
    start, end = 0, len(token)
    while start < end and _is_punct(token[start]):
        if token[start] in "+-" and token[start + 1 : start + 2].isdigit():
            break  # a sign: "-5" is not "5"
        start += 1
    while end > start and _is_punct(token[end - 1]):
        if token[end - 1] == "%" and token[end - 2 : end - 1].isdigit():
            break  # "50%" is not "50"
        end -= 1
    # A token made only of punctuation ("=", "+") is kept: it is the content.
    return token[start:end] if start < end else token


def normalize_text(text: str | None, *, casefold: bool = True, punctuation: bool = True) -> str:
    """``text`` normalized for comparison; ``None`` becomes ``""``.

    Args:
        casefold: compare case-insensitively.
        punctuation: drop punctuation at the edges of words.

    """
    if not text:
        return ""
    out = unicodedata.normalize("NFKC", text).translate(_FOLD)
    if casefold:
        out = out.casefold()
    tokens = out.split()
    if punctuation:
        tokens = [_strip_token(t) for t in tokens]
    return " ".join(t for t in tokens if t)


def same_text(a: str | None, b: str | None, *, casefold: bool = True) -> bool:
    """True when ``a`` and ``b`` are equal after normalization."""
    return normalize_text(a, casefold=casefold) == normalize_text(b, casefold=casefold)


def text_contains(haystack: str | None, needle: str | None, *, casefold: bool = True) -> bool:
    """True when normalized ``needle`` occurs in normalized ``haystack`` (empty needle: True)."""
    n = normalize_text(needle, casefold=casefold)
    return n in normalize_text(haystack, casefold=casefold)
