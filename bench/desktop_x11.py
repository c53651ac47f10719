"""Managed desktop and X11 figures: start/stop, app appearance, screenshots, typing.

Run: .venv/bin/python bench/desktop_x11.py [--runs N]

Starts its own desktops in temporary state directories and prints medians. The
screenshot figure is compared with ImageMagick's ``import -window root`` on the same
display when that program is installed.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from handrail import desktop
from handrail.config import Settings
from handrail.desktop.procs import terminate
from handrail.geometry import Rect
from handrail.x11 import Screenshooter, X11Input


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def report(label: str, samples: list[float], extra: str = "") -> None:
    print(f"{label:<54} median {median_ms(samples):7.1f} ms  (n={len(samples)}){extra}")


async def main(runs: int) -> None:
    base = Path(tempfile.mkdtemp(prefix="hb-"))
    starts, stops = [], []
    for i in range(max(3, runs // 4)):
        s = Settings(state_dir=base / f"s{i}")
        t = time.perf_counter()
        await desktop.start(s)
        starts.append(time.perf_counter() - t)
        t = time.perf_counter()
        await desktop.stop(s)
        stops.append(time.perf_counter() - t)
    report("desktop start (until the AT-SPI registry answers)", starts)
    report("desktop stop", stops)

    settings = Settings(state_dir=base / "main")
    state = await desktop.start(settings)
    try:
        appear = []
        for _ in range(max(3, runs // 4)):
            t = time.perf_counter()
            pid = desktop.run(settings, ["zenity", "--entry", "--text=x"])
            await desktop.wait_for_app(settings, pid, timeout=30)
            appear.append(time.perf_counter() - t)
            terminate(pid)
        report("zenity: launch until its window is on AT-SPI", appear)

        pid = desktop.run(settings, ["gtk3-widget-factory"])
        await desktop.wait_for_app(settings, pid, timeout=30)
        shooter = Screenshooter(desktop.display(settings), timeout=settings.ipc_timeout)
        full, region, grab = [], [], []
        for _ in range(runs):
            t = time.perf_counter()
            await shooter.png()
            full.append(time.perf_counter() - t)
            t = time.perf_counter()
            await shooter.grab()
            grab.append(time.perf_counter() - t)
            t = time.perf_counter()
            await shooter.png(Rect(100, 100, 400, 300))
            region.append(time.perf_counter() - t)
        report("screenshot 1280x800 as PNG", full)
        report("  pixels only (GetImage, no PNG)", grab)
        report("screenshot of a 400x300 region as PNG", region)
        if shutil.which("import"):
            ext = []
            out = base / "im.png"
            env = {"DISPLAY": state.display, "PATH": "/usr/bin:/bin"}
            for _ in range(max(3, runs // 2)):
                t = time.perf_counter()
                proc = await asyncio.create_subprocess_exec(
                    "import", "-window", "root", str(out), env=env
                )
                assert await proc.wait() == 0
                ext.append(time.perf_counter() - t)
            ratio = median_ms(ext) / median_ms(full)
            report("ImageMagick 'import -window root' (baseline)", ext, f"  {ratio:.1f}x ours")
        shooter.close()
        terminate(pid)

        pid = desktop.run(settings, ["zenity", "--entry", "--text=x"])
        await desktop.wait_for_app(settings, pid, timeout=30)
        inp = X11Input(desktop.display(settings), timeout=settings.ipc_timeout)
        await inp.click(640, 400)
        text = "The quick brown fox jumps over the lazy dog 0123456789 "
        uni = "Grüße, 日本語のテキスト, €£¥ "
        typed, typed_uni = [], []
        for _ in range(runs):
            await inp.key("ctrl+a")
            t = time.perf_counter()
            await inp.type_text(text)
            typed.append(time.perf_counter() - t)
            # A fresh connection each time: its characters are not mapped yet.
            cold = X11Input(desktop.display(settings), timeout=settings.ipc_timeout)
            t = time.perf_counter()
            await cold.type_text(uni)
            typed_uni.append(time.perf_counter() - t)
            await cold.close()
        report(f"type_text, {len(text)} ASCII characters", typed)
        report(f"type_text, {len(uni)} characters, most outside the layout", typed_uni)
        clicks = []
        for _ in range(runs):
            t = time.perf_counter()
            await inp.click(10, 10)
            clicks.append(time.perf_counter() - t)
        report("click", clicks)
        await inp.close()
        terminate(pid)
    finally:
        await desktop.stop(settings)
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=20)
    asyncio.run(main(parser.parse_args().runs))
