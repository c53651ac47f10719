"""Turn each frame's accessibility tree into drafts: the nodes a read keeps, in order.

The walk goes through the top frame's ``getFullAXTree`` reply depth first, into each
``<iframe>``'s own frame where the tree shows it, and drafts what an agent may read:
inline text boxes and list markers are skipped, text that only repeats its parent's
name or value is left out (a field's text shows once, as its value), and anonymous
wrappers and ignored nodes are drafted as wrappers that :mod:`shape` drops once the
snapshot shows they are not clickable.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from handrail.backends.browser.dialogtree import make_locator
from handrail.backends.browser.roles import (
    SKIPPED_ROLES,
    WHOLE_FIELDS,
    field_role,
    map_role,
    map_states,
    node_name,
    prop_map,
    visible,
)
from handrail.backends.browser.session.page import FrameInfo
from handrail.backends.browser.shape import Draft
from handrail.model import ObserveOptions
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["AxFrame", "DraftWalk", "by_placeholder", "from_contents", "labelled_apart"]

_EDITABLE_ROLES = frozenset({Role.TEXTBOX, Role.SEARCHBOX})
_WRAPPERS = frozenset({Role.GENERIC, Role.UNKNOWN, Role.SECTION, Role.GROUP, Role.LABEL})
_CHOICE_GROUP = "radiogroup"
"""An unnamed radio group is no wrapper: the caption beside it may name it
(:mod:`handrail.backends.browser.passes.names.groupcaptions`)."""
_ITEMS = frozenset({Role.LISTITEM})
"""Roles kept whatever they turn out to be, whose texts may still name them if clickable."""
_UNSEEN = frozenset(
    {"notRendered", "notVisible", "activeModalDialog", "ariaModalDialog", "inertElement"}
    | {"inertSubtree"}
)
"""Why Chromium leaves a node out that no person can click either: not drawn, drawn
invisible, behind a modal dialog, or ``inert``."""
"""Why Chromium leaves a node out that a person cannot see either (``display: none``,
``visibility: hidden``): such a node is no wrapper to click."""
_ARIA_HIDDEN = frozenset({"ariaHiddenElement", "ariaHiddenSubtree"})
"""Why Chromium leaves out a node the page hides from its tree but may still draw."""
_MAX_FRAME_DEPTH = 8
"""Iframes nested deeper are noise (and this guards against a loop)."""


def _folded(said: str | None) -> str | None:
    """``said`` with its runs of white space made one space; blank (but said) stays truthy."""
    if not said:
        return None
    return " ".join(said.split()) or " "


@dataclass
class AxFrame:
    """One frame of a read: where it is, and its accessibility nodes (as Chromium sends them)."""

    info: FrameInfo
    ax: list[dict[str, Any]]


class DraftWalk:
    """The drafts of one read, from its frames' trees.

    Args:
        options: the read's options (``include_hidden`` keeps the nodes Chromium marks
            ignored: hidden ones; what is shown is shaped the same either way, so an
            element has one id and one name with or without them).
        frames: frame id -> its tree, the top frame first.
        owner: (session id, ``<iframe>`` backend node id) -> the frame id inside it.

    """

    def __init__(
        self,
        options: ObserveOptions,
        frames: dict[str, AxFrame],
        owner: dict[tuple[str, int], str],
    ) -> None:
        self.hide = not options.include_hidden
        self.frames = frames
        self.owner = owner
        self.drafts: list[Draft] = []
        self.wrappers: set[str] = set()
        """Locators of the anonymous wrappers drafted (kept if they turn out clickable)."""
        self.cells: set[str] = set()
        self.kept: dict[str, Draft] = {}
        """The drafts by locator."""
        """Locators of the cells drafted: a text repeating a cell's name is kept as an echo."""
        self.total = 0
        """Accessibility nodes walked (the tree's size as the page has it)."""
        self.hidden: set[str] = set()
        """Locators of the wrappers drafted from nodes the page hides (``aria-hidden``)."""
        self.owned: set[tuple[str, int]] = set()
        """(session id, backend node id) of the nodes an element takes by ``aria-owns``
        (Chromium lists them after its own children; :mod:`ownedorder` puts them back)."""

    def build(self) -> list[Draft]:
        """Walk the top frame (and the frames inside it) into :attr:`drafts`."""
        top = next(iter(self.frames.values()), None)
        if top is not None:
            self._frame(top, None, 0)
        return self.drafts

    def _frame(self, frame: AxFrame, parent: str | None, depth: int) -> None:
        if depth > _MAX_FRAME_DEPTH:
            return
        by_id = {n["nodeId"]: n for n in frame.ax}
        root = next((n for n in frame.ax if not n.get("parentId")), None)
        if root is not None:
            self._walk(root, by_id, frame, parent, depth)

    def _walk(
        self,
        ax: dict[str, Any],
        by_id: dict[str, dict[str, Any]],
        frame: AxFrame,
        parent: str | None,
        depth: int,
    ) -> None:
        stack: list[tuple[dict[str, Any], str | None, _Said]] = [(ax, parent, None)]
        while stack:
            node, par, par_name = stack.pop()
            self.total += 1
            raw_role = node.get("role", {}).get("value", "")
            if raw_role in SKIPPED_ROLES:
                continue
            here, here_name = par, par_name
            kept = self._convert(node, raw_role, frame, par, par_name)
            if kept is not None:
                # A field's own text repeats its value: shown once, as the field's value.
                # A page's title is not a parent's name: a text in an unnamed banner is
                # not the title said again. Kept with its white space folded, once.
                name, value = kept.name, kept.value
                said = _folded(f"{name} {value}" if name and value else name or value)
                # A container named by an attribute (a region's aria-label) is not said
                # by its texts: only one that is its whole name repeats it.
                whole = kept.role not in INTERACTIVE_ROLES and not from_contents(node.get("name"))
                here_name = (said, whole) if said else par_name
                if kept.role is Role.DOCUMENT:
                    here_name = None
                here = kept.locator
                if kept.role is Role.IFRAME:
                    self._descend_iframe(node, frame, kept.locator, depth)
            if raw_role == "StaticText":
                continue  # its children are inline text boxes, skipped anyway
            if raw_role in WHOLE_FIELDS and kept is not None:
                continue  # a date or colour field's own parts: it is set whole
            kids = [by_id[c] for c in node.get("childIds", ()) if c in by_id]
            if kept is not None and node.get("properties"):
                self._owns(node, frame)
            stack.extend([(k, here, here_name) for k in reversed(kids)])

    def _owns(self, node: dict[str, Any], frame: AxFrame) -> None:
        """Note the nodes ``node`` takes by ``aria-owns``."""
        for prop in node.get("properties", ()):
            if prop.get("name") == "owns":
                for rel in prop.get("value", {}).get("relatedNodes", ()):
                    bid = rel.get("backendDOMNodeId")
                    if isinstance(bid, int):
                        self.owned.add((frame.info.session.id, bid))

    def _descend_iframe(
        self, node: dict[str, Any], frame: AxFrame, locator: str, depth: int
    ) -> None:
        bid = node.get("backendDOMNodeId")
        if not isinstance(bid, int):
            return
        child = self.frames.get(self.owner.get((frame.info.session.id, bid), ""))
        if child is not None:
            self._frame(child, locator, depth + 1)

    def _convert(
        self,
        node: dict[str, Any],
        raw_role: str,
        frame: AxFrame,
        parent: str | None,
        parent_name: _Said,
    ) -> Draft | None:
        """One AX node as a draft, or ``None`` when it is not shown.

        ``parent_name`` is the nearest kept ancestor's name and value, white space
        folded, and whether only a text that is all of it repeats it (see
        :func:`from_contents`).
        """
        if self.hide and node.get("ignored"):
            return self._ignored(node, frame, parent)
        role = map_role(raw_role)
        name = node_name(node)
        # Cheap checks first: most nodes of a long page are text or anonymous wrappers.
        echo = False
        if role is Role.TEXT and parent_name:
            text = " ".join(name.split())
            said, whole = parent_name
            if not text or (text == said if whole else text in said):
                cells = parent in self.cells and text != said and _lettered(text)
                if not text or (parent not in self.wrappers and not cells):
                    if text and parent is not None:
                        self._piece(parent, node, text)
                    return None  # text that only repeats its parent's name
                # Right inside an element that may turn out clickable (a menu's <div>
                # in a cell whose name holds it), or one text of a cell's several (its
                # plain ``<span>`` may be a button drawn in a row; a cell of one text,
                # or a glyph such as a ``⋮`` opening the row's menu, stands for it):
                # kept to name that element, if it is.
                echo = True
        props = prop_map(node) if node.get("properties") else {}
        if props and role is Role.GENERIC:
            role = field_role(role, props)
        states = map_states(role, props) if props or role in _EDITABLE_ROLES else set()
        bid = node.get("backendDOMNodeId")
        bid = bid if isinstance(bid, int) else None
        # Anonymous wrappers: their children follow directly, unless the page's layout
        # shows they are clickable (not known before the snapshot has come).
        wrapper = role in _WRAPPERS and not name and State.FOCUSABLE not in states
        wrapper = wrapper and raw_role != _CHOICE_GROUP
        if wrapper and bid is None:
            return None
        value_obj = node.get("value")
        value = value_obj.get("value") if isinstance(value_obj, dict) else None
        # An editor's caret mark (TinyMCE's U+FEFF after Bold) is drawn as nothing.
        value = None if value is None else visible(str(value))
        if value == "" and role not in _EDITABLE_ROLES:
            value = None
        desc_obj = node.get("description")
        desc = visible(str(desc_obj.get("value") or "")) if desc_obj else ""
        info = frame.info
        locator = make_locator(
            info.frame_id, info.loader_id, bid if bid is not None else f"ax{node['nodeId']}"
        )
        draft = Draft(
            locator=locator,
            role=role,
            name=name,
            value=value,
            desc=desc,
            states=states,
            parent=parent,
            sid=info.session.id,
            bid=bid,
            wrapper=wrapper,
            named=node.get("name"),
            echo=echo,
        )
        if role is Role.CELL:
            self.cells.add(locator)
        if wrapper or (role in _ITEMS and not name):
            # An unnamed list item may turn out clickable too (a drop-down's <li>).
            self.wrappers.add(locator)
        elif role is Role.GENERIC and not name and State.FOCUSABLE in states:
            # So may an unnamed element one can tab to, whose text its cell's name says
            # (a key's name in a table, ``<span tabindex=0>trading-bot</span>``).
            self.wrappers.add(locator)
        self.drafts.append(draft)
        self.kept[locator] = draft
        return draft

    def _piece(self, parent: str, node: dict[str, Any], text: str) -> None:
        """Keep a text dropped as a piece of its parent's name, for its spacing."""
        bid = node.get("backendDOMNodeId")
        draft = self.kept.get(parent)
        if isinstance(bid, int) and draft is not None:
            if draft.pieces is None:
                draft.pieces = []
            draft.pieces.append((bid, text))

    def _ignored(self, node: dict[str, Any], frame: AxFrame, parent: str | None) -> Draft | None:
        """A node Chromium leaves out of the tree, drafted as a wrapper.

        A ``<span>`` with only a ``pointerdown`` listener is one, and still a thing to click.
        """
        bid = node.get("backendDOMNodeId")
        if not isinstance(bid, int):
            return None
        if any(r.get("name") in _UNSEEN for r in node.get("ignoredReasons", ())):
            return None  # not drawn, invisible, inert or behind a modal: nothing to click
        info = frame.info
        draft = Draft(
            locator=make_locator(info.frame_id, info.loader_id, bid),
            role=Role.GENERIC,
            name="",
            value=None,
            desc="",
            states=set(),
            parent=parent,
            sid=info.session.id,
            bid=bid,
            wrapper=True,
        )
        self.wrappers.add(draft.locator)
        if any(r.get("name") in _ARIA_HIDDEN for r in node.get("ignoredReasons", ())):
            self.hidden.add(draft.locator)
        self.drafts.append(draft)
        self.kept[draft.locator] = draft
        return draft


