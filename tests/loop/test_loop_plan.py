"""Plan parsing and validation: whitelist, typed parameters, ids of THIS snapshot."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from loop_helpers import plan

from handrail.actions import ActionKind
from handrail.backends.fake import FakeBackend
from handrail.errors import ApprovalRequired, PlanRejected
from handrail.loop.executor import execute
from handrail.loop.plan import PLAN_ACTIONS, parse_plan, validate_plan
from handrail.model import Snapshot, TargetQuery
from handrail.session import Session


@pytest.fixture
async def snap(session: Session) -> Snapshot:
    return await session.observe(TargetQuery(app="calc"))


def _id(snapshot: Snapshot, name: str) -> str:
    return next(e.id for e in snapshot.elements if e.name == name)


def test_parse_bare_fenced_and_prose() -> None:
    body = {"status": "continue", "summary": "s", "actions": [{"type": "wait", "seconds": 1}]}
    assert parse_plan(json.dumps(body)).actions[0]["type"] == "wait"
    fenced = "Here is my plan:\n```json\n" + json.dumps(body) + "\n```\nGood luck!"
    assert parse_plan(fenced).summary == "s"
    prose = "I think {not json} then " + json.dumps(body) + " trailing"
    assert parse_plan(prose).status == "continue"


@pytest.mark.parametrize(
    ("reply", "fragment"),
    [
        ("no json here", "no JSON object"),
        ('{"status": "continue", "actions": [', "no JSON object"),
        (
            '{"status": "maybe", "actions": []}',
            '"status" is "maybe"; it must be one of "continue", "finished", "blocked"',
        ),
        ('{"status": "continue", "actions": {"type": "click"}}', '"actions" must be a list'),
        (
            '{"status": "continue", "actions": ["click e4"]}',
            'each action is an object with a "type"',
        ),
        ('{"status": "continue", "summary": 3, "actions": []}', '"summary" must be a string'),
        ('{"summary": "press 5", "actions": [{"type": "wait"}]}', 'the plan has no "status"'),
        ('{"status": "continue", "actions": [{"type": "wait", "seconds": NaN}]}', "NaN"),
        ('{"status": "continue", "actions": [{"type": "wait", "seconds": Infinity}]}', "Infinity"),
        ('{"status": "continue", "actions": [{"type": "wait", "seconds": 1e400}]}', "too large"),
        ('{"status": "continue", "x": ' + "[" * 5000 + "]" * 5000 + "}", "nested too deeply"),
    ],
)
def test_parse_rejections(reply: str, fragment: str) -> None:
    with pytest.raises(PlanRejected) as err:
        parse_plan(reply)
    assert fragment in err.value.reason


async def test_maps_plan_vocabulary_onto_actions(snap: Snapshot) -> None:
    two = _id(snap, "2")
    p = parse_plan(
        plan(
            {"type": "click", "element_id": two},
            {"type": "writetext", "text": "12"},
            {"type": "keypress", "keys": "ctrl+a"},
            {"type": "scroll", "dx": 0, "dy": 3},
            {"type": "wait", "seconds": 0.5},
            {"type": "doubleclick", "x": 10, "y": 20},
            {"type": "hover", "element_id": two},
        )
    )
    valid = validate_plan(p, snap, max_actions=7)
    kinds = [a.kind for a in valid.actions]
    assert kinds == [
        ActionKind.CLICK,
        ActionKind.TYPE,
        ActionKind.KEY,
        ActionKind.SCROLL,
        ActionKind.WAIT,
        ActionKind.DOUBLECLICK,
        ActionKind.HOVER,
    ]
    assert valid.actions[-2].is_coordinate
    assert valid.actions[-1].element_id == two


async def test_extra_actions_are_dropped_and_recorded(snap: Snapshot) -> None:
    two, three = _id(snap, "2"), _id(snap, "3")
    p = parse_plan(
        plan({"type": "click", "element_id": two}, {"type": "click", "element_id": three})
    )
    valid = validate_plan(p, snap, max_actions=1)
    assert [a.element_id for a in valid.actions] == [two]
    assert valid.dropped == ({"type": "click", "element_id": three},)
    assert valid.to_json()["dropped"] == [{"type": "click", "element_id": three}]


@pytest.mark.parametrize(
    ("action", "fragment"),
    [
        ({"type": "launch_missiles"}, "which is not an action; use one of: click,"),
        ({"type": "type", "text": "x"}, "not an action"),
        ({"type": "press"}, 'did you mean "keypress"?'),
        ({"type": "click", "element_id": "e999"}, "not an id in the current element list"),
        ({"type": "click", "element_id": 4}, 'a string such as "e4"'),
        ({"type": "click"}, 'names no element: give "element_id"'),
        ({"type": "click", "x": 5}, 'only one of "x" and "y"'),
        ({"type": "click", "x": "5", "y": 5}, '"x" "5"; it must be a whole number'),
        ({"type": "click", "x": 5000, "y": 5}, "outside the screen"),
        ({"type": "writetext", "text": 5}, "it must be the text to type"),
        ({"type": "writetext"}, 'has no "text"'),
        ({"type": "keypress", "keys": "ctrl+nosuchkey"}, "is not a key combo"),
        ({"type": "keypress"}, 'has no "keys"'),
        ({"type": "wait", "seconds": "soon"}, "give a number from 0 to 60"),
        ({"type": "wait", "seconds": 600}, "must be from 0 to 60"),
        ({"type": "scroll", "dx": 0, "dy": 0}, "moves nowhere"),
        ({"type": "scroll", "dy": 150000}, "is refused: dy 150000 is more than 100 steps"),
        ({"type": "click", "x": float("inf"), "y": 5}, "it must be a whole number"),
        ({"type": "click", "element_id": "e2", "force": True}, '"force", which a click does not'),
        ({"type": "click", "element": {"role": "button", "name": "nope"}}, "has no button named"),
        ({"type": "writetext", "text": "{{PIN}}"}, "the secret {{PIN}}, which does not exist"),
    ],
)
async def test_rejections_name_the_reason(
    snap: Snapshot, action: dict[str, Any], fragment: str
) -> None:
    with pytest.raises(PlanRejected) as err:
        validate_plan(parse_plan(plan(action)), snap, secrets=())
    reason = err.value.reason
    assert fragment in reason
    # Written for a model: no command-line flags, no doubled "click: click:" prefixes.
    assert "--" not in reason
    assert reason.count(f"({action['type']})") <= 1
    assert not reason.startswith(f"{action['type']}: {action['type']}")


async def test_a_wrong_id_is_answered_with_the_ids_whose_name_matches(snap: Snapshot) -> None:
    five = _id(snap, "5")
    bad = plan({"type": "click", "element_id": "e999"}, summary='press the "5" button')
    with pytest.raises(PlanRejected) as err:
        validate_plan(parse_plan(bad), snap)
    assert f'{five} (button "5")' in err.value.reason
    ref = plan({"type": "click", "element": {"role": "button", "name": "five 5"}})
    with pytest.raises(PlanRejected) as err2:
        validate_plan(parse_plan(ref), snap)
    assert f'{five} (button "5")' in err2.value.reason


async def test_element_reference_resolves_by_role_and_name(snap: Snapshot) -> None:
    p = parse_plan(plan({"type": "click", "element": {"role": "button", "name": "7"}}))
    valid = validate_plan(p, snap)
    assert valid.actions[0].element_id == _id(snap, "7")
    assert valid.resolved == (_id(snap, "7"),)


async def test_finish_and_status(snap: Snapshot) -> None:
    finish = validate_plan(parse_plan(plan({"type": "finish"})), snap)
    assert finish.status == "finished"
    assert finish.actions == ()
    done = validate_plan(
        parse_plan(plan({"type": "click", "element_id": "e999"}, status="finished")), snap
    )
    assert done.status == "finished"
    assert done.actions == ()  # a finished plan runs nothing, not even a bad id
    two = _id(snap, "2")
    click_then_finish = validate_plan(
        parse_plan(
            plan(
                {"type": "click", "element_id": two},
                {"type": "finish"},
                {"type": "click", "element_id": two},
            )
        ),
        snap,
        max_actions=3,
    )
    assert [a.element_id for a in click_then_finish.actions] == [two]
    assert click_then_finish.dropped == ({"type": "click", "element_id": two},)
    with pytest.raises(PlanRejected, match='"continue" but "actions" is empty'):
        validate_plan(parse_plan(plan()), snap)


async def test_known_secret_placeholder_passes(snap: Snapshot) -> None:
    valid = validate_plan(
        parse_plan(plan({"type": "writetext", "text": "{{PIN}}"})), snap, secrets=("PIN",)
    )
    assert valid.actions[0].text == "{{PIN}}"


# ---- property: no input makes the executor act on an id outside the current snapshot ---

_ids = st.one_of(
    st.sampled_from([f"e{i}" for i in range(0, 40)]),
    st.text(max_size=6),
    st.integers(),
    st.none(),
)
_values = st.one_of(
    st.integers(-50, 5000), st.text(max_size=8), st.floats(allow_nan=False), st.none()
)
_action = st.fixed_dictionaries(
    {"type": st.one_of(st.sampled_from(PLAN_ACTIONS), st.text(max_size=8))},
    optional={
        "element_id": _ids,
        "x": _values,
        "y": _values,
        "dx": _values,
        "dy": _values,
        "text": _values,
        "keys": st.sampled_from(["Return", "ctrl+a", "BackSpace", "nokey", ""]),
        "seconds": st.one_of(st.floats(0, 0.01), _values),
        "element": st.fixed_dictionaries(
            {"role": st.sampled_from(["button", "textbox", "link"]), "name": st.text(max_size=3)}
        ),
    },
)
_plans = st.fixed_dictionaries(
    {
        "status": st.sampled_from(["continue", "continue", "finished", "blocked", "x"]),
        "actions": st.lists(_action, max_size=4),
    }
)


class RecordingBackend(FakeBackend):
    """A fake backend that remembers the id of every element it was asked to act on."""

    def __init__(self) -> None:
        super().__init__()
        self.acted: list[str] = []

    async def perform(self, target, element, action, via):  # type: ignore[no-untyped-def]
        if element is not None:
            self.acted.append(element.id)
        return await super().perform(target, element, action, via)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(raw=_plans, max_actions=st.integers(1, 4))
async def test_executor_never_acts_on_an_id_outside_the_snapshot(
    raw: dict[str, Any], max_actions: int
) -> None:
    backend = RecordingBackend()
    session = Session(backend, settle_timeout=0)
    # Hide half the calculator: ids issued for it exist in the id store but not on screen.
    for node, _ in backend.apps[0].window.walk():
        if node.name in ("1", "2", "3", "4"):
            node.visible = False
    snapshot = await session.observe(TargetQuery(app="calc"))
    try:
        valid = validate_plan(parse_plan(json.dumps(raw)), snapshot, max_actions=max_actions)
    except PlanRejected:
        assert backend.acted == []
        return
    current = snapshot
    for action in valid.actions:
        before_ids = {e.id for e in current.elements}
        try:
            ex = await execute(session, current.target, action, current)
        except ApprovalRequired:
            # A press at a point the gate cannot name waits for a person: nothing is sent.
            assert backend.acted == []
            return
        for eid in backend.acted:
            assert eid in before_ids
        if action.element_id is not None and ex.receipt is not None:
            assert action.element_id in before_ids
        backend.acted.clear()
        current = ex.after
