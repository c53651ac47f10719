"""A column header says how its column is sorted, and its own controls stand apart.

Pages draw a sort order as a glyph after a header's words (``th.asc::after { content:
" ▲" }``) with no ``aria-sort``: Chromium names the header ``Number ▲``, and an agent
asked to sort by number ascending cannot tell the header already does. The glyph is
read as the ``ascending``/``descending`` state and leaves the name; ``aria-sort``, when
the page gives it, wins over a glyph. A ▾ is a menu's sign, not an order. A filter
glyph drawn inside a header is a control of its own, and the header's name is its own
words (``Customer``, not ``Customer⏷``).
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import Action, ActionKind
from handrail.gate import AllowAll
from handrail.session import Session
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser

_ORDERS = {State.ASCENDING, State.DESCENDING}


async def test_sort_glyphs_are_read_as_the_order(browser_env: BrowserEnv) -> None:
    await browser_env.goto("header_glyphs.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        headers = {e.name: e.states & _ORDERS for e in snap.elements if e.role is Role.COLUMNHEADER}
        assert headers == {
            "Number": {State.ASCENDING},
            "Customer": set(),
            "Date": {State.DESCENDING},
            "Total ▾": set(),
            "Items": {State.DESCENDING},
            "Status": set(),
        }
        number = next(e for e in snap.elements if e.name == "Number")
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=number.id))).ok
        assert await browser_env.value("window.__did") == ["sort number"]


async def test_a_filter_glyph_in_a_header_is_its_own_control(browser_env: BrowserEnv) -> None:
    await browser_env.goto("header_glyphs.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        headers = [e for e in snap.elements if e.role is Role.COLUMNHEADER]
        customer = next(e for e in headers if "Customer" in e.name)
        assert customer.name == "Customer"
        glyph = next(e for e in snap.elements if e.name == "⏷")
        assert State.CLICKABLE in glyph.states
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=glyph.id))).ok
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=customer.id))).ok
        assert await browser_env.value("window.__did") == ["filter customer", "sort customer"]


async def test_a_leading_triangle_says_whether_a_section_is_open(browser_env: BrowserEnv) -> None:
    # ``▸ Delivery instructions`` with no aria-expanded is a closed section; once opened
    # the page draws ``▾``: one element, one name, its state changed.
    await browser_env.goto("header_glyphs.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        section = next(e for e in snap.elements if e.name == "Delivery instructions")
        assert section.has(State.COLLAPSED) and not section.has(State.EXPANDED), section
        assert not any(e.name == "Instructions" for e in snap.elements)
        # aria-expanded, where the page gives it, wins over the glyph.
        gift = next(e for e in snap.elements if e.name.endswith("Gift note"))
        assert gift.has(State.EXPANDED) and not gift.has(State.COLLAPSED), gift
        play = next(e for e in snap.elements if e.role is Role.BUTTON and "Play" in e.name)
        assert play.name == "▶ Play video" and not play.has(State.COLLAPSED), play
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=section.id))).ok
        snap = await s.observe(q)
        opened = next(e for e in snap.elements if e.name == "Delivery instructions")
        assert opened.id == section.id
        assert opened.has(State.EXPANDED) and not opened.has(State.COLLAPSED), opened
        assert any(e.name == "Instructions" for e in snap.elements)
