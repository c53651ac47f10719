"""Disabled and read-only controls: a press or text they cannot take fails, and says why."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.errors import ActionFailed
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def _data(env: BrowserEnv) -> dict[str, str]:
    return dict(
        await env.value(
            "({...document.body.dataset, values: [...document.querySelectorAll('input')]"
            ".map(i => i.value).join('|')})"
        )
    )


async def test_a_disabled_control_is_not_pressed_or_typed_into_and_the_receipt_says_so(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("disabled.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        # One that takes no hits (pointer-events: none) reads disabled, not covered.
        later = find(snap, Role.BUTTON, "Pay later")
        assert State.DISABLED in later.states and State.COVERED not in later.states
        for name in ("Save", "Apply"):
            button = find(snap, Role.BUTTON, name)
            assert State.DISABLED in button.states
            for kind in (ActionKind.CLICK, ActionKind.DOUBLECLICK):
                with pytest.raises(ActionFailed, match=f"element {button.id}.* is disabled"):
                    await s.act(q, Action(kind=kind, element_id=button.id))
        for name in ("Street", "Locked field"):
            field = find(snap, Role.TEXTBOX, name)
            for kind in (ActionKind.TYPE, ActionKind.SET_VALUE):
                with pytest.raises(ActionFailed, match=f"element {field.id}.* is disabled"):
                    await s.act(q, Action(kind=kind, element_id=field.id, text="abc"))
        fixed = find(snap, Role.TEXTBOX, "Readonly field")
        for kind in (ActionKind.TYPE, ActionKind.SET_VALUE):
            with pytest.raises(ActionFailed, match=f"element {fixed.id}.* is read-only"):
                await s.act(q, Action(kind=kind, element_id=fixed.id, text="abc"))
        assert await _data(browser_env) == {"values": "||fixed"}
        # Only the page knows what an aria-disabled control does: its handler runs.
        why = find(snap, Role.BUTTON, "Archive")
        assert State.DISABLED in why.states
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=why.id))
        assert r.ok and "aria-disabled" in r.receipt.diagnostic, r.receipt
    assert await _data(browser_env) == {"pressed": "why", "values": "||fixed"}
