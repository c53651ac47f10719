"""Names keep no invisible direction marks, and a tooltip that repeats a name is not said.

Mail and chat apps wrap a shortcut in a label with direction marks a person never sees
(``aria-label="Send \\u202a(Ctrl-Enter)\\u202c"``): Chromium keeps them in the name, where
an agent looking for ``Send (Ctrl-Enter)`` does not find it and a tooltip saying the
same again (``data-tooltip``) was shown beside it as if it said more. Direction marks,
isolates and zero-width spaces leave names, descriptions and tooltips; joiners, which
draw emoji and some scripts, stay, and so does a name holding an override, which
reorders what it holds (``\\u202edneS`` is shown as "Send"): the risk gate reads it in
the order it is shown.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import Action, ActionKind
from handrail.gate import AllowAll
from handrail.session import Session
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser

_INVISIBLE = "\u200b\u200e\u200f\u202a\u202b\u202c\u2066\u2067\u2068\u2069"


async def test_names_lose_invisible_marks_and_repeated_tips(browser_env: BrowserEnv) -> None:
    await browser_env.goto("invisible_marks.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert not any(c in text for c in _INVISIBLE), text
        buttons = [e.name for e in snap.elements if e.role is Role.BUTTON]
        assert buttons == [
            "Send (Ctrl-Enter)",
            "Full screen (Shift for pop-out)",
            "Discard draft",
            "\u202edneS",
        ]
        assert "(tip:" not in text.split("Discard")[0], text  # the first two repeat their names
        assert "(tip: Discard draft Ctrl-Shift-D)" in text, text  # this one says more
        assert "Sent to עומר and Bob." in text, text
        send = next(e for e in snap.elements if e.name == "Send (Ctrl-Enter)")
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=send.id))).ok
        assert await browser_env.value("window.__did") == ["send"]
