"""The reference planner: solves a case from its plan of role/name references, never ids.

It reads only what a model reads — the element lines of the prompt the loop sends and
the ``Last rounds`` lines (:mod:`handrail.evaluation.screen`) — and answers with plan
JSON naming the element ids of that screen, so the loop's own validation, execution,
verification, gate and stop conditions are what a run exercises. Each round it looks
at the screen in this order:

1. an error page (a 5xx status, "service unavailable", a crashed page): reload once
   (a ``Retry``/``Reload`` button when the page has one, else ``F5``), then ``blocked``
   saying a person is needed;
2. loading (a ``Loading…`` text, a skeleton, a progress bar): ``wait``;
3. the step's target, resolved by role and name: when it is covered, or a modal dialog
   it is not in is open, the dialog is dismissed (a button named Accept, Close, Not
   now, Dismiss, OK, No thanks, …) and the step retried; when it is not shown but more
   lies beyond the view, ``scroll`` until it is; when it is gone (after one more look,
   in case the screen was still changing), ``blocked`` saying a person is needed;
4. the step's action on the target's id; a step whose action failed, or a Return that
   changed nothing, is retried once.

When every step is done it says ``finished``; the case's success checks decide whether
the loop agrees. An irreversible step is planned like any other: the risk gate holds it
and the run ends ``handoff``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any, ClassVar

from handrail.evaluation.cases import Ref, Step
from handrail.evaluation.screen import Line, Screen, parse_screen
from handrail.loop.textnorm import normalize_text
from handrail.planners.base import Planner, PlannerReply, PlanRequest, Usage

__all__ = ["DISMISS_NAMES", "ReferencePlanner"]

DISMISS_NAMES = (
    "Not now",
    "No thanks",
    "Dismiss",
    "Close",
    "Accept",
    "Accept all",
    "Got it",
    "OK",
    "Allow",
    "Continue",
    "Later",
    "Skip",
)
"""Names of the buttons that close a consent or permission popup, in order of preference."""

_ERROR = re.compile(
    r"\b(5\d\d\b.*(error|unavailable|gateway|timeout)|service unavailable|internal server"
    r" error|bad gateway|server error|has crashed|page crashed|aw, snap)",
    re.IGNORECASE,
)
_LOADING = re.compile(r"^(loading\b|loading…|please wait|skeleton)", re.IGNORECASE)
_RETRY = ("Retry", "Reload", "Try again", "Reload page")
_DIALOGS = ("dialog", "alert")
_ENTER = ("return", "enter", "kp_enter")

MAX_WAITS = 12
MAX_SCROLLS = 40
MAX_SCROLL_STEP = 100
MAX_DISMISSALS = 3
MAX_RETRIES = 1


class ReferencePlanner(Planner):
    """Plans a case's reference steps against each round's screen.

    Args:
        steps: the case's plan.

    """

    name: ClassVar[str] = "reference"

    def __init__(self, steps: Sequence[Step], model: str | None = "reference") -> None:
        self.steps = tuple(steps)
        self.model = model
        self.index = 0
        self._acted: str | None = None
        """What the last reply did: ``step``, ``dismiss``, ``scroll``, ``wait``, ``reload``."""
        self.waits = self.scrolls = self.dismissals = self.retries = 0
        self.reloaded = False
        self.looked_again = False
        self.at_end = False
        self.free_scroll = False
        self._anchor: str | None = None
        """The element the last scroll's wheel was at."""
        self.bad_anchors: set[str] = set()
        """Elements a scroll failed at (no box of their own, such as a closed list's options)."""
        self.calls = 0

    async def plan(self, request: PlanRequest) -> PlannerReply:
        """The next plan for the screen in ``request``."""
        self.calls += 1
        if request.repairs:
            # The loop rejected the last reply: say why rather than guess another.
            reason = request.repairs[-1][1]
            return self._reply(_blocked(f"the reference plan was rejected: {reason}"))
        screen = parse_screen(request.user)
        self._account(screen)
        return self._reply(self._next(screen))

    def _account(self, screen: Screen) -> None:
        """Move past the step the last round ran, unless it failed."""
        if self._acted != "step":
            return
        outcome = screen.last_outcome or ""
        if outcome.startswith("failed:") or outcome.startswith("plan rejected"):
            self.retries += 1
            return
        step = self.steps[self.index] if self.index < len(self.steps) else None
        enter = step is not None and step.do == "key" and (step.keys or "").lower() in _ENTER
        if enter and "no visible change" in outcome and self.retries == 0:
            # Return that changed nothing may not have arrived: press it once more. (Other
            # keys, such as ctrl+a, may rightly change nothing visible.)
            self.retries += 1
            return
        self.index += 1
        self.retries = 0
        self.scrolls = self.dismissals = 0
        self.looked_again = self.at_end = False

    def _next(self, screen: Screen) -> dict[str, Any]:
        error = self._error_line(screen)
        if error is not None:
            return self._unavailable(screen, error)
        if self._loading(screen):
            if self.waits >= MAX_WAITS:
                return _blocked(f"the page is still loading after {self.waits} waits")
            self.waits += 1
            self._acted = "wait"
            return _act("the page is still loading; waiting", {"type": "wait", "seconds": 1})
        while self.index < len(self.steps):
            step = self.steps[self.index]
            if step.do == "wait":
                self._acted = "step"
                return _act("waiting as the plan says", {"type": "wait", "seconds": step.seconds})
            if step.target is None:
                return self._step(step, None)
            found = _find(screen, step.target)
            popup = _popup_over(screen, found)
            if popup is not None:
                return self._dismiss(screen, popup, step.target)
            if found is None or (found.offscreen and step.do == "find"):
                return self._seek(screen, step.target, found)
            if step.do == "find":
                self.index += 1
                self.scrolls = 0
                continue
            if self.retries > MAX_RETRIES:
                return _blocked(
                    f"{step.do} on {step.target.describe()} did not work twice:"
                    f" {screen.last_outcome}; a person is needed"
                )
            return self._step(step, found)
        return {
            "status": "finished",
            "summary": "every step of the plan is done",
            "actions": [],
        }

    def _step(self, step: Step, line: Line | None) -> dict[str, Any]:
        self._acted = "step"
        ref = step.target.describe() if step.target else "the focus"
        action: dict[str, Any]
        if step.do in ("click", "doubleclick", "rightclick"):
            action = {"type": step.do}
        elif step.do == "type":
            action = {"type": "writetext", "text": step.text or ""}
        elif step.do == "key":
            action = {"type": "keypress", "keys": step.keys or ""}
        else:  # scroll
            action = {"type": "scroll", "dx": 0, "dy": step.dy}
        if line is not None:
            action["element_id"] = line.id
        return _act(f"step {self.index + 1}: {step.do} {ref}", action)

    def _dismiss(self, screen: Screen, popup: Line, ref: Ref) -> dict[str, Any]:
        button = _dismiss_button(screen, popup)
        if button is None or self.dismissals >= MAX_DISMISSALS:
            return _blocked(
                f'a {popup.role} "{popup.name}" covers {ref.describe()} and has no button'
                " that closes it; a person is needed"
            )
        self.dismissals += 1
        self._acted = "dismiss"
        return _act(
            f'a {popup.role} "{popup.name}" covers {ref.describe()}; closing it with'
            f' "{button.name}"',
            {"type": "click", "element_id": button.id},
        )

    def _seek(self, screen: Screen, ref: Ref, found: Line | None) -> dict[str, Any]:
        # A scroll that changed nothing reached the end: what is not shown is not there.
        last = screen.last_outcome or ""
        if self._acted == "scroll" and "no visible change" in last:
            self.at_end = True
        if self._acted == "scroll" and last.startswith("failed:"):
            # The element the wheel was at cannot take it: scroll at a control instead,
            # and never at that element again.
            self.free_scroll = True
            if self._anchor is not None:
                self.bad_anchors.add(self._anchor)
        if self.at_end or not screen.scrollable or self.scrolls >= MAX_SCROLLS:
            # A scroll that changed nothing was the second look already: the page does
            # not scroll (or is at its end), and waiting would only add a round with
            # no change, which the loop rightly takes for no progress.
            if not self.looked_again and not self.at_end:
                # The screen may still be changing after the last step: look once more.
                self.looked_again = True
                self._acted = "wait"
                return _act(
                    f"{ref.describe()} is not shown; waiting for the screen to settle",
                    {"type": "wait", "seconds": 1},
                )
            where = "after scrolling" if self.scrolls else "on the screen"
            return _blocked(
                f"{ref.describe()} is not {where} (renamed or removed?); a person is needed"
            )
        self.scrolls += 1
        self._acted = "scroll"
        ahead = None if found is not None else _furthest_listed(screen, self.bad_anchors)
        if found is not None and found.offscreen:
            # Listed below the view: a scroll at it brings it into view.
            anchor: Line | None = found
            dy = 1
        elif screen.truncated and ahead is not None:
            # A long page's list is cut around the view: everything up to the furthest
            # element listed beyond it is listed, so going there skips nothing unlisted.
            anchor, dy = ahead, 1
        else:
            anchor = _scroll_anchor(screen, controls=self.free_scroll, avoid=self.bad_anchors)
            # Each scroll goes twice as far as the one before: a long list is crossed in
            # a few rounds, a short one is not overshot.
            dy = min(MAX_SCROLL_STEP, 5 * 2 ** (self.scrolls - 1))
        self._anchor = anchor.id if anchor is not None else None
        action: dict[str, Any] = {"type": "scroll", "dx": 0, "dy": dy}
        if anchor is not None:
            action["element_id"] = anchor.id
        what = "is below the view" if found is not None else "is not shown yet"
        return _act(f"{ref.describe()} {what}; scrolling to find it", action)

    def _unavailable(self, screen: Screen, error: Line) -> dict[str, Any]:
        if self.reloaded:
            return _blocked(
                f'the service is unavailable ("{error.name}") after a reload; a person is needed'
            )
        self.reloaded = True
        self._acted = "reload"
        retry = next((ln for name in _RETRY for ln in screen.matches("button", name)), None)
        if retry is not None:
            return _act(
                f'the page shows "{error.name}"; retrying once',
                {"type": "click", "element_id": retry.id},
            )
        return _act(
            f'the page shows "{error.name}"; reloading once', {"type": "keypress", "keys": "F5"}
        )

    def _error_line(self, screen: Screen) -> Line | None:
        for line in screen.lines:
            if line.role in ("text", "heading", "paragraph", "alert", "label", "statusbar") and (
                _ERROR.search(line.name) or _ERROR.search(line.value)
            ):
                return line
        return None

    @staticmethod
    def _loading(screen: Screen) -> bool:
        return any(
            ln.role == "progressbar" or _LOADING.search(ln.name.strip()) for ln in screen.lines
        )

    def _reply(self, plan: dict[str, Any]) -> PlannerReply:
        return PlannerReply(
            text=json.dumps(plan, ensure_ascii=False), usage=Usage(calls=1), model=self.model
        )


