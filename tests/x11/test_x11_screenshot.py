"""Screenshots from a real Xvfb: sizes, crops and a real window's pixels."""

from __future__ import annotations

import io

import pytest
from atspi_probe import extents, find
from PIL import Image

from handrail import desktop as hdesktop
from handrail.errors import BackendUnavailable, UsageError
from handrail.geometry import Rect
from handrail.x11 import Screenshooter, screenshot

pytestmark = pytest.mark.desktop


def _img(png: bytes) -> Image.Image:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    return Image.open(io.BytesIO(png))


@pytest.fixture
def shooter(desktop):
    s = Screenshooter(hdesktop.display(desktop.settings), timeout=desktop.settings.ipc_timeout)
    yield s
    s.close()


async def test_whole_screen(shooter) -> None:
    img = _img(await shooter.png())
    assert img.size == (1280, 800)
    assert img.mode == "RGB"
    assert await shooter.screen_size() == (1280, 800)


async def test_window_region_matches_the_full_screenshot(desktop, shooter, launch_app) -> None:
    app = await launch_app(["zenity", "--info", "--text=Pixels"])
    dialog = await find(desktop.a11y_bus, app.bus_name, lambda o: o.role in ("dialog", "alert"))
    box = await extents(desktop.a11y_bus, dialog)
    assert not box.empty

    full = _img(await shooter.png())
    win = _img(await shooter.png(box))
    assert win.size == (box.w, box.h)
    crop = full.crop((box.x, box.y, box.right, box.bottom))
    assert win.tobytes() == crop.tobytes()
    # A GTK dialog is light grey with dark text; the bare Xvfb root is black.
    colours = win.getcolors(maxcolors=1 << 16)
    assert colours is None or len(colours) > 10
    assert win.getpixel((box.w // 2, 2)) != (0, 0, 0)


async def test_region_is_clipped_to_the_screen(shooter) -> None:
    img = _img(await shooter.png(Rect(1200, 700, 200, 200)))
    assert img.size == (80, 100)


async def test_region_outside_or_empty_is_a_usage_error(shooter) -> None:
    with pytest.raises(UsageError, match="outside"):
        await shooter.png(Rect(2000, 2000, 10, 10))
    with pytest.raises(UsageError, match="empty"):
        await shooter.png(Rect(10, 10, 0, 5))


async def test_one_shot_function(desktop) -> None:
    img = _img(await screenshot(desktop.state.display, Rect(0, 0, 64, 32)))
    assert img.size == (64, 32)


async def test_missing_display() -> None:
    with pytest.raises(BackendUnavailable):
        await screenshot(":986", timeout=3)
