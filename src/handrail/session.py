"""The session: observe and act on targets through one backend.

This is the Python API the CLI, the MCP server and the loop share. It turns a
backend's nodes into a :class:`~handrail.model.Snapshot` with stable ids and a
signature, resolves ids back to elements (failing as stale rather than acting
elsewhere), applies the :class:`~handrail.gate.Gate`, and observes again after acting.

A session is given its settings and its secret vault; :func:`handrail.factory.open_session`
is the one place the CLI and the MCP server build theirs from settings, a target and
options.
"""

from __future__ import annotations

import asyncio
import bisect
import dataclasses
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from handrail.actions import NO_TARGET, Action, ActionKind, ActionReceipt, Mode, Via
from handrail.backends.base import Backend, Tree
from handrail.backends.wrapper import find_layer
from handrail.closing import AsyncClosing
from handrail.config import Settings
from handrail.errors import ElementNotFound, HandrailError, StaleElement, Stopped
from handrail.gate import Gate, GateDecision, GateRequest
from handrail.geometry import Rect
from handrail.ids import IdStore, MemoryIdStore
from handrail.leases import LeaseBook
from handrail.marks import DEFAULT_LONG_SIDE, MarkedImage, mark_png
from handrail.model import (
    Element,
    Node,
    ObserveOptions,
    Snapshot,
    SnapshotStats,
    Target,
    TargetQuery,
)
from handrail.safety.secrets import SecretsBackend, SecretVault
from handrail.safety.wiring import default_gate
from handrail.signature import signature
from handrail.stop import StopFlag, watching
from handrail.vocab import Role, State

__all__ = ["ActResult", "Session"]


_FOCUS = frozenset({State.FOCUSED})


@dataclass(frozen=True, kw_only=True)
class ActResult:
    """The outcome of :meth:`Session.act`: the receipt and the snapshots around it."""

    receipt: ActionReceipt
    element: Element | None
    before: Snapshot
    after: Snapshot | None
    error: HandrailError | None = None
    decision: GateDecision | None = None
    unseen: HandrailError | None = None
    """Why the target could not be read after the action ran (``after`` is then None).

    The action was sent all the same: only what it did is unknown.
    """

    @property
    def ok(self) -> bool:
        """True when the action ran."""
        return self.receipt.ok and self.error is None

    @property
    def changed(self) -> bool:
        """True when the signature or the target's address changed.

        A link to a place on the page already in view moves only the address (and the
        focus, where the browser has it).
        """
        after = self.after
        return after is not None and (
            after.signature != self.before.signature or after.target.url != self.before.target.url
        )

    @property
    def focus_only(self) -> bool:
        """True when what changed is only which element holds the focus.

        A press on something that reacts to keys alone moves the focus and nothing else:
        the page did not do what a click was meant to do.
        """
        if self.after is None or not self.changed:
            return False
        if self.after.target.url != self.before.target.url:
            return False  # an in-page link: the address moved to its place

        def seen(snap: Snapshot) -> list[tuple[Any, ...]]:
            return [
                (e.id, e.role, e.name, e.value, e.hint, e.states - _FOCUS, e.bounds)
                for e in snap.elements
            ]

        return seen(self.before) == seen(self.after)

    def to_json(self) -> dict[str, Any]:
        """The JSON form of the ``act`` contract."""
        return {
            "ok": self.ok,
            "action": self.receipt.action.kind.value,
            "element": self.element.id if self.element else None,
            "mode": self.receipt.mode.value,
            "fallback_from": (
                self.receipt.fallback_from.value if self.receipt.fallback_from else None
            ),
            "latency_ms": round(self.receipt.latency_ms, 1),
            "signature_before": self.before.signature,
            "signature_after": self.after.signature if self.after else None,
            "diagnostic": self.receipt.diagnostic,
            "source": self.receipt.source,
            "opened": self.receipt.opened or None,
            "error": self.error.message if self.error else None,
            "unseen": self.unseen.message if self.unseen else None,
            "decision": self.decision.to_json() if self.decision else None,
        }


def _no_stop() -> None:
    """No stop flag to check."""


_ANNOUNCING = frozenset({Role.STATUSBAR, Role.ALERT})
"""Roles of what a page announces (``role=status``, ``role=alert``)."""


