"""The risk policy's rules for payments and e-signature pages, read with what stands around.

A bare *Capture* in the ⋮ menu of a payment's row (*$129.00 USD  Uncaptured*) captures
that payment; a bare *Finish* on a page that holds a document's signing tags (*Sign ⬇*,
*Date Signed*) completes the signing, as *Finish signing* does, and a bare *Initial* there
initials it. A menu's *Refund payment…* says by its ellipsis that a dialog asks first; an
item of a row's ⋮ menu (*Update details*) opens that row's editor and saves no field
outside the row.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.view import ALLOW, Assessment, View, called, pressable
from handrail.vocab import Role

__all__ = ["captures_row", "finishes_signing", "outside_row_menu"]

_PAYMENT = re.compile(r"[$£€¥₹] ?\d|\buncaptured\b|\bauthori[sz]ed\b")
"""What marks a row as a payment's: an amount, or an authorised, uncaptured state."""
_SIGNING_TAG = re.compile(
    r"^(?:date signed|sign(?: here)? ?[⬇↓▼⤓]|initial(?: here)? ?[⬇↓▼⤓]?|adopt (?:and|&) sign)$"
    r"|\belectronic records and signatures\b"
)
"""What a document waiting for a signature shows: its tags, or the signing disclosure."""
_FINISH = frozenset({"finish", "finish signing", "initial"})
"""The bare words of a signing page's last button, and of its tag for initials."""
_KEBAB = frozenset({"⋮", "⋯", "…", "︙", "...", "more", "more options", "more actions"})
"""The names of the control that opens a row's menu."""
_ROW_ACTIONS = re.compile(r"^(?:[\w-]+ )?(?:actions|options)$")
"""A row's menu named for what it holds (*Key actions*, *Row options*)."""


def _row_menu(element: Element, view: View) -> Element | None:
    """The row whose ⋮ menu holds ``element``: a kebab stands before it in that row."""
    row = next((a for a in view.ancestors(element) if a.role is Role.ROW), None)
    if row is None:
        return None
    for part in view.descendants(row):
        if part.id == element.id:
            return None
        if not pressable(part):
            continue
        name = part.name.strip()
        if name.lower() in _KEBAB or _ROW_ACTIONS.match(name.lower()) or "kebab" in part.hint:
            return row
    return None


def outside_row_menu(element: Element, field: Element, view: View) -> bool:
    """Whether ``element`` is an item of a row's ⋮ menu and ``field`` lies outside that row.

    *Update details* in a webhook's ⋮ menu opens its editor: it saves no allow-list drawn
    under the table.
    """
    row = _row_menu(element, view)
    return row is not None and all(e.id != field.id for e in view.descendants(row))


def captures_row(element: Element, label: str, view: View) -> Assessment:
    """A bare *Capture* in a payment's row (its ⋮ menu) captures that payment's funds."""
    if label.strip() != "capture" or not pressable(element):
        return ALLOW
    row = next((a for a in view.ancestors(element) if a.role is Role.ROW), None)
    part = _other_named(element, view.descendants(row), _PAYMENT) if row is not None else None
    if part is None:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="pay",
        reason=f'{called(element)} in the row of "{part.name[:80]}" would capture it',
        rule="builtin:pay",
    )


def finishes_signing(element: Element, label: str, view: View) -> Assessment:
    """A bare *Finish* on a page showing a document's signing tags completes the signing.

    A bare *Initial* there is the tag that initials the document; elsewhere (a pipeline's
    *Initial* stage) it commits nothing.
    """
    if label.strip() not in _FINISH or not pressable(element):
        return ALLOW
    part = _other_named(element, view.snapshot.elements, _SIGNING_TAG)
    if part is None:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="submit",
        reason=f'{called(element)} on a page with "{part.name[:80]}" would sign',
        rule="builtin:submit",
    )


def _other_named(
    element: Element, parts: Iterable[Element], says: re.Pattern[str]
) -> Element | None:
    """The first of ``parts``, other than ``element``, whose folded name ``says`` matches."""
    return next(
        (e for e in parts if e.id != element.id and e.name and says.search(p.fold(e.name))),
        None,
    )
