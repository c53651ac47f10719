import pytest

from handrail.actions import Action, ActionKind, Mode, Via
from handrail.backends.fake import FakeBackend, calculator_app, form_app
from handrail.config import Settings, load_settings
from handrail.errors import (
    ActionDenied,
    ApprovalRequired,
    ElementNotFound,
    StaleElement,
    Stopped,
    UsageError,
)
from handrail.gate import AllowAll, Gate, GateDecision, GateRequest
from handrail.model import ObserveOptions, TargetQuery
from handrail.session import Session
from handrail.stop import StopFlag

CALC = TargetQuery(app="calc")


def by_name(snap, name):  # type: ignore[no-untyped-def]
    return next(e for e in snap.elements if e.name == name)


async def test_compute_by_ids() -> None:
    async with Session(FakeBackend()) as s:
        snap = await s.observe(CALC)
        for label in ["2", "+", "3", "="]:
            r = await s.act(CALC, Action(kind=ActionKind.CLICK, element_id=by_name(snap, label).id))
            assert r.receipt.mode is Mode.AX
        after = await s.observe(CALC)
        assert by_name(after, "Display").value == "5"


async def test_pointer_fallback_when_ax_is_broken() -> None:
    app = calculator_app()
    app.window.find("7").ax_broken = True
    async with Session(FakeBackend([app])) as s:
        snap = await s.observe(CALC)
        r = await s.act(CALC, Action(kind=ActionKind.CLICK, element_id=by_name(snap, "7").id))
        assert r.receipt.mode is Mode.INPUT and r.receipt.fallback_from is Mode.AX
        assert r.changed
        r2 = await s.act(
            CALC, Action(kind=ActionKind.CLICK, element_id=by_name(snap, "7").id), via=Via.AX
        )
        assert not r2.changed


async def test_stale_when_element_changes_and_nothing_is_sent() -> None:
    app = form_app()
    backend = FakeBackend([app])
    async with Session(backend, gate=AllowAll()) as s:
        q = TargetQuery(app="form")
        snap = await s.observe(q)
        send = by_name(snap, "Send")
        app.window.find("Send").name = "Send now"
        with pytest.raises(StaleElement):
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=send.id))
        assert backend.log == []


async def test_unknown_id() -> None:
    async with Session(FakeBackend()) as s:
        with pytest.raises(ElementNotFound):
            await s.act(CALC, Action(kind=ActionKind.CLICK, element_id="e4242"))


async def test_hidden_element_is_addressable_by_earlier_id() -> None:
    app = form_app()
    async with Session(FakeBackend([app])) as s:
        q = TargetQuery(app="form")
        snap = await s.observe(q)
        sub = by_name(snap, "Subscribe")
        app.window.find("Subscribe").visible = False
        hidden = await s.observe(q)
        assert hidden.get(sub.id) is None
        with pytest.raises(StaleElement):
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=sub.id))
        full = await s.observe(q, ObserveOptions(include_hidden=True))
        assert full.get(sub.id) is not None


class DenySend(Gate):
    async def check(self, request: GateRequest) -> GateDecision:
        if request.element is not None and request.element.name == "Send":
            raise ActionDenied("sending needs a person")
        return GateDecision(verdict="allow")  # type: ignore[arg-type]


async def test_gate_holds_before_anything_is_sent() -> None:
    backend = FakeBackend()
    async with Session(backend, gate=DenySend()) as s:
        q = TargetQuery(app="form")
        snap = await s.observe(q)
        with pytest.raises(ActionDenied):
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=by_name(snap, "Send").id))
        assert backend.log == []
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=by_name(snap, "Subscribe").id))
        assert r.ok and len(backend.log) == 1


async def test_stop_flag_blocks_input(tmp_path) -> None:  # type: ignore[no-untyped-def]
    flag = StopFlag(tmp_path)
    backend = FakeBackend()
    async with Session(backend, stop=flag) as s:
        snap = await s.observe(CALC)
        flag.raise_("test")
        with pytest.raises(Stopped):
            await s.act(CALC, Action(kind=ActionKind.CLICK, element_id=by_name(snap, "7").id))
        assert backend.log == []
        flag.clear()
        await s.act(CALC, Action(kind=ActionKind.CLICK, element_id=by_name(snap, "7").id))
        assert len(backend.log) == 1


async def test_truncation_and_region() -> None:
    async with Session(FakeBackend()) as s:
        snap = await s.observe(CALC, ObserveOptions(max_elements=5))
        assert len(snap.elements) == 5 and snap.stats.truncated
        assert snap.stats.total == 19
        from handrail.geometry import Rect

        region = await s.observe(CALC, ObserveOptions(region=Rect(20, 120, 60, 40)))
        names = {e.name for e in region.elements}
        assert "7" in names and "9" not in names


class _SettlingFake(FakeBackend):
    """A fake whose settle hands back the tree it read, counting reads."""

    reads = 0

    async def read_tree(self, target, options):  # type: ignore[no-untyped-def]
        self.reads += 1
        return await super().read_tree(target, options)

    async def settle(self, target, timeout):  # type: ignore[no-untyped-def]
        return await self.read_tree(target, ObserveOptions())


