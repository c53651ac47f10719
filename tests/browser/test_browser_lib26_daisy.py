"""daisyUI's pager and steps: a ``join`` of page buttons says the page shown by its
button's class alone (``btn-active``), which reads ``current``; a row of ``steps``
reads one line a step, its number (drawn by CSS: a counter, or the item's
``data-content``) before its title, and the last step drawn reached
(``step-primary``) is the current one."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.model import Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser

_READY = (
    "window.__ready === true"
    " && getComputedStyle(document.querySelector('.step')).display !== 'list-item'"
)


def _current_steps(snap: Snapshot) -> list[str]:
    return [e.name for e in snap.elements if State.CURRENT in e.states and e.role is Role.TEXT]


async def test_the_page_button_drawn_active_reads_current(browser_env: BrowserEnv) -> None:
    """Page 2's button (``btn-active``) alone reads ``current``; a press on page 3 runs
    its handler. Two word buttons joined, one ``btn-active``, are no pager."""
    await browser_env.goto("lib26_daisy.html")
    await browser_env.ready(_READY)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert State.CURRENT in find(snap, Role.BUTTON, "2").states, text
        for name in ("1", "3", "4", "Bold", "Italic"):
            assert State.CURRENT not in find(snap, Role.BUTTON, name).states, text
        three = find(snap, Role.BUTTON, "3")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=three.id))
        assert r.ok
        assert await browser_env.value("window.__did") == ["page 3"]


async def test_each_step_reads_one_line_with_its_number(browser_env: BrowserEnv) -> None:
    """Each step is one line, its number before its title (``2 Shipping``); Shipping, the
    last drawn done, is the current step, and so is Pack in the second row."""
    await browser_env.goto("lib26_daisy.html")
    await browser_env.ready(_READY)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        for line in ("1 Cart", "2 Shipping", "3 Payment", "4 Done", "✓ Order", "2 Pack", "3 Ship"):
            assert any(e.name == line for e in snap.elements), text
        for alone in ("1", "2", "3", "4", "✓"):
            assert not any(e.role is Role.TEXT and e.name == alone for e in snap.elements), text
        assert _current_steps(snap) == ["2 Shipping", "2 Pack"], text
