"""Reading an application's objects off the bus, a whole level of the tree at a time.

The cost of reading a tree over D-Bus is round trips, not bytes. So the walk asks for
everything it needs about every object of one tree level at once (role, states,
name, interfaces, extents, children: all calls in flight together), and it starts from
``Cache.GetItems`` where the toolkit offers it (GTK 3's bridge gives the whole tree in
one reply; GTK 4 gives only a few objects), so that most objects then need only their
extents.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Iterable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from handrail.backends.atspi.bus import (
    ACCESSIBLE,
    COMPONENT,
    NULL_PATH,
    AtspiBus,
    CallError,
    Ref,
)
from handrail.backends.atspi.roles import state_bits
from handrail.geometry import Rect

__all__ = ["Info", "Walker"]

T = TypeVar("T")

SCREEN_COORDS = 0


@dataclass(slots=True, kw_only=True)
class Info:
    """What the walk knows about one accessible object.

    ``children`` is ``None`` until known; ``bounds`` is ``None`` when the object has no
    Component interface (or the call failed).
    """

    ref: Ref
    role: int
    name: str
    description: str
    bits: int
    ifaces: frozenset[str]
    child_count: int
    parent: Ref | None = None
    children: list[Ref] | None = None
    cached_children: tuple[Ref, ...] = ()
    bounds: Rect | None = None
    extents_read: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    def has(self, interface: str) -> bool:
        """True when the object implements ``org.a11y.atspi.<interface>``."""
        return f"org.a11y.atspi.{interface}" in self.ifaces


def _ref(pair: Any) -> Ref | None:
    bus_name, path = str(pair[0]), str(pair[1])
    if not bus_name or path == NULL_PATH:
        return None
    return (bus_name, path)


def _rect(body: list[Any]) -> Rect | None:
    x, y, w, h = (int(v) for v in body[0])
    return Rect(x, y, max(w, 0), max(h, 0))


async def _quiet(call: Awaitable[T]) -> T | None:
    """The call's result, or ``None`` when the object answered with an error."""
    try:
        return await call
    except CallError:
        return None


