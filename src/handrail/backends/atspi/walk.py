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
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from dbus_fast import Variant

from handrail.backends.atspi.bus import (
    ACCESSIBLE,
    COMPONENT,
    NULL_PATH,
    PROPERTIES,
    AtspiBus,
    Call,
    CallError,
    Ref,
)
from handrail.backends.atspi.roles import manages_descendants, state_bits
from handrail.backends.atspi.tables import visible_children
from handrail.geometry import Rect

__all__ = ["Info", "Walker"]

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


def _unwrap(body: list[Any] | None) -> Any:
    if not body:
        return None
    value = body[0]
    return value.value if isinstance(value, Variant) else value


def _rect(body: list[Any]) -> Rect | None:
    x, y, w, h = (int(v) for v in body[0])
    return Rect(x, y, max(w, 0), max(h, 0))


class Walker:
    """Reads objects of one application, caching what it learned for this one read.

    Args:
        bus: the AT-SPI bus connection.

    """

    def __init__(self, bus: AtspiBus) -> None:
        self.bus = bus
        self.known: dict[Ref, Info] = {}
        # Cells read through their table: (table, row, column), their stable address.
        self.cells: dict[Ref, tuple[Ref, int, int]] = {}

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
        return (await self.infos_at([(ref, parent)]))[0]

    async def _read_new(self, items: list[tuple[Ref, Ref | None]]) -> list[Info | None]:
        """Infos of objects the cache did not hold: eight calls each, all sent at once.

        Properties are asked one ``Get`` each, as every toolkit answers them (Qt 5
        crashes on ``GetAll``). The children are asked for only where the object does
        not manage its descendants (a spreadsheet would build an object per cell).
        """
        calls: list[Call] = []
        for dest, path in (ref for ref, _ in items):
            calls += [
                (dest, path, ACCESSIBLE, "GetRole", "", []),
                (dest, path, ACCESSIBLE, "GetState", "", []),
                (dest, path, PROPERTIES, "Get", "ss", [ACCESSIBLE, "Name"]),
                (dest, path, PROPERTIES, "Get", "ss", [ACCESSIBLE, "Description"]),
                (dest, path, PROPERTIES, "Get", "ss", [ACCESSIBLE, "ChildCount"]),
                (dest, path, ACCESSIBLE, "GetInterfaces", "", []),
                (dest, path, COMPONENT, "GetExtents", "u", [SCREEN_COORDS]),
            ]
        replies = await self.bus.calls(calls)
        out: list[Info | None] = []
        for n, (ref, parent) in enumerate(items):
            role, state, name, desc, count, ifaces, extents = (
                r if not isinstance(r, CallError) else None for r in replies[7 * n : 7 * n + 7]
            )
            if role is None or state is None:
                out.append(None)
                continue
            info = Info(
                ref=ref,
                role=int(role[0]),
                name=str(_unwrap(name) or ""),
                description=str(_unwrap(desc) or ""),
                bits=state_bits(state[0]),
                ifaces=frozenset(str(i) for i in ifaces[0]) if ifaces else frozenset(),
                child_count=int(_unwrap(count) or 0),
                parent=parent,
                bounds=_rect(extents) if extents else None,
                extents_read=True,
            )
            self.known[ref] = info
            out.append(info)
        return out

    async def fill_extents(self, infos: Iterable[Info]) -> None:
        """Read the screen extents of every object in ``infos`` that lacks them."""
        infos = list(infos)
        todo = [i for i in infos if not i.extents_read and i.has("Component")]
        rects = await self.bus.calls(
            [(*i.ref, COMPONENT, "GetExtents", "u", [SCREEN_COORDS]) for i in todo]
        )
        for info, body in zip(todo, rects, strict=True):
            info.bounds = _rect(body) if not isinstance(body, CallError) else None
        for info in infos:
            info.extents_read = True

    async def infos(self, refs: list[Ref], parent: Ref | None = None) -> list[Info | None]:
        """:meth:`info` for many objects at once, in the order given."""
        return await self.infos_at([(r, parent) for r in refs])

    async def infos_at(self, items: list[tuple[Ref, Ref | None]]) -> list[Info | None]:
        """:meth:`info` for ``(ref, parent)`` pairs: one batch of calls for all of them."""
        out: list[Info | None] = [None] * len(items)
        lacking: list[Info] = []
        new: list[int] = []
        for n, (ref, _) in enumerate(items):
            info = self.known.get(ref)
            if info is None:
                new.append(n)
                continue
            out[n] = info
            if not info.extents_read:
                lacking.append(info)
        got, _ = await asyncio.gather(
            self._read_new([items[n] for n in new]), self.fill_extents(lacking)
        )
        for n, info in zip(new, got, strict=True):
            out[n] = info
        return out

    async def children_of(self, infos: list[Info]) -> list[list[Ref]]:
        """:meth:`children` for many objects; those already known cost no call.

        Objects that manage their descendants are never enumerated: what they show is
        read instead (:func:`~handrail.backends.atspi.tables.visible_children`, once
        their extents are known), and ``extra["shown"]`` says how much more they hold.
        """
        todo = [i for i in infos if i.children is None]
        managed: list[Info] = []
        for info in todo:
            if info.child_count == 0:
                info.children = []
            elif manages_descendants(info.bits) and info.extents_read:
                managed.append(info)
        todo = [i for i in todo if i.children is None and not manages_descendants(i.bits)]
        replies, shown = await asyncio.gather(
            self.bus.calls([(*i.ref, ACCESSIBLE, "GetChildren", "", []) for i in todo]),
            asyncio.gather(
                *(
                    visible_children(
                        self.bus,
                        i.ref,
                        box=i.bounds,
                        has_table=i.has("Table"),
                        child_count=i.child_count,
                    )
                    for i in managed
                )
            ),
        )
        for info, body in zip(todo, replies, strict=True):
            found = [_ref(p) for p in body[0]] if not isinstance(body, CallError) else []
            info.children = [r for r in found if r is not None]
        for info, part in zip(managed, shown, strict=True):
            info.children = part.children
            for cell, (row, col) in part.cells.items():
                self.cells[cell] = (info.ref, row, col)
            if part.summary:
                info.extra["shown"] = part.summary
        return [i.children or [] for i in infos]

    async def children(self, info: Info) -> list[Ref]:
        """The object's children (from the cache when complete, else one call).

        Returns:
            The children's refs; empty when the object has gone.

        """
        return (await self.children_of([info]))[0]
