"""Per-round evidence that says what a round saw: the screenshot's pixels, the environment.

A screenshot is fingerprinted by its decoded pixels (size, mode and every pixel), not by
its file or encoding, so two rounds that saw the same picture share a fingerprint even
when the PNGs differ byte for byte. The environment fingerprint is the snapshot's
environment (screen, scale, focused application, locale, accessibility settings where
the backend reports them) and a short hash of it; :func:`environment_changes` says, in
words, what differs from the round before.
"""

from __future__ import annotations

import hashlib
import io
import json
from typing import Any

from handrail.model import Snapshot

__all__ = ["environment_changes", "environment_record", "pixel_fingerprint"]


def pixel_fingerprint(png: bytes) -> str | None:
    """``sha256:`` and 16 hex digits of the picture's decoded pixels; ``None`` if unreadable."""
    from PIL import Image, UnidentifiedImageError

    try:
        with Image.open(io.BytesIO(png)) as img:
            img.load()
            h = hashlib.sha256(f"{img.mode} {img.width}x{img.height}\n".encode())
            h.update(img.tobytes())
    except (OSError, UnidentifiedImageError, ValueError):
        return None
    return "sha256:" + h.hexdigest()[:16]


def environment_record(snapshot: Snapshot) -> dict[str, Any]:
    """The snapshot's environment with its ``fingerprint`` (a hash of the rest)."""
    env = snapshot.environment.to_json()
    digest = hashlib.sha256(json.dumps(env, sort_keys=True).encode()).hexdigest()[:12]
    return {**env, "fingerprint": digest}


_LABELS = {
    "screen": "screen",
    "scale": "scale",
    "focused_app": "focused application",
    "locale": "locale",
    "accessibility": "accessibility settings",
}


def _shown(value: Any) -> str:
    if isinstance(value, list) and len(value) == 2:
        return f"{value[0]}×{value[1]}"
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def environment_changes(before: dict[str, Any] | None, now: dict[str, Any]) -> list[str]:
    """What changed from ``before`` to ``now``, one note per field (none for the first)."""
    if before is None or before.get("fingerprint") == now.get("fingerprint"):
        return []
    notes = []
    for key, label in _LABELS.items():
        if before.get(key) != now.get(key):
            notes.append(f"{label} changed: {_shown(before.get(key))} → {_shown(now.get(key))}")
    return notes
