"""Screen geometry: rectangles in the backend's screen coordinates, top-left origin."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Rect"]


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle: ``x``, ``y`` of the top-left corner, width ``w``, height ``h``."""

    x: int
    y: int
    w: int
    h: int

    @classmethod
    def parse(cls, text: str) -> Rect:
        """Parse ``"X,Y,W,H"``.

        Raises:
            ValueError: if the text is not four integers or the size is negative.

        """
        parts = [p.strip() for p in text.split(",")]
        if len(parts) != 4:
            raise ValueError(f"expected X,Y,W,H, got {text!r}")
        x, y, w, h = (int(p) for p in parts)
        if w < 0 or h < 0:
            raise ValueError(f"width and height must not be negative in {text!r}")
        return cls(x, y, w, h)

    @property
    def empty(self) -> bool:
        """True when the rectangle covers no pixel."""
        return self.w <= 0 or self.h <= 0

    @property
    def center(self) -> tuple[int, int]:
        """The centre point, rounded down."""
        return (self.x + self.w // 2, self.y + self.h // 2)

    @property
    def right(self) -> int:
        """One past the last column."""
        return self.x + self.w

    @property
    def bottom(self) -> int:
        """One past the last row."""
        return self.y + self.h

    def contains_point(self, x: float, y: float) -> bool:
        """True when the point lies inside the rectangle."""
        return self.x <= x < self.right and self.y <= y < self.bottom

    def intersection(self, other: Rect) -> Rect | None:
        """The overlapping part of two rectangles, or ``None`` when they do not overlap."""
        x1, y1 = max(self.x, other.x), max(self.y, other.y)
        x2, y2 = min(self.right, other.right), min(self.bottom, other.bottom)
        if x2 <= x1 or y2 <= y1:
            return None
        return Rect(x1, y1, x2 - x1, y2 - y1)

    def contains(self, other: Rect) -> bool:
        """True when ``other`` lies wholly inside this rectangle."""
        return (
            other.x >= self.x
            and other.y >= self.y
            and other.right <= self.right
            and other.bottom <= self.bottom
        )

    def as_list(self) -> list[int]:
        """``[x, y, w, h]``, the JSON form."""
        return [self.x, self.y, self.w, self.h]
