"""Which step of a row of steps is the current one.

A wizard's or checkout's steps say where the person is by the class of each step's
element, which the read drops as a wrapper: Ant Design's ``<div class="ant-steps-item
ant-steps-item-process ant-steps-item-active"><div role="button">…2…Shipping``; others
say ``step is-active``, or ``aria-current="step"`` on the step's element. Among two or
more steps under one parent (a class word names a step: ``step``, ``ant-steps-item``,
``stepper-item``, ``MuiStep-root``), the one a class word draws as chosen or in progress
(``active``, ``current``, ``…-process``) is ``current``; where none is, the last of a
leading run of steps a class word marks as reached (daisyUI's ``step-primary``), or the
step after a run marked done. The state goes on the step's first control, else its own
line, else its first text of words (its title, not the number before it); an element of
any kind saying ``aria-current`` that the read drops gives it there too. (A step done is
drawn so by a tick its library names, Ant Design's ``image check``; no state of the
vocabulary says "done".)
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import DocNodes, class_of, string_at
from handrail.backends.browser.passes.looks.classlooks import without_chosen_words as _unchosen
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["STEP", "step_states"]

STEP = re.compile(
    r"^(?:[a-z0-9]+[-_]+)*(?:step|steps?[-_]+item|stepper[-_]+(?:item|step))$|^MuiStep-root$",
    re.IGNORECASE,
)
"""A class word naming one step (``step``, ``ant-steps-item``, ``stepper-item``)."""
_BUSY = re.compile(r"(?:^|[-_])(?:process|in[-_]?progress)$", re.IGNORECASE)
"""A class word drawing the step in progress (``ant-steps-item-process``)."""
_UP = 8
"""How far above a drawn part its step's element may lie."""


def _current(words: list[str], said: str) -> bool:
    if said not in ("", "false"):
        return True
    if any(_BUSY.search(w) for w in words):
        return True
    return len(_unchosen(" ".join(words)).split()) < len(words)


_DONE = re.compile(r"(?:^|[-_])(?:done|complete|completed|finished|visited)$", re.IGNORECASE)
"""A class word drawing a step done (``is-completed``), so the current one follows."""


def _reached(group: list[int], words: dict[int, list[str]]) -> list[int]:
    """The current step where a class word marks the steps reached, none the current.

    daisyUI draws each step reached, the current one too, ``step step-primary``: the
    leading run of steps sharing a word the rest lack ends at the current step; where
    that word says done (``is-completed``), the current one is the step after the run.
    """
    common = set.intersection(*(set(words[i]) for i in group))
    extra = [frozenset(words[i]) - common for i in group]
    run = next((k for k, e in enumerate(extra) if not e), len(group))
    if run == 0 or run == len(group) or any(extra[run:]) or len(set(extra[:run])) != 1:
        return []
    if any(_DONE.search(w) for w in extra[0]):
        return [group[run]]
    return [group[run - 1]]


def _marks(d: DocNodes, s: Any) -> dict[int, bool]:
    """Index of each current step's element -> whether it says ``aria-current`` itself."""
    steps: dict[int, list[int]] = {}
    said: dict[int, str] = {}
    for i, pairs in enumerate(d.attrs):
        for k in range(0, len(pairs) - 1, 2):
            if s(pairs[k]) == "aria-current":
                said[i] = s(pairs[k + 1])
        if i < len(d.parents) and any(STEP.match(w) for w in class_of(d.attrs, i, s).split()):
            steps.setdefault(d.parents[i], []).append(i)
    out = {i: True for i, v in said.items() if v not in ("", "false")}
    for group in steps.values():
        if len(group) < 2:
            continue
        words = {i: class_of(d.attrs, i, s).split() for i in group}
        now = [i for i in group if _current(words[i], said.get(i, ""))]
        if not now:
            now = _reached(group, words)
        if len(now) == 1:
            out.setdefault(now[0], False)
    return out


_CANDIDATE = re.compile(r"step|aria-current", re.IGNORECASE)
"""What a snapshot's strings hold somewhere if any of its nodes can be a step."""


def step_states(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Mark the current step of each row of steps among ``drafts`` ``current`` (in place)."""
    for sid, snap in snaps.items():
        strings: list[str] = snap.get("strings", [])
        if not _CANDIDATE.search("\n".join(strings)):
            continue  # no class names a step and nothing says aria-current: no node to read
        s = string_at(strings)
        mine = [d for d in drafts if d.sid == sid and d.bid is not None]
        if not mine:
            continue
        for doc in snap.get("documents", []):
            nodes = DocNodes.of(doc)
            marks = _marks(nodes, s)
            if not marks:
                continue
            where = {b: i for i, b in enumerate(nodes.bids)}
            own: dict[int, Draft] = {}
            heads: dict[int, Draft] = {}
            texts: dict[int, Draft] = {}
            for d in mine:
                i = where.get(d.bid or -1, -1)
                if i in marks:
                    own.setdefault(i, d)  # the step's element has a line of its own
                for _ in range(_UP):
                    if i < 0 or i in marks:
                        break
                    i = nodes.parents[i] if i < len(nodes.parents) else -1
                if i < 0 or i not in marks:
                    continue
                if d.role in INTERACTIVE_ROLES or State.CLICKABLE in d.states:
                    heads.setdefault(i, d)
                elif d.role is Role.TEXT and any(c.isalpha() for c in d.name):
                    texts.setdefault(i, d)  # the step's title, not the number drawn by it
            for i, said in marks.items():
                if said and i in own:
                    continue  # its line says it (:mod:`ariastates`)
                line = own.get(i)
                named = line if line is not None and line.name else None
                head = heads.get(i) or named or texts.get(i) or line
                if head is not None:
                    head.states.add(State.CURRENT)
