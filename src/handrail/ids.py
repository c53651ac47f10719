"""Short, stable element ids.

An id (``e1``, ``e2``, …) means one element of one target for as long as that element
keeps its role, name and locator — across snapshots and across processes — and is
never issued again for anything else. An element that looks the same as others of the
snapshot (one of many ``Remove`` buttons) is also told apart by its place
(:func:`places`): its row's first unique name (``Cygnus Diaz``), among the elements
a default view holds (a page's elements scrolled out of view among them, so one keeps
its id as it is scrolled into view). A page that reuses a row's
elements for another record (a virtual list scrolled, a list patched in place after a
removal) thus gives its buttons new ids, and the old ids name nothing current instead
of the other record's button; a menu opened in another row does not. A page that
draws an element again with new nodes (a list rebuilt from its data: new locators) keeps
its id when, since the last snapshot, an element with its role, name, place, box and
nearest named ancestor went (:class:`_Heirs`), or went from a box the same move away as
most of the others that went (a selection's bulk bar opened over a rebuilt list draws
every row lower down, each a pixel more or less once rounded). Ids are
unique in the whole state directory, so an id of another application is "not found"
in this one. Each target's map draws its new ids in blocks from one counter
(``counter.json``); a map that is lost or corrupt starts afresh from that counter,
above every id ever issued, so its old ids no longer resolve (a corrupt map is a
warning on the ``handrail`` logger, never an error).

The maps live in JSON files per target under the state directory, guarded by file
locks so that concurrent CLI processes agree; the file's work runs in a worker thread,
and a lock another process holds longer than the store's ``lock_timeout`` is
:class:`~handrail.errors.OperationTimeout`. :class:`MemoryIdStore` keeps maps in memory
for long-lived processes and tests.
"""

from __future__ import annotations

import asyncio
import bisect
import contextlib
import fcntl
import hashlib
import json
import logging
import os
import re
import time
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from handrail.errors import OperationTimeout
from handrail.model import Node
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["FileIdStore", "IdEntry", "IdStore", "MemoryIdStore", "contexts", "places"]

MAX_ENTRIES = 20000
"""Entries kept per target; the least recently seen are forgotten first."""

LOCK_TIMEOUT = 5.0
"""Seconds a :class:`FileIdStore` waits for another process's lock on a target's map."""

BLOCK = 64
"""Ids a map takes from the shared counter at a time (more when one read needs more)."""

log = logging.getLogger("handrail.ids")
_ID = re.compile(r"e(\d+)")


@dataclass(frozen=True, slots=True)
class IdEntry:
    """What an id was issued for."""

    id: str
    locator: str
    role: str
    name: str


_UNSHOWN = frozenset({State.HIDDEN})
"""A node only a view of every node holds (``--all``; one outside its window on the
desktop is also marked so there)."""
_COUNT = re.compile(r"(?<![\w.-])\d[\d,.]*(?![\w-])")
"""A number standing as a word of its own (*♥ 12*, *Replies (3)*), not one inside a
record's name (*ledger-sync-5b8c44*)."""
_CLOCK = re.compile(
    r"\b\d+\s*(?:s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)\s+ago\b|\bjust now\b"
    r"|\b(?:refreshed|updated|synced|saved|checked)\b.*\d",
    re.IGNORECASE,
)
"""A status that changes as time goes by (*refreshed 12 seconds ago*, *last updated
10:42*): it places nothing, since the next observation reads it otherwise."""
_TALLY = re.compile(
    r"^\s*\d+\s+(?:\w+\s+)?(?:selected|chosen|checked|items?|files?|results?|rows?"
    r"|messages?|conversations?|photos?|orders?)\s*$",
    re.IGNORECASE,
)
"""A count that changes as a person selects (``2 selected``): no place to tell a bar's icons by."""
_QUANTITY = re.compile(r"\s*[-+−]?\d[\d,.]*\s*")
"""A bare number (a stepper's ``0``, a cart's ``3``): a click changes it, so it places nothing."""
_CONTEXT_CHARS = 80
"""How much of the name that tells a look-alike element apart is kept in its identity."""


