"""Text set into a field that suggests as it is typed stays there, its list open to pick from.

An autocomplete (``role=combobox``, ``aria-autocomplete=list``: MUI's Autocomplete,
Headless UI's Combobox, react-select) takes what is typed as a filter for its list, and
leaving it puts back the option chosen: its change is the option picked, not the field
left, so the text set stays where a person typing it would have it, and the receipt reads
the field as the page holds it.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.errors import ActionFailed
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_text_set_into_an_autocomplete_stays_and_its_option_is_picked(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("obs_autocomplete.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = find(snap, Role.COMBOBOX, "Country")
        r = await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=box.id, text="Fra"))
        assert r.ok, r
        assert await browser_env.value("document.getElementById('country').value") == "Fra"
        snap = await s.observe(q)
        option = find(snap, Role.OPTION, "France")
        assert "expanded combobox Country = Fra" in format_snapshot(snap), format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=option.id))
        assert r.ok, r
    assert await browser_env.value("window.__did") == ["country France"]
    assert await browser_env.value("document.getElementById('country').value") == "France"


async def test_a_set_value_the_page_puts_back_when_the_field_is_left_fails(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("obs_autocomplete.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        city = find(snap, Role.TEXTBOX, "City")
        nice = Action(kind=ActionKind.SET_VALUE, element_id=city.id, text="Nice")
        with pytest.raises(ActionFailed, match="put back"):
            await s.act(q, nice)
        assert await browser_env.value("document.getElementById('city').value") == "Lyon"
        r = await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=city.id, text="Paris"))
        assert r.ok, r
    assert await browser_env.value("document.getElementById('city').value") == "Paris"
