"""A round's files in the run directory: prompts, element lists, screenshots, marks."""

from __future__ import annotations

import json

from handrail.loop.prompt import Prompt
from handrail.loop.runlog import RunLog
from handrail.loop.vault import Vault
from handrail.model import Snapshot
from handrail.textformat import format_snapshot

__all__ = ["RoundFiles"]


class RoundFiles:
    """Writes a round's files, redacted; without a run log it writes nothing.

    Each method returns the file's name inside the run directory, or ``None``.
    """

    def __init__(self, log: RunLog | None, vault: Vault) -> None:
        self.log = log
        self.vault = vault

    def prompt(self, number: int, prompt: Prompt) -> str | None:
        """The prompt sent to the planner (``round-NNNN-prompt.json``)."""
        if self.log is None:
            return None
        name = f"round-{number:04d}-prompt.json"
        data = self.vault.redact({"system": prompt.system, "user": prompt.user})
        (self.log.dir / name).write_text(json.dumps(data, ensure_ascii=False) + "\n", "utf-8")
        return name

    def text(self, number: int, label: str, snapshot: Snapshot) -> str | None:
        """An element list (``round-NNNN-<label>.txt``)."""
        if self.log is None:
            return None
        name = f"round-{number:04d}-{label}.txt"
        text = self.vault.redact(format_snapshot(snapshot))
        (self.log.dir / name).write_text(text + "\n", encoding="utf-8")
        return name

    def screenshot(self, number: int, png: bytes) -> str | None:
        """The round's screenshot."""
        return None if self.log is None else self.log.screenshot(number, png)

    def marks(self, number: int, png: bytes) -> str | None:
        """The picture marked for the planner (``round-NNNN-marks.png``)."""
        if self.log is None:
            return None
        name = f"round-{number:04d}-marks.png"
        (self.log.dir / name).write_bytes(png)
        return name