def contexts(nodes: Sequence[Node]) -> list[str]:
    """For each node, what tells it apart from the nodes that look the same.

    A node whose role, name and hint no other node of ``nodes`` shares needs nothing
    (``""``); one that shares them is told apart by its place (:func:`places`). Only
    what a default view holds counts: a hidden node needs nothing and tells nothing
    apart, so a view of every node (``--all``) gives the others the ids the default view
    gives them, and a page's element keeps its id as it scrolls into view.
    """
    alike, place = places(nodes)
    return [p if a else "" for a, p in zip(alike, place, strict=True)]


def places(nodes: Sequence[Node]) -> tuple[list[bool], list[str]]:
    """Whether each shown node looks like another shown one, and the name that places it.

    A node's place is the first name, of an element that shares its look with none, in
    the nearest group around it (its row, list item or post) that holds one and holds
    no other node of its look: a row's ``Invoice 3``, a post's author. Where no group
    does (look-alikes side by side in one container), it is the name of the nearest such
    element before it. Either way a page that reuses a row's elements for another record
    gives them another place, and an element opened or changed beside the row (a menu,
    another row's text) leaves it alone. A tally of what is selected (``2 selected``)
    or a bare number (a stepper's quantity) places nothing: it changes with each click.
    """
    count = len(nodes)
    shown = [not (n.states & _UNSHOWN) for n in nodes]
    looks = [(n.role, n.name, n.hint) for n in nodes]
    counts = Counter(look for look, on in zip(looks, shown, strict=True) if on)
    alike = [on and counts[look] > 1 for look, on in zip(looks, shown, strict=True)]
    unique = [
        on
        and counts[look] == 1
        and bool(n.name)
        and not _TALLY.match(n.name)
        and not _QUANTITY.fullmatch(n.name)
        and not (n.role is Role.TEXT and _CLOCK.search(n.name))
        for n, look, on in zip(nodes, looks, shown, strict=True)
    ]
    parents, ends = _tree_of(nodes)
    following = [count] * (count + 1)
    """The first unique, named node at or after each index."""
    steady = [count] * (count + 1)
    """The same, but no control whose name holds a count (``♥ 12``): a like changes it."""
    for i in range(count - 1, -1, -1):
        following[i] = i if unique[i] else following[i + 1]
        n = nodes[i]
        counted = (n.role in INTERACTIVE_ROLES or State.CLICKABLE in n.states) and bool(
            _COUNT.search(n.name)
        )
        steady[i] = i if unique[i] and not counted else steady[i + 1]
    at: dict[tuple[Any, ...], list[int]] = {}
    for i, look in enumerate(looks):
        if alike[i]:
            at.setdefault(look, []).append(i)
    out: list[str] = []
    last = ""
    for i, n in enumerate(nodes):
        if not shown[i]:
            out.append("")
            continue
        firsts = (steady, following)
        same_look = at.get(looks[i], [i])
        group = _own_name(i, nodes, ends, firsts, same_look) if n.role in _SELF_PLACED else None
        if group is None:
            group = _group_name(i, nodes, parents, ends, firsts, same_look)
        out.append(group if group is not None else last)
        if unique[i]:
            last = n.name[:_CONTEXT_CHARS]
    return alike, out


def _tree_of(nodes: Sequence[Node]) -> tuple[list[int | None], list[int]]:
    """Each node's parent's index, and the index after its subtree (document order)."""
    index = {n.locator: i for i, n in enumerate(nodes)}
    parents = [index.get(n.parent) if n.parent is not None else None for n in nodes]
    ends = [len(nodes)] * len(nodes)
    open_: list[int] = []
    for i, parent in enumerate(parents):
        while open_ and open_[-1] != parent:
            ends[open_.pop()] = i
        open_.append(i)
    return parents, ends


