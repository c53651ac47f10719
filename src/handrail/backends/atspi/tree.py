"""From an application's windows to Handrail nodes: walk, filter, name, describe.

Where a toolkit cache gave the tree's shape, the wanted objects' extents and details are
read in one concurrent round first. The walk then goes breadth first, one tree level
per round of concurrent calls for what the cache did not hold, and drops
hidden subtrees before reading them (an invisible panel's hundred descendants cost
nothing). Kept objects then get their details — value, text, actions, labelled-by
names — in one more concurrent round. Nodes come out in document order (depth first).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from handrail.backends.atspi.bus import AtspiBus, Ref
from handrail.backends.atspi.details import NAMED_BY_CONTENT, details_of, read_details, role_of
from handrail.backends.atspi.names import child_text, clean_name
from handrail.backends.atspi.roles import VISIBLE, is_shown, map_states
from handrail.backends.atspi.walk import Info, Walker
from handrail.geometry import Rect
from handrail.model import Node, ObserveOptions
from handrail.vocab import Role, State

__all__ = [
    "HARD_CAP",
    "TreeRead",
    "cell_place",
    "display_names",
    "locator",
    "parse_locator",
    "read_windows",
    "role_of",
]

HARD_CAP = 20_000
"""Objects a single read looks at, at most, whatever ``max_elements`` says."""


def locator(ref: Ref, cell: tuple[Ref, int, int] | None = None) -> str:
    """The locator of an object: ``"<bus name>:<object path>"``.

    A table's cell (toolkits hand out a new object for a cell each time one is asked
    for) is located by its table and place: ``"<bus>:<table path>#<row>,<column>"``.
    """
    if cell is not None:
        table, row, col = cell
        return f"{table[0]}:{table[1]}#{row},{col}"
    return f"{ref[0]}:{ref[1]}"


def parse_locator(text: str) -> Ref | None:
    """The ``(bus name, path)`` a locator names, or ``None`` when it is not one of ours.

    For a cell's locator, the table's.
    """
    bus_name, sep, path = text.partition(":/")
    if not sep or not bus_name:
        return None
    return (bus_name, "/" + path.partition("#")[0])


def cell_place(text: str) -> tuple[int, int] | None:
    """The ``(row, column)`` of a cell's locator, or ``None`` for other locators."""
    _, sep, place = text.partition("#")
    row, comma, col = place.partition(",")
    if not sep or not comma or not (row.isdigit() and col.isdigit()):
        return None
    return int(row), int(col)


@dataclass(slots=True, kw_only=True)
class TreeRead:
    """The outcome of one read: nodes in document order, objects seen, truncation."""

    nodes: list[Node] = field(default_factory=list)
    total: int = 0
    truncated: bool = False


@dataclass(slots=True)
class _Kept:
    info: Info
    window: Rect | None
    parent: Ref | None
    flags: frozenset[State] = frozenset()
    children: list[Ref] = field(default_factory=list)


def _visible_in(info: Info, window: Rect | None) -> tuple[bool, bool]:
    """``(keep the node, descend into it)`` by its box; states were checked before."""
    box = info.bounds
    if box is None or box.empty:
        # A zero-size container (GTK often has them) can still hold visible children.
        return False, True
    if window is not None and box.intersection(window) is None:
        return False, False
    return True, True


def _likely_children(info: Info, *, strict: bool) -> tuple[Ref, ...] | list[Ref]:
    """The children the cache vouches for, when asking for them early is likely useful.

    GTK 3 caches only some children of some objects (the rest come from ``GetChildren``
    during the walk), and what it holds beyond an object's count is hidden there, which
    its reliable "showing" state prunes anyway. GTK 4 keeps objects cached under a
    parent that no longer lists them (a closed popover under its menu button) and marks
    them visible: with ``strict``, more cached children than the parent counts means
    the cache is stale there, and none are trusted.
    """
    if info.children is not None:
        return info.children
    if not strict or len(info.cached_children) <= info.child_count:
        return info.cached_children
    return ()


