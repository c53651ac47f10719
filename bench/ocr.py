"""OCR figures: whole screen, window and region read times, accuracy, the cache's effect.

Run: .venv/bin/python bench/ocr.py [--runs 20]

Starts its own desktop in a temporary state directory with the Tk test window (no
accessibility tree) and reads it with RapidOCR through Handrail's reader, the cache
off for the timings: the whole 1280x800 screen, the 520x420 window, and the region
around one button (what an action re-reads). Character accuracy is measured on known
English and Chinese strings drawn with a real font, and on the window's own labels.
The cache's effect is the median of a second read of the unchanged window.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from handrail import desktop
from handrail.backends.xwindows import XWindowsBackend
from handrail.config import Settings
from handrail.desktop.procs import terminate
from handrail.geometry import Rect
from handrail.model import TargetQuery
from handrail.ocr import OcrBox, OcrCache, OcrReader, RapidOcrEngine
from handrail.testing import TEST_APPS
from handrail.testing.ocrtext import CHINESE, ENGLISH, char_accuracy, render_lines

TK_APP = TEST_APPS / "tkapp.py"
TK_LABELS = ("Ready", "Save", "Open", "发送消息", "Name:", "Apples", "联系人列表", "中文标签测试")


async def median_ms(fn: Callable[[], Awaitable[Any]], runs: int) -> tuple[float, Any]:
    times, out = [], None
    for _ in range(runs):
        t = time.perf_counter()
        out = await fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000, out


def accuracy(drawn: list[tuple[str, Rect]], boxes: list[OcrBox] | tuple[OcrBox, ...]) -> float:
    """Mean character accuracy of each drawn line against the box found at its centre."""
    total = 0.0
    for text, box in drawn:
        cx, cy = box.center
        hits = [b.text for b in boxes if b.box.contains_point(cx, cy)]
        total += char_accuracy(text, " ".join(hits))
    return total / len(drawn)


def _lines(path: Path) -> list[str]:
    return path.read_text("utf-8").splitlines() if path.exists() else []


async def wait_ready(events: Path, timeout: float = 30.0) -> dict[str, Rect]:
    async with asyncio.timeout(timeout):
        while True:
            lines = _lines(events)
            if "ready" in lines:
                break
            await asyncio.sleep(0.05)
    boxes = {}
    for line in lines:
        parts = line.split(" ")
        if parts[0] == "box":
            boxes[parts[1]] = Rect(*(int(p) for p in parts[2:6]))
    return boxes


async def main(runs: int) -> None:
    engine = RapidOcrEngine()
    for name, lines in (("English", ENGLISH), ("Chinese", CHINESE)):
        image, drawn = render_lines(lines)
        boxes = await engine.read(image)
        score = accuracy([(d.text, d.box) for d in drawn], boxes)
        print(f"accuracy, {len(lines)} rendered {name} lines (18 px)   {score * 100:6.2f} %")

    base = Path(tempfile.mkdtemp(prefix="hb-ocr-"))
    settings = Settings(state_dir=base / "state")
    await desktop.start(settings)
    events = base / "events.txt"
    pid = desktop.run(settings, ["/usr/bin/python3", str(TK_APP), "Handrail Tk", str(events)])
    backend = XWindowsBackend(settings=settings)
    try:
        widgets = await wait_ready(events)
        target = await backend.resolve(TargetQuery(pid=pid))
        cold = OcrReader(engine, OcrCache(size=0))
        await cold.read(backend, target)  # models loaded, window raised and drawn
        screen_ms, _ = await median_ms(lambda: cold.read(backend, None, None), runs)
        window_ms, read = await median_ms(lambda: cold.read(backend, target), runs)
        save = widgets["Save"]
        region = Rect(save.x - 12, save.y - 12, save.w + 24, save.h + 24)
        region_ms, _ = await median_ms(lambda: cold.read(backend, target, region), runs)
        print(f"whole screen 1280x800, median of {runs}            {screen_ms:8.1f} ms")
        print(f"window 520x420, median of {runs}                   {window_ms:8.1f} ms")
        print(
            f"region {region.w}x{region.h} around a button, median of {runs}   "
            f"{region_ms:8.1f} ms  ({region_ms / window_ms:.3f}x the window)"
        )
        # The engine alone, on pictures taken once: what the region saves in recognition.
        shooter = backend._shots()
        win_img = await shooter.grab(target.bounds)
        reg_img = await shooter.grab(region)
        e_window_ms, _ = await median_ms(lambda: engine.read(win_img), runs)
        e_region_ms, _ = await median_ms(lambda: engine.read(reg_img), runs)
        print(f"engine only, window picture, median of {runs}      {e_window_ms:8.1f} ms")
        print(
            f"engine only, region picture, median of {runs}      {e_region_ms:8.1f} ms"
            f"  ({e_region_ms / e_window_ms:.3f}x the window)"
        )
        labels = [(t, widgets[t.replace(" ", "")]) for t in TK_LABELS if t in widgets]
        print(
            f"accuracy, the window's {len(labels)} labels              "
            f"{accuracy(labels, read.boxes) * 100:6.2f} %"
        )
        warm = OcrReader(engine, OcrCache())
        await warm.read(backend, target)
        hit_ms, again = await median_ms(lambda: warm.read(backend, target), runs)
        assert again.cached
        print(
            f"window again, unchanged (cache hit), median of {runs} {hit_ms:8.1f} ms"
            f"  ({window_ms / hit_ms:.0f}x faster than reading)"
        )
    finally:
        await backend.close()
        terminate(pid, timeout=3.0)
        await desktop.stop(settings)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    asyncio.run(main(parser.parse_args().runs))
