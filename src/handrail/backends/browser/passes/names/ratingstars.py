"""A star rating's unnamed stars read as their number of stars, the filled ones selected.

Naive UI draws ``n-rate`` as five ``<div class="n-rate__item">`` boxes holding an SVG
star, the filled ones ``n-rate__item--active``; Element Plus (``el-rate__item``), Quasar
(``q-rating__icon--active``) and many hand-built pages draw theirs alike, with no role,
name or state. Each read ``clickable (icon: rate)``: which star is which, and the
rating shown, were left to guess.

Three or more unnamed clickable elements (or buttons) of one tag side by side under one
parent, whose class words or their parent's say a rating (``rate``, ``rating``,
``star``), are its stars: the k-th reads ``k star`` (``k stars``), and those whose class
word, or its icon's (Element Plus's ``el-rate__icon is-active``), says filled
(``active``, ``full``, ``filled``, ``on``, ``checked``, ``selected``) are ``selected``,
so the rating is the last one selected. ``acting/drawnas.py`` finds a star again by its
place among its kin (:data:`livescripts.STAR_PLACE`).

Quasar's ``q-rating`` makes its stars ``role=radio`` in a ``radiogroup``, each named by
its icon's glyph and its place (``grade 3``) and only the one equal to the rating
``aria-checked``: the stars read ``grade 1`` … ``grade 5``, one of them checked, the
rating left to guess from a name. Radio buttons named by words ending with a number
are stars too among such kin: one whose number is its place reads as its number of
stars, and the filled ones read ``checked`` (a radio button's ``selected``).
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import class_of, snapshot_docs
from handrail.backends.browser.passes.looks.hints import glyph_only
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["STARS", "rated_stars", "star_name"]

_RATING = re.compile(r"rate|rating|ratings|star|stars")
"""A class word saying its element is a rating or one of its stars."""
_FILLED = re.compile(
    r"^(?:is-|state-)?(?:on|active|full|filled|checked|selected)$"
    r"|^[a-z][a-z0-9_-]*?(?:-|__|--)(?:on|active|full|filled|checked|selected)$",
    re.IGNORECASE,
)
"""A class word drawing a star filled."""
_INSIDE = 6
"""Nodes inside a star (its icon, two levels down) whose class may say it filled."""
_LEAST = 3
"""The fewest stars a rating has."""
STARS = re.compile(r"(\d+) stars?")
"""How a star is named: its number of stars."""


def star_name(k: int) -> str:
    """The name of the ``k``-th star of a rating."""
    return f"{k} star" if k == 1 else f"{k} stars"


def _rating(classes: str) -> bool:
    """Whether a class list says a rating or its stars (``n-rate__item``, ``star``)."""
    return any(_RATING.fullmatch(w) for w in re.split(r"[^a-z0-9]+", classes.casefold()))


def _unnamed(d: Draft) -> bool:
    """Whether ``d`` is an unnamed clickable element or button, or a radio button.

    A radio button named by words ending with a number only: an unnamed one is named by
    its place in its group (:mod:`groupradios`).
    """
    if d.bid is not None and d.role is Role.RADIO:
        words = d.name.split()
        return len(words) > 1 and words[-1].isdigit()
    if d.bid is None or d.value or (d.name.strip() and not glyph_only(d.name)):
        return False
    plain = State.CLICKABLE in d.states and d.role not in INTERACTIVE_ROLES
    return plain or d.role is Role.BUTTON


def _placed(d: Draft, k: int) -> bool:
    """Whether ``d`` may be named as the ``k``-th star.

    Unnamed, or a radio button named by words ending with its place (``grade 3``).
    """
    return d.role is not Role.RADIO or d.name.split()[-1] == str(k)


def rated_stars(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Name each star of a drawn rating by its number and mark the filled ones (in place)."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if _unnamed(d) and d.sid in snaps:
            wanted.setdefault(d.sid, {})[d.bid or 0] = d
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        kin: dict[tuple[int, int], list[int]] = {}
        for i in hits:
            if i < len(doc.parents) and i < len(doc.names):
                kin.setdefault((doc.parents[i], doc.names[i]), []).append(i)
        for (parent, _), group in kin.items():
            if len(group) < _LEAST or parent < 0:
                continue
            looks = [class_of(doc.attrs, i, s) for i in group]
            if not (_rating(class_of(doc.attrs, parent, s)) or all(map(_rating, looks))):
                continue
            held = [j for j in doc.children.get(parent, []) if not s(doc.names[j]).startswith("#")]
            if len(held) > len(group) + 1:
                continue  # the stars are not all its parent holds, or not all unnamed
            stars = [found[doc.bids[i]] for i in group]
            if not all(_placed(d, k) for k, d in enumerate(stars, start=1)):
                continue  # radio buttons numbered otherwise (``1 of 5``) or mixed kin
            for k, (i, look, d) in enumerate(zip(group, looks, stars, strict=True), start=1):
                d.name = star_name(k)
                inside = [j for k in doc.children.get(i, ()) for j in (k, *doc.children.get(k, ()))]
                drawn = [look, *(class_of(doc.attrs, j, s) for j in inside[:_INSIDE])]
                if any(_FILLED.match(w) for classes in drawn for w in classes.split()):
                    d.states.add(State.CHECKED if d.role is Role.RADIO else State.SELECTED)
