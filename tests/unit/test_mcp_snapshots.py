"""The observe result's text and JSON are made once per unchanged snapshot, and again
for any change: a new element object, another cap, the whole text asked for."""

from __future__ import annotations

import dataclasses

from handrail.mcpserver.snapshots import SnapshotRenderer
from handrail.model import Element, Snapshot, SnapshotStats, Target
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State


def snapshot(elements: tuple[Element, ...]) -> Snapshot:
    return Snapshot(
        target=Target(backend="fake", key="k", app="app"),
        elements=elements,
        signature="s",
        stats=SnapshotStats(
            elements=len(elements), total=len(elements), truncated=False, elapsed_ms=1
        ),
    )


def test_the_same_elements_render_once_and_a_changed_one_again() -> None:
    long = "x" * 300
    elements = (
        Element(id="e1", role=Role.BUTTON, name="Save"),
        Element(id="e2", role=Role.TEXT, name=long, parent="e1", depth=1),
    )
    render = SnapshotRenderer()
    snap = snapshot(elements)
    data = render.json(snap)
    assert data == snap.to_json()
    text = render.text(snap, more="m", full=False)
    assert text == format_snapshot(snap, more="m", full=False)

    # The very same elements again (a new snapshot object): the last rendering.
    same = dataclasses.replace(snap, stats=dataclasses.replace(snap.stats, elapsed_ms=2))
    assert render.json(same)["elements"] is data["elements"]
    assert render.json(same)["stats"]["elapsed_ms"] == 2
    assert render.text(same, more="m", full=False) is text
    assert render.text(same, more="m", full=True) == format_snapshot(same, more="m", full=True)

    # Another header (a page's new title): the text again.
    retitled = dataclasses.replace(same, target=dataclasses.replace(same.target, app="other"))
    assert render.text(retitled, more="m", full=False).startswith("# other")

    # An equal but new element object, or a changed one: rendered again.
    pressed = (dataclasses.replace(elements[0], states=frozenset({State.PRESSED})), elements[1])
    moved = snapshot(pressed)
    assert render.json(moved) == moved.to_json()
    assert render.text(moved, more="m", full=False) == format_snapshot(moved, more="m")
    assert render.json(moved)["elements"] is not data["elements"]
