"""Which control each <label> labels, read from a DOM snapshot's node lists."""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.labels import label_controls


def _doc(rows: list[tuple[str, int, dict[str, str]]]) -> tuple[list[str], dict[str, Any]]:
    """A snapshot document of (node name, parent index, attributes) rows; backend id = 100 + i."""
    strings: list[str] = []

    def s(text: str) -> int:
        if text not in strings:
            strings.append(text)
        return strings.index(text)

    nodes: dict[str, Any] = {
        "nodeName": [s(name) for name, _, _ in rows],
        "parentIndex": [parent for _, parent, _ in rows],
        "backendNodeId": [100 + i for i in range(len(rows))],
        "attributes": [[x for k, v in attrs.items() for x in (s(k), s(v))] for _, _, attrs in rows],
    }
    return strings, nodes


def test_for_names_a_control_by_id_near_or_far_and_nesting_labels_its_first_control() -> None:
    filler = [("DIV", 1, {}) for _ in range(200)]
    rows = [
        ("BODY", -1, {}),
        ("DIV", 0, {}),
        ("LABEL", 1, {"for": "far"}),  # 2: its control lies 200 nodes away
        ("LABEL", 1, {"for": "near"}),  # 3
        ("INPUT", 1, {"id": "near", "type": "text"}),  # 4
        ("LABEL", 1, {}),  # 5: wraps a hidden input and then a checkbox
        ("INPUT", 5, {"type": "hidden"}),  # 6
        ("SPAN", 5, {}),  # 7
        ("INPUT", 7, {"type": "checkbox"}),  # 8
        ("LABEL", 1, {"for": "nothing"}),  # 9: names no element
        ("LABEL", 1, {"for": "plain"}),  # 10: names an element that takes no label
        ("DIV", 1, {"id": "plain"}),  # 11
        *filler,
        ("SELECT", 1, {"id": "far"}),  # 212
    ]
    strings, nodes = _doc(rows)
    assert label_controls(strings, nodes) == {102: 312, 103: 104, 105: 108}


def test_a_page_without_labels_has_none() -> None:
    strings, nodes = _doc([("BODY", -1, {}), ("INPUT", 0, {"id": "x"})])
    assert label_controls(strings, nodes) == {}
