"""The vision path of a round: when a picture goes to the planner, and the way back.

With ``--vision always`` every planning call carries the round's screenshot; with
``fallback`` only when the tree and OCR were not enough — a plan of this round or the
last was rejected, the last round made no progress, or the window is ax-poor (its
snapshot was read with OCR because the tree was poor or absent). The picture is the
session's screenshot (secrets already blacked out by the session's backend), scaled to
the budget with the shown elements' ids drawn on it (:mod:`handrail.marks`). A plan's
``x``/``y`` are then pixels of that picture: :func:`map_coordinates` maps them back to
element coordinates before the plan is validated, and records each as a coordinate.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace
from enum import StrEnum
from typing import Any

from handrail.errors import PlanRejected, UsageError, arg
from handrail.geometry import Rect
from handrail.loop.plan import Plan
from handrail.marks import MarkedImage, mark_png
from handrail.model import Perception, Snapshot
from handrail.planners.base import PlanImage

__all__ = [
    "VisionMode",
    "ax_poor",
    "choose_vision",
    "map_coordinates",
    "marked_picture",
    "plan_image",
    "vision_note",
    "vision_reason",
]

_POINTER = frozenset({"click", "doubleclick", "rightclick", "hover"})


class VisionMode(StrEnum):
    """When a round sends a picture to the planner."""

    OFF = "off"
    FALLBACK = "fallback"
    ALWAYS = "always"


def choose_vision(asked: str | None, setting: str, mode: Perception) -> VisionMode:
    """The vision mode of a run.

    What was asked, else ``always`` under ``--mode vision``, else the setting.

    Raises:
        UsageError: when ``asked`` or the setting is not a vision mode.

    """
    raw = asked if asked is not None else ("always" if mode is Perception.VISION else setting)
    try:
        return VisionMode(raw)
    except ValueError:
        raise UsageError(f"{arg('vision')} {raw!r} is not one of off, fallback, always") from None


def ax_poor(snapshot: Snapshot) -> bool:
    """True when the snapshot was read with OCR because its tree was poor or absent.

    ``ax+ocr (asked; …)`` and ``ax+ocr (vision; …)`` were asked for, not decided: they
    do not count.
    """
    p = snapshot.perception or ""
    if p.startswith("ocr ("):
        return True
    return p.startswith("ax+ocr (") and not p.startswith(("ax+ocr (asked", "ax+ocr (vision"))


def vision_reason(
    mode: VisionMode,
    snapshot: Snapshot,
    *,
    rejected_now: bool,
    carried: str | None,
) -> str | None:
    """Why this planning call carries a picture, or ``None`` when it does not.

    Args:
        rejected_now: a plan of this round was rejected (this call is a repair).
        carried: what the last round left for this one (``the last plan was rejected``,
            ``no progress in round 3``), or ``None``.

    """
    if mode is VisionMode.OFF:
        return None
    if mode is VisionMode.ALWAYS:
        return "always"
    if rejected_now:
        return "fallback: a plan of this round was rejected"
    if carried is not None:
        return f"fallback: {carried}"
    if ax_poor(snapshot):
        return f"fallback: ax-poor window ({snapshot.perception})"
    return None


def marked_picture(
    png: bytes,
    snapshot: Snapshot,
    shown: Collection[str],
    area: Rect | None,
    *,
    long_side: int,
) -> MarkedImage:
    """The screenshot scaled to ``long_side`` with the ``shown`` elements' ids drawn."""
    boxes = [
        (e.id, e.bounds)
        for e in snapshot.elements
        if e.id in shown and e.bounds is not None and not e.bounds.empty
    ]
    return mark_png(png, boxes, area, long_side=long_side)


def plan_image(image: MarkedImage) -> PlanImage:
    """The picture as a planner request carries it."""
    return PlanImage(
        data=image.png,
        width=image.width,
        height=image.height,
        tokens={"openai": image.tokens("openai"), "anthropic": image.tokens("anthropic")},
    )


def vision_note(image: MarkedImage) -> str:
    """What the user message says about the attached picture."""
    return (
        f"A screenshot of the target is attached ({image.width}×{image.height} pixels):"
        " each listed element's box is drawn on it with its id on a label. Answer with"
        ' "element_id" from those labels; only when what you need has no id, give "x" and'
        ' "y" in pixels of this picture (from its top-left corner); they are mapped back'
        " to the screen and logged as coordinates."
    )


def map_coordinates(plan: Plan, image: MarkedImage) -> tuple[Plan, list[dict[str, Any]]]:
    """``plan`` with each action's ``x``/``y`` mapped from image pixels to the screen.

    Returns:
        The mapped plan and one record per mapped action (``action`` number, ``image``
        and ``screen`` points, the picture's ``scale``).

    Raises:
        PlanRejected: when a point lies off the picture.

    """
    actions: list[dict[str, Any]] = []
    records: list[dict[str, Any]] = []
    for i, raw in enumerate(plan.actions):
        x, y = raw.get("x"), raw.get("y")
        if (
            raw.get("type") not in _POINTER
            or not isinstance(x, int | float)
            or not isinstance(y, int | float)
            or isinstance(x, bool)
            or isinstance(y, bool)
        ):
            actions.append(raw)
            continue
        if not image.contains(x, y):
            raise PlanRejected(
                f"action {i + 1} points at ({x}, {y}), outside the picture of"
                f' {image.width}×{image.height} pixels; give "element_id" from its labels'
            )
        sx, sy = image.to_screen(x, y)
        actions.append({**raw, "x": sx, "y": sy})
        records.append(
            {
                "action": i + 1,
                "image": [x, y],
                "screen": [sx, sy],
                "scale": round(image.scale, 4),
            }
        )
    return replace(plan, actions=tuple(actions)), records
