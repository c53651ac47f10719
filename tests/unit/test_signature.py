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


def test_relative_times_are_ignored_and_other_numbers_are_not() -> None:
    assert signature([n("Last synced 1 seconds ago")]) == signature(
        [n("Last synced 12 seconds ago")]
    )
    assert signature([n("Updated 5 min ago")]) == signature([n("Updated 6 mins ago")])
    assert signature([n("3 hours ago")]) == signature([n("4 hrs ago")])
    assert signature([n("更新于5秒前")]) == signature([n("更新于9秒前")])
    assert signature([n("Delete 1 file")]) != signature([n("Delete 100 files")])
    assert signature([n("2 days ago")]) != signature([n("3 days ago")])
