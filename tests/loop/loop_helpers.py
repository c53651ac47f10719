"""Helpers for loop tests: a fake-backend session and small plan builders."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from handrail.backends.fake import FakeBackend
from handrail.session import Session


def click(name: str, role: str = "button", **extra: Any) -> dict[str, Any]:
    """A plan that clicks the element named ``name``."""
    return {
        "status": "continue",
        "summary": f"press {name}",
        "expect": "",
        "actions": [{"type": "click", "element": {"role": role, "name": name}}],
        **extra,
    }


def plan(*actions: dict[str, Any], status: str = "continue", **extra: Any) -> dict[str, Any]:
    """A plan with these actions."""
    return {"status": status, "summary": "test plan", "actions": list(actions), **extra}


FINISHED = {"status": "finished", "summary": "done", "actions": []}


@pytest.fixture
def backend() -> FakeBackend:
    return FakeBackend()


@pytest.fixture
def session(backend: FakeBackend) -> Session:
    return Session(backend, settle_timeout=0)


@pytest.fixture
def runs_dir(tmp_path: Path) -> Path:
    return tmp_path / "runs"
