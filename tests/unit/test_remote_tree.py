"""A tree crosses the watcher's socket whole, and an older watcher's tree still reads."""

from __future__ import annotations

import orjson

from handrail.backends.base import Tree
from handrail.backends.browser.session.remote import tree_from, tree_json
from handrail.geometry import Rect
from handrail.model import Node
from handrail.vocab import Role, State


def test_a_tree_reads_back_with_what_each_rows_hover_shows() -> None:
    row = Node(
        locator="n1",
        role=Role.GENERIC,
        name="Alice Lunch",
        states=frozenset({State.CLICKABLE}),
        bounds=Rect(0, 0, 600, 30),
        hover=("Archive", "Delete"),
    )
    text = Node(locator="n2", role=Role.TEXT, name="Lunch", parent="n1")
    tree = Tree(nodes=(row, text), total=2)
    back = tree_from(orjson.loads(orjson.dumps(tree_json(tree))))
    assert back.nodes == (row, text)


def test_a_node_written_without_its_hover_has_none() -> None:
    data = tree_json(Tree(nodes=(Node(locator="n1", role=Role.BUTTON, name="Send"),), total=1))
    data["nodes"][0] = data["nodes"][0][:12]
    assert tree_from(data).nodes[0].hover == ()


def test_where_a_page_draws_pictures_crosses_too_and_unknown_stays_unknown() -> None:
    node = Node(locator="n1", role=Role.BUTTON, name="Send")
    for pictures in (None, (), (Rect(0, 0, 640, 360), Rect(8, 400, 420, 90))):
        tree = Tree(nodes=(node,), total=1, pictures=pictures)
        assert tree_from(orjson.loads(orjson.dumps(tree_json(tree)))).pictures == pictures
    older = tree_json(Tree(nodes=(node,), total=1, pictures=()))
    del older["pictures"]
    assert tree_from(older).pictures is None
