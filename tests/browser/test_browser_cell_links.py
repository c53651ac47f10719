"""A press on a cell whose words are one clickable element lands on that element.

``<td><span style="cursor: pointer">Modify</span></td>``, served by a listener on the
document: the observation reads the cell by its words (``cell Modify``), and a press
on it went to the cell's middle, blank in a cell wider than the word, where no listener
answers: the receipt said the page did not change and nothing ran. The press goes
where a person presses, on the word; a cell with no clickable inside is pressed in its
middle as before.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import Action, ActionKind
from handrail.gate import AllowAll
from handrail.session import Session
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_cell_is_pressed_on_its_clickable_words(browser_env: BrowserEnv) -> None:
    await browser_env.goto("cell_links.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        modify = next(e for e in snap.elements if e.name == "Modify")
        returned = next(e for e in snap.elements if e.name == "Returned")
        assert returned.role is Role.CELL
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=modify.id))).ok
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=returned.id))).ok
        assert await browser_env.value("window.__did") == ["modify", "nothing"]
