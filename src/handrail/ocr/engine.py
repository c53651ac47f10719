"""OCR engines behind one small boundary: an image in, text boxes out.

:class:`RapidOcrEngine` runs RapidOCR's PP-OCR models (Chinese and English) on ONNX
Runtime. Its models ship inside the ``rapidocr`` wheel and are named here by path, so
nothing is ever downloaded. :class:`FakeOcrEngine` answers from a fixed list, for tests
of what sits above the boundary.
"""

from __future__ import annotations

import asyncio
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from PIL import Image

from handrail.errors import BackendUnavailable
from handrail.geometry import Rect

__all__ = ["FakeOcrEngine", "OcrBox", "OcrEngine", "RapidOcrEngine", "reading_order"]


@dataclass(frozen=True, slots=True, kw_only=True)
class OcrBox:
    """One line of text found in an image: its text, box (image pixels) and confidence."""

    text: str
    box: Rect
    confidence: float

    def to_json(self) -> list[Any]:
        """A compact JSON form: ``[text, [x, y, w, h], confidence]``."""
        return [self.text, self.box.as_list(), round(self.confidence, 4)]

    @classmethod
    def from_json(cls, data: Sequence[Any]) -> OcrBox:
        """The box :meth:`to_json` wrote."""
        text, (x, y, w, h), conf = data
        return cls(text=str(text), box=Rect(int(x), int(y), int(w), int(h)), confidence=float(conf))


class OcrEngine(ABC):
    """Reads the text lines of an image."""

    name: ClassVar[str]

    @abstractmethod
    async def read(self, image: Image.Image) -> list[OcrBox]:
        """The text lines in ``image``, top to bottom, boxes in its pixels.

        Raises:
            BackendUnavailable: when the engine cannot run (not installed, no models).

        """


class FakeOcrEngine(OcrEngine):
    """An engine that answers with given boxes (or what ``answer(image)`` returns).

    ``calls`` counts the reads, so a test can see what a cache saved.
    """

    name: ClassVar[str] = "fake"

    def __init__(
        self,
        boxes: Sequence[OcrBox] = (),
        *,
        answer: Callable[[Image.Image], list[OcrBox]] | None = None,
    ) -> None:
        self.boxes = list(boxes)
        self.answer = answer
        self.calls = 0

    async def read(self, image: Image.Image) -> list[OcrBox]:
        """See :meth:`OcrEngine.read`."""
        self.calls += 1
        if self.answer is not None:
            return self.answer(image)
        return list(self.boxes)


def reading_order(boxes: Sequence[OcrBox]) -> list[OcrBox]:
    """``boxes`` in reading order: rows top to bottom, each row left to right.

    Boxes whose centres lie within half a line of each other share a row.
    """
    rows: list[list[OcrBox]] = []
    for b in sorted(boxes, key=lambda b: b.box.y + b.box.h / 2):
        cy = b.box.y + b.box.h / 2
        if rows:
            head = rows[-1][0].box
            if abs(cy - (head.y + head.h / 2)) < min(head.h, b.box.h) / 2:
                rows[-1].append(b)
                continue
        rows.append([b])
    return [b for row in rows for b in sorted(row, key=lambda b: b.box.x)]


def _models_dir() -> Path:
    try:
        import rapidocr
    except ImportError as exc:
        raise BackendUnavailable(
            "OCR needs the rapidocr and onnxruntime packages (pip install rapidocr onnxruntime)"
        ) from exc
    return Path(rapidocr.__file__).parent / "models"


class RapidOcrEngine(OcrEngine):
    """RapidOCR with the det/rec/cls models of its wheel (Chinese and English).

    The models load once per engine, on first use; reads run in a worker thread, one
    at a time.
    """

    name: ClassVar[str] = "rapidocr"
    DET: ClassVar[str] = "PP-OCRv6_det_small.onnx"
    REC: ClassVar[str] = "PP-OCRv6_rec_small.onnx"
    CLS: ClassVar[str] = "ch_ppocr_mobile_v2.0_cls_mobile.onnx"

    def __init__(self, *, threads: int = 0) -> None:
        self.threads = threads
        self._engine: Any = None
        self._lock = threading.Lock()

    def model_paths(self) -> dict[str, Path]:
        """The three model files the engine loads, all inside the installed wheel.

        Raises:
            BackendUnavailable: when the package or a model file is missing.

        """
        root = _models_dir()
        paths = {"det": root / self.DET, "rec": root / self.REC, "cls": root / self.CLS}
        missing = [str(p) for p in paths.values() if not p.is_file()]
        if missing:
            raise BackendUnavailable(
                f"OCR models missing: {', '.join(missing)} (reinstall rapidocr; they ship in it)"
            )
        return paths

    def _load(self) -> Any:
        if self._engine is None:
            paths = self.model_paths()
            from rapidocr import RapidOCR

            params: dict[str, Any] = {
                "Global.log_level": "critical",
                "Global.use_cls": False,  # screen text is upright
                # Screen text is legible as it is: never scale a small region up (that
                # splits lines and costs 20x), scale only a large picture down.
                "Det.limit_type": "max",
                "Det.limit_side_len": 960,
                "Det.model_path": str(paths["det"]),
                "Rec.model_path": str(paths["rec"]),
                "Cls.model_path": str(paths["cls"]),
            }
            if self.threads:
                params["EngineConfig.onnxruntime.intra_op_num_threads"] = self.threads
            self._engine = RapidOCR(params=params)
        return self._engine

    def _read(self, image: Image.Image) -> list[OcrBox]:
        import numpy as np

        with self._lock:
            engine = self._load()
            out = engine(np.asarray(image.convert("RGB")))
        boxes: list[OcrBox] = []
        if out is None or out.boxes is None:
            return boxes
        for quad, text, score in zip(out.boxes, out.txts or (), out.scores or (), strict=False):
            xs = [float(p[0]) for p in quad]
            ys = [float(p[1]) for p in quad]
            x, y = int(min(xs)), int(min(ys))
            box = Rect(x, y, max(1, round(max(xs)) - x), max(1, round(max(ys)) - y))
            if text.strip():
                boxes.append(OcrBox(text=text.strip(), box=box, confidence=float(score)))
        return reading_order(boxes)

    async def read(self, image: Image.Image) -> list[OcrBox]:
        """See :meth:`OcrEngine.read`."""
        return await asyncio.to_thread(self._read, image)
