"""Helpers for the OCR tests: the Tk app's event file, sessions that read with RapidOCR."""

from __future__ import annotations

import asyncio
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from handrail.backends.xwindows import DesktopBackend
from handrail.config import Settings
from handrail.gate import AllowAll
from handrail.geometry import Rect
from handrail.model import Snapshot
from handrail.ocr import SHIPPED_DIR, OcrBackend, OcrCache, OcrEngine, OcrReader, load_profiles
from handrail.session import Session
from handrail.testing import TEST_APPS

TK_ARGV = ("/usr/bin/python3", str(TEST_APPS / "tkapp.py"))


@dataclass
class Events:
    """The Tk app's event file: what it drew where, and what it did."""

    path: Path

    def lines(self) -> list[str]:
        try:
            return self.path.read_text("utf-8").splitlines()
        except FileNotFoundError:
            return []

    async def wait_for(self, line: str, timeout: float = 15.0) -> None:
        """Wait until the app wrote ``line`` (it appends as things happen)."""
        async with asyncio.timeout(timeout):
            while True:
                if line in self.lines():
                    return
                await asyncio.sleep(0.05)

    def boxes(self) -> dict[str, Rect]:
        """Each label's widget box on the screen, as the app measured it."""
        out: dict[str, Rect] = {}
        for line in self.lines():
            parts = line.split(" ")
            if parts[0] == "box":
                x, y, w, h = (int(p) for p in parts[2:6])
                out[parts[1]] = Rect(x, y, w, h)
        return out


async def run_cli(
    desktop: Any, *argv: str, env: dict[str, str] | None = None
) -> tuple[int, str, str]:
    """``handrail ARGV`` on the test desktop (no approver): exit code, stdout, stderr."""
    full = {**desktop.cli_env(), "HANDRAIL_APPROVER": "none", **(env or {})}
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "handrail.cli.main",
        *argv,
        env=full,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(proc.communicate(), timeout=120)
    assert proc.returncode is not None
    return proc.returncode, out.decode(), err.decode()


def ocr_session(settings: Settings, engine: OcrEngine) -> Session:
    """A session on the desktop (AT-SPI, then X windows) with OCR, no gate."""
    profiles = load_profiles([SHIPPED_DIR])
    backend = OcrBackend(DesktopBackend(settings=settings), OcrReader(engine, OcrCache()), profiles)
    return Session(backend, gate=AllowAll(), settle_timeout=3.0)


def by_text(snap: Snapshot, text: str) -> list[str]:
    """Ids of the OCR elements whose text is ``text`` (white space ignored)."""
    want = "".join(text.split())
    return [
        e.id for e in snap.elements if e.source.value == "ocr" and "".join(e.name.split()) == want
    ]
