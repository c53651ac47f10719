"""Value objects for what Handrail sees: targets, nodes, elements and snapshots.

A backend reads a target's tree into :class:`Node` values (no ids; a backend-specific
``locator`` says where each one lives). The observer turns nodes into :class:`Element`
values with short, stable ids and wraps them in a :class:`Snapshot`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from typing import Any

from handrail.geometry import Rect
from handrail.targets import TargetQuery
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = [
    "Element",
    "Environment",
    "Node",
    "ObserveOptions",
    "Offscreen",
    "Perception",
    "Snapshot",
    "SnapshotStats",
    "Source",
    "Target",
    "TargetQuery",
]


class Source(StrEnum):
    """Where an element came from."""

    AX = "ax"
    OCR = "ocr"
    REGION = "region"


class Perception(StrEnum):
    """How a target is perceived: its tree, its tree with OCR text, or chosen per window.

    ``auto`` reads the tree and adds OCR text when the tree covers little of the window
    (or there is no tree), unless the backend knows nothing is drawn that the tree cannot
    say (a browser page with no picture in view); ``ax`` reads the tree only; ``ax+ocr``
    always adds OCR text;
    ``vision`` reads as ``ax+ocr`` does and adds the picture: a run sends its planner
    a marked screenshot every round, and the MCP ``observe`` returns one.
    """

    AUTO = "auto"
    AX = "ax"
    AX_OCR = "ax+ocr"
    VISION = "vision"


@dataclass(frozen=True, slots=True, kw_only=True)
class Target:
    """A resolved target: one application window or one browser page.

    ``key`` identifies it for the id map (stable for as long as the target lives).
    ``tree`` is false for a window that exposes no accessibility tree (seen through
    OCR and operated by pointer and keyboard only); ``window_id`` is its X window and
    ``bounds`` its place on the screen, when the backend knows them.
    """

    backend: str
    key: str
    app: str
    pid: int | None = None
    window: str | None = None
    url: str | None = None
    tree: bool = True
    window_id: int | None = None
    bounds: Rect | None = None

    def to_json(self) -> dict[str, Any]:
        """The JSON form used by ``observe``: ``app``, ``pid``, ``window`` (and ``url``)."""
        out: dict[str, Any] = {"app": self.app, "pid": self.pid, "window": self.window}
        if self.url is not None:
            out["url"] = self.url
        if not self.tree:
            out["tree"] = False
        if self.window_id is not None:
            out["window_id"] = f"{self.window_id:#x}"
        if self.bounds is not None:
            out["bounds"] = self.bounds.as_list()
        return out


@dataclass(frozen=True, slots=True, kw_only=True)
class Node:
    """One accessible object as a backend read it, before ids are assigned.

    ``locator`` is backend-specific (never shown to a planner) and, with ``role`` and
    ``name``, identifies the object; ``parent`` is the parent's locator. ``source`` says
    what saw it (the tree, OCR, a profile's region) and ``confidence`` how sure a
    recognizer was (0..1; ``None`` for the tree). ``hint`` is what
    an unnamed control's look says it is (an icon's title, class words, file name,
    tooltip or icon name: ``"trash"``), distinct from the accessible name. ``hover``
    names what a pointer resting on it shows that is not drawn now (a row's *Archive*
    and *Delete*): a person hovers it to see them, an agent does ``act hover``.
    """

    locator: str
    role: Role
    name: str = ""
    value: str | None = None
    description: str = ""
    hint: str = ""
    states: frozenset[State] = frozenset()
    bounds: Rect | None = None
    actions: tuple[str, ...] = ()
    parent: str | None = None
    source: Source = Source.AX
    confidence: float | None = None
    hover: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class Element:
    """One element as a planner sees it: a short stable ``id`` and its semantics.

    ``hint`` is an unnamed control's icon hint, ``hover`` what hovering it shows (see
    :class:`Node`).
    """

    id: str
    role: Role
    name: str = ""
    value: str | None = None
    description: str = ""
    hint: str = ""
    states: frozenset[State] = frozenset()
    bounds: Rect | None = None
    actions: tuple[str, ...] = ()
    parent: str | None = None
    depth: int = 0
    source: Source = Source.AX
    confidence: float | None = None
    hover: tuple[str, ...] = ()
    locator: str = field(default="", repr=False, compare=False)

    @property
    def interactive(self) -> bool:
        """True for what a person can operate directly: buttons, fields, links, clickables.

        A ``clickable`` element reacts to a click whatever its role says.
        """
        return self.role in INTERACTIVE_ROLES or State.CLICKABLE in self.states

    def has(self, state: State) -> bool:
        """True when ``state`` is set."""
        return state in self.states

    @property
    def spoken_role(self) -> str:
        """Its role as a person is told of it (never ``generic``).

        A page's plain element with a click handler is ``clickable``, another one an
        ``element``.
        """
        if self.role is Role.GENERIC:
            return "clickable" if State.CLICKABLE in self.states else "element"
        return str(self.role)

    @property
    def mention(self) -> str:
        """How a message names it: ``button 'Send'``, ``clickable (icon: trash)``."""
        if self.name:
            return f"{self.spoken_role} {self.name!r}"
        return f"{self.spoken_role} (icon: {self.hint})" if self.hint else self.spoken_role

    def to_json(self) -> dict[str, Any]:
        """The JSON form of the ``observe`` contract."""
        out: dict[str, Any] = {
            "id": self.id,
            "role": self.role.value,
            "name": self.name,
            "value": self.value,
            "states": sorted(s.value for s in self.states),
            "bounds": self.bounds.as_list() if self.bounds else None,
            "actions": list(self.actions),
        }
        if self.description:
            out["description"] = self.description
        if self.hint:
            out["hint"] = self.hint
        if self.parent is not None:
            out["parent"] = self.parent
        if self.source is not Source.AX:
            out["source"] = self.source.value
        if self.confidence is not None:
            out["confidence"] = round(self.confidence, 3)
        if self.hover:
            out["hover"] = list(self.hover)
        return out


@dataclass(frozen=True, slots=True, kw_only=True)
class ObserveOptions:
    """How to observe: ``include_hidden`` keeps invisible elements; ``max_elements`` caps output.

    ``region`` limits the snapshot to elements whose bounds intersect it (a way to ask
    for the rest of a truncated area; OCR reads only that region). ``mode`` says
    whether OCR text joins the tree (:class:`Perception`). ``viewport`` asks a backend
    that can for a viewport-first read: only what is on screen is read, and the
    snapshot counts what is not (:class:`Offscreen`); a backend that cannot reads all.
    """

    include_hidden: bool = False
    max_elements: int = 2000
    region: Rect | None = None
    mode: Perception = Perception.AUTO
    viewport: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class Offscreen:
    """What a viewport-first read left unread: the page's elements outside the viewport.

    ``above`` and ``below`` count the elements that make a line of their own (links,
    controls, headings, paragraphs, list items, cells, images) before and after the
    viewport (beside it counts as below); ``controls`` how many of them are links or
    controls.
    """

    above: int
    below: int
    controls: int

    def describe(self) -> str:
        """One line for the compact text."""
        return (
            f"not on screen, not read: {self.above} elements above, {self.below} below"
            f" ({self.controls} of them links or controls)"
        )

    def to_json(self) -> dict[str, int]:
        """The JSON form of the ``offscreen`` object."""
        return {"above": self.above, "below": self.below, "controls": self.controls}


@dataclass(frozen=True, slots=True, kw_only=True)
class SnapshotStats:
    """Counts and timing of one observation."""

    elements: int
    total: int
    truncated: bool
    elapsed_ms: float

    def to_json(self) -> dict[str, Any]:
        """The JSON form of the ``stats`` object."""
        return {
            "elements": self.elements,
            "total": self.total,
            "elapsed_ms": round(self.elapsed_ms, 1),
            "truncated": self.truncated,
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class Environment:
    """A fingerprint of the environment a snapshot was taken in."""

    screen_w: int = 0
    screen_h: int = 0
    scale: float = 1.0
    focused_app: str | None = None
    locale: str | None = None
    accessibility: tuple[tuple[str, str], ...] = ()
    """Accessibility settings the backend reports (name, value), e.g. high contrast."""

    def to_json(self) -> dict[str, Any]:
        """The JSON form."""
        return {
            "screen": [self.screen_w, self.screen_h],
            "scale": self.scale,
            "focused_app": self.focused_app,
            "locale": self.locale,
            "accessibility": dict(self.accessibility),
        }


@dataclass(frozen=True, kw_only=True)
class Snapshot:
    """One observation of a target: elements with ids, a signature, stats and environment.

    ``blocking`` is set when something modal outside the tree blocks the target (for
    example a JavaScript dialog), with its text. ``perception`` says which sources it
    came from and why (``ax+ocr (tree covers 12% of the window)``), when OCR was
    considered; ``hints`` are the target's application profile's hints for a planner.
    ``offscreen`` counts what a viewport-first read left unread (``None`` after a
    whole read).
    """

    target: Target
    elements: tuple[Element, ...]
    signature: str
    stats: SnapshotStats
    environment: Environment = field(default_factory=Environment)
    taken_at: float = 0.0
    blocking: str | None = None
    perception: str | None = None
    hints: tuple[str, ...] = ()
    offscreen: Offscreen | None = None

    @cached_property
    def by_id(self) -> Mapping[str, Element]:
        """Elements keyed by id."""
        return {e.id: e for e in self.elements}

    def get(self, element_id: str) -> Element | None:
        """The element with this id, or ``None`` when this snapshot does not have it."""
        return self.by_id.get(element_id)

    def to_json(self, *, elements: bool = True) -> dict[str, Any]:
        """The JSON form of the ``observe`` contract (``elements`` false leaves them out)."""
        out: dict[str, Any] = {
            "target": self.target.to_json(),
            "signature": self.signature,
            "stats": self.stats.to_json(),
            "environment": self.environment.to_json(),
        }
        if elements:
            out["elements"] = [e.to_json() for e in self.elements]
        if self.blocking is not None:
            out["blocking"] = self.blocking
        if self.perception is not None:
            out["perception"] = self.perception
        if self.hints:
            out["hints"] = list(self.hints)
        if self.offscreen is not None:
            out["offscreen"] = self.offscreen.to_json()
        return out
