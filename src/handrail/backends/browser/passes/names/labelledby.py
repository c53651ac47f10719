"""Names an element takes from another element the read shows, read as that one reads.

A calendar's grid ``aria-labelledby`` its title: Chromium names it by everything in the
title, the hidden ``<select>`` of each month and year drop-down with its shown box
(Materialize: ``March March 2026 2026``), where the title reads ``March 2026``. An
element named by one other element the read shows, whose read name is its own name with
words left out, takes that read name (:func:`named_as_its_label`).

A column header drawn as an abbreviation with its full word in a title (``<th><abbr
title="Sunday">S</abbr></th>``) reads ``S`` holding ``Sunday S``: it is one line named by
the full word (:func:`headers_by_abbreviation`); so is one named by the full word that
holds the abbreviation as its text (``<th aria-label="Sunday">Su</th>``).
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["headers_by_abbreviation", "label_bid", "named_as_its_label", "read_labels"]

_HEADERS = frozenset({Role.COLUMNHEADER, Role.ROWHEADER})
_ABBREVIATION = 4
"""A header's text of at most this many characters may be an abbreviation."""


def read_labels(drafts: list[Draft]) -> list[Draft]:
    """``drafts`` with both passes of this module applied."""
    named_as_its_label(drafts)
    return headers_by_abbreviation(drafts)


def label_bid(d: Draft) -> int | None:
    """The one element ``d`` is named by (``aria-labelledby``), if its name is from there."""
    for source in (d.named or {}).get("sources", ()):
        if "value" not in source or source.get("superseded"):
            continue
        if source.get("type") != "relatedElement":
            return None
        related: list[Any] = (source.get("attributeValue") or {}).get("relatedNodes") or []
        if len(related) != 1:
            return None
        bid = related[0].get("backendDOMNodeId")
        return bid if isinstance(bid, int) else None
    return None


def _within(short: list[str], long: list[str]) -> bool:
    """Whether ``short`` is ``long`` with some words left out (in order)."""
    rest = iter(long)
    return all(any(w == x for x in rest) for w in short)


def named_as_its_label(drafts: list[Draft]) -> None:
    """An element named by another the read shows reads as that one does.

    Only where the shown element's name is the element's own with words left out (the
    hidden copies a title holds): a label that reads otherwise is left as it is.
    """
    labelled = [(d, bid) for d in drafts if d.named and (bid := label_bid(d)) is not None]
    if not labelled:
        return
    shown = {(d.sid, d.bid): d for d in drafts if d.bid is not None}
    for d, bid in labelled:
        label = shown.get((d.sid, bid))
        if label is None or label is d:
            continue
        words, said = d.name.split(), label.name.split()
        if said and len(said) < len(words) and _within(said, words):
            d.name = " ".join(said)


def _abbreviated(name: str) -> bool:
    return 0 < len(" ".join(name.split())) <= _ABBREVIATION


def _said_abbreviations(heads: list[Draft], inside: dict[str, list[Draft]]) -> set[str]:
    """The texts of headers named by their full word that only abbreviate it.

    Kendo UI's Calendar heads a column ``<th aria-label="Sunday">Su</th>``: the header
    reads ``Sunday`` and its one text, ``Su`` (drawn ``SU``), says it again, shorter.
    """
    out: set[str] = set()
    for d in heads:
        kids = inside.get(d.locator, [])
        if len(kids) != 1 or kids[0].role is not Role.TEXT or inside.get(kids[0].locator):
            continue
        short, full = " ".join(kids[0].name.split()).casefold(), d.name.strip().casefold()
        if _abbreviated(short) and len(short) < len(full) and full.startswith(short):
            out.add(kids[0].locator)
    return out


def headers_by_abbreviation(drafts: list[Draft]) -> list[Draft]:
    """``drafts`` with a header holding only its abbreviation made one line of the full word.

    The header reads ``S``; the one element inside it, no control and holding nothing,
    reads ``Sunday S`` (its title, then its text): the header is named ``Sunday`` and the
    element goes; a row named by its headers' texts is named by their full words. A
    header named by its full word whose one text abbreviates it loses that text.
    """
    heads = [d for d in drafts if d.role in _HEADERS and d.name.strip()]
    if not heads:
        return drafts
    inside: dict[str, list[Draft]] = {}
    for d in drafts:
        if d.parent is not None:
            inside.setdefault(d.parent, []).append(d)
    gone = _said_abbreviations(heads, inside)
    heads = [d for d in heads if _abbreviated(d.name)]
    was: dict[str, str] = {}
    """Headers renamed -> the text they read before."""
    for d in heads:
        kids = inside.get(d.locator, [])
        if len(kids) != 1:
            continue
        only = kids[0]
        if only.role in INTERACTIVE_ROLES or State.CLICKABLE in only.states:
            continue
        if inside.get(only.locator):
            continue
        short = " ".join(d.name.split())
        full = " ".join(only.name.split())
        word = full[: -len(short) - 1].strip() if full.endswith(" " + short) else ""
        if word and len(short) <= _ABBREVIATION:
            was[d.locator] = short
            d.name = word
            gone.add(only.locator)
    for row in drafts if was else ():
        # A row named by its headers' texts (``S M T W T F S``) says their full words too.
        kids = inside.get(row.locator, [])
        if any(k.locator in was for k in kids):
            said = " ".join(was.get(k.locator, " ".join(k.name.split())) for k in kids)
            if " ".join(row.name.split()) == said:
                row.name = " ".join(" ".join(k.name.split()) for k in kids)
    return drop(drafts, gone, {}) if gone else drafts
