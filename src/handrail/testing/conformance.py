"""Conformance checks that every backend passes, the in-memory fake included.

Each check is an async function ``check(session, app)`` that raises ``AssertionError``
with a readable message when the backend breaks the contract. ``app`` describes a
real application of the backend's platform: a target query, a control whose click
visibly changes the tree, and a field that accepts text.
"""

from __future__ import annotations

import dataclasses
import io
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from handrail.actions import Action, ActionKind, Mode, Via
from handrail.errors import ElementNotFound, StaleElement, TargetNotFound, UsageError
from handrail.model import Element, ObserveOptions, Snapshot, TargetQuery
from handrail.session import Session
from handrail.vocab import Role, State

__all__ = ["CHECKS", "ConformanceApp", "run_all"]


@dataclass(frozen=True, kw_only=True)
class ConformanceApp:
    """An application the checks drive.

    Attributes:
        query: names the application (or page).
        button: role and name of a control whose click visibly changes the tree.
        textbox: role and name of a field that accepts ``set_value``, or ``None``.
        missing: a query that names nothing.
    """

    query: TargetQuery
    button: tuple[Role, str]
    textbox: tuple[Role, str] | None
    missing: TargetQuery


def _find(snapshot: Snapshot, role: Role, name: str) -> Element:
    for e in snapshot.elements:
        if e.role is role and e.name == name:
            return e
    seen = ", ".join(f"{e.role.value} {e.name!r}" for e in snapshot.elements[:60])
    raise AssertionError(f"no {role.value} {name!r} in the snapshot; saw: {seen}")


async def check_targets(session: Session, app: ConformanceApp) -> None:
    """The app is listed among the targets and resolves; a missing one is TargetNotFound."""
    targets = await session.targets()
    assert targets, "list_targets returned nothing"
    target = await session.resolve(app.query)
    assert any(t.key == target.key for t in targets), f"{target.key} not among the targets"
    try:
        await session.resolve(app.missing)
    except TargetNotFound as err:
        assert "\n" not in str(err)
    else:
        raise AssertionError(f"{app.missing.describe()} resolved to something")


async def check_observe_shape(session: Session, app: ConformanceApp) -> None:
    """Elements have unique ids, vocabulary roles, non-negative bounds and a JSON contract."""
    snap = await session.observe(app.query)
    assert snap.elements, "no elements"
    ids = [e.id for e in snap.elements]
    assert len(ids) == len(set(ids)), "duplicate ids"
    assert all(i.startswith("e") and i[1:].isdigit() for i in ids), "ids are not e<N>"
    for e in snap.elements:
        assert isinstance(e.role, Role)
        assert all(isinstance(s, State) for s in e.states)
        if e.bounds is not None:
            assert e.bounds.w >= 0 and e.bounds.h >= 0, f"{e.id} has negative size"
        assert e.parent is None or e.parent in snap.by_id, f"{e.id}'s parent not in the snapshot"
    data = snap.to_json()
    assert set(data) >= {"target", "signature", "stats", "elements"}
    assert set(data["stats"]) >= {"elements", "elapsed_ms", "truncated"}
    first = data["elements"][0]
    assert set(first) >= {"id", "role", "name", "value", "states", "bounds", "actions"}
    _find(snap, *app.button)


async def check_stable(session: Session, app: ConformanceApp) -> None:
    """Two observations with nothing done in between: same ids, same signature."""
    a = await session.observe(app.query)
    b = await session.observe(app.query)
    assert a.signature == b.signature, "signature changed with nothing done"
    assert [(e.id, e.role, e.name) for e in a.elements] == [
        (e.id, e.role, e.name) for e in b.elements
    ], "ids changed with nothing done"


async def check_truncation(session: Session, app: ConformanceApp) -> None:
    """``max_elements`` caps the output and reports ``truncated``."""
    snap = await session.observe(app.query, ObserveOptions(max_elements=3))
    assert len(snap.elements) == 3
    assert snap.stats.truncated


async def check_click_changes(session: Session, app: ConformanceApp) -> None:
    """Clicking the button by id changes the tree, as the signature and a fresh look show."""
    before = await session.observe(app.query)
    button = _find(before, *app.button)
    result = await session.act(app.query, Action(kind=ActionKind.CLICK, element_id=button.id))
    assert result.ok
    assert result.receipt.mode in (Mode.AX, Mode.INPUT, Mode.KEYBOARD)
    assert result.after is not None
    assert result.after.signature != result.before.signature, "click changed nothing"


async def check_set_value(session: Session, app: ConformanceApp) -> None:
    """``set_value`` puts the text in that field, as a fresh observation shows."""
    if app.textbox is None:
        return
    before = await session.observe(app.query)
    field = _find(before, *app.textbox)
    text = "handrail 42"
    await session.act(app.query, Action(kind=ActionKind.SET_VALUE, element_id=field.id, text=text))
    after = await session.observe(app.query)
    got = after.get(field.id)
    assert got is not None, f"{field.id} vanished after set_value"
    assert (got.value or "").strip() == text, f"field holds {got.value!r}"


async def check_unknown_id(session: Session, app: ConformanceApp) -> None:
    """An id never issued for this target is ElementNotFound, not a crash."""
    try:
        await session.act(app.query, Action(kind=ActionKind.CLICK, element_id="e999999"))
    except ElementNotFound as err:
        assert not isinstance(err, StaleElement)
    else:
        raise AssertionError("clicking e999999 did not fail")


async def check_stale(session: Session, app: ConformanceApp) -> None:
    """An element whose name or locator no longer matches is stale, and nothing is sent."""
    snap = await session.observe(app.query)
    button = _find(snap, *app.button)
    renamed = dataclasses.replace(button, name=button.name + " (changed)")
    gone = dataclasses.replace(button, locator=button.locator + "999999")
    for forged in (renamed, gone):
        try:
            await session.backend.perform(
                snap.target, forged, Action(kind=ActionKind.CLICK, element_id=button.id), Via.AUTO
            )
        except StaleElement:
            pass
        else:
            raise AssertionError(f"acting on a forged element ({forged.locator}) did not fail")
    after = await session.observe(app.query)
    assert after.signature == snap.signature, "a stale action changed the target"


async def check_bad_key(session: Session, app: ConformanceApp) -> None:
    """A malformed key combo is a UsageError before anything is sent."""
    try:
        Action(kind=ActionKind.KEY, keys="ctrl+nosuchkey")
    except UsageError:
        return
    raise AssertionError("a malformed combo was accepted")


async def check_screenshot(session: Session, app: ConformanceApp) -> None:
    """A screenshot of the target is a non-empty PNG."""
    from PIL import Image

    png = await session.screenshot(app.query)
    assert png[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    with Image.open(io.BytesIO(png)) as img:
        assert img.width > 10 and img.height > 10


Check = Callable[[Session, ConformanceApp], Awaitable[None]]

CHECKS: dict[str, Check] = {
    "targets": check_targets,
    "observe_shape": check_observe_shape,
    "stable": check_stable,
    "truncation": check_truncation,
    "unknown_id": check_unknown_id,
    "stale": check_stale,
    "bad_key": check_bad_key,
    "screenshot": check_screenshot,
    "set_value": check_set_value,
    "click_changes": check_click_changes,
}
"""Every check by name, in an order where state-changing checks come last."""


async def run_all(session: Session, app: ConformanceApp) -> None:
    """Run every check in order.

    Raises:
        AssertionError: at the first check that fails, naming it.
    """
    for name, check in CHECKS.items():
        try:
            await check(session, app)
        except AssertionError as err:
            raise AssertionError(f"{name}: {err}") from err
