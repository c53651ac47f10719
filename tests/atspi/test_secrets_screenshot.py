"""Screenshots of a real GTK dialog hide the box of a field that holds a secret."""

from __future__ import annotations

import asyncio
import io

import pytest
from atspi_support import find
from PIL import Image

from handrail.actions import Action, ActionKind
from handrail.backends.atspi import AtspiBackend
from handrail.gate import AllowAll
from handrail.geometry import Rect
from handrail.model import TargetQuery
from handrail.safety.secrets import SecretsBackend, SecretVault
from handrail.session import Session
from handrail.vocab import Role

pytestmark = pytest.mark.desktop


def _dark(png: bytes, box: Rect, origin: tuple[int, int] = (0, 0)) -> float:
    img = Image.open(io.BytesIO(png)).convert("L")
    x, y = box.x - origin[0] + 3, box.y - origin[1] + 3
    pixels = img.crop((x, y, x + box.w - 6, y + box.h - 6)).tobytes()
    return sum(1 for p in pixels if p == 0) / len(pixels)


async def test_window_and_screen_pictures_hide_the_secret(desktop, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["zenity", "--entry", "--text", "Your name"])
    query = TargetQuery(pid=app.pid)
    vault = SecretVault({"PW": "hunter2-hunter2"})
    backend = SecretsBackend(AtspiBackend(desktop.settings), vault)
    async with Session(backend, gate=AllowAll(), settle_timeout=2.0) as s:
        snap = await s.observe(query)
        field = find(snap, Role.TEXTBOX, "Your name")
        ok = find(snap, Role.BUTTON, "OK")
        window = next(e for e in snap.elements if e.parent is None and e.bounds)
        assert field.bounds and ok.bounds and window.bounds
        await s.act(query, Action(kind=ActionKind.TYPE, element_id=field.id, text="{{PW}}"))
        picture = await s.screenshot(query)
        screen = await s.screenshot()
    origin = (window.bounds.x, window.bounds.y)
    assert _dark(picture, field.bounds, origin) == 1.0
    assert _dark(picture, ok.bounds, origin) < 0.5
    assert _dark(screen, field.bounds) == 1.0
    assert _dark(screen, ok.bounds) < 0.5


def _move_windows(display: str, x: int) -> None:
    """Move every shown top-level window so its left edge is at ``x`` (no window manager)."""
    from Xlib import X
    from Xlib import display as xdisplay

    d = xdisplay.Display(display)
    try:
        for w in d.screen().root.query_tree().children:
            if w.get_attributes().map_state == X.IsViewable:
                w.configure(x=x)
        d.sync()
    finally:
        d.close()


async def test_a_window_partly_off_the_screen_is_masked_where_it_shows(  # type: ignore[no-untyped-def]
    desktop, launch_app
) -> None:
    # The grab is cut to the screen; the boxes must be placed against what it shows.
    app = await launch_app(["zenity", "--entry", "--text", "Your name"])
    query = TargetQuery(pid=app.pid)
    backend = SecretsBackend(AtspiBackend(desktop.settings), SecretVault({"PW": "hunter2-hunter2"}))
    async with Session(backend, gate=AllowAll(), settle_timeout=2.0) as s:
        await s.observe(query)
        _move_windows(desktop.state.display, -60)
        field = window = None
        for _ in range(50):  # until the move shows in the tree
            snap = await s.observe(query)
            window = next(e for e in snap.elements if e.parent is None and e.bounds)
            if window.bounds is not None and window.bounds.x < 0:
                field = find(snap, Role.TEXTBOX, "Your name")
                break
            await asyncio.sleep(0.05)
        assert field is not None and field.bounds is not None
        assert window is not None and window.bounds is not None
        await s.act(query, Action(kind=ActionKind.TYPE, element_id=field.id, text="{{PW}}"))
        picture = await s.screenshot(query)
    shown = field.bounds.intersection(Rect(0, 0, 10**4, 10**4))
    assert shown is not None
    assert _dark(picture, shown, (0, window.bounds.y)) == 1.0
