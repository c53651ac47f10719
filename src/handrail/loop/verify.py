"""Verification of one action: structure, then geometry, then semantics.

Cheap layers run first and a failing layer short-circuits the rest (its later scores are
``None``). Tolerances are explicit: geometry is measured relative to the screen's short
side, text after normalization. A pixel difference between screenshots is recorded as a
signal only; it never decides success.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from typing import Any

from handrail.actions import POINTER_KINDS, Action, ActionKind
from handrail.loop.textnorm import normalize_text, text_contains
from handrail.model import Element, Snapshot
from handrail.vocab import State

__all__ = ["Tolerances", "Verification", "field_holds", "pixel_diff", "verify_action"]


@dataclass(frozen=True, kw_only=True)
class Tolerances:
    """How strict verification is.

    Attributes:
        geometry: how far (as a fraction of the screen's short side) the acted-on element
            may move or resize before the geometry layer counts it as displaced.
        casefold: compare text case-insensitively.
        pixel_threshold: per-channel difference (0–255) below which a pixel is "same".

    """

    geometry: float = 0.05
    casefold: bool = False
    pixel_threshold: int = 24


@dataclass(frozen=True, kw_only=True)
class Verification:
    """The outcome of verifying one action.

    ``structure``, ``geometry`` and ``semantics`` are scores in [0, 1] (``None`` when the
    layer was not reached); ``changed`` says whether the snapshot signature changed;
    ``failed_layer`` names the first layer that failed.
    """

    structure: float | None
    geometry: float | None = None
    semantics: float | None = None
    changed: bool = False
    failed_layer: str | None = None
    details: tuple[str, ...] = ()
    pixel_diff: float | None = None
    text_in_field: bool | None = None
    ocr: dict[str, Any] | None = None
    """For an action on pixels: what OCR read around it before and after
    (:mod:`handrail.loop.pixelverify`)."""

    @property
    def ok(self) -> bool:
        """True when no layer failed."""
        return self.failed_layer is None

    @property
    def score(self) -> float:
        """One number: the product of the layers' scores (an unreached layer counts 0).

        A product, not a mean: an action whose effect is wrong scores low however
        well-placed its target was.
        """
        s, g, m = self.vector()
        return s * g * m

    def vector(self) -> tuple[float, float, float]:
        """The score vector (structure, geometry, semantics), unreached layers as 0."""
        return (self.structure or 0.0, self.geometry or 0.0, self.semantics or 0.0)

    def to_json(self) -> dict[str, Any]:
        """The JSON form recorded in run logs."""
        return {
            "structure": self.structure,
            "geometry": self.geometry,
            "semantics": self.semantics,
            "score": round(self.score, 3),
            "changed": self.changed,
            "ok": self.ok,
            "failed_layer": self.failed_layer,
            "details": list(self.details),
            "pixel_diff": self.pixel_diff,
            "text_in_field": self.text_in_field,
            "ocr": self.ocr,
        }


@dataclass(kw_only=True)
class _Acc:
    details: list[str] = field(default_factory=list)


def _geometry_score(a: Element, b: Element, before: Snapshot, tol: Tolerances) -> float:
    if a.bounds is None or b.bounds is None:
        return 1.0
    env = before.environment
    short = min(env.screen_w, env.screen_h) or 800
    allowed = max(1.0, tol.geometry * short)
    ax, ay = a.bounds.center
    bx, by = b.bounds.center
    moved = max(
        abs(ax - bx), abs(ay - by), abs(a.bounds.w - b.bounds.w), abs(a.bounds.h - b.bounds.h)
    )
    if moved <= allowed:
        return 1.0
    # Degrades linearly to 0 at four times the tolerance.
    return max(0.0, 1.0 - (moved - allowed) / (3 * allowed))


def verify_action(
    action: Action,
    before: Snapshot,
    after: Snapshot | None,
    *,
    typed: str | None = None,
    tolerances: Tolerances | None = None,
) -> Verification:
    """Verify that ``action`` had the effect it should have had.

    Structure: the acted-on element still exists (or the screen changed around it — a
    button that closes its dialog disappears), and for ``writetext`` is still editable.
    Geometry: the element stayed where it was within the tolerance (a jump means the
    layout reflowed under the pointer); not for a scroll, whose element moving is its
    effect. Semantics: typed text is in THAT field; a
    pointer action changed something; keys and scrolls changed something.

    Args:
        typed: the text that was typed (placeholders as the planner wrote them).

    """
    tol = tolerances or Tolerances()
    if after is None:
        return Verification(structure=None, failed_layer="structure", details=("no observation",))
    changed = after.signature != before.signature
    acc = _Acc()
    old = before.get(action.element_id) if action.element_id else None
    new = after.get(action.element_id) if action.element_id else None
    if action.kind in (ActionKind.WAIT, ActionKind.FINISH):
        return Verification(structure=1.0, geometry=1.0, semantics=1.0, changed=changed)
    # Structure.
    if old is not None and new is None:
        if not changed:
            return Verification(
                structure=0.0,
                changed=changed,
                failed_layer="structure",
                details=(f"{action.element_id} vanished without any change",),
            )
        acc.details.append(f"{action.element_id} is gone (the screen changed)")
        return Verification(
            structure=1.0,
            geometry=1.0,
            semantics=1.0 if action.kind in POINTER_KINDS else 0.5,
            changed=changed,
            details=tuple(acc.details),
        )
    if action.kind is ActionKind.TYPE and new is not None and State.EDITABLE not in new.states:
        return Verification(
            structure=0.0,
            changed=changed,
            failed_layer="structure",
            details=(f"{action.element_id} is not editable",),
        )
    structure = 1.0
    # Geometry.
    geometry = 1.0
    if old is not None and new is not None and action.kind is not ActionKind.SCROLL:
        geometry = _geometry_score(old, new, before, tol)
        if geometry < 1.0:
            acc.details.append(f"{action.element_id} moved or resized beyond tolerance")
        if geometry == 0.0:
            return Verification(
                structure=structure,
                geometry=geometry,
                changed=changed,
                failed_layer="geometry",
                details=tuple(acc.details),
            )
    # Semantics.
    text_in_field: bool | None = None
    if action.kind is ActionKind.TYPE:
        field_el = new or _focused(after)
        shown = field_el.value if field_el is not None else None
        # A vault-wrapped backend shows the placeholder where the value was typed.
        wanted = {t for t in (typed, action.text) if t}
        text_in_field = field_el is not None and any(
            text_contains(shown, t, casefold=tol.casefold) for t in wanted
        )
        semantics = 1.0 if text_in_field else 0.0
        if not text_in_field:
            where = field_el.id if field_el is not None else "the focused field"
            acc.details.append(f"the typed text is not in {where}")
    elif action.kind is ActionKind.KEY or action.kind is ActionKind.SCROLL:
        semantics = 1.0 if changed else 0.5
    else:
        semantics = 1.0 if changed else 0.0
        if not changed:
            acc.details.append("nothing changed")
    failed = None if semantics > 0.0 else "semantics"
    return Verification(
        structure=structure,
        geometry=geometry,
        semantics=semantics,
        changed=changed,
        failed_layer=failed,
        details=tuple(acc.details),
        text_in_field=text_in_field,
    )


def _focused(snapshot: Snapshot) -> Element | None:
    for e in snapshot.elements:
        if e.has(State.FOCUSED):
            return e
    return None


def field_holds(element: Element | None, text: str, *, casefold: bool = False) -> bool:
    """True when ``element``'s value already equals ``text`` after normalization."""
    if element is None or element.value is None:
        return False
    return normalize_text(element.value, casefold=casefold) == normalize_text(
        text, casefold=casefold
    )


def pixel_diff(a: bytes, b: bytes, *, threshold: int = 24) -> float | None:
    """The fraction of pixels that differ between two PNGs (``None`` if they cannot be compared).

    A signal only: it never decides success. Images are compared at a small size so the
    cost stays in the low milliseconds.
    """
    try:
        from PIL import Image, ImageChops
    except ImportError:  # pragma: no cover - pillow is a dependency
        return None
    try:
        ia = Image.open(io.BytesIO(a)).convert("L")
        ib = Image.open(io.BytesIO(b)).convert("L")
    except OSError:
        return None
    if ia.size != ib.size:
        return 1.0
    size = (max(1, ia.width // 4), max(1, ia.height // 4))
    diff = ImageChops.difference(ia.resize(size), ib.resize(size))
    hist = diff.histogram()
    changed = sum(hist[threshold + 1 :])
    total = size[0] * size[1]
    return round(changed / total, 4) if total else 0.0
