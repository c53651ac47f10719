"""The chosen one of a page's own tabs, chips and segmented buttons reads as selected.

``<div class="tab on">Delivery</div><div class="tab">Pickup</div>``, tip chips with
``is-selected`` on one, sizes with ``active`` on one: a person sees which is chosen by
its look, which the class draws. Among sibling clickables exactly one marked by such a
class is the chosen one; where several are (toolbar buttons all ``active``), none is.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import Action, ActionKind
from handrail.gate import AllowAll, Verdict
from handrail.model import Snapshot
from handrail.safety import RiskPolicy
from handrail.session import Session
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


def _chosen(snap: Snapshot) -> set[str]:
    return {e.name for e in snap.elements if e.has(State.SELECTED)}


async def test_the_chosen_tab_chip_and_size_read_as_selected(browser_env: BrowserEnv) -> None:
    await browser_env.goto("chips.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        assert _chosen(snap) == {"Delivery", "Buy", "15%", "M", "12"}, _chosen(snap)
        # The class word that says so is the state, no word of a hint (days in a run of
        # numbered siblings are named by their numbers, with no hint at all).
        assert {e.name: e.hint for e in snap.elements if e.name in {"11", "12"}} == {
            "11": "", "12": ""
        }  # fmt: skip
        twenty = next(e for e in snap.elements if e.name == "20%")
        result = await s.act(q, Action(kind=ActionKind.CLICK, element_id=twenty.id))
        assert result.ok
        assert await browser_env.value("window.__did") == ["tip 20%"]
        after = await s.observe(q)
        assert _chosen(after) == {"Delivery", "Buy", "20%", "M", "12"}, _chosen(after)


async def test_rows_drawn_as_radio_buttons_by_a_short_class_are_radio_buttons(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("chips.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        radios = {e.name: e.has(State.CHECKED) for e in snap.elements if e.role is Role.RADIO}
        # Drawn by an empty or a filled circle before their words (``::before``) too.
        audience = {"All subscribers (48,310)": True, "Segment: VIP customers (1,204)": False}
        assert radios == {"Armed away": True, "Armed stay": False, "Disarmed": False, **audience}
        stay = next(e for e in snap.elements if e.name == "Armed stay")
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=stay.id))).ok
        vip = next(e for e in snap.elements if e.name.startswith("Segment"))
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=vip.id))).ok
        after = await s.observe(q)
        radios = {e.name: e.has(State.CHECKED) for e in after.elements if e.role is Role.RADIO}
        audience = {"All subscribers (48,310)": False, "Segment: VIP customers (1,204)": True}
        assert radios == {"Armed away": False, "Armed stay": True, "Disarmed": False, **audience}


async def test_spans_drawn_as_tabs_are_tabs_and_choosing_one_commits_nothing(
    browser_env: BrowserEnv,
) -> None:
    # An order ticket's Buy / Sell / Sell short drawn as <span class="tab">: choosing
    # the side is no trade, which only the ticket's own button places.
    await browser_env.goto("chips.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        tabs = {e.name: e for e in snap.elements if e.role is Role.TAB}
        assert {"Buy", "Sell", "Sell short", "Delivery", "Pickup"} <= set(tabs), set(tabs)
        assert tabs["Buy"].has(State.SELECTED) and not tabs["Sell"].has(State.SELECTED)
        click = Action(kind=ActionKind.CLICK, element_id=tabs["Sell"].id)
        assert RiskPolicy().assess(click, tabs["Sell"], snap).verdict is Verdict.ALLOW
        assert (await s.act(q, click)).ok
        assert await browser_env.value("window.__did") == ["side Sell"]
        after = await s.observe(q)
        assert {e.name for e in after.elements if e.role is Role.TAB and e.has(State.SELECTED)} >= {
            "Sell"
        }
