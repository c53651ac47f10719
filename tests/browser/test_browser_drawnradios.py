"""Radio buttons a page draws with a class are radio buttons, the chosen one checked."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_class_drawn_radio_group_shows_which_one_is_chosen(
    browser_env: BrowserEnv,
) -> None:
    # ``<div class="radio sel"><span class="dot"></span> Forward to …</div>``: read as a
    # plain clickable, nothing told which option the group held, nor that pressing one
    # chose it; the risk gate could not see *Discard* chosen before *Change*.
    await browser_env.goto("drawnradios.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        radios = {e.name: e for e in snap.elements if e.role is Role.RADIO}
        assert set(radios) == {
            "Forward to jdoe@example-shop.com",
            "Discard with error to sender",
            "Discard (not recommended)",
        }, text
        assert [n for n, e in radios.items() if e.has(State.CHECKED)] == [
            "Forward to jdoe@example-shop.com"
        ], text
        drop = radios["Discard (not recommended)"]
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=drop.id))).ok
        after = await s.observe(q)
        chosen = [e.name for e in after.elements if e.role is Role.RADIO and e.has(State.CHECKED)]
        assert chosen == ["Discard (not recommended)"], format_snapshot(after)
        # The same option, by its id, once chosen.
        assert after.by_id[drop.id].has(State.CHECKED)
    assert await browser_env.value("document.getElementById('out').textContent") == (
        "chose blackhole"
    )
