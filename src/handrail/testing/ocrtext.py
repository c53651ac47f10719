"""Known strings drawn into a picture, and how well OCR read them back.

For tests and benchmarks of OCR engines: :func:`render_lines` draws lines of text with
a real font where it is told and says where each line's ink landed;
:func:`char_accuracy` is one minus the edit distance between what was drawn and what
was read, over the length drawn (white space ignored: engines join or split words).
"""

from __future__ import annotations

import subprocess
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFont

from handrail.errors import BackendUnavailable
from handrail.geometry import Rect

__all__ = ["CHINESE", "ENGLISH", "DrawnLine", "char_accuracy", "find_font", "render_lines"]

ENGLISH: tuple[str, ...] = (
    "Save the draft before closing",
    "Open recent files",
    "Invoice 2024-0915 total 1,284.50",
    "Send message to Alice",
    "Settings and privacy",
    "The quick brown fox jumps over the lazy dog",
)
"""English test strings: words, digits and punctuation seen on screens."""

CHINESE: tuple[str, ...] = (
    "发送消息",
    "联系人列表",
    "文件传输助手",
    "设置与隐私",
    "今天下午三点开会",
    "请输入验证码",
)
"""Chinese test strings: labels of a chat application."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DrawnLine:
    """One line as drawn: its text and the box its ink covers (picture pixels)."""

    text: str
    box: Rect


def find_font(family: str = "WenQuanYi Micro Hei") -> str:
    """The file of a font family that draws Chinese and Latin (through fontconfig).

    Raises:
        BackendUnavailable: when no such font is installed.

    """
    try:
        out = subprocess.run(
            ["fc-match", "-f", "%{file}", family], capture_output=True, text=True, timeout=10
        ).stdout.strip()
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise BackendUnavailable(f"fc-match failed: {exc}") from exc
    if not out or ("wqy" not in out.lower() and "cjk" not in out.lower()):
        raise BackendUnavailable(
            f"no font for Chinese text ({family!r} gave {out or 'nothing'});"
            " install fonts-wqy-microhei"
        )
    return out


def render_lines(
    lines: Sequence[str],
    *,
    font: str | None = None,
    size: int = 18,
    width: int = 640,
    gap: int = 18,
    origin: tuple[int, int] = (24, 20),
) -> tuple[Image.Image, list[DrawnLine]]:
    """A white picture with ``lines`` drawn black, one under the other, and their boxes."""
    face = ImageFont.truetype(font or find_font(), size)
    x, y = origin
    step = size + gap
    image = Image.new("RGB", (width, y * 2 + step * len(lines)), "white")
    draw = ImageDraw.Draw(image)
    drawn: list[DrawnLine] = []
    for i, text in enumerate(lines):
        top = y + i * step
        draw.text((x, top), text, fill="black", font=face)
        left, upper, right, lower = (round(v) for v in draw.textbbox((x, top), text, font=face))
        drawn.append(DrawnLine(text=text, box=Rect(left, upper, right - left, lower - upper)))
    return image, drawn


def _distance(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def char_accuracy(expected: str, got: str) -> float:
    """``1 - edit distance / len(expected)``, white space ignored, floored at 0."""
    a = "".join(expected.split())
    b = "".join(got.split())
    if not a:
        return 1.0 if not b else 0.0
    return max(0.0, 1.0 - _distance(a, b) / len(a))
