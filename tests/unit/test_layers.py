"""The import rules ``make lint`` does not check: how a module names what it imports.

``lint-imports`` (configured in pyproject.toml) keeps the layers and forbids circles.
What it cannot see is a module importing a sibling through its own package's face
(``from handrail.safety import patterns`` inside ``handrail.safety``): that runs the
face, which imports the whole package, from inside the package.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src"
PACKAGE = SRC / "handrail"


def _module(path: Path) -> str:
    parts = path.relative_to(SRC).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _faces_of(path: Path) -> set[str]:
    """The packages (below the root) that hold this file, by dotted name."""
    parts = path.relative_to(SRC).parts[:-1]
    return {".".join(parts[:i]) for i in range(2, len(parts) + 1)}


def _face_imports(path: Path, source: str | None = None) -> list[str]:
    faces = _faces_of(path)
    if path.name == "__init__.py":
        faces.discard(_module(path))
    text = path.read_text(encoding="utf-8") if source is None else source
    found = []
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module in faces:
            found.append(f"{path.relative_to(SRC)}:{node.lineno} from {node.module} import ...")
        elif isinstance(node, ast.Import):
            found.extend(
                f"{path.relative_to(SRC)}:{node.lineno} import {a.name}"
                for a in node.names
                if a.name in faces
            )
    return found


def test_no_module_imports_its_own_package_face() -> None:
    found = [hit for path in sorted(PACKAGE.rglob("*.py")) for hit in _face_imports(path)]
    assert found == []


@pytest.mark.parametrize(
    ("source", "caught"),
    [
        ("from handrail.safety import patterns as p\n", True),
        ("import handrail.safety\n", True),
        ("import handrail.safety.patterns as p\n", False),
        ("from handrail.safety.patterns import fold\n", False),
        ("from handrail.gate import Verdict\n", False),
    ],
)
def test_the_rule_catches_a_face_import(source: str, caught: bool) -> None:
    assert bool(_face_imports(PACKAGE / "safety" / "policy.py", source)) is caught
