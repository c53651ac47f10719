"""Which class words say that a switch or check box drawn by its class is on."""

from __future__ import annotations

import pytest

from handrail.backends.browser.passes.looks.classlooks import says_on


@pytest.mark.parametrize(
    ("word", "on"),
    [
        ("on", True),
        ("is-checked", True),
        ("ant-tree-checkbox-checked", True),  # a library's modifier
        ("ant-switch-checked", True),
        ("Mui-checked", True),
        ("switch--toggled", True),
        ("ant-checkbox-unchecked", False),
        ("unchecked", False),
        ("ant-tree-checkbox", False),
        ("ant-checkbox-indeterminate", False),
    ],
)
def test_a_class_word_says_a_box_is_on(word: str, on: bool) -> None:
    assert says_on(word) is on
