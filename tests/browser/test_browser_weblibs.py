"""Pages built with real component libraries (installed by ``make weblibs``), driven
through ids from ``observe``: what their own code renders, not a page imitating it."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from fixture_server import WEBLIBS
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


def test_the_libraries_are_installed() -> None:
    assert (WEBLIBS / "bootstrap" / "dist" / "js" / "bootstrap.bundle.min.js").is_file(), (
        "the web component libraries are missing: run `make weblibs`"
    )


async def test_a_bootstrap_dropdown_opens_and_its_item_acts(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib_bootstrap.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        toggle = find(snap, Role.BUTTON, "Order 1042")
        assert State.COLLAPSED in toggle.states, format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=toggle.id))
        assert State.EXPANDED in find(r.after, Role.BUTTON, "Order 1042").states
        archive = find(r.after, Role.LINK, "Archive")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=archive.id))
        assert await browser_env.value("window.__did") == ["archive"]
