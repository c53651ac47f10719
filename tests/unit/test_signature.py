from handrail.geometry import Rect
from handrail.model import Node
from handrail.signature import signature
from handrail.vocab import Role, State


def n(name: str = "OK", value: str | None = None, x: int = 10, **kw: object) -> Node:
    return Node(
        locator="l", role=Role.BUTTON, name=name, value=value, bounds=Rect(x, 10, 50, 20), **kw
    )  # type: ignore[arg-type]


def test_equal_when_nothing_changed() -> None:
    assert signature([n(), n("B")]) == signature([n(), n("B")])


def test_changes_with_name_value_state_bounds_order() -> None:
    base = signature([n(), n("B")])
    assert signature([n("X"), n("B")]) != base
    assert signature([n(value="1"), n("B")]) != base
    assert signature([n(states=frozenset({State.FOCUSED})), n("B")]) != base
    assert signature([n(x=200), n("B")]) != base
    assert signature([n("B"), n()]) != base


def test_subpixel_jitter_and_clock_are_ignored() -> None:
    assert signature([n(x=9)]) == signature([n(x=10)]) == signature([n(x=11)])
    assert signature([n("Updated 10:41")]) == signature([n("Updated 10:42")])