_GROUP_LEVELS = 6
"""How many ancestors up a look-alike's group is looked for."""


_SELF_PLACED = frozenset({Role.ROW, Role.LISTITEM, Role.ARTICLE})
"""Roles of records placed by the first unique name they hold (a row's *Invoice 3*)."""


def _own_name(
    i: int,
    nodes: Sequence[Node],
    ends: list[int],
    firsts: tuple[list[int], list[int]],
    same_look: list[int],
    but: int = -1,
) -> str | None:
    """The first unique name inside node ``i``, when it holds one and no look-alike.

    A row is told apart by its own record, not by what is drawn before it: a menu
    opened in the row above adds names there. ``but`` is a node inside it that is not
    counted as a look-alike, nor as a name (the one being placed).
    """
    first, end = i + 1, ends[i]
    k = bisect.bisect_left(same_look, first)
    if any(j != but for j in same_look[k : bisect.bisect_left(same_look, end)]):
        return None  # it holds another of its look (a nested list): its record is theirs
    for following in firsts:
        j = following[first] if first < len(following) else len(nodes)
        if j == but:
            j = following[but + 1]
        if j < end:
            return nodes[j].name[:_CONTEXT_CHARS]
    return None


def _group_name(
    i: int,
    nodes: Sequence[Node],
    parents: list[int | None],
    ends: list[int],
    firsts: tuple[list[int], list[int]],
    same_look: list[int],
) -> str | None:
    """The first unique name inside the nearest ancestor that holds one and no look-alike.

    ``firsts``: the first unique name at or after each index that is no control holding a
    count, and the first of any; the former is taken where the group holds one (a post's
    author or text, not its ``♥ 12``, which a like changes).
    """
    a = parents[i]
    for _ in range(_GROUP_LEVELS):
        # The record it is part of, first: a row's, not a cell's that a hover or an open
        # menu fills with names of its own.
        if a is None or not a < i < ends[a]:
            break
        if nodes[a].role in _SELF_PLACED:
            found = _own_name(a, nodes, ends, firsts, same_look, but=i)
            if found is not None:
                return found
            break
        a = parents[a]
    a = parents[i]
    for _ in range(_GROUP_LEVELS):
        if a is None or not a < i < ends[a]:
            return None
        first, end = a + 1, ends[a]
        k = bisect.bisect_left(same_look, first)
        if any(j != i for j in same_look[k : bisect.bisect_left(same_look, end)]):
            return None  # the group holds another of its look: it places neither
        for following in firsts:
            j = following[first]
            if j == i:
                j = following[i + 1]  # its own name does not place it
            if j < end:
                return nodes[j].name[:_CONTEXT_CHARS]
        a = parents[a]
    return None


def _identity(locator: str, role: str, name: str, context: str = "") -> str:
    key = f"{locator}\x1f{role}\x1f{name}"
    return f"{key}\x1f{context}" if context else key


