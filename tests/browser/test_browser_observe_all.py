"""``include_hidden`` (``observe --all``) keeps what Chromium leaves out and changes nothing
else.

What a default observation shows is in the fuller one with the same id, role, name and
value: a field's value is not said again as a text, a clickable row keeps its texts
folded in, a switch drawn by a class stays a switch.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.model import ObserveOptions, Snapshot

pytestmark = pytest.mark.browser


def _shown(snap: Snapshot) -> dict[str, tuple[str, str, str | None]]:
    return {e.id: (str(e.role), e.name, e.value) for e in snap.elements}


@pytest.mark.parametrize(
    "page", ["observeall.html", "inbox.html", "feed.html", "csstoggles.html", "hover.html"]
)
async def test_all_keeps_every_shown_element_as_it_was(browser_env: BrowserEnv, page: str) -> None:
    await browser_env.goto(page)
    q = browser_env.query()
    async with session(browser_env) as s:
        shown = _shown(await s.observe(q))
        everything = _shown(await s.observe(q, ObserveOptions(include_hidden=True)))
    changed = {k: (v, everything.get(k)) for k, v in shown.items() if everything.get(k) != v}
    assert not changed, changed
    if page == "observeall.html":
        names = [name for _, name, _ in everything.values()]
        assert "Ada Lovelace" not in names  # the field's value, said once, as its value
        assert ("switch", "Dark mode", None) in everything.values()  # drawn by a class
