"""Which control each <label> labels, read from a DOM snapshot's node lists."""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.labels import Toggle, label_controls, label_toggles


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


def test_labels_of_checkboxes_and_radios_carry_their_state_and_others_none() -> None:
    rows = [
        ("BODY", -1, {}),
        ("LABEL", 0, {}),  # 1: a checked checkbox
        ("INPUT", 1, {"type": "checkbox"}),  # 2
        ("LABEL", 0, {"for": "r"}),  # 3: a disabled radio, named by for=
        ("INPUT", 0, {"id": "r", "type": "Radio", "disabled": ""}),  # 4
        ("LABEL", 0, {}),  # 5: a text field is no toggle
        ("INPUT", 5, {"type": "text"}),  # 6
    ]
    strings, nodes = _doc(rows)
    nodes["inputChecked"] = {"index": [2]}
    pairs = label_controls(strings, nodes)
    assert label_toggles(strings, nodes, pairs) == {
        101: Toggle(control=102, radio=False, checked=True, disabled=False),
        103: Toggle(control=104, radio=True, checked=False, disabled=True),
    }
    assert label_toggles(strings, nodes, {}) == {}