class _Table:
    """One target's map: identity -> entry, its block of ids, and last-seen times."""

    def __init__(self, data: dict[str, Any] | None = None) -> None:
        data = data or {}
        self.next: int = int(data.get("next", 1))
        self.end: int = int(data.get("end", self.next - 1))
        """The last id of the current block (``next > end``: the block is used up)."""
        entries = data.get("entries", {})
        if not isinstance(entries, dict) or not all(
            isinstance(v, list) and len(v) in (2, 3) and isinstance(v[0], str)
            for v in entries.values()
        ):
            raise ValueError("entries are malformed")
        self.entries: dict[str, list[Any]] = dict(entries)
        """Identity -> [id, when last seen, where it was drawn (``"x,y,w,h"``, if known)]."""
        self.last = float(data.get("last", 0.0))
        """When the last snapshot was given ids: its entries were last seen then."""
        self._by_id: dict[str, str] | None = None

    def by_id(self) -> dict[str, str]:
        if self._by_id is None:
            self._by_id = {v[0]: k for k, v in self.entries.items()}
        return self._by_id

    def assign(self, nodes: Sequence[Node], now: float, take: Callable[[int], int]) -> list[str]:
        """Ids for ``nodes``; ``take(n)`` reserves ``n`` fresh ids and returns the first.

        A node that no longer looks like another keeps the id it had as a look-alike in
        the same place (the other rows went), and one that now looks like another keeps
        the id it had alone (a dialog with a second unnamed field opened beside a chat's
        editor): the most recently seen of its two names.
        """
        out: list[str] = []
        alike, place = places(nodes)
        placed: dict[str, str] | None = None
        now = max(now, self.last + 1e-6)  # each snapshot's own time, however fast they come
        heirs = _Heirs(self, {n.locator for n in nodes})
        boxes = _drawn(nodes)
        keys = [
            _identity(n.locator, n.role.value, n.name, where if like else "")
            for n, like, where in zip(nodes, alike, place, strict=True)
        ]
        heirs.learn_shift(
            [
                (key.split("\x1f", 1)[1], drawn)
                for key, drawn in zip(keys, boxes, strict=True)
                if drawn and key not in self.entries
            ]
        )
        for i, (n, like, where) in enumerate(zip(nodes, alike, place, strict=True)):
            key = keys[i]
            entry = self.entries.get(key)
            if where:
                # Its name the other way: placed when it is alone now, bare when it is not.
                twin = _identity(n.locator, n.role.value, n.name, "" if like else where)
                other = self.entries.get(twin)
                if other is not None and (entry is None or other[1] > entry[1]):
                    key, entry = twin, other
            if entry is None and not like:
                # Alone of its look now, it was one of several, placed by what was around it
                # then (the row before it, which went): the same element, its last place.
                if placed is None:
                    placed = self._placed()
                found = placed.get(key)
                if found is not None:
                    key, entry = found, self.entries[found]
            drawn = boxes[i]
            if entry is None and drawn:
                # Drawn again by the page (a list rebuilt with new elements): the same
                # look in the same place as an element of the last snapshot that went;
                # alone then and one of several now, or the other way (another row's
                # role became this one's).
                found = heirs.take(key.split("\x1f", 1)[1], drawn)
                if found is None and where:
                    twin = _identity("", n.role.value, n.name, "" if like else where)
                    found = heirs.take(twin.split("\x1f", 1)[1], drawn)
                if found is not None:
                    entry = self.entries.pop(found)
                    self.entries[key] = entry
                    if self._by_id is not None:
                        self._by_id[entry[0]] = key
            if entry is None:
                if self.next > self.end:
                    size = max(BLOCK, len(nodes) - i)
                    self.next = take(size)
                    self.end = self.next + size - 1
                eid = f"e{self.next}"
                self.next += 1
                entry = self.entries[key] = [eid, now]
                if self._by_id is not None:
                    self._by_id[eid] = key
            else:
                eid = entry[0]
                entry[1] = now
            entry[2:] = [drawn] if drawn else []
            out.append(eid)
        self.last = now
        if len(self.entries) > MAX_ENTRIES:
            keep = sorted(self.entries.items(), key=lambda kv: kv[1][1])[-MAX_ENTRIES:]
            self.entries = dict(keep)
            self._by_id = None
        return out

    def _placed(self) -> dict[str, str]:
        """Bare identity -> the most recently seen placed entry of that element."""
        out: dict[str, str] = {}
        for key, entry in self.entries.items():
            bare, sep, _ = key.rpartition("\x1f")
            if not sep or bare.count("\x1f") != 2:
                continue  # no place in it
            best = out.get(bare)
            if best is None or self.entries[best][1] < entry[1]:
                out[bare] = key
        return out

    def lookup(self, element_id: str) -> IdEntry | None:
        key = self.by_id().get(element_id)
        if key is None:
            return None
        locator, role, rest = key.split("\x1f", 2)
        return IdEntry(element_id, locator, role, rest.split("\x1f", 1)[0])

    def highest(self) -> int:
        """The highest id number this map has issued or reserved."""
        top = self.end
        for v in self.entries.values():
            m = _ID.fullmatch(v[0])
            if m:
                top = max(top, int(m.group(1)))
        return top

    def dump(self) -> dict[str, Any]:
        return {"next": self.next, "end": self.end, "last": self.last, "entries": self.entries}