_Said = tuple[str, bool] | None
"""A kept ancestor's name (and value), white space folded, and whether only a text that
is all of it repeats it."""


def labelled_apart(name: dict[str, Any] | None) -> bool:
    """Whether a node's accessible name was given apart from what it draws.

    By ``aria-label``, ``aria-labelledby`` or a ``<label for>`` elsewhere: *Active* so
    given names a webhook's check box, where a switch's own ``OFF`` only says its state.
    """
    for source in (name or {}).get("sources", ()):
        if "value" in source and not source.get("superseded"):
            kind, native = source.get("type"), source.get("nativeSource")
            return bool(
                kind == "attribute" or (kind == "relatedElement" and native != "labelwrapped")
            )
    return False


def by_placeholder(name: dict[str, Any] | None) -> bool:
    """Whether a field's accessible name is its placeholder (Chromium's last resort)."""
    for source in (name or {}).get("sources", ()):
        if "value" in source and not source.get("superseded"):
            return bool(source.get("type") == "placeholder")
    return False


def from_contents(name: dict[str, Any] | None) -> bool:
    """Whether a node's accessible name (its ``name`` property) is made of its contents.

    Chromium lists the sources it tried; the one used is the first with a value that is
    not superseded. A name from an attribute or another element (``aria-label``,
    ``aria-labelledby``, ``title``) is not said again by the node's own texts.
    """
    for source in (name or {}).get("sources", ()):
        if "value" in source and not source.get("superseded"):
            return bool(source.get("type") == "contents")
    return True


def _lettered(text: str) -> bool:
    """Whether a text has a letter or a digit (a word, not a glyph)."""
    return any(c.isalnum() for c in text)
