"""A filter panel built of Tagify and noUiSlider, driven through ids from ``observe``:
each tag's remove button says which tag it removes, and each handle of a range slider is
named by the slider's caption and the end it moves."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.model import Element, Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


def _remove_buttons(snap: Snapshot) -> list[Element]:
    return [e for e in snap.elements if e.role is Role.BUTTON and "remove" in e.name.lower()]


async def test_each_tags_remove_button_says_its_tag(browser_env: BrowserEnv) -> None:
    """Tagify labels every tag's x ``remove tag``: each reads with its tag's words, the
    one for ``waterproof`` removes that tag, and the last one left still says its tag."""
    await browser_env.goto("lib24_filters.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        names = [e.name for e in _remove_buttons(snap)]
        assert names == ["remove tag hiking", "remove tag waterproof"], text
        wet = find(snap, Role.BUTTON, "remove tag waterproof")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=wet.id))
        await browser_env.ready("window.__did.length > 0")  # after the tag's fade
        assert await browser_env.value("window.__did") == ["tag remove waterproof"]
        assert await browser_env.value("window.__tags.value.map(t => t.value)") == ["hiking"]
        snap = await s.observe(q)
        # The last tag's button is told by its tag too.
        assert [e.name for e in _remove_buttons(snap)] == ["remove tag hiking"], format_snapshot(
            snap
        )


async def test_range_handles_are_named_by_caption_and_end(browser_env: BrowserEnv) -> None:
    """noUiSlider's handles carry no name: the two of the price range read ``Price
    lower`` and ``Price upper`` (the caption before the slider, the end its class
    words say); a handle the page labelled keeps its label. A key on the lower one moves it."""
    await browser_env.goto("lib24_filters.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        sliders = [(e.name, e.value) for e in snap.elements if e.role is Role.SLIDER]
        assert sliders == [
            ("Price lower", "20.00"),
            ("Price upper", "80.00"),
            ("Most weight", "3.00"),
        ], text
        low = find(snap, Role.SLIDER, "Price lower")
        await s.act(q, Action(kind=ActionKind.KEY, element_id=low.id, keys="Right"))
        assert await browser_env.value("document.getElementById('price').noUiSlider.get()") == [
            "25.00",
            "80.00",
        ]
