"""The review queue: samples waiting for a person, as files in the state directory.

``<state dir>/review/<sample id>.json`` is one sample (see ``docs/runlog.md``) and
``<sample id>.png`` the cut of its screenshot. Files are replaced atomically under one
lock, so the CLI (mining) and the console (reviewing) can work at the same time; mining
a run again never overwrites a sample a person has looked at.
"""

from __future__ import annotations

import fcntl
import json
import os
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from handrail.errors import UsageError
from handrail.learn.causes import RootCause
from handrail.learn.mine import Mined
from handrail.learn.samples import REVIEW_STATUSES, Proposal, Review, Sample

__all__ = ["ReviewQueue", "review_dir"]

_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,160}\Z")


def review_dir(state_dir: Path) -> Path:
    """Where the review queue lives."""
    return state_dir / "review"


class ReviewQueue:
    """The samples of one state directory, pending or reviewed."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def _path(self, sample_id: str, suffix: str = ".json") -> Path:
        if not _ID.match(sample_id) or ".." in sample_id:
            raise UsageError(f"not a sample id: {sample_id!r}")
        return self.root / (sample_id + suffix)

    @contextmanager
    def _locked(self) -> Iterator[None]:
        self.root.mkdir(parents=True, exist_ok=True)
        with open(self.root / ".lock", "a+") as fh:
            fcntl.flock(fh, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(fh, fcntl.LOCK_UN)

    def _write(self, sample: Sample) -> None:
        path = self._path(sample.id)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(json.dumps(sample.to_json(), ensure_ascii=False, indent=1), "utf-8")
        os.replace(tmp, path)

    def add(self, mined: Mined) -> bool:
        """Queue a mined sample; ``False`` when it is queued already (left as it is)."""
        sample = mined.sample
        with self._locked():
            if self._path(sample.id).exists():
                return False
            if mined.picture is not None:
                pic = self._path(sample.id, ".png")
                pic.write_bytes(mined.picture)
                sample = Sample.from_json(
                    {**sample.to_json(), "scene": {**sample.scene, "screenshot": pic.name}}
                )
            self._write(sample)
            return True

    def get(self, sample_id: str) -> Sample | None:
        """The sample, or ``None`` when there is none of that id.

        Raises:
            UsageError: when the id is malformed.

        """
        path = self._path(sample_id)
        try:
            return Sample.from_json(json.loads(path.read_text(encoding="utf-8")))
        except FileNotFoundError:
            return None
        except (OSError, ValueError, KeyError) as exc:
            raise UsageError(f"{path}: unreadable sample ({exc})") from exc

    def picture(self, sample_id: str) -> Path | None:
        """The sample's screenshot cut, if it has one."""
        path = self._path(sample_id, ".png")
        return path if path.is_file() else None

    def samples(self, status: str | None = None) -> list[Sample]:
        """Every sample (with ``status`` only, if given), oldest first."""
        out: list[Sample] = []
        if not self.root.is_dir():
            return out
        for path in sorted(self.root.glob("*.json")):
            try:
                sample = Sample.from_json(json.loads(path.read_text(encoding="utf-8")))
            except (OSError, ValueError, KeyError):
                continue
            if status is None or sample.review.status == status:
                out.append(sample)
        out.sort(key=lambda s: (s.created_at, s.id))
        return out

    def review(
        self,
        sample_id: str,
        *,
        status: str,
        by: str,
        label: str | None = None,
        correction: Proposal | None = None,
        note: str = "",
        at: float | None = None,
    ) -> Sample:
        """Record a person's verdict: ``confirmed``, ``relabelled`` (``label``), ``rejected``.

        Raises:
            UsageError: for an unknown sample, status or label.

        """
        if status not in REVIEW_STATUSES[1:]:
            raise UsageError(f"review status must be confirmed, relabelled or rejected: {status!r}")
        if status == "relabelled" and label not in {c.value for c in RootCause}:
            raise UsageError(f"not a root cause: {label!r}")
        with self._locked():
            sample = self.get(sample_id)
            if sample is None:
                raise UsageError(f"no sample {sample_id!r} in {self.root}")
            review = Review(
                status=status,
                by=by,
                at=time.time() if at is None else at,
                label=label if status == "relabelled" else sample.label.value,
                correction=correction,
                note=note,
            )
            sample = sample.reviewed(review)
            self._write(sample)
            return sample

    def record(self, sample: Sample) -> Sample:
        """Store a sample a person made already reviewed (a correction in the console)."""
        with self._locked():
            self._write(sample)
        return sample
