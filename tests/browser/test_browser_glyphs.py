"""Controls named by an icon font's glyph name (``format_italic``) read as icons.

Chromium names a button by its text, and an icon font's text is the name of the picture
it draws. That name is the control's look, its hint, with the title the page gave it:
``remove`` draws a minus sign, so a quantity stepper's minus is no removal.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.safety.policy import RiskPolicy
from handrail.textformat import format_snapshot

pytestmark = pytest.mark.browser


async def test_glyph_names_are_hints_and_a_stepper_minus_is_no_removal(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("glyphs.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        lines = format_snapshot(snap).splitlines()[1:]
        assert lines[:12] == [
            "e2 button (icon: italic format)",
            # A minus and a plus glyph around a number field step it (``steppers.py``).
            "e3 button Decrease Quantity",
            "e4 spinbutton Quantity = 1",
            "e5 button Increase Quantity",
            "e6 clickable Mark as read",  # named by its title
            "e7 button (icon: delete forever)",
            "e8 button Send now",
            # A name the page gave keeps its words, the glyph's among them.
            "e9 unpressed button Enable shuffle",
            "e10 button Post now",
            # A private-use code point of an icon font is no text: the hint tells it.
            "e11 button (icon: trash)",
            # A count on an icon names nothing by itself: the icon says what it is.
            "e13 button 3 (icon: notifications)",
            # A tooltip the page keeps in a data attribute says what the icon does.
            "e14 clickable (icon: recall driver undo)",
        ], lines
        assert any(line.endswith(" Key ci-deploy") for line in lines), lines
        # A glyph whose name is also a word of the label leaves that word: "Clear history".
        assert any(line.endswith(" button Clear history") for line in lines), lines
        # Back and forward are told apart by the way their glyphs point.
        assert any(line.endswith("button (icon: chevron left)") for line in lines), lines
        assert any(line.endswith("button (icon: chevron right)") for line in lines), lines
        # A font class of the page's own (``mi``): a glyph name of two words is a glyph.
        assert any(line.endswith("clickable (icon: tool mic off)") for line in lines), lines
        assert any(line.endswith("clickable (icon: tool star)") for line in lines), lines
        # A word of a text is no glyph, underscore or not, nor a code word a document's
        # link shows in a span of its own.
        assert any(line.endswith(" Use snake_case for keys. See") for line in lines), lines
        assert any(line.endswith(" link dir_fd") for line in lines), lines
        policy = RiskPolicy()
        verdicts = {
            e.id: policy.assess(Action(kind=ActionKind.CLICK, element_id=e.id), e, snap).risk
            for e in snap.elements
            if e.id in ("e3", "e5", "e7", "e8", "e10")
        }
        assert verdicts == {"e3": None, "e5": None, "e7": "delete", "e8": "send", "e10": "post"}
        shuffle = next(e for e in snap.elements if e.id == "e9")
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=shuffle.id))).ok
        assert (
            await browser_env.value(
                "document.querySelector('[aria-label=\"Enable shuffle\"]').ariaPressed"
            )
            == "true"
        )
        # Acting finds them again by their locators, glyph-named as the page has them.
        minus = next(e for e in snap.elements if e.id == "e3")
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=minus.id))).ok
        # A glyph beside the button's words (``send Send now``) leaves it the same button.
        send = next(e for e in snap.elements if e.id == "e8")
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=send.id))).ok
        assert await browser_env.value("document.body.dataset.sent") == "yes"
        mic = next(e for e in snap.elements if e.hint.endswith("mic off"))
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=mic.id))).ok
        assert await browser_env.value("document.body.dataset.mic") == "off"


async def test_a_tooltip_shown_inside_an_icon_names_it_without_the_glyph(
    browser_env: BrowserEnv,
) -> None:
    # Hovered, the icon shows its tooltip inside itself: Chromium's name joins the
    # glyph's name to it ("syncSync all"); the glyph is the look, the tooltip the name.
    await browser_env.goto("glyphs.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        icon = next(e for e in snap.elements if e.hint.startswith("sync"))
        assert not icon.name, icon
        await s.act(q, Action(kind=ActionKind.HOVER, element_id=icon.id), before=snap)
        lines = format_snapshot(await s.observe(q)).splitlines()
        assert any(line.endswith("clickable Sync all") for line in lines), lines


async def test_a_rows_icons_are_no_words_of_its_name(browser_env: BrowserEnv) -> None:
    # A file row named by its contents holds three icons drawn side by side: their glyph
    # names ("file_downloaddeletemore_vert") are no words of its name, and the row is
    # found again by its name once focused (Chromium names it with the glyphs).
    await browser_env.goto("glyphs.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        row = next(e for e in snap.elements if e.name.startswith("Team budget"))
        assert row.name == "Team budget Nov 28", row
        assert (await s.act(q, Action(kind=ActionKind.FOCUS, element_id=row.id))).ok
        again = next(e for e in (await s.observe(q)).elements if e.name.startswith("Team"))
        assert again.name == "Team budget Nov 28" and again.id == row.id, again
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=row.id))).ok