class Walker:
    """Reads objects of one application, caching what it learned for this one read.

    Args:
        bus: the AT-SPI bus connection.

    """

    def __init__(self, bus: AtspiBus) -> None:
        self.bus = bus
        self.known: dict[Ref, Info] = {}

    async def prime(self, bus_name: str) -> int:
        """Load the application's ``Cache.GetItems`` answer, when it has one.

        Returns:
            How many objects the cache held (0 when it has no cache).

        """
        items = await self.bus.cache_items(bus_name)
        if not items:
            return 0
        by_parent: dict[Ref, list[tuple[int, Ref]]] = {}
        for item in items:
            ref = _ref(item[0])
            if ref is None:
                continue
            parent = _ref(item[2])
            info = Info(
                ref=ref,
                role=int(item[7]),
                name=str(item[6]),
                description=str(item[8]),
                bits=state_bits(item[9]),
                ifaces=frozenset(str(i) for i in item[5]),
                child_count=int(item[4]),
                parent=parent,
            )
            self.known[ref] = info
            if parent is not None:
                by_parent.setdefault(parent, []).append((int(item[3]), ref))
        for parent, kids in by_parent.items():
            holder = self.known.get(parent)
            if holder is not None:
                holder.cached_children = tuple(r for _, r in sorted(kids))
            # Trust the cache's child list only when it is complete: toolkits leave out
            # children of objects that manage their descendants, and GTK 4 caches few.
            if holder is not None and holder.child_count == len(kids):
                holder.children = [r for _, r in sorted(kids)]
        return len(items)

    async def info(self, ref: Ref, *, parent: Ref | None = None) -> Info | None:
        """Everything about ``ref`` needed to place it in a tree: one round of calls.

        Returns:
            The object's info, or ``None`` when the object has gone.

        Raises:
            OperationTimeout, BackendUnavailable: when the bus fails.

        """
        cached = self.known.get(ref)
        if cached is not None:
            if not cached.extents_read:
                await self.fill_extents([cached])
            return cached
        dest, path = ref
        role, state, props, ifaces, extents, kids = await asyncio.gather(
            _quiet(self.bus.call(dest, path, ACCESSIBLE, "GetRole")),
            _quiet(self.bus.call(dest, path, ACCESSIBLE, "GetState")),
            _quiet(self.bus.props(ref, ACCESSIBLE)),
            _quiet(self.bus.call(dest, path, ACCESSIBLE, "GetInterfaces")),
            _quiet(self.bus.call(dest, path, COMPONENT, "GetExtents", "u", [SCREEN_COORDS])),
            # Asked for now, with the rest, to save a round trip per tree level.
            _quiet(self.bus.call(dest, path, ACCESSIBLE, "GetChildren")),
        )
        if role is None or state is None or props is None:
            return None
        info = Info(
            ref=ref,
            role=int(role[0]),
            name=str(props.get("Name", "")),
            description=str(props.get("Description", "")),
            bits=state_bits(state[0]),
            ifaces=frozenset(str(i) for i in ifaces[0]) if ifaces else frozenset(),
            child_count=int(props.get("ChildCount", 0)),
            parent=parent,
            bounds=_rect(extents) if extents else None,
            extents_read=True,
        )
        if kids is not None:
            info.children = [r for r in (_ref(p) for p in kids[0]) if r is not None]
        self.known[ref] = info
        return info

    async def fill_extents(self, infos: Iterable[Info]) -> None:
        """Read the screen extents of every object in ``infos`` that lacks them."""
        todo = [i for i in infos if not i.extents_read and i.has("Component")]
        rects = await asyncio.gather(
            *(
                _quiet(self.bus.call(*i.ref, COMPONENT, "GetExtents", "u", [SCREEN_COORDS]))
                for i in todo
            )
        )
        for info, body in zip(todo, rects, strict=True):
            info.bounds = _rect(body) if body else None
        for info in infos:
            info.extents_read = True

    async def infos(self, refs: list[Ref], parent: Ref | None = None) -> list[Info | None]:
        """:meth:`info` for many objects at once, in the order given."""
        cached = [self.known[r] for r in refs if r in self.known]
        await self.fill_extents(cached)
        return list(await asyncio.gather(*(self.info(r, parent=parent) for r in refs)))

    async def infos_at(self, items: list[tuple[Ref, Ref | None]]) -> list[Info | None]:
        """:meth:`info` for ``(ref, parent)`` pairs; known objects cost no task."""
        out: list[Info | None] = [None] * len(items)
        todo: list[int] = []
        for n, (ref, _) in enumerate(items):
            info = self.known.get(ref)
            if info is not None and info.extents_read:
                out[n] = info
            else:
                todo.append(n)
        got = await asyncio.gather(*(self.info(items[n][0], parent=items[n][1]) for n in todo))
        for n, info in zip(todo, got, strict=True):
            out[n] = info
        return out

    async def children_of(self, infos: list[Info]) -> list[list[Ref]]:
        """:meth:`children` for many objects; those already known cost no task."""
        todo = [i for i in infos if i.children is None]
        await asyncio.gather(*(self.children(i) for i in todo))
        return [i.children or [] for i in infos]

    async def children(self, info: Info) -> list[Ref]:
        """The object's children (from the cache when complete, else one call).

        Returns:
            The children's refs; empty when the object has gone.

        """
        if info.children is not None:
            return info.children
        if info.child_count == 0:
            info.children = []
            return []
        body = await _quiet(self.bus.call(*info.ref, ACCESSIBLE, "GetChildren"))
        found = [_ref(p) for p in body[0]] if body else []
        info.children = [r for r in found if r is not None]
        return info.children