def _act(summary: str, action: dict[str, Any]) -> dict[str, Any]:
    return {"status": "continue", "summary": summary, "actions": [action]}


def _blocked(summary: str) -> dict[str, Any]:
    return {"status": "blocked", "summary": summary, "actions": []}


def _find(screen: Screen, ref: Ref) -> Line | None:
    matches = screen.matches(ref.role, ref.name, contains=ref.name_contains)
    if len(matches) < ref.nth:
        return None
    return matches[ref.nth - 1]


def _popup_over(screen: Screen, target: Line | None) -> Line | None:
    """The dialog in the way of ``target``: over it, or open while it is not in it."""
    dialogs = [ln for ln in screen.lines if ln.role in _DIALOGS or "modal" in ln.states]
    if target is not None:
        if any(target in screen.inside(d) for d in dialogs):
            return None
        if not target.covered and not any("modal" in d.states for d in dialogs):
            return None
    modal = [d for d in dialogs if "modal" in d.states or d.role == "alert"]
    if target is not None and target.covered and not modal:
        modal = dialogs
    for d in modal or (dialogs if target is None else []):
        if _dismiss_button(screen, d) is not None:
            return d
    if target is not None and target.covered and dialogs:
        return dialogs[0]
    return None


def _dismiss_button(screen: Screen, popup: Line) -> Line | None:
    buttons = [ln for ln in screen.inside(popup) if ln.role in ("button", "link")]
    for name in DISMISS_NAMES:
        want = normalize_text(name, punctuation=False)
        for b in buttons:
            if normalize_text(b.name, punctuation=False) == want:
                return b
    return None


