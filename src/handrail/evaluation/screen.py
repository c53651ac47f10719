"""The screen as a planner reads it: the element lines of the loop's prompt, parsed back.

The reference planner sees exactly what a model sees: the text between the prompt's
``<<<SCREEN`` markers (:mod:`handrail.textformat`'s lines, ``e3 focused button
Send``, with ``-- offscreen --`` markers, a ``! blocked by`` line and a
``# truncated`` note) and the ``Last rounds`` lines. Nothing else of the session.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from handrail.loop.textnorm import normalize_text
from handrail.textformat import ElementLine, parse_line

__all__ = ["Line", "Screen", "parse_screen"]

_ROUND = re.compile(r"^round (\d+): (.*?) -> (.*)$")


@dataclass(frozen=True, kw_only=True)
class Line(ElementLine):
    """One element as the prompt shows it, and whether it lies outside the view."""

    offscreen: bool = False

    @property
    def covered(self) -> bool:
        """Whether something lies over it (a popup over the target)."""
        return "covered" in self.states


@dataclass(frozen=True, kw_only=True)
class Screen:
    """The parsed screen of one prompt and the outcome of the round before it."""

    lines: tuple[Line, ...]
    blocking: str | None = None
    truncated: bool = False
    last_outcome: str | None = None
    """How the last round went, as the prompt's ``Last rounds`` says it."""
    last_actions: str | None = None

    def matches(self, role: str, name: str, *, contains: bool = False) -> list[Line]:
        """The lines of ``role`` whose name is (or contains) ``name``, after normalization."""
        want = normalize_text(name, punctuation=False)
        out = []
        for line in self.lines:
            if line.role != role and not (role == "text" and line.source != "ax"):
                continue
            have = normalize_text(line.name, punctuation=False)
            if (want in have) if contains else (have == want):
                out.append(line)
        return out

    def inside(self, container: Line) -> list[Line]:
        """The lines nested under ``container`` (by indentation)."""
        start = self.lines.index(container)
        out = []
        for line in self.lines[start + 1 :]:
            if line.depth <= container.depth:
                break
            out.append(line)
        return out

    def text(self) -> str:
        """Every name and value on the screen, one per line (for pattern checks)."""
        return "\n".join(f"{ln.name} {ln.value}".strip() for ln in self.lines)

    @property
    def scrollable(self) -> bool:
        """Whether more lies beyond the view: offscreen elements, a scroll bar, a cut list."""
        return self.truncated or any(ln.offscreen or ln.role == "scrollbar" for ln in self.lines)


def parse_screen(user: str) -> Screen:
    """Parse the user message of a loop prompt into a :class:`Screen`."""
    start = re.search(r"^<<<SCREEN \S+$", user, re.MULTILINE)
    end = re.search(r"^SCREEN \S+>>>$", user, re.MULTILINE)
    body = user[start.end() : end.start()] if start and end else ""
    lines: list[Line] = []
    blocking: str | None = None
    truncated = False
    offscreen = False
    for raw in body.splitlines():
        text = raw.strip()
        if text == "-- offscreen --":
            offscreen = True
            continue
        if text == "-- in view --":
            offscreen = False
            continue
        if text.startswith("! blocked by "):
            blocking = text.removeprefix("! blocked by ")
            continue
        if text.startswith("# truncated"):
            truncated = True
            continue
        for got in parse_line(raw):
            if not got.complete:
                continue
            lines.append(
                Line(
                    id=got.id,
                    role=got.role,
                    name=got.name,
                    value=got.value,
                    states=got.states,
                    depth=got.depth,
                    offscreen=offscreen,
                    source=got.source,
                )
            )
    last_outcome = last_actions = None
    for raw in user.splitlines():
        m = _ROUND.match(raw)
        if m is not None:
            last_actions, last_outcome = m.group(2), m.group(3)
    return Screen(
        lines=tuple(lines),
        blocking=blocking,
        truncated=truncated,
        last_outcome=last_outcome,
        last_actions=last_actions,
    )