def _drawn(nodes: Sequence[Node]) -> list[str]:
    """Where each node is drawn: its box, nearest named ancestor and row's first name.

    The row's first name is the first name in the row or list item the node is in.

    ``""`` for a node with no box. The ancestor (a dialog's title, a row's name) tells a
    panel drawn again for another record from the same panel drawn again; the row's
    first name (*Maria Okafor*) tells a row re-sorted into the same box.
    """
    # Nodes come parents first: each one's nearest named ancestor is its parent's name,
    # or the one its parent has (one pass, however deep the tree). A row's first name
    # comes before the rest of it, so each node's row is told by then.
    around: dict[str, str] = {}
    row_of: dict[str, str] = {}
    """Locator -> the locator of the row or list item it is in."""
    first: dict[str, str] = {}
    """A row's locator -> the first name in it."""
    out: list[str] = []
    for n in nodes:
        up = n.parent
        here = ""
        if up is not None:
            here = around.get(up, "")
        if n.name:
            around[n.locator] = n.name[:_CONTEXT_CHARS]
        elif here:
            around[n.locator] = here
        row = n.locator if n.role in _ROWS else row_of.get(up or "", "")
        if row:
            row_of[n.locator] = row
            if n.name and row not in first:
                first[row] = n.name[:_CONTEXT_CHARS]
        b = n.bounds
        if b is None or b.w <= 0 or b.h <= 0:
            out.append("")
            continue
        drawn = f"{b.x},{b.y},{b.w},{b.h}\x1f{here}"
        in_row = row and row != n.locator and row in first
        out.append(f"{drawn}\x1f{first[row]}" if in_row else drawn)
    return out


_ROWS = frozenset({Role.ROW, Role.LISTITEM})
"""Where a record's elements are drawn together: the first name in one tells it."""


class _Heirs:
    """The entries of the last snapshot whose elements went, by look and place drawn.

    An element of the new snapshot with no id of its own takes the id of one of them
    that had its role, name, place among look-alikes and box: the page drew the same
    element again. A look shared by two such entries is no one's to take.
    """

    def __init__(self, table: _Table, current: set[str]) -> None:
        self._table = table
        self._current = current
        self._by_look: dict[tuple[str, str], str | None] | None = None
        self._shift: tuple[float, float] | None = None

    def _looks(self) -> dict[tuple[str, str], str | None]:
        if self._by_look is None:
            self._by_look = {}
            for key, entry in self._table.entries.items():
                if entry[1] != self._table.last or len(entry) < 3:
                    continue
                locator, _, rest = key.partition("\x1f")
                if locator in self._current:
                    continue  # still here
                found = (rest, entry[2])
                self._by_look[found] = None if found in self._by_look else key
        return self._by_look

    def learn_shift(self, wanted: list[tuple[str, str]]) -> None:
        """Find the one move by which the page drew the elements that went again.

        A bar opened over a list rebuilt from its data (a selection's bulk bar) draws
        every row again lower down: each new element has the look, size and
        surroundings of one that went, moved the same way. ``wanted``: the look and box
        of each new element with no id of its own.
        """
        apart: dict[tuple[str, str], list[tuple[float, float]]] = {}
        for (rest, drawn), key in self._looks().items():
            at = _split_box(drawn)
            if key is not None and at is not None:
                apart.setdefault((rest, at[1]), []).append(at[0])
        moves: Counter[tuple[float, float]] = Counter()
        for rest, drawn in wanted:
            at = _split_box(drawn)
            gone = apart.get((rest, at[1])) if at is not None else None
            if at is not None and gone is not None and len(gone) == 1:
                moves[(at[0][0] - gone[0][0], at[0][1] - gone[0][1])] += 1
        # Those drawn in place again are found in place; what moved is the page below a
        # change (an expander closed by a reload, a bar opened above a list).
        for still in [m for m in moves if abs(m[0]) <= 1 and abs(m[1]) <= 1]:
            del moves[still]
        if not moves:
            return
        # Boxes are rounded to pixels: rows at fractional places move a pixel more or less.
        move = max(moves, key=lambda m: (_near(moves, m), moves[m]))
        count = _near(moves, move)
        if count >= _SHIFTED and count * 2 > sum(moves.values()):
            self._shift = move

    def take(self, look: str, drawn: str) -> str | None:
        """The key of the entry that went with this look and box, taken once."""
        looks = self._looks()
        found = looks.pop((look, drawn), None)
        at = _split_box(drawn) if found is None and self._shift is not None else None
        if at is not None and self._shift is not None:
            (x, y), rest = at
            dx, dy = self._shift
            for ex, ey in _ROUNDED:
                back = f"{_num(x - dx - ex)},{_num(y - dy - ey)},{rest}"
                found = looks.pop((look, back), None)
                if found is not None:
                    break
        return found


