"""intl-tel-input names its country button by the country chosen ("Change country for
phone number, currently selected United States (+1)"): the chosen country is the
button's value, and the button keeps its name and id when another country is chosen."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.model import Element, Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


def _country(snap: Snapshot) -> Element:
    found = [e for e in snap.elements if e.role is Role.BUTTON and "country" in e.name]
    assert len(found) == 1, format_snapshot(snap)
    return found[0]


async def test_the_country_button_keeps_its_id_when_the_country_changes(
    browser_env: BrowserEnv,
) -> None:
    """The button reads the country as its value; once the page picks Germany, the same
    id reads Germany, and a press on it still opens the list."""
    await browser_env.goto("lib26_phone.html")
    await browser_env.ready("window.__ready === true && !!window.iti")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        before = _country(snap)
        assert before.value is not None and "United States" in before.value, format_snapshot(snap)
        assert "United States" not in before.name, format_snapshot(snap)
        await browser_env.value("(window.iti.setSelectedCountry('de'), true)")
        await browser_env.ready("window.iti.getSelectedCountry().iso2 === 'de'")
        snap = await s.observe(q)
        after = _country(snap)
        assert after.id == before.id, format_snapshot(snap)
        assert after.value is not None and "Germany" in after.value, format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=after.id))
        assert r.ok, r
        await browser_env.ready(
            "document.querySelector('button[aria-haspopup]').ariaExpanded === 'true'"
        )
