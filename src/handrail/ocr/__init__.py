"""OCR, a perception source: text boxes from a target's pixels join its snapshot.

:class:`OcrBackend` wraps a backend (see :mod:`handrail.ocr.backend`); engines sit
behind :class:`OcrEngine` (:class:`RapidOcrEngine` offline, Chinese and English;
:class:`FakeOcrEngine` for tests); :class:`OcrReader` reads regions first and caches by
pixel hash; :func:`ocr_backend` wraps a backend the way the CLI and MCP server do.
"""

from __future__ import annotations

from handrail.backends.base import Backend
from handrail.config import Settings
from handrail.ocr.appprofile import (
    SHIPPED_DIR,
    AppProfile,
    ProfileRegion,
    load_profiles,
    parse_profile,
    profile_for,
)
from handrail.ocr.backend import OCR_PREFIX, REGION_PREFIX, OcrBackend, same_text
from handrail.ocr.cache import OcrCache, pixel_key
from handrail.ocr.coverage import POOR_SHARE, Coverage, measure
from handrail.ocr.engine import FakeOcrEngine, OcrBox, OcrEngine, RapidOcrEngine
from handrail.ocr.reader import OcrRead, OcrReader

__all__ = [
    "OCR_PREFIX",
    "POOR_SHARE",
    "REGION_PREFIX",
    "SHIPPED_DIR",
    "AppProfile",
    "Coverage",
    "FakeOcrEngine",
    "OcrBackend",
    "OcrBox",
    "OcrCache",
    "OcrEngine",
    "OcrRead",
    "OcrReader",
    "ProfileRegion",
    "RapidOcrEngine",
    "load_profiles",
    "measure",
    "ocr_backend",
    "parse_profile",
    "pixel_key",
    "profile_for",
    "same_text",
]


def ocr_backend(inner: Backend, settings: Settings, engine: OcrEngine | None = None) -> OcrBackend:
    """``inner`` wrapped with OCR: RapidOCR unless ``engine``, results cached on disk.

    The cache lives in ``<state_dir>/ocr-cache``, so successive commands share it; the
    shipped profiles and the user's (``Settings.profiles_dir``) give regions.

    Raises:
        UsageError: for a malformed profile file.

    """
    reader = OcrReader(engine or RapidOcrEngine(), OcrCache(settings.state_dir / "ocr-cache"))
    return OcrBackend(inner, reader, load_profiles((SHIPPED_DIR, settings.profiles_dir)))
