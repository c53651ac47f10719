"""``async with`` for anything that has an async ``close()``."""

from __future__ import annotations

from types import TracebackType
from typing import Self

__all__ = ["AsyncClosing"]


class AsyncClosing:
    """Adds ``async with`` to a class: the block's end awaits :meth:`close`."""

    async def close(self) -> None:
        """Release what this object holds (nothing by default)."""

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()