def _keep(elements: Sequence[Element], cap: int) -> Sequence[Element]:
    """At most ``cap`` elements, those on screen first, each with its ancestors.

    A long page's first elements in document order are often far above what is shown:
    cutting there would leave out what a scroll brought into view, however far the
    caller scrolls. So elements on screen are taken first (in document order), then the
    others nearest to them in document order — what lies just above and below the view,
    where a scroll goes next, rather than the page's top — each only with the ancestors
    that place it; the result keeps document order. What the page announces (a status
    line, an alert) comes right after what is on screen, however far away it lies.
    Without off-screen elements this is the first ``cap``.
    """
    if len(elements) <= cap:
        return elements
    shown = [n for n, e in enumerate(elements) if State.OFFSCREEN not in e.states]
    if len(shown) == len(elements):
        return elements[:cap]
    by_id = {e.id: e for e in elements}
    chosen: set[str] = set()
    # Distances count from the innermost elements on screen: a list that is on screen
    # holds its first rows too, however far above the view they are.
    parents = {e.parent for e in elements}
    inner = [n for n in shown if elements[n].id not in parents] or shown

    def distance(n: int) -> int:
        """How far element ``n`` lies, in document order, from the nearest one on screen."""
        if not inner:
            return n
        at = bisect.bisect_left(inner, n)
        return min(abs(inner[k] - n) for k in (at - 1, at) if 0 <= k < len(inner))

    # What the page announces (a status line, an alert: "1 order selected") is kept
    # wherever it lies: it tells what the last action did.
    told: set[str] = set()
    for e in elements:
        if e.role in _ANNOUNCING or (e.parent is not None and e.parent in told):
            told.add(e.id)
    hidden = sorted(
        (n for n, e in enumerate(elements) if State.OFFSCREEN in e.states),
        key=lambda n: (elements[n].id not in told, distance(n)),
    )
    order = [elements[n] for n in shown] + [elements[n] for n in hidden]
    for element in order:
        if len(chosen) >= cap:
            break
        line: list[str] = []
        node: Element | None = element
        while node is not None and node.id not in chosen:
            line.append(node.id)
            node = by_id.get(node.parent) if node.parent else None
        if len(chosen) + len(line) <= cap:
            chosen.update(line)
    return [e for e in elements if e.id in chosen]


def _depths_and_parents(tree: Tree, ids: list[str]) -> tuple[list[int], list[str | None]]:
    index: dict[str, int] = {}
    for i, n in enumerate(tree.nodes):
        index.setdefault(n.locator, i)
    depths: list[int] = []
    parents: list[str | None] = []
    for n in tree.nodes:
        p = index.get(n.parent) if n.parent is not None else None
        # A parent listed after its child (a backend's cycle or repeat) makes it a root.
        if p is None or p >= len(depths):
            depths.append(0)
            parents.append(None)
        else:
            depths.append(depths[p] + 1)
            parents.append(ids[p])
    return depths, parents


