"""The checks that a node found again is still the element read: their order and lists."""

from __future__ import annotations

from typing import Any, cast

import pytest

from handrail.backends.browser.acting import drawnas, renamed, sameness
from handrail.backends.browser.acting.livetext import LiveNode
from handrail.backends.browser.session.cdp import CdpSession
from handrail.model import Element
from handrail.vocab import Role, State

_NO_SESSION = cast(CdpSession, None)


def _element(role: Role, name: str, **kw: Any) -> Element:
    return Element(id="e1", role=role, name=name, **kw)


async def _same(
    element: Element, role: Role, name: str, node: dict[str, Any] | None = None
) -> bool:
    return await sameness.same(_NO_SESSION, "obj", node or {}, element, role, name)


def test_each_check_is_listed_once() -> None:
    checks = [*drawnas.DRAWN_AS, *renamed.RENAMED]
    assert len({c.__name__ for c in checks}) == len(checks)


async def test_the_first_check_with_an_answer_decides(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []

    def check(label: str, answer: bool | None) -> drawnas.Check:
        async def run(n: LiveNode) -> bool | None:
            asked.append(label)
            return answer

        return run

    monkeypatch.setattr(sameness, "DRAWN_AS", (check("a", None), check("b", False)))
    monkeypatch.setattr(sameness, "RENAMED", (check("c", True),))
    element = _element(Role.BUTTON, "Save")
    assert not await _same(element, Role.BUTTON, "Save")
    assert asked == ["a", "b"]
    asked.clear()
    monkeypatch.setattr(sameness, "DRAWN_AS", (check("a", None),))
    assert await _same(element, Role.BUTTON, "Other")
    assert asked == ["a", "c"]


async def test_with_no_answer_the_role_and_the_name_must_be_the_same(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sameness, "DRAWN_AS", ())
    monkeypatch.setattr(sameness, "RENAMED", ())
    element = _element(Role.BUTTON, "Save")
    assert await _same(element, Role.BUTTON, "Save")
    assert not await _same(element, Role.BUTTON, "Delete")
    assert not await _same(element, Role.LINK, "Save")
    # A node the tree no longer shows is no longer the element, whatever its name.
    assert not await _same(element, Role.BUTTON, "Save", {"ignored": True})


async def test_the_renamed_checks_are_asked_only_of_the_role_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async def always(n: LiveNode) -> bool | None:
        return True

    monkeypatch.setattr(sameness, "DRAWN_AS", ())
    monkeypatch.setattr(sameness, "RENAMED", (always,))
    element = _element(Role.BUTTON, "Save")
    assert await _same(element, Role.BUTTON, "Anything")
    assert not await _same(element, Role.LINK, "Anything")


async def test_a_checkbox_drawn_as_a_switch_is_the_switch_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sameness, "DRAWN_AS", ())
    monkeypatch.setattr(sameness, "RENAMED", ())
    element = _element(Role.SWITCH, "Email alerts", states=frozenset({State.CHECKED}))
    assert await _same(element, Role.CHECKBOX, "Email alerts")
    assert not await _same(element, Role.CHECKBOX, "Push alerts")
