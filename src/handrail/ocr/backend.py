"""OCR as a perception source: a backend wrapper that adds text boxes to the tree.

:class:`OcrBackend` wraps any backend. Following the snapshot's mode
(:class:`~handrail.model.Perception`) it reads the target's window (or only the region
asked for) with OCR and appends one ``text`` node per line found, ``source: ocr``, with
its box in screen coordinates and the engine's confidence; text the tree already has
at that place is not repeated. Under ``auto`` it first measures the tree
(:mod:`handrail.ocr.coverage`) and reads only when the tree is poor (a tree the backend
cut at ``max_elements`` had more than it kept and is never called poor), saying which in
``Tree.perception``. An action on an OCR element is checked first (is the text still
there? the area around the box is read again, usually from the cache) and then carried
out by pointer at the box's centre; its receipt says ``source: ocr``.

With application profiles (:mod:`handrail.ocr.appprofile`), a matching profile's
regions join the tree as ``source: region`` elements placed on the window as it is,
its mode stands in for ``auto``, and actions on a region go by pointer at its centre
(receipt ``source: region``).
"""

from __future__ import annotations

import dataclasses
import re
import time
import unicodedata
from collections.abc import Sequence

from handrail.actions import POINTER_KINDS, Action, ActionKind, ActionReceipt, Mode, Via
from handrail.backends.base import Backend, Tree
from handrail.backends.wrapper import BackendWrapper
from handrail.errors import ActionFailed, OperationTimeout, StaleElement, UsageError
from handrail.geometry import Rect
from handrail.model import Element, Node, ObserveOptions, Perception, Source, Target
from handrail.ocr.appprofile import AppProfile, profile_for
from handrail.ocr.coverage import LACKING_LINES, LACKING_SHARE, measure
from handrail.ocr.datetimes import dated, shown_forms
from handrail.ocr.engine import OcrBox
from handrail.ocr.reader import OcrReader
from handrail.vocab import Role, State

__all__ = ["OCR_PREFIX", "REGION_PREFIX", "OcrBackend", "same_text"]

OCR_PREFIX = "ocr:"
"""Locators of OCR elements start with this: ``ocr:<x>,<y>,<w>,<h>``."""

REGION_PREFIX = "region:"
"""Locators of a profile's regions: ``region:<name>``."""

_QUANTUM = 4  # box corners rounded to this many pixels in locators
_MARGIN = 12  # pixels around a box read again before acting on it
_LOCATOR = re.compile(r"ocr:(-?\d+),(-?\d+),(\d+),(\d+)\Z")


def same_text(a: str, b: str) -> bool:
    """True when two texts read alike (white space and case ignored)."""
    return "".join(a.split()).casefold() == "".join(b.split()).casefold()


_GLYPH = re.compile(r"[a-z]+(?:_[a-z]+)*")
"""An icon font's glyph name (``forum``, ``help_outline``), shown as text when the font
did not load."""
_SNAKE = re.compile(r"[a-z]+(?:_[a-z]+)+")
"""A glyph name of two words or more: no text a page shows to people."""


_LOOKALIKES = str.maketrans({"×": "x", "✕": "x", "✖": "x", "╳": "x", "✓": "v", "✔": "v"})
"""Glyphs OCR reads as a letter: a chip's close cross as ``x``, a tick as ``v``."""


_CUT_MIN = 8
"""Letters a line has at least for its last one to be taken as cut by an edge."""
_CUT_PAST = 4
"""Pixels an element goes on past a line OCR read for the line to be taken as cut."""


def _squeezed(text: str) -> str:
    """Letters and digits only, accents dropped, case folded: what OCR reads reliably.

    OCR reads a dash or a quote as another (``–`` as ``-``), an accent that is not there
    (``thē``), and symbols as it can; the words are what tell a line apart.
    """
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if c.isalnum()).casefold()


