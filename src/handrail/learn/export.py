"""Exporting reviewed samples: JSON lines, or chat fine-tuning records.

Only samples a person confirmed or relabelled leave the queue. ``jsonl`` writes each
sample's JSON with its final label and correction; ``openai-chat`` writes
``{"messages": [system, user, assistant]}`` per sample: the prompt the planner saw and
the corrected reply, which must parse as a plan. Samples without a kept prompt or
without a corrected reply cannot be chat records and are counted as skipped.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from handrail.errors import PlanRejected, UsageError
from handrail.learn.samples import Sample
from handrail.loop.plan import parse_plan

__all__ = ["FORMATS", "Export", "chat_record", "export_samples", "jsonl_record"]

FORMATS = ("jsonl", "openai-chat")


@dataclass(frozen=True, kw_only=True)
class Export:
    """Exported lines and the ids of reviewed samples that could not be exported."""

    lines: tuple[str, ...]
    skipped: tuple[tuple[str, str], ...] = ()
    """``(sample id, why)`` pairs."""


def jsonl_record(sample: Sample) -> dict[str, Any]:
    """A reviewed sample as one JSON object: the sample plus ``label`` and ``correction``."""
    corr = sample.correction
    return {
        **sample.to_json(),
        "label": sample.final_label,
        "mined_label": sample.label.value,
        "correction": corr.to_json() if corr else None,
    }


def chat_record(sample: Sample) -> dict[str, Any]:
    """A reviewed sample as a chat fine-tuning record.

    Raises:
        UsageError: when the sample has no prompt, no corrected reply, or a reply that
            does not parse as a plan.

    """
    prompt = sample.prompt or {}
    if not prompt.get("user"):
        raise UsageError("the run log kept no prompt for it")
    corr = sample.correction
    if corr is None or corr.reply is None:
        raise UsageError("it has no corrected reply")
    reply = json.dumps(corr.reply, ensure_ascii=False)
    try:
        parse_plan(reply)
    except PlanRejected as exc:
        raise UsageError(f"its corrected reply is not a plan: {exc.reason}") from exc
    messages = []
    if prompt.get("system"):
        messages.append({"role": "system", "content": str(prompt["system"])})
    messages.append({"role": "user", "content": str(prompt["user"])})
    messages.append({"role": "assistant", "content": reply})
    return {"messages": messages}


def export_samples(samples: Iterable[Sample], fmt: str) -> Export:
    """The reviewed ones of ``samples`` in format ``fmt`` (``jsonl`` or ``openai-chat``).

    Raises:
        UsageError: for an unknown format.

    """
    if fmt not in FORMATS:
        raise UsageError(f"unknown export format {fmt!r} (use {' or '.join(FORMATS)})")
    lines: list[str] = []
    skipped: list[tuple[str, str]] = []
    for sample in samples:
        if not sample.review.reviewed:
            continue
        try:
            record = jsonl_record(sample) if fmt == "jsonl" else chat_record(sample)
        except UsageError as exc:
            skipped.append((sample.id, exc.message))
            continue
        lines.append(json.dumps(record, ensure_ascii=False, sort_keys=False))
    return Export(lines=tuple(lines), skipped=tuple(skipped))