class Session(AsyncClosing):
    """Observe and act on one backend's targets.

    Args:
        backend: the backend to use (the session closes it on :meth:`close`).
        settings: what the defaults below come from (state directory, settle time,
            policy file, approval channel). ``Settings()`` when not given: the
            session reads no setting from the environment or the config file itself
            (the default state directory is the per-user one, see
            :func:`handrail.config.state_dir`). To honour
            them as the CLI does, pass :func:`handrail.config.load_settings`'s result
            (the CLI and the MCP server do, through
            :func:`handrail.factory.open_session`).
        vault: secrets typed as ``{{NAME}}``. The session wraps ``backend`` in a
            :class:`~handrail.safety.secrets.SecretsBackend` with it, so everything
            above the backend (the gate, the loop, logs) sees placeholders only, and a
            placeholder naming no secret fails instead of being typed. A backend that
            is already so wrapped brings its vault. ``None`` (and no wrapped backend):
            text is typed as written.
        ids: where ids are kept; in memory by default.
        gate: the policy every action passes. By default the risk gate with the
            settings' policy file and approval channel
            (:func:`handrail.safety.default_gate`), the same as the CLI's: an
            irreversible action waits for a person, or is refused when nobody can be
            asked. Pass :class:`~handrail.gate.AllowAll` to opt out.
        settle_timeout: seconds to let the UI settle after an action before observing
            (default: the settings').
        origin: who uses this session, recorded in gate requests.
        stop: the emergency stop flag checked before anything is sent; by default the
            one in the settings' state directory (``handrail stop`` and the console
            raise it).
        leases: the targets' leases: an action on a target that another process's run
            holds fails with :class:`~handrail.errors.TargetBusy` (after waiting
            :attr:`lease_wait` seconds). By default those of the stop flag's state
            directory.

    """

    def __init__(
        self,
        backend: Backend,
        *,
        settings: Settings | None = None,
        vault: SecretVault | None = None,
        ids: IdStore | None = None,
        gate: Gate | None = None,
        settle_timeout: float | None = None,
        origin: str = "api",
        stop: StopFlag | None = None,
        leases: LeaseBook | None = None,
    ) -> None:
        wrapped = find_layer(backend, SecretsBackend)
        if wrapped is not None and (vault is None or vault is wrapped.vault):
            vault = wrapped.vault
        elif vault is not None:
            backend = SecretsBackend(backend, vault)
        self.backend = backend
        self.vault = vault
        """The secrets the backend expands (``None``: placeholders are typed as written)."""
        self.ids = ids or MemoryIdStore()
        self._memo: dict[str, tuple[tuple[Node, ...], tuple[Element, ...], str]] = {}
        """The last tree's nodes per target key, with the elements and signature made
        from them."""
        if gate is None or stop is None or settle_timeout is None:
            settings = settings if settings is not None else Settings()
            gate = gate or default_gate(settings, origin, vault=vault)
            stop = stop or StopFlag(settings.state_dir)
            settle_timeout = settings.settle_timeout if settle_timeout is None else settle_timeout
        self.gate = gate
        self.settle_timeout = settle_timeout
        self.origin = origin
        self.stop = stop
        self.leases = leases if leases is not None else LeaseBook(stop.path.parent / "leases")
        self.lease_wait = 0.0
        """Seconds an action waits for another run's lease on its target to end."""

    async def close(self) -> None:
        """Close the backend."""
        await self.backend.close()

    async def targets(self) -> list[Target]:
        """Every target the backend can operate."""
        return await self.backend.list_targets()

    async def resolve(self, target: TargetQuery | Target) -> Target:
        """Resolve a query to a target (a target is refreshed by its backend)."""
        if isinstance(target, Target):
            return await self.backend.refresh(target)
        return await self.backend.resolve(target)

    async def observe(
        self, target: TargetQuery | Target, options: ObserveOptions | None = None
    ) -> Snapshot:
        """Observe the target: elements with stable ids, a signature and stats.

        Raises:
            TargetNotFound, NoAccessibilityTree, OperationTimeout: from the backend.

        """
        options = options or ObserveOptions()
        started = time.perf_counter()
        resolved = await self.resolve(target)
        tree = await self.backend.read_tree(resolved, options)
        return await self._snapshot(resolved, tree, options, started)

    async def _snapshot(
        self, target: Target, tree: Tree, options: ObserveOptions, started: float
    ) -> Snapshot:
        if tree.title and tree.title != target.app:
            # The read saw the target's current title (a page's, which the browser's
            # target list may not have caught up with).
            window = tree.title if target.window is not None else None
            target = dataclasses.replace(target, app=tree.title, window=window)
        if tree.url and tree.url != target.url:
            # Likewise its address: a move within the document reaches the target's info
            # later than the page's own announcement.
            target = dataclasses.replace(target, url=tree.url)
        memo = self._memo.get(target.key)
        if memo is not None and memo[0] is tree.nodes:
            # The backend handed back the very nodes it read last (a browser page that
            # has not changed): same ids, same elements, same signature.
            return self._snapshot_of(target, tree, options, started, memo[1], memo[2])
        ids = await self.ids.assign(target.key, tree.nodes)
        depths, parents = _depths_and_parents(tree, ids)
        elements = tuple(
            Element(
                id=eid,
                role=n.role,
                name=n.name,
                value=n.value,
                description=n.description,
                hint=n.hint,
                states=n.states,
                bounds=n.bounds,
                actions=n.actions,
                parent=parent,
                depth=depth,
                source=n.source,
                confidence=n.confidence,
                hover=n.hover,
                locator=n.locator,
            )
            for n, eid, depth, parent in zip(tree.nodes, ids, depths, parents, strict=True)
        )
        sig = signature(elements)
        self._memo = {target.key: (tree.nodes, elements, sig)}
        return self._snapshot_of(target, tree, options, started, elements, sig)

    def _snapshot_of(
        self,
        target: Target,
        tree: Tree,
        options: ObserveOptions,
        started: float,
        elements: tuple[Element, ...],
        sig: str,
    ) -> Snapshot:
        region = options.region
        shown: Sequence[Element] = elements
        if region is not None:
            shown = [e for e in elements if e.bounds and e.bounds.intersection(region)]
        truncated = tree.truncated or len(shown) > options.max_elements
        # The whole tree's elements are handed on as they are: a page read again
        # unchanged gives the very same tuple (its text need not be made again).
        kept = _keep(shown, options.max_elements)
        stats = SnapshotStats(
            elements=len(kept),
            total=tree.total,
            truncated=truncated,
            elapsed_ms=(time.perf_counter() - started) * 1000,
        )
        return Snapshot(
            target=target,
            elements=kept if isinstance(kept, tuple) else tuple(kept),
            signature=sig,
            stats=stats,
            environment=tree.environment,
            taken_at=time.time(),
            blocking=tree.blocking,
            perception=tree.perception,
            hints=tree.hints,
            offscreen=tree.offscreen,
        )

    async def element(self, snapshot: Snapshot, element_id: str) -> Element:
        """The element ``element_id`` names in ``snapshot``'s target.

        Looks in the snapshot first, then in the id map (an element hidden from this
        snapshot but issued earlier is still addressable).

        Raises:
            ElementNotFound: when the id was never issued for this target.
            StaleElement: when it was issued but its element is gone or changed.

        """
        found = snapshot.get(element_id)
        if found is not None:
            return found
        entry = await self.ids.lookup(snapshot.target.key, element_id)
        if entry is None:
            raise ElementNotFound(
                f"no element {element_id} in {snapshot.target.app}; observe to get current ids"
            )
        now = next((e for e in snapshot.elements if e.locator == entry.locator), None)
        if now is not None:
            # Its place holds another element now: a renamed one, or a row the page
            # reused for another record (its buttons keep their names but not their ids).
            raise StaleElement(
                f"element {element_id} ({_spoken(entry.role)} {entry.name!r}) has changed: its"
                f" place now holds {now.id} ({now.mention}); nothing was done;"
                " observe again for current ids"
            )
        try:
            role = Role(entry.role)
        except ValueError:
            role = Role.UNKNOWN
        # Not in the visible snapshot: the backend checks that its locator still holds
        # it (before anyone is asked to approve an action on it), and again when acting.
        element = Element(id=element_id, role=role, name=entry.name, locator=entry.locator)
        try:
            await self.backend.check_element(snapshot.target, element)
        except StaleElement as exc:
            raise StaleElement(f"{exc}{_same_now(snapshot, element)}") from exc
        return element

    async def _unleased(self, target: Target) -> None:
        """Return when no other process's run holds ``target`` (see :attr:`lease_wait`).

        Raises:
            TargetBusy: naming the run that holds it.

        """
        if self.lease_wait > 0:
            await asyncio.to_thread(self.leases.check, target.key, target.app, self.lease_wait)
        else:
            self.leases.check(target.key, target.app)

    async def act(
        self,
        target: TargetQuery | Target,
        action: Action,
        *,
        via: Via = Via.AUTO,
        before: Snapshot | None = None,
        options: ObserveOptions | None = None,
        run_id: str | None = None,
        context: dict[str, Any] | None = None,
    ) -> ActResult:
        """Observe, check the gate, carry out ``action``, let the UI settle and observe again.

        When the read after the action fails, the result says the action ran and keeps
        why in :attr:`ActResult.unseen`; it does not raise.

        Args:
            before: a fresh snapshot to act from; taken now when not given.
            context: evidence for the gate (the planner's summary and intent).

        Raises:
            ElementNotFound, StaleElement: the id does not name a live element; nothing
                was sent.
            ApprovalRequired, ActionDenied: the gate held the action; nothing was sent.
            ActionFailed: no channel could carry the action out.
            Stopped: the emergency stop is up; nothing was sent.
            TargetBusy: another process's run holds the target; nothing was sent.

        """
        before = before or await self.observe(target, options)
        resolved = before.target
        await self._unleased(resolved)
        element: Element | None = None
        if action.element_id is not None:
            element = await self.element(before, action.element_id)
        decision = await self.gate.check(
            GateRequest(
                action=action,
                element=element,
                snapshot=before,
                origin=self.origin,
                run_id=run_id,
                context=context,
                refresh=lambda: self.observe(resolved, options),
                screenshot=lambda: self.backend.screenshot(resolved),
            )
        )
        if action.kind in NO_TARGET:
            return await self._idle(action, before, resolved, options)
        if self.stop is not None:
            # Checked after the gate too: an approval can take long, and a stop wins.
            self.stop.check()
        await self._unleased(resolved)
        if self.stop is not None:
            # And right before the input goes: the wait for a held target can take long.
            self.stop.check()
        with watching(self.stop.check if self.stop is not None else _no_stop):
            try:
                receipt = await self.backend.perform(resolved, element, action, via)
            except StaleElement as exc:
                if element is None:
                    raise
                raise StaleElement(f"{exc}{_same_now(before, element)}") from exc
        try:
            after = await self._after(resolved, options)
        except Stopped:
            raise
        except HandrailError as exc:
            # The action was sent: failing the receipt would have a caller send it again.
            return ActResult(
                receipt=receipt,
                element=element,
                before=before,
                after=None,
                decision=decision,
                unseen=exc,
            )
        return ActResult(
            receipt=receipt, element=element, before=before, after=after, decision=decision
        )

    async def _after(self, target: Target, options: ObserveOptions | None) -> Snapshot:
        """The target once it has settled after an action."""
        started = time.perf_counter()
        settled = await self.backend.settle(target, self.settle_timeout)
        if settled is not None and (options is None or options == ObserveOptions()):
            # The backend's last read while settling is current: no second read. Its
            # elapsed time includes the settling.
            return await self._snapshot(
                await self.resolve(target), settled, ObserveOptions(), started
            )
        return await self.observe(target, options)

    async def _idle(
        self,
        action: Action,
        before: Snapshot,
        target: Target,
        options: ObserveOptions | None,
    ) -> ActResult:
        started = time.perf_counter()
        if action.kind is ActionKind.WAIT:
            await asyncio.sleep(action.seconds)
        receipt = ActionReceipt.since(started, action=action, mode=Mode.NONE)
        after = await self.observe(target, options) if action.kind is ActionKind.WAIT else None
        return ActResult(receipt=receipt, element=None, before=before, after=after)

    async def screenshot(
        self, target: TargetQuery | Target | None = None, region: Rect | None = None
    ) -> bytes:
        """A PNG of the target's window or page, a screen region, or the whole screen."""
        resolved = await self.resolve(target) if target is not None else None
        return await self.backend.screenshot(resolved, region)

    async def marked_screenshot(
        self, snapshot: Snapshot, *, long_side: int = DEFAULT_LONG_SIDE
    ) -> MarkedImage:
        """The snapshot's target as a picture with each element's id drawn on its box.

        Taken through the backend chain, so secrets are blacked out; scaled to fit
        ``long_side``. :meth:`MarkedImage.to_screen` maps a point on it back to element
        coordinates.
        """
        target = snapshot.target
        png = await self.backend.screenshot(target, None)
        area = await self.backend.capture_area(target, None)
        boxes = [
            (e.id, e.bounds)
            for e in snapshot.elements
            if e.bounds is not None and not e.bounds.empty
        ]
        return mark_png(png, boxes, area, long_side=long_side)


def _same_now(snapshot: Snapshot, element: Element) -> str:
    """Where a text or link of the stale one's role and name is now, when one alone is.

    A control is not pointed to: one of its name elsewhere may act on another record (a
    reused row's button), which only a new observation can tell; nor is a generic element,
    which may have been one (a closed menu's *Delete* ``<div>`` beside the toolbar's).
    """
    control = element.interactive and element.role is not Role.LINK
    if not element.name or control or element.role is Role.GENERIC:
        return ""
    same = [
        e
        for e in snapshot.elements
        if e.role is element.role and e.name == element.name and e.id != element.id
    ]
    if len(same) != 1:
        return ""
    return f" (the same {element.mention} is now {same[0].id})"


def _spoken(role: str) -> str:
    """A role kept in an id's entry as a person is told of it (never ``generic``)."""
    return "element" if role == Role.GENERIC.value else role
