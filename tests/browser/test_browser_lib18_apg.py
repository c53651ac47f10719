"""Hand-written widgets after the WAI-ARIA Authoring Practices, driven through ids from
``observe``: radio buttons and options whose style sheet draws their state as a glyph
(``::before { content: "● " }``, ``::after { content: " ✓" }``), sliders and a spin
button that move by keys only, and a feed of articles."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_radio_drawn_checked_by_a_glyph_keeps_its_name_and_id(
    browser_env: BrowserEnv,
) -> None:
    """The glyph is the state ARIA already gives: it leaves the name, so a radio (or an
    option marked ✓) keeps one name and one id as it is checked and unchecked."""
    await browser_env.goto("lib18_settings.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        light = find(snap, Role.RADIO, "Light")
        dark = find(snap, Role.RADIO, "Dark")
        assert f"{light.id} checked radio Light" in text, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=dark.id))
        assert await browser_env.value("window.__did") == ["theme Dark"]
        assert find(r.after, Role.RADIO, "Dark").id == dark.id
        assert State.CHECKED in find(r.after, Role.RADIO, "Dark").states
        # The id seen before the press still acts on Light.
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=light.id))
        assert (await browser_env.value("window.__did"))[-1] == "theme Light"
        assert State.CHECKED in find(r.after, Role.RADIO, "Light").states
        ben = find(r.after, Role.OPTION, "Ben Okafor")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=ben.id))
        chosen = find(r.after, Role.OPTION, "Ben Okafor")
        assert chosen.id == ben.id and State.SELECTED in chosen.states, format_snapshot(r.after)


async def test_a_slider_or_spin_button_takes_a_value_by_its_keys(browser_env: BrowserEnv) -> None:
    """``set-value`` on a ``role=slider`` or ``role=spinbutton`` that moves by keys only
    presses them until it reads the value asked for, and says so."""
    await browser_env.goto("lib18_settings.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        top = find(snap, Role.SLIDER, "Maximum price")
        r = await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=top.id, text="500"))
        assert (
            await browser_env.value(
                "document.querySelectorAll('[role=slider]')[1].getAttribute('aria-valuenow')"
            )
            == "500"
        )
        assert find(r.after, Role.SLIDER, "Maximum price").value == "$500"
        spin = find(r.after, Role.SPINBUTTON, "Reminders per day")
        r = await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=spin.id, text="7"))
        assert (await browser_env.value("window.__did"))[-1] == "reminders 7"
        assert find(r.after, Role.SPINBUTTON, "Reminders per day").value == "7"


async def test_a_value_the_slider_cannot_reach_is_refused_truthfully(
    browser_env: BrowserEnv,
) -> None:
    """A minimum's thumb stops at the maximum's: asked past it, the act fails and says
    where it stopped."""
    from handrail.errors import ActionFailed

    await browser_env.goto("lib18_settings.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        low = find(snap, Role.SLIDER, "Minimum price")
        with pytest.raises(ActionFailed, match=r"\$800"):
            await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=low.id, text="900"))


async def test_a_feed_reads_as_a_list_of_articles(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib18_settings.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "unknown" not in text, text
        feed = find(snap, Role.LIST, "Guest reviews")
        assert any(e.role is Role.ARTICLE and e.parent == feed.id for e in snap.elements), text
