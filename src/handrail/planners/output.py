"""How a planner asks its endpoint for a plan: the output modes, refusals, and what worked.

Modes, in the order ``auto`` tries them:

``json-schema``
    ``response_format: {"type": "json_schema", ...}`` with the plan schema (OpenAI, vLLM,
    LM Studio, Ollama, recent llama.cpp).
``json-object``
    ``response_format: {"type": "json_object", "schema": ...}``: JSON mode, with the plan
    schema for servers that turn it into a grammar (llama-cpp-python, llama.cpp).
``tool``
    a forced call of a ``submit_plan`` tool whose parameters are the plan schema.
``text``
    nothing but the prompt, which describes the plan's shape.

Whatever the mode, the reply is text for the loop to parse and validate the same way.
A server that refuses a mode says so with a 4xx, or — llama-cpp-python, older llama.cpp
— with a 500 whose body names the feature; :func:`is_refusal` tells those from a crash.
``auto`` then tries the next mode, and :class:`OutputMemory` remembers per endpoint and
model which mode worked (``<state_dir>/planner-output.json``), so the next run starts
there.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any, Final

__all__ = [
    "AUTO_ORDER",
    "OUTPUT_MODES",
    "OutputMemory",
    "check_output",
    "is_refusal",
]

AUTO_ORDER: Final = ("json-schema", "json-object", "tool", "text")
OUTPUT_MODES: Final = ("auto", *AUTO_ORDER)

# Words a server's error names when what it refuses is the form of the request (the
# output format or the tools), not the request's content or the server's health.
_FORMAT_WORDS = (
    "response_format",
    "json_schema",
    "json_object",
    "schema",
    "grammar",
    "tool",
    "jinja",
    "not support",
    "unsupported",
)
_REFUSING_STATUS = frozenset({400, 415, 422, 501})


def check_output(mode: str, supported: tuple[str, ...] = AUTO_ORDER) -> str:
    """``mode`` if it is ``auto`` or one of ``supported``.

    Raises:
        ValueError: for any other mode, naming the allowed ones.

    """
    if mode == "auto" or mode in supported:
        return mode
    raise ValueError(f"output mode {mode!r} is not one of: auto, {', '.join(supported)}")


def is_refusal(status: int, body: str) -> bool:
    """True when an error response refuses the request's output form.

    A 4xx (other than 401/403/429) refuses the request as sent; a 5xx counts only when
    its body names the output format or tools (llama-cpp-python answers an unknown
    ``response_format`` type with a 500, older llama.cpp servers too).
    """
    if status in _REFUSING_STATUS:
        return True
    if status >= 500:
        low = body.lower()
        return any(w in low for w in _FORMAT_WORDS)
    return False


class OutputMemory:
    """Which output mode worked per endpoint and model, kept in a JSON file.

    The file is replaced atomically; an unreadable file counts as empty (it is only a
    hint: ``auto`` still falls back when a remembered mode is refused).
    """

    def __init__(self, path: Path) -> None:
        self.path = path

    @staticmethod
    def key(base_url: str, model: str | None) -> str:
        """The memory key of an endpoint and model."""
        return f"{base_url.rstrip('/')} {model or ''}".strip()

    def _read(self) -> dict[str, Any]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def recall(self, key: str) -> str | None:
        """The mode that last worked for ``key``, if any."""
        entry = self._read().get(key)
        mode = entry.get("mode") if isinstance(entry, dict) else None
        return mode if mode in AUTO_ORDER else None

    def entry(self, key: str) -> dict[str, Any]:
        """Everything remembered for ``key`` (mode, refusals, when)."""
        entry = self._read().get(key)
        return entry if isinstance(entry, dict) else {}

    def remember(self, key: str, mode: str, refused: dict[str, str]) -> None:
        """Record that ``mode`` worked for ``key`` after the ``refused`` modes failed."""
        data = self._read()
        found = data.get(key)
        old: dict[str, Any] = found if isinstance(found, dict) else {}
        if old.get("mode") == mode and not refused:
            return
        data[key] = {
            "mode": mode,
            "refused": {**(old.get("refused") or {}), **refused},
            "updated": round(time.time(), 3),
        }
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".planner-output.")
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(data, f, indent=1, sort_keys=True)
            os.replace(tmp, self.path)
        except OSError:
            pass  # a hint that cannot be kept costs one fallback next time, nothing more
