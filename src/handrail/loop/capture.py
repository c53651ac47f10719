"""A run's pictures: screenshots with where they lie, and the picture marked for a planner."""

from __future__ import annotations

from handrail.errors import HandrailError, Stopped
from handrail.geometry import Rect
from handrail.loop.guard import StopGuard
from handrail.loop.roundfiles import RoundFiles
from handrail.loop.rounds import RoundState
from handrail.loop.vision import VisionMode, marked_picture, vision_reason
from handrail.model import Target
from handrail.session import Session

__all__ = ["Camera"]


class Camera:
    """Takes a run's screenshots through its session, each wait guarded by the stop.

    ``area`` is where the last screenshot lies in element coordinates (``[x, y, w, h]``),
    so readers can cut regions of it; ``None`` when the backend could not say.
    """

    def __init__(self, session: Session, guard: StopGuard) -> None:
        self.session = session
        self.guard = guard
        self.area: list[int] | None = None

    async def shot(self, target: Target) -> bytes | None:
        """A screenshot of ``target``, or ``None`` when none could be taken.

        Raises:
            Stopped: when a stop was requested meanwhile.

        """
        try:
            png = await self.guard.wait(self.session.screenshot(target))
        except Stopped:
            raise
        except HandrailError:
            return None
        try:
            area = await self.guard.wait(self.session.backend.capture_area(target, None))
        except Stopped:
            raise
        except HandrailError:
            area = None
        self.area = area.as_list() if area is not None else None
        return png

    async def mark(
        self,
        rs: RoundState,
        target: Target,
        *,
        mode: VisionMode,
        long_side: int,
        carried: str | None,
        files: RoundFiles,
    ) -> None:
        """Mark the round's screenshot for the planner when ``mode`` says this call needs it.

        Args:
            rs: the round (its ``marked`` and ``vision`` record are set here).
            carried: what the last round left for this one (see
                :func:`~handrail.loop.vision.vision_reason`).
            files: where the marked picture is saved.

        """
        assert rs.snapshot is not None and rs.prompt is not None
        if rs.marked is not None:
            return
        why = vision_reason(mode, rs.snapshot, rejected_now=bool(rs.rejected), carried=carried)
        if why is None or (rs.vision is not None and rs.vision.get("why") == why):
            return
        png = rs.screenshot
        area = rs.area if png is not None else None
        if png is None:
            png = await self.shot(target)
            area = self.area
        if png is None:
            rs.vision = {"why": why, "sent": False, "error": "no screenshot could be taken"}
            return
        rs.marked = marked_picture(
            png,
            rs.snapshot,
            rs.prompt.shown,
            Rect(*area) if area else None,
            long_side=long_side,
        )
        name = files.marks(rs.number, rs.marked.png)
        rs.vision = {"why": why, "sent": True, **rs.marked.describe(), "file": name}