def _said(read: OcrBox, known: list[Node]) -> bool:
    """Whether the tree already says what OCR read there.

    The elements under the line's box, their names and values joined, hold its text: a
    row's name holds the sender OCR reads as a line of its own, and a line OCR reads
    across a row of elements is their names side by side.
    """
    box = read.box
    under = [n for n in known if n.bounds is not None and n.bounds.intersection(box)]
    if not under:
        return False
    text = _squeezed(read.text)
    if not text:
        return True  # symbols only (a glyph read as ``□``): nothing the tree lacks
    fields = [n for n in under if n.value and dated(n.value)]
    held = {id(n) for n in fields}
    if any(n.bounds is not None and n.bounds.contains(box) for n in fields):
        return True  # a date field's shown value, or its calendar glyph
    for form in (f for n in fields for f in shown_forms(n.value or "")):
        text = text.replace(form, " ")
    said = "".join(
        _squeezed(t)
        for n in under
        for t in (n.hint, n.name, n.description, "" if id(n) in held else n.value)
        if t
    )
    if all(piece in said for piece in text.split()):
        return True
    beyond = any(n.bounds is not None and n.bounds.right > box.right + _CUT_PAST for n in under)
    if beyond and len(text) >= _CUT_MIN and " " not in text and text[:-1] in said:
        # A line cut by the window's edge (a dialog wider than it), the element it reads
        # going on past it: its last letter was read from half a glyph (``Archive #ger``
        # for *Archive #general?*).
        return True
    # A close or check glyph read as the letter it looks like, glued to the word before
    # it (a tag chip ``vip×`` read as ``vipx``): the names side by side, glyphs as letters.
    if any(ord(c) in _LOOKALIKES for n in under for c in n.name):
        names = "".join(_squeezed(n.name.translate(_LOOKALIKES)) for n in under)
        if all(piece in names or piece in said for piece in text.split()):
            return True
    # Word by word, with an icon font's glyph name drawn as text left out: the font did
    # not load (``video_library Content``, ``forum Community``) and the tree keeps the
    # glyph out of the item's name.
    words = read.text.split()
    if len(words) > 1 and (len(words[0]) == 1 or _GLYPH.fullmatch(words[0])):
        words = words[1:]  # or a radio button's dot or a bullet read as a letter (``O``)
    kept = [_squeezed(w) for w in words if not _SNAKE.fullmatch(w)]
    return bool(kept) and all(w in said for w in kept if w)


def _locator(box: Rect) -> str:
    q = _QUANTUM
    return f"{OCR_PREFIX}{round(box.x / q) * q},{round(box.y / q) * q},{box.w},{box.h}"


def _box_of(element: Element) -> Rect | None:
    if element.bounds is not None and not element.bounds.empty:
        return element.bounds
    m = _LOCATOR.match(element.locator)
    if m is None:
        return None
    x, y, w, h = (int(g) for g in m.groups())
    return Rect(x, y, w, h)


def _grow(box: Rect, margin: int, within: Rect | None) -> Rect:
    grown = Rect(box.x - margin, box.y - margin, box.w + 2 * margin, box.h + 2 * margin)
    if within is not None:
        return grown.intersection(within) or box
    return Rect(max(0, grown.x), max(0, grown.y), grown.w, grown.h)


