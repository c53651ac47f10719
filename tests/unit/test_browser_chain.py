"""The chain of finishing passes: its declared order and how a pass's result is kept."""

from __future__ import annotations

import pytest

from handrail.backends.browser.passes import chain
from handrail.backends.browser.passes.chain import Pass, ReadContext, run_passes
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State


def _draft(
    locator: str, role: Role, name: str, *, parent: str | None = None, **kw: object
) -> Draft:
    states = kw.pop("states", set())
    assert isinstance(states, set)
    return Draft(
        locator=locator,
        role=role,
        name=name,
        value=None,
        desc="",
        states=states if states is not None else set(),
        parent=parent,
        sid="s",
        bid=None,
    )


def _context() -> ReadContext:
    return ReadContext(layouts={}, snaps={}, same_line=lambda *_: False, box=lambda *_: None)


def test_each_pass_is_named_once() -> None:
    names = [p.name for p in chain.PASSES]
    assert len(names) == len(set(names))


def test_a_pass_that_returns_drafts_replaces_them_for_the_next(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[list[str]] = []
    a, b = _draft("a", Role.TEXT, "A"), _draft("b", Role.TEXT, "B")

    def dropped(drafts: list[Draft], _c: ReadContext) -> list[Draft]:
        return [d for d in drafts if d.locator != "a"]

    def looked(drafts: list[Draft], _c: ReadContext) -> None:
        seen.append([d.locator for d in drafts])

    monkeypatch.setattr(
        chain,
        "PASSES",
        (Pass("looked", looked), Pass("dropped", dropped), Pass("looked again", looked)),
    )
    assert [d.locator for d in run_passes([a, b], _context())] == ["b"]
    assert seen == [["a", "b"], ["b"]]


def test_the_chain_does_its_work_on_drafts_of_a_session_read_without_a_snapshot() -> None:
    """A frame read without a DOM snapshot still gets the passes that need none: a radio's
    drawn mark leaves its name, and of two plain clickables the one marked is chosen."""
    group = _draft("g", Role.GROUP, "")
    on = _draft("r1", Role.RADIO, "● Light", parent="g", states={State.CHECKED})
    off = _draft("r2", Role.RADIO, "○ Dark", parent="g")
    box = _draft("m", Role.GROUP, "")
    viewer = _draft("c1", Role.GENERIC, "Viewer ✓", parent="m", states={State.CLICKABLE})
    editor = _draft("c2", Role.GENERIC, "Editor", parent="m", states={State.CLICKABLE})
    kept = run_passes([group, on, off, box, viewer, editor], _context())
    assert [(d.locator, d.name) for d in kept] == [
        ("g", ""),
        ("r1", "Light"),
        ("r2", "Dark"),
        ("m", ""),
        ("c1", "Viewer"),
        ("c2", "Editor"),
    ]
    assert State.SELECTED in viewer.states
    assert State.SELECTED not in editor.states