def _furthest_listed(screen: Screen, avoid: set[str]) -> Line | None:
    """The last element listed below the view that a wheel can be put on, if any."""
    shown = [n for n, ln in enumerate(screen.lines) if not ln.offscreen]
    if not shown:
        return None
    closed = {ln.id for box in screen.lines if box.role == "combobox" for ln in screen.inside(box)}
    for line in reversed(screen.lines[shown[-1] + 1 :]):
        if (
            line.offscreen
            and line.role in _BOXED
            and line.id not in closed
            and line.id not in avoid
        ):
            return line
    return None


_BOXED = ("listitem", "row", "cell", "treeitem", "link", "button", "checkbox", "paragraph")
"""Roles whose elements have a box of their own to scroll to and put the wheel on."""


def _scroll_anchor(
    screen: Screen, *, controls: bool = False, avoid: set[str] | None = None
) -> Line | None:
    """The last element in view: a wheel there scrolls the list or page around it.

    With ``controls``, the last control in view (text and cells may have no box of
    their own to put the wheel on). The options of a closed list (a ``combobox``'s
    items) are never chosen, nor the elements in ``avoid``: they have no box.
    """
    closed = {ln.id for box in screen.lines if box.role == "combobox" for ln in screen.inside(box)}
    avoid = avoid or set()
    shown = [
        ln
        for ln in screen.lines
        if not ln.offscreen and ln.id not in closed and ln.id not in avoid and ln.role != "option"
    ]
    roles = (
        ("checkbox", "button", "link", "radio", "textbox", "combobox")
        if controls
        else ("listitem", "row", "cell", "treeitem", "text", "paragraph")
    )
    for line in reversed(shown):
        if line.role in roles:
            return line
    return shown[-1] if shown else None