_SHIFTED = 3
"""Elements that must have moved the same way before a move counts as the page's."""


_ROUNDED = [(0, 0), (0, -1), (0, 1), (-1, 0), (1, 0), (-1, -1), (-1, 1), (1, -1), (1, 1)]
"""A pixel either way: a box's place is rounded."""


def _near(moves: Counter[tuple[float, float]], move: tuple[float, float]) -> int:
    """How many elements moved by ``move``, give or take a pixel each way."""
    return sum(moves.get((move[0] + ex, move[1] + ey), 0) for ex, ey in _ROUNDED)


def _split_box(drawn: str) -> tuple[tuple[float, float], str] | None:
    """A box's corner and the rest of where it is drawn (size and surroundings)."""
    x, _, rest = drawn.partition(",")
    y, _, rest = rest.partition(",")
    try:
        return (float(x), float(y)), rest
    except ValueError:
        return None


def _num(v: float) -> str:
    """A coordinate written as :func:`_drawn` writes it."""
    return str(int(v)) if v == int(v) else str(v)


class IdStore(ABC):
    """Issues and resolves ids per target key."""

    @abstractmethod
    async def assign(self, target_key: str, nodes: Sequence[Node]) -> list[str]:
        """Return one id per node, issuing new ids for elements not seen before."""

    @abstractmethod
    async def lookup(self, target_key: str, element_id: str) -> IdEntry | None:
        """What ``element_id`` was issued for in this target, or ``None`` if never issued."""


class MemoryIdStore(IdStore):
    """Ids kept in memory, for one process (unique across its targets)."""

    def __init__(self) -> None:
        self._tables: dict[str, _Table] = {}
        self._next = 1

    def _take(self, n: int) -> int:
        first = self._next
        self._next += n
        return first

    async def assign(self, target_key: str, nodes: Sequence[Node]) -> list[str]:
        """See :meth:`IdStore.assign`."""
        table = self._tables.setdefault(target_key, _Table())
        return table.assign(nodes, time.time(), self._take)

    async def lookup(self, target_key: str, element_id: str) -> IdEntry | None:
        """See :meth:`IdStore.lookup`."""
        table = self._tables.get(target_key)
        return table.lookup(element_id) if table else None