class _Reader:
    def __init__(
        self,
        walker: Walker,
        options: ObserveOptions,
        showing_reliable: bool,
        screen: Rect | None = None,
    ) -> None:
        self.screen = screen
        self.walker = walker
        self.options = options
        self.showing_reliable = showing_reliable
        self.kept: dict[Ref, _Kept] = {}
        self.order: list[Ref] = []
        self.roots: list[Ref] = []
        self.total = 0
        self.truncated = False

    def _shown(self, info: Info) -> bool:
        if self.showing_reliable:
            return is_shown(info.bits)
        # GTK 4.8 sets "showing" only on windows; "visible" is all it keeps up to date.
        return bool(info.bits >> VISIBLE & 1)

    def _place(
        self, info: Info, window: Rect | None, parent: Ref | None
    ) -> tuple[Ref | None, bool]:
        """Keep or drop one object. Returns the parent for its children and whether to descend."""
        hidden = not self._shown(info)
        keep, descend = (False, False) if hidden else _visible_in(info, window)
        region = self.options.region
        in_region = region is None or (
            info.bounds is not None and bool(info.bounds.intersection(region))
        )
        flags: set[State] = set()
        if self.options.include_hidden:
            if hidden:
                flags.add(State.HIDDEN)
            elif not keep:
                # Outside its window: the default view leaves it out as it does the hidden.
                flags.update((State.OFFSCREEN, State.HIDDEN))
            keep, descend = True, True
        if not keep or not in_region or len(self.order) >= self.options.max_elements:
            if keep and in_region:
                self.truncated = True
                return parent, False
            return parent, descend
        self.kept[info.ref] = _Kept(info, window, parent, frozenset(flags))
        self.order.append(info.ref)
        if parent is not None and parent in self.kept:
            self.kept[parent].children.append(info.ref)
        else:
            self.roots.append(info.ref)
        return info.ref, descend

    async def prefetch(self, windows: list[Ref]) -> None:
        """Extents, details and missing child lists, in one round, of wanted cached objects.

        With a toolkit cache the tree's shape and states are known before any call, so
        the objects a read will keep can be asked about all at once instead of one tree
        level per round trip.
        """
        known = self.walker.known
        cap = min(HARD_CAP, self.options.max_elements * 2 + 100)
        todo: list[Info] = []
        level = [known[r] for r in windows if r in known]
        while level and len(todo) < cap:
            nxt: list[Info] = []
            for info in level:
                if self.options.include_hidden or self._shown(info):
                    todo.append(info)
                    kids = _likely_children(info, strict=not self.showing_reliable)
                    nxt.extend(known[r] for r in kids if r in known)
            level = nxt
        todo = todo[:cap]
        await asyncio.gather(
            self.walker.fill_extents(todo),
            read_details(self.walker.bus, todo),
            # Where the cache holds only some children, the walk will need the full list.
            self.walker.children_of(todo),
        )

    async def walk(self, windows: list[Ref]) -> None:
        level: list[tuple[Ref, Rect | None, Ref | None]] = [(w, None, None) for w in windows]
        # An object reached twice (a GTK 3 combo box's popup is a window of the
        # application and a child of the combo box) is read once, where first met.
        seen: set[Ref] = set()
        while level:
            level = [item for item in level if item[0] not in seen]
            seen.update(r for r, _, _ in level)
            if self.total + len(level) > HARD_CAP:
                level = level[: max(HARD_CAP - self.total, 0)]
                self.truncated = True
            infos = await self.walker.infos_at([(r, p) for r, _, p in level])
            self.total += len(level)
            pending: list[tuple[Info, Rect | None, Ref | None]] = []
            for (_, window, parent), info in zip(level, infos, strict=True):
                if info is None:
                    continue
                if window is None:
                    # A window, clipped to the screen, bounds everything below it.
                    window = info.bounds
                    if window is not None and self.screen is not None:
                        window = window.intersection(self.screen) or Rect(0, 0, 0, 0)
                new_parent, descend = self._place(info, window, parent)
                if descend:
                    pending.append((info, window, new_parent))
            kids = await self.walker.children_of([i for i, _, _ in pending])
            level = [
                (child, window, parent)
                for (_, window, parent), refs in zip(pending, kids, strict=True)
                for child in refs
            ]
            if self.truncated and len(self.order) >= self.options.max_elements:
                break


def _value(role: Role, name: str, value: str | None, info: Info) -> str | None:
    """The node's value: what the details read, else what a partly read table holds."""
    if value is None:
        shown = info.extra.get("shown")
        return shown if isinstance(shown, str) else None
    if role is Role.CELL and value == name:
        return None  # a list cell's text is its name already
    return value


async def display_names(walker: Walker, items: list[tuple[Info, tuple[Ref, ...]]]) -> list[str]:
    """The names a person would read for objects with their labelling objects.

    Reads the labelling objects the walk does not know yet (one round for all).
    """
    missing = list({r for _, labels in items for r in labels if r not in walker.known})
    if missing:
        await walker.infos(missing)
    out: list[str] = []
    for info, labels in items:
        name = clean_name(info.name)
        if not name and labels:
            name = " ".join(
                clean_name(walker.known[r].name) for r in labels if r in walker.known
            ).strip()
        if not name and role_of(info) in NAMED_BY_CONTENT:
            name = child_text(info, walker.known)
        out.append(name)
    return out


async def read_windows(
    bus: AtspiBus,
    walker: Walker,
    windows: list[Ref],
    options: ObserveOptions,
    *,
    showing_reliable: bool = True,
    screen: Rect | None = None,
) -> TreeRead:
    """Read the trees under ``windows`` into nodes.

    Raises:
        OperationTimeout, BackendUnavailable: when the bus fails.

    """
    reader = _Reader(walker, options, showing_reliable, screen)
    await reader.prefetch(windows)
    await reader.walk(windows)
    kept = [reader.kept[r] for r in reader.order]
    await read_details(bus, [k.info for k in kept])
    details = [details_of(k.info) for k in kept]
    names = await display_names(
        walker, [(k.info, d.labels) for k, d in zip(kept, details, strict=True)]
    )
    nodes: dict[Ref, Node] = {}
    for k, d, name in zip(kept, details, names, strict=True):
        role = role_of(k.info)
        nodes[k.info.ref] = Node(
            locator=locator(k.info.ref, walker.cells.get(k.info.ref)),
            role=role,
            name=name,
            value=_value(role, name, d.value, k.info),
            description=clean_name(k.info.description),
            states=map_states(k.info.bits, role) | k.flags,
            bounds=k.info.bounds,
            actions=d.actions,
            parent=locator(k.parent, walker.cells.get(k.parent)) if k.parent else None,
        )
    out = TreeRead(total=reader.total, truncated=reader.truncated)
    stack = list(reversed(reader.roots))
    while stack:
        ref = stack.pop()
        out.nodes.append(nodes[ref])
        stack.extend(reversed(reader.kept[ref].children))
    return out
