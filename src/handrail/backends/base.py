"""The backend boundary: one small abstract class and a capability profile.

A backend reads a target's accessibility tree into :class:`~handrail.model.Node` values
and carries out actions on them. It knows nothing of ids, signatures, planners or
policies: those live above it. It translates its platform's errors into Handrail's
(:mod:`handrail.errors`) at its edge, and every IPC call it makes has a timeout.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from enum import StrEnum
from typing import ClassVar

from handrail.actions import Action, ActionReceipt, Via
from handrail.closing import AsyncClosing
from handrail.geometry import Rect
from handrail.model import (
    Element,
    Environment,
    Node,
    ObserveOptions,
    Offscreen,
    Target,
    TargetQuery,
)
from handrail.presence import PresenceWatch
from handrail.targets import TargetSpec

__all__ = ["Backend", "Capabilities", "ScreenPicture", "Tree"]


class ScreenPicture(StrEnum):
    """What :meth:`Backend.screenshot` shows when it is given no target."""

    SCREEN = "screen"
    """The whole screen, with every target on it (a desktop)."""
    CURRENT_TARGET = "current_target"
    """One target only: the current one, the first :meth:`Backend.list_targets` gives
    (a browser's most recently active page)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Capabilities:
    """What a backend can do.

    Attributes:
        platform: ``linux``, ``browser``, ``macos``, ``windows`` or ``memory``.
        ax_actions: accessibility actions (press, set value, focus, select).
        keyboard: synthesized keyboard input.
        pointer: synthesized pointer input at screen points.
        screenshot: screen, window or region capture as PNG.
        windows: targets have several windows to choose from.
        untargeted_screenshot: what a screenshot without a target shows.
        ocr: its pictures show what a person sees, so text may be read from them
            (:mod:`handrail.ocr`); False for pictures drawn from the tree itself.

    """

    platform: str
    ax_actions: bool = True
    keyboard: bool = True
    pointer: bool = True
    screenshot: bool = True
    windows: bool = False
    untargeted_screenshot: ScreenPicture = ScreenPicture.SCREEN
    ocr: bool = True


@dataclass(frozen=True, slots=True, kw_only=True)
class Tree:
    """A tree as read: nodes in document order (parents before children).

    ``total`` counts every node the backend looked at; ``truncated`` is set when the
    backend itself stopped early; ``blocking`` names a modal state outside the tree;
    ``title`` is the target's title as this read saw it (a page's document title), when
    the backend knows it, and then names the target in the snapshot; ``url`` is likewise
    the target's address (a page's, with its fragment); ``perception``
    says which sources the nodes came from, when a wrapper added any (OCR); ``hints``
    are what the target's application profile tells a planner about it; ``offscreen``
    counts what a viewport-first read left unread; ``pictures`` are where the target
    draws what its tree cannot say (a page's canvases, images and background images, in
    view), when the backend knows (``None``: it does not, as for a desktop window).
    """

    nodes: tuple[Node, ...]
    total: int
    truncated: bool = False
    environment: Environment = field(default_factory=Environment)
    blocking: str | None = None
    title: str | None = None
    url: str | None = None
    perception: str | None = None
    hints: tuple[str, ...] = ()
    offscreen: Offscreen | None = None
    pictures: tuple[Rect, ...] | None = None


class Backend(AsyncClosing, ABC):
    """A platform's accessibility tree and input primitives.

    ``name`` (the registry name) and ``capabilities`` are set on the class by a
    backend, and on the instance by a wrapper
    (:class:`~handrail.backends.wrapper.BackendWrapper`), which has its inner backend's.
    """

    name: str
    capabilities: Capabilities
    target_spec: ClassVar[TargetSpec | None] = None
    """How this backend's targets are named when it adds fields to ``app``/``pid``;
    :func:`~handrail.backends.registry.register_backend` reads it from the class."""

    @abstractmethod
    async def list_targets(self) -> list[Target]:
        """Every application window or page this backend can operate.

        Raises:
            BackendUnavailable: when the platform cannot be reached.

        """

    @abstractmethod
    async def resolve(self, query: TargetQuery) -> Target:
        """The one target that ``query`` names.

        Raises:
            TargetNotFound: when nothing matches (the message lists what there is).
            UsageError: when the query does not name a target this backend understands.

        """

    async def refresh(self, target: Target) -> Target:
        """The target as it is now: a page's URL and title change as it navigates.

        The default returns ``target`` unchanged.

        Raises:
            TargetNotFound: when the target has gone.

        """
        return target

    @abstractmethod
    async def read_tree(self, target: Target, options: ObserveOptions) -> Tree:
        """Read the target's tree, filtered for visibility unless ``include_hidden``.

        Raises:
            TargetNotFound: when the target has gone.
            NoAccessibilityTree: when it exposes no tree.
            OperationTimeout: when an IPC call runs out of time.

        """

    @abstractmethod
    async def perform(
        self, target: Target, element: Element | None, action: Action, via: Via
    ) -> ActionReceipt:
        """Carry out ``action`` on ``element`` (``None`` for key, wait and coordinate actions).

        The backend first checks that the object at ``element.locator`` still has the
        element's role and name, walks the operation ladder allowed by ``via``, and
        returns a receipt naming the channel used.

        Raises:
            StaleElement: when the element is gone or changed; nothing was sent.
            ActionFailed: when no allowed channel could carry the action out.
            UsageError: when the action does not fit the element.

        """

    async def check_element(self, target: Target, element: Element) -> None:
        """Check that an element issued earlier, and not in the last snapshot, is still there.

        Called before the gate, so that nobody is asked to approve an action on an element
        that has gone. The default checks nothing (:meth:`perform` checks again anyway).

        Raises:
            StaleElement: when the element is gone or changed.

        """
        return None

    @abstractmethod
    async def screenshot(self, target: Target | None = None, region: Rect | None = None) -> bytes:
        """A PNG of the screen, the target's window (or page), or a region of the screen.

        Raises:
            BackendUnavailable: when nothing can be captured.

        """

    async def shown_text(self, target: Target) -> list[tuple[str, Rect]]:
        """Every piece of text the target shows, with its box (to hide secrets in pictures).

        The default reads the tree with hidden elements and gives each node's name, value
        and description with the node's bounds; a backend that can see more of what is
        drawn (a page's text outside the accessibility tree) adds it.

        Raises:
            TargetNotFound, NoAccessibilityTree, OperationTimeout: as :meth:`read_tree`.

        """
        tree = await self.read_tree(target, ObserveOptions(include_hidden=True, max_elements=10**6))
        return [
            (text, n.bounds)
            for n in tree.nodes
            if n.bounds is not None
            for text in (n.name, n.value or "", n.description)
            if text
        ]

    async def capture_area(self, target: Target | None, region: Rect | None) -> Rect | None:
        """The area, in element coordinates, that :meth:`screenshot` shows for these arguments.

        ``None`` means everything from (0, 0): the screen, or a page's viewport. Used to
        map element bounds onto a screenshot (to black out secrets). The default is
        ``region``, right for backends whose target screenshot starts at (0, 0).

        Raises:
            BackendUnavailable, TargetNotFound: as :meth:`screenshot`.

        """
        return region

    async def settle(self, target: Target, timeout: float) -> Tree | None:
        """Wait, at most ``timeout`` seconds, until the target stops changing after an action.

        Returns:
            The tree as the backend last read it while settling, with default
            :class:`~handrail.model.ObserveOptions`, so that the session need not read
            it again; or ``None`` (the default, which does not wait) when the backend
            read nothing or the target has gone.

        """
        return None

    async def presence(self, target: Target) -> PresenceWatch | None:
        """A watch for a person using ``target`` (see :mod:`handrail.presence`).

        Returns:
            ``None`` (the default) when this backend cannot tell its own input from a
            person's.

        """
        return None

    async def close(self) -> None:
        """Release connections and processes this backend opened."""
