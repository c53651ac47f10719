"""An action that ran, whose page could not be read afterwards, is reported as run."""

from __future__ import annotations

import json

from handrail.actions import Action, ActionKind, Mode, Via
from handrail.backends.base import Tree
from handrail.backends.fake import FakeBackend, calculator_app
from handrail.errors import OperationTimeout
from handrail.gate import AllowAll
from handrail.loop.executor import execute
from handrail.model import ObserveOptions, Target, TargetQuery
from handrail.render import act_lines
from handrail.session import Session

CALC = TargetQuery(app="calc")


class BlindAfterActing(FakeBackend):
    """A backend whose reads time out once it has acted (a page that stops drawing)."""

    async def read_tree(self, target: Target, options: ObserveOptions) -> Tree:
        if self.log:
            raise OperationTimeout("the browser did not answer Page.captureScreenshot within 10s")
        return await super().read_tree(target, options)


def _seven(snap):  # type: ignore[no-untyped-def]
    return next(e for e in snap.elements if e.name == "7")


async def test_a_click_that_ran_is_not_a_failure_when_the_read_after_it_fails() -> None:
    app = calculator_app()
    backend = BlindAfterActing([app])
    async with Session(backend, gate=AllowAll()) as s:
        snap = await s.observe(CALC)
        result = await s.act(CALC, Action(kind=ActionKind.CLICK, element_id=_seven(snap).id))
    assert len(backend.log) == 1  # pressed once
    assert app.window.find("Display").value == "7"
    assert result.ok
    assert result.after is None
    assert result.unseen is not None and "captureScreenshot" in result.unseen.message
    data = json.loads(json.dumps(result.to_json()))
    assert data["ok"] is True and data["error"] is None
    assert "captureScreenshot" in data["unseen"]
    line = act_lines(result.receipt.action, result)[0]
    assert "ran" in line and "could not be read" in line and "observe" in line
    assert "no visible change" not in line and "changed" not in line.split(":")[1]


async def test_the_loop_does_not_press_again_when_it_could_not_see_the_first_press() -> None:
    app = calculator_app()
    backend = BlindAfterActing([app])
    async with Session(backend, gate=AllowAll()) as s:
        snap = await s.observe(CALC)
        target = snap.target
        seven = Action(kind=ActionKind.CLICK, element_id=_seven(snap).id)
        ex = await execute(s, target, seven, snap)
    # The first press was through the accessibility action; a fallback press at the
    # element's centre would have typed a second 7.
    assert [mode for _, _, mode in backend.log] == [Mode.AX]
    assert app.window.find("Display").value == "7"
    assert ex.ok and not ex.fallback
    assert ex.unseen is not None and "captureScreenshot" in ex.unseen
    assert ex.to_json()["unseen"] == ex.unseen


async def test_a_failed_read_before_acting_still_fails_and_nothing_is_sent() -> None:
    backend = BlindAfterActing([calculator_app()])
    backend.log.append(("x", Action(kind=ActionKind.WAIT, seconds=0), Mode.NONE))
    async with Session(backend, gate=AllowAll()) as s:
        try:
            await s.act(CALC, Action(kind=ActionKind.KEY, keys="7"), via=Via.AUTO)
        except OperationTimeout:
            pass
        else:  # pragma: no cover - the assertion below names the defect
            raise AssertionError("a read that failed before acting was not reported")
    assert len(backend.log) == 1
