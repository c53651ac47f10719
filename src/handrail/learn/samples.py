"""A sample: one labelled failure with its scene, a proposed correction and its review.

Samples are plain JSON on disk (the review queue) and in exports; the field reference is
in ``docs/runlog.md``. :class:`Sample` is the typed view of that JSON.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from handrail.learn.causes import RootCause

__all__ = ["REVIEW_STATUSES", "Proposal", "Review", "Sample"]

REVIEW_STATUSES = ("pending", "confirmed", "relabelled", "rejected")
"""What a person did with a sample; ``confirmed`` and ``relabelled`` count as reviewed."""


@dataclass(frozen=True, kw_only=True)
class Proposal:
    """A correction: what should have been done instead, and where that idea came from.

    ``source`` is ``round N`` (a later round of the run did it and it worked),
    ``evidence`` (read off the scene), or ``person`` (a reviewer wrote it). ``actions``
    are in the planner's own action format (``{"type": "click", "element_id": "e31"}``);
    ``reply`` is the whole corrected planner reply when one can be given.
    """

    text: str
    source: str = "evidence"
    actions: tuple[dict[str, Any], ...] = ()
    reply: dict[str, Any] | None = None

    @property
    def proposed(self) -> bool:
        """True unless a person wrote it (then it is a correction, not a proposal)."""
        return self.source != "person"

    def to_json(self) -> dict[str, Any]:
        """The JSON form."""
        return {
            "text": self.text,
            "source": self.source,
            "proposed": self.proposed,
            "actions": list(self.actions),
            "reply": self.reply,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Proposal:
        """Read the JSON form back."""
        return cls(
            text=str(data.get("text") or ""),
            source=str(data.get("source") or "evidence"),
            actions=tuple(a for a in data.get("actions") or () if isinstance(a, dict)),
            reply=data.get("reply") if isinstance(data.get("reply"), dict) else None,
        )


@dataclass(frozen=True, kw_only=True)
class Review:
    """A person's verdict on a sample."""

    status: str = "pending"
    by: str | None = None
    at: float | None = None
    label: str | None = None
    """The label after review (a relabel changes it)."""
    correction: Proposal | None = None
    note: str = ""

    @property
    def reviewed(self) -> bool:
        """True when a person confirmed or relabelled the sample."""
        return self.status in ("confirmed", "relabelled")

    def to_json(self) -> dict[str, Any]:
        """The JSON form."""
        return {
            "status": self.status,
            "by": self.by,
            "at": self.at,
            "label": self.label,
            "correction": self.correction.to_json() if self.correction else None,
            "note": self.note,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Review:
        """Read the JSON form back."""
        corr = data.get("correction")
        return cls(
            status=str(data.get("status") or "pending"),
            by=data.get("by"),
            at=data.get("at"),
            label=data.get("label"),
            correction=Proposal.from_json(corr) if isinstance(corr, dict) else None,
            note=str(data.get("note") or ""),
        )


@dataclass(frozen=True, kw_only=True)
class Sample:
    """One labelled failure of a run: a round (``round`` set) or the run's ending."""

    id: str
    run_id: str
    round: int | None
    label: RootCause
    diagnostics: dict[str, Any]
    scene: dict[str, Any]
    """``instruction``, ``target``, ``snapshot`` (text), ``screenshot`` (file in the queue),
    ``region``, ``action``, ``element``, ``events`` (lines around it)."""
    proposal: Proposal | None = None
    prompt: dict[str, Any] | None = None
    """``{system, user}``: what the planner saw, when the run log kept it."""
    reply: str | None = None
    """The planner's reply as received."""
    origin: str = "mined"
    """``mined`` (from a run log) or ``console`` (a person corrected a live action)."""
    created_at: float = 0.0
    review: Review = field(default_factory=Review)

    @property
    def final_label(self) -> str:
        """The label after review, else the mined one."""
        return self.review.label or self.label.value

    @property
    def correction(self) -> Proposal | None:
        """The person's correction if any, else the proposal."""
        return self.review.correction or self.proposal

    def reviewed(self, review: Review) -> Sample:
        """This sample with ``review``."""
        return replace(self, review=review)

    def to_json(self) -> dict[str, Any]:
        """The JSON form (the review queue's files and ``export --format jsonl``)."""
        return {
            "id": self.id,
            "run_id": self.run_id,
            "round": self.round,
            "label": self.label.value,
            "final_label": self.final_label,
            "diagnostics": self.diagnostics,
            "scene": self.scene,
            "proposal": self.proposal.to_json() if self.proposal else None,
            "prompt": self.prompt,
            "reply": self.reply,
            "origin": self.origin,
            "created_at": self.created_at,
            "review": self.review.to_json(),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Sample:
        """Read the JSON form back (an unknown label reads as ``UNKNOWN``)."""
        try:
            label = RootCause(str(data.get("label")))
        except ValueError:
            label = RootCause.UNKNOWN
        prop = data.get("proposal")
        review = data.get("review")
        return cls(
            id=str(data["id"]),
            run_id=str(data.get("run_id") or ""),
            round=data.get("round"),
            label=label,
            diagnostics=dict(data.get("diagnostics") or {}),
            scene=dict(data.get("scene") or {}),
            proposal=Proposal.from_json(prop) if isinstance(prop, dict) else None,
            prompt=data.get("prompt") if isinstance(data.get("prompt"), dict) else None,
            reply=data.get("reply"),
            origin=str(data.get("origin") or "mined"),
            created_at=float(data.get("created_at") or 0.0),
            review=Review.from_json(review) if isinstance(review, dict) else Review(),
        )
