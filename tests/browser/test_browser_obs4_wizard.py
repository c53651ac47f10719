"""A clickable element drawn with the ``not-allowed`` cursor reads as disabled.

A checkout wizard's *Continue to payment* is a styled ``<span>`` with a click handler;
until the form is filled its class greys it and sets ``cursor: not-allowed``, and its
handler does nothing. It read as a plain ``clickable``, so an agent pressed it and was
told the page changed. It now reads ``disabled`` until the form is filled.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_not_allowed_cursor_reads_as_disabled_until_the_form_is_filled(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("obs4_wizard.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        cont = find(snap, Role.GENERIC, "Continue to payment")
        assert cont.has(State.DISABLED), cont
        assert not find(snap, Role.GENERIC, "Back").has(State.DISABLED)
        assert not find(snap, Role.GENERIC, "Standard").has(State.DISABLED)
        name = find(snap, Role.TEXTBOX, "Full name")
        await s.act(q, Action(kind=ActionKind.TYPE, element_id=name.id, text="Ada"))
        snap = await s.observe(q)
        cont = find(snap, Role.GENERIC, "Continue to payment")
        assert not cont.has(State.DISABLED), cont
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=cont.id))
    assert await browser_env.value("window.__did") == ["continue"]