async def test_act_builds_the_after_snapshot_from_the_settled_tree() -> None:
    backend = _SettlingFake()
    async with Session(backend) as s:
        snap = await s.observe(CALC)
        backend.reads = 0
        r = await s.act(
            CALC, Action(kind=ActionKind.CLICK, element_id=by_name(snap, "7").id), before=snap
        )
        assert backend.reads == 1  # the settle read, none after it
        assert r.after is not None and by_name(r.after, "Display").value == "7"
        fresh = await s.observe(CALC)
        assert r.after.signature == fresh.signature
        assert [e.id for e in r.after.elements] == [e.id for e in fresh.elements]
        # Other options than the default need their own read.
        backend.reads = 0
        r = await s.act(
            CALC,
            Action(kind=ActionKind.CLICK, element_id=by_name(snap, "8").id),
            before=fresh,
            options=ObserveOptions(max_elements=3),
        )
        assert backend.reads == 2
        assert r.after is not None and len(r.after.elements) == 3


async def test_default_session_holds_irreversible_actions_and_honours_stop(
    tmp_path,
    monkeypatch,  # type: ignore[no-untyped-def]
) -> None:
    """The Python API gets the same risk gate and stop flag as the CLI unless told otherwise."""
    monkeypatch.setenv("HANDRAIL_STATE_DIR", str(tmp_path))
    monkeypatch.setenv("HANDRAIL_APPROVER", "none")
    backend = FakeBackend()
    async with Session(backend) as s:
        q = TargetQuery(app="form")
        snap = await s.observe(q)
        with pytest.raises((ApprovalRequired, ActionDenied)):
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=by_name(snap, "Send").id))
        assert backend.log == []
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=by_name(snap, "Subscribe").id))
        assert len(backend.log) == 1
        StopFlag(tmp_path).raise_("test")
        with pytest.raises(Stopped):
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=by_name(snap, "Subscribe").id))
        assert len(backend.log) == 1


async def test_a_session_without_settings_reads_no_environment(
    tmp_path,
    monkeypatch,  # type: ignore[no-untyped-def]
) -> None:
    """``Session(backend)`` takes the default ``Settings()``; only its caller reads the
    environment and the config file (``load_settings``)."""
    config = tmp_path / "config.toml"
    config.write_text("settle_timeout = 7\n", encoding="utf-8")
    monkeypatch.setenv("HANDRAIL_CONFIG", str(config))
    monkeypatch.setenv("HANDRAIL_SETTLE_TIMEOUT", "9")
    monkeypatch.setenv("HANDRAIL_POLICY", str(tmp_path / "no-such-policy.toml"))
    monkeypatch.setenv("HANDRAIL_APPROVER", "nonsense")
    async with Session(FakeBackend()) as s:
        assert s.settle_timeout == Settings().settle_timeout
        snap = await s.observe(CALC)
        await s.act(CALC, Action(kind=ActionKind.CLICK, element_id=by_name(snap, "7").id))
    # The same environment, read on purpose, is honoured (and its bad policy refused).
    with pytest.raises(UsageError):
        Session(FakeBackend(), settings=load_settings())


async def test_the_same_nodes_again_make_the_same_snapshot_without_new_ids() -> None:
    # A backend that hands back the very nodes it read last (a browser page whose mirror
    # saw no change) costs no id assignment; a new read is assigned again.
    from handrail.backends.base import Tree
    from handrail.backends.wrapper import BackendWrapper
    from handrail.ids import MemoryIdStore

    class Repeating(BackendWrapper):
        last: Tree | None = None

        async def read_tree(self, target, options):  # type: ignore[no-untyped-def]
            if self.last is None:
                self.last = await self.inner.read_tree(target, options)
            return self.last

    class Counting(MemoryIdStore):
        calls = 0

        async def assign(self, key, nodes):  # type: ignore[no-untyped-def]
            self.calls += 1
            return await super().assign(key, nodes)

    ids = Counting()
    backend = Repeating(FakeBackend(apps=[calculator_app()]))
    async with Session(backend, ids=ids, gate=AllowAll()) as s:
        q = TargetQuery(app="calc")
        first = await s.observe(q)
        second = await s.observe(q)
        assert ids.calls == 1
        assert second.elements == first.elements and second.signature == first.signature
        backend.last = None
        await s.observe(q)
        assert ids.calls == 2


def test_a_capped_read_keeps_what_the_page_announces_however_far_it_lies() -> None:
    """On screen first, then the status line above ("1 order selected"), then the nearest."""
    from handrail.model import Element
    from handrail.session import _keep
    from handrail.vocab import Role, State

    off = frozenset({State.OFFSCREEN})
    top = [
        Element(id="s", role=Role.STATUSBAR, name="", states=off),
        Element(id="s1", role=Role.TEXT, name="1 order selected: A-1010", parent="s", states=off),
    ]
    rows = [Element(id=f"r{i}", role=Role.CELL, name=f"row {i}", states=off) for i in range(50)]
    shown = [Element(id=f"v{i}", role=Role.CELL, name=f"view {i}") for i in range(3)]
    kept = [e.id for e in _keep([*top, *rows, *shown], 8)]
    assert kept == ["s", "s1", "r47", "r48", "r49", "v0", "v1", "v2"], kept