class FileIdStore(IdStore):
    """Ids kept in ``DIR/<hash of target key>.json``, shared by every process of the user.

    Reading and writing the map (under its lock) happens in a worker thread, so the event
    loop never waits on another process; a lock held for more than ``lock_timeout``
    seconds is :class:`~handrail.errors.OperationTimeout`.
    """

    def __init__(self, directory: Path, *, lock_timeout: float = LOCK_TIMEOUT) -> None:
        self.directory = directory
        self.lock_timeout = lock_timeout

    def _path(self, target_key: str) -> Path:
        digest = hashlib.sha256(target_key.encode()).hexdigest()[:20]
        return self.directory / f"{digest}.json"

    @contextlib.contextmanager
    def _locked(self, target_key: str) -> Iterator[Path]:
        with self._lock_file(self._path(target_key)) as path:
            yield path

    @contextlib.contextmanager
    def _lock_file(self, path: Path) -> Iterator[Path]:
        self.directory.mkdir(parents=True, exist_ok=True)
        lock_path = path.with_suffix(".lock")
        with open(lock_path, "a+") as lock:
            deadline = time.monotonic() + self.lock_timeout
            pause = 0.001
            while True:
                try:
                    fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() >= deadline:
                        raise OperationTimeout(
                            f"id map {lock_path} stayed locked by another process for "
                            f"{self.lock_timeout:g} s"
                        ) from None
                    time.sleep(pause)  # flock has no timeout of its own
                    pause = min(pause * 2, 0.02)
            try:
                yield path
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)

    def _read(self, path: Path) -> _Table:
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return _Table()
        except OSError as exc:
            log.warning("handrail: warning: id map %s cannot be read (%s); new ids", path, exc)
            return _Table()
        try:
            data = json.loads(raw.decode("utf-8"))
            if not isinstance(data, dict):
                raise ValueError("not an object")
            return _Table(data)
        except (ValueError, TypeError, RecursionError) as exc:
            # A corrupt map costs fresh ids from above every id ever issued, so that
            # none of its old ids can name another element; it never stops an observation.
            log.warning(
                "handrail: warning: id map %s is corrupt (%s); starting a new id range,"
                " earlier ids of this target no longer resolve",
                path,
                str(exc)[:80],
            )
            return _Table()

    def _take(self, n: int) -> int:
        """Reserve ``n`` ids from the state directory's counter; return the first."""
        counter = self.directory / "counter.json"
        with self._lock_file(counter):
            first = None
            try:
                data = json.loads(counter.read_text(encoding="utf-8"))
                first = int(data["next"]) if isinstance(data, dict) else None
            except (OSError, ValueError, KeyError, TypeError):
                first = None
            if first is None or first < 1:
                first = self._rebuilt_counter()
            _replace(counter, {"next": first + n})
            return first

    def _rebuilt_counter(self) -> int:
        """Above every id any map in the directory holds (the counter was lost)."""
        top = 0
        for path in self.directory.glob("*.json"):
            if path.name == "counter.json":
                continue
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                top = max(top, _Table(data).highest(), int(data.get("next", 1)) - 1)
            except (OSError, ValueError, TypeError, AttributeError, RecursionError):
                continue
        return top + 1

    def _assign(self, target_key: str, nodes: Sequence[Node]) -> list[str]:
        with self._locked(target_key) as path:
            table = self._read(path)
            ids = table.assign(nodes, time.time(), self._take)
            _replace(path, table.dump())
            return ids

    def _lookup(self, target_key: str, element_id: str) -> IdEntry | None:
        with self._locked(target_key) as path:
            return self._read(path).lookup(element_id)

    async def assign(self, target_key: str, nodes: Sequence[Node]) -> list[str]:
        """See :meth:`IdStore.assign`. The file is replaced atomically.

        Raises:
            OperationTimeout: when another process holds the map's lock too long.

        """
        return await asyncio.to_thread(self._assign, target_key, nodes)

    async def lookup(self, target_key: str, element_id: str) -> IdEntry | None:
        """See :meth:`IdStore.lookup`.

        Raises:
            OperationTimeout: when another process holds the map's lock too long.

        """
        return await asyncio.to_thread(self._lookup, target_key, element_id)


def _replace(path: Path, data: dict[str, Any]) -> None:
    """Write ``data`` to ``path`` atomically."""
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    os.replace(tmp, path)