class OcrBackend(BackendWrapper):
    """``inner`` with OCR text added to its trees (see the module docs).

    A :class:`~handrail.backends.wrapper.BackendWrapper`: what it does not change
    (targets, screenshots, capture areas, closing) goes to ``inner`` as it is, and it
    has ``inner``'s name and capabilities.

    Args:
        inner: the backend whose trees and pictures are read.
        reader: the OCR engine and cache to read with.
        profiles: application profiles whose regions join matching targets' trees.

    """

    def __init__(
        self, inner: Backend, reader: OcrReader, profiles: Sequence[AppProfile] = ()
    ) -> None:
        super().__init__(inner)
        self.reader = reader
        self.profiles = list(profiles)

    # -- reading ------------------------------------------------------------------

    async def read_tree(self, target: Target, options: ObserveOptions) -> Tree:
        """The wrapped backend's tree, with OCR text when the mode asks for it."""
        tree = await self.inner.read_tree(target, options)
        return await self.add_text(target, tree, options)

    async def settle(self, target: Target, timeout: float) -> Tree | None:
        """See :meth:`Backend.settle`: a settled tree gets its OCR text too."""
        tree = await self.inner.settle(target, timeout)
        if tree is None:
            return None
        return await self.add_text(target, tree, ObserveOptions())

    async def _window(self, target: Target, tree: Tree) -> Rect | None:
        area = await self.inner.capture_area(target, None)
        return area if area is not None else _estimate(tree)

    async def add_text(self, target: Target, tree: Tree, options: ObserveOptions) -> Tree:
        """``tree`` with OCR nodes (and a profile's regions) appended, as the mode decides."""
        if tree.blocking is not None:
            # A modal dialog outside the tree (a page's) freezes pictures of the target.
            return tree
        profile = profile_for(target, self.profiles)
        if profile is not None and profile.hints:
            tree = dataclasses.replace(tree, hints=tree.hints + profile.hints)
        mode = options.mode
        if mode is Perception.AUTO and profile is not None and profile.mode is not None:
            mode = profile.mode
        asked = "asked"
        if mode is Perception.VISION:
            # The picture goes to whoever asked for it; the text is read as for ax+ocr.
            mode, asked = Perception.AX_OCR, "vision"
        why = "no tree"
        doubtful = False
        modal = _modal(tree)
        if target.tree and mode is Perception.AUTO and tree.truncated:
            # The read stopped at the element cap: what it kept says nothing of how much
            # of the window the whole tree covers, and a tree with more than the cap is
            # not a poor one.
            tree = dataclasses.replace(tree, perception="ax (truncated tree)")
            mode = Perception.AX
        elif target.tree and mode is not Perception.AX:
            # Measured on the tree's own frame first: a rich tree costs no backend call.
            # Under a modal dialog only the dialog can be used: it is what is measured.
            frame = modal or _estimate(tree)
            coverage = measure([n for n in tree.nodes if n.source is Source.AX], frame)
            why = coverage.describe()
            doubtful = mode is Perception.AUTO and coverage.doubtful
            if mode is Perception.AUTO and not coverage.poor and not doubtful:
                tree = dataclasses.replace(tree, perception=f"ax ({why})")
                mode = Perception.AX
            elif mode is Perception.AUTO and tree.pictures == ():
                # A page whose text is all in its DOM: OCR could add nothing to it.
                why = f"{why}; nothing drawn that the tree cannot say"
                tree = dataclasses.replace(tree, perception=f"ax ({why})")
                mode, doubtful = Perception.AX, False
            elif mode is Perception.AX_OCR:
                why = f"{asked}; {why}"
        window: Rect | None = None
        if (profile is not None and profile.regions) or mode is not Perception.AX:
            window = await self._window(target, tree)
        if profile is not None and profile.regions and window is not None:
            tree = dataclasses.replace(tree, nodes=tree.nodes + _regions(tree, profile, window))
        if mode is Perception.AX:
            return tree
        region = options.region
        if region is not None and window is not None:
            region = region.intersection(window) or region
        if modal is not None:
            # Text behind a modal dialog is no element: the backdrop takes any press.
            region = (region.intersection(modal) if region is not None else None) or modal
        try:
            read = await self.reader.read(self.inner, target, region)
            if region is not None and not read.boxes and modal is None:
                read = await self.reader.read(self.inner, target, None)
                why += "; no text in the region, read the window"
        except OperationTimeout as exc:
            if not target.tree or options.mode is not Perception.AUTO:
                raise  # the text was asked for, or is all there is
            # The tree stands without the text OCR would have added (a tab the browser
            # stopped drawing): the observation says so rather than failing.
            return dataclasses.replace(
                tree, perception=f"ax ({why}; no picture to read text from: {exc.message})"
            )
        boxes = read.boxes
        if modal is not None:
            boxes = tuple(b for b in boxes if modal.contains_point(*b.box.center))
            why += "; a modal dialog: read inside it"
        nodes = self._nodes(tree, boxes)
        if doubtful:
            # Neither poor nor rich by its boxes: the text OCR finds that it lacks decides.
            lacking = f"OCR finds {len(nodes)} of {len(boxes)} lines the tree lacks"
            why = f"{why}; {lacking}"
            if not lacks_text(len(nodes), len(boxes)):
                return dataclasses.replace(tree, perception=f"ax ({why})")
        source = "ocr" if not target.tree else "ax+ocr"
        return dataclasses.replace(
            tree,
            nodes=tree.nodes + nodes,
            total=tree.total + len(nodes),
            perception=f"{source} ({why})",
        )

    def _nodes(self, tree: Tree, boxes: tuple[OcrBox, ...]) -> tuple[Node, ...]:
        known = [
            n
            for n in tree.nodes
            if n.bounds is not None
            and (n.name or n.value or n.hint)
            and n.source is not Source.REGION
        ]
        root = tree.nodes[0].locator if tree.nodes else None
        out: list[Node] = []
        seen: set[str] = set()
        for b in boxes:
            if _said(b, known):
                continue  # the tree says it already
            locator = _locator(b.box)
            if locator in seen:
                continue
            seen.add(locator)
            out.append(
                Node(
                    locator=locator,
                    role=Role.TEXT,
                    name=b.text,
                    bounds=b.box,
                    parent=root,
                    source=Source.OCR,
                    confidence=b.confidence,
                )
            )
        return tuple(out)

    async def shown_text(self, target: Target) -> list[tuple[str, Rect]]:
        """See :meth:`Backend.shown_text`: a window without a tree adds what OCR reads."""
        shown = await self.inner.shown_text(target)
        if not target.tree:
            read = await self.reader.read(self.inner, target, None)
            shown.extend((b.text, b.box) for b in read.boxes)
        return shown

    # -- acting -------------------------------------------------------------------

    async def locate(self, target: Target, element: Element) -> Rect:
        """Where ``element``'s text is now: read the area around its box again.

        Raises:
            StaleElement: when the text is no longer there (nothing was sent).

        """
        box = _box_of(element)
        if box is None:
            raise StaleElement(f"{element.id} has no place on the screen; observe again")
        window = await self.inner.capture_area(target, None)
        read = await self.reader.read(self.inner, target, _grow(box, _MARGIN, window))
        cx, cy = box.center
        for b in read.boxes:
            if same_text(b.text, element.name) and _grow(b.box, _QUANTUM, None).contains_point(
                cx, cy
            ):
                return b.box
        found = ", ".join(repr(b.text) for b in read.boxes) or "no text"
        raise StaleElement(
            f'{element.id} text "{element.name}" is no longer at {box.as_list()}'
            f" (found {found}); observe again"
        )

    async def check_element(self, target: Target, element: Element) -> None:
        """See :meth:`Backend.check_element`: OCR text and regions are found when acting."""
        if not element.locator.startswith((OCR_PREFIX, REGION_PREFIX)):
            await self.inner.check_element(target, element)

    async def perform(
        self, target: Target, element: Element | None, action: Action, via: Via
    ) -> ActionReceipt:
        """See :meth:`Backend.perform`: OCR text and regions by pointer at their centre."""
        if element is None:
            return await self.inner.perform(target, element, action, via)
        if element.locator.startswith(OCR_PREFIX):
            what, source = "was read by OCR", "ocr"
        elif element.locator.startswith(REGION_PREFIX):
            what, source = "is a profile's region", "region"
        else:
            return await self.inner.perform(target, element, action, via)
        started = time.perf_counter()
        if via is Via.AX:
            raise ActionFailed(f"{element.id} {what}: it has no accessible object")
        if action.kind is ActionKind.SET_VALUE:
            raise UsageError(
                f"set-value needs an accessible field; {element.id} {what} (click, then type)"
            )
        if source == "ocr":
            box = await self.locate(target, element)
        else:
            box = await self._region_now(target, element)
        x, y = box.center
        kind = ActionKind.CLICK if action.kind is ActionKind.FOCUS else action.kind
        if kind in POINTER_KINDS or kind in (ActionKind.SCROLL, ActionKind.HOVER):
            point = Action(kind=kind, x=x, y=y, dx=action.dx, dy=action.dy)
            receipt = await self.inner.perform(target, None, point, Via.INPUT)
            note = f"pointer at the centre ({x},{y}) of {source} {element.name!r}"
        else:
            await self.inner.perform(target, None, Action(kind=ActionKind.CLICK, x=x, y=y), via)
            plain = dataclasses.replace(action, element_id=None)
            receipt = await self.inner.perform(target, None, plain, via)
            note = f"clicked {source} {element.name!r} at ({x},{y}), then keys"
        done = ActionReceipt.since(
            started,
            action=action,
            mode=receipt.mode if receipt.mode is not Mode.NONE else Mode.INPUT,
            diagnostic=note,
        )
        return dataclasses.replace(done, source=source)

    async def _region_now(self, target: Target, element: Element) -> Rect:
        """Where a region lies on the window as it is now (windows move)."""
        name = element.locator[len(REGION_PREFIX) :]
        profile = profile_for(target, self.profiles)
        region = profile.region(name) if profile is not None else None
        window = await self.inner.capture_area(target, None)
        if region is None or window is None:
            raise StaleElement(f"{element.id}: no region {name!r} for {target.app}; observe again")
        return region.on(window)


