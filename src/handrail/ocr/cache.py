"""OCR results cached per region by a hash of its pixels.

An unchanged region is never read twice: the key is a hash of the image's pixels and
size and of the engine's name. Entries live in memory (for one process) and, given a
directory, as small JSON files there, so that successive CLI commands share them.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from collections import OrderedDict
from pathlib import Path

from PIL import Image

from handrail.ocr.engine import OcrBox

__all__ = ["OcrCache", "pixel_key"]


def pixel_key(image: Image.Image, engine: str) -> str:
    """A hash of ``image``'s pixels and size, and of the engine's name."""
    h = hashlib.blake2b(digest_size=20)
    h.update(f"{engine}:{image.mode}:{image.width}x{image.height}:".encode())
    h.update(image.tobytes())
    return h.hexdigest()


class OcrCache:
    """Results by pixel key; at most ``size`` in memory, and on disk under ``directory``."""

    def __init__(self, directory: Path | None = None, *, size: int = 64) -> None:
        self.directory = directory
        self.size = size
        self._memory: OrderedDict[str, list[OcrBox]] = OrderedDict()
        self.hits = 0
        self.misses = 0

    def _path(self, key: str) -> Path | None:
        return self.directory / f"{key}.json" if self.directory is not None else None

    def get(self, key: str) -> list[OcrBox] | None:
        """The boxes cached for ``key``, or ``None``."""
        found = self._memory.get(key)
        if found is None:
            path = self._path(key)
            if path is not None:
                try:
                    found = [OcrBox.from_json(b) for b in json.loads(path.read_text("utf-8"))]
                except (OSError, ValueError, TypeError):
                    found = None
        if found is None:
            self.misses += 1
            return None
        self.hits += 1
        self._remember(key, found)
        return list(found)

    def put(self, key: str, boxes: list[OcrBox]) -> None:
        """Remember ``boxes`` for ``key`` (a failed write to disk only costs a later read)."""
        self._remember(key, boxes)
        path = self._path(key)
        if path is None:
            return
        with contextlib.suppress(OSError):
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(json.dumps([b.to_json() for b in boxes], ensure_ascii=False), "utf-8")
            tmp.replace(path)
            self._trim()

    def _remember(self, key: str, boxes: list[OcrBox]) -> None:
        self._memory[key] = list(boxes)
        self._memory.move_to_end(key)
        while len(self._memory) > self.size:
            self._memory.popitem(last=False)

    def _trim(self, keep: int = 512) -> None:
        assert self.directory is not None
        files = sorted(self.directory.glob("*.json"), key=lambda p: p.stat().st_mtime)
        for old in files[:-keep]:
            with contextlib.suppress(OSError):
                old.unlink()