def lacks_text(lacking: int, read: int) -> bool:
    """True when OCR found enough text the tree lacks to call the tree poor."""
    return lacking >= LACKING_LINES and lacking >= LACKING_SHARE * read


def _estimate(tree: Tree) -> Rect | None:
    """The window's box as the tree tells it: its first node's (on the screen), else the screen.

    A page scrolled down gives its document a box that starts above the screen: what is
    shown is the part of it on the screen.
    """
    env = tree.environment
    screen = Rect(0, 0, env.screen_w, env.screen_h) if env.screen_w and env.screen_h else None
    first = next((n.bounds for n in tree.nodes[:1] if n.bounds is not None), None)
    if first is not None and not first.empty:
        shown = first.intersection(screen) if screen is not None else first
        if shown is not None and not shown.empty:
            return shown
    return screen


_MODALS = frozenset({Role.DIALOG, Role.ALERT})


def _modal(tree: Tree) -> Rect | None:
    """The box of the topmost modal dialog the tree shows (the last in document order)."""
    for n in reversed(tree.nodes):
        if (
            n.role in _MODALS
            and State.MODAL in n.states
            and n.source is Source.AX
            and n.bounds is not None
            and not n.bounds.empty
        ):
            return n.bounds
    return None


def _regions(tree: Tree, profile: AppProfile, window: Rect) -> tuple[Node, ...]:
    root = tree.nodes[0].locator if tree.nodes else None
    return tuple(
        Node(
            locator=f"{REGION_PREFIX}{r.name}",
            role=r.role,
            name=r.name,
            bounds=r.on(window),
            parent=root,
            source=Source.REGION,
        )
        for r in profile.regions
    )
