"""An in-memory backend for testing everything above the backend boundary.

It ships in the package so that users can test their own planners, gates and harnesses
without a desktop. Two applications come built in — a small calculator and a message
form — and :class:`FakeNode` trees of your own can be added. Nodes can be told to
ignore accessibility actions (``ax_broken``) so that fallbacks can be exercised.
"""

from __future__ import annotations

import io
import itertools
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from handrail.actions import POINTER_KINDS, Action, ActionKind, ActionReceipt, Mode, Via
from handrail.backends.base import Backend, Capabilities, Tree
from handrail.errors import ActionFailed, StaleElement, TargetNotFound, UsageError, arg
from handrail.geometry import Rect
from handrail.model import Element, Environment, Node, ObserveOptions, Target, TargetQuery
from handrail.vocab import Role, State

__all__ = ["FakeApp", "FakeBackend", "FakeNode", "calculator_app", "form_app"]

# Nodes made after their app (by an on_press) draw from here, far above any app's own
# numbering, which starts at 1 for every app (see FakeApp).
_uids = itertools.count(1_000_000)

SCREEN = Rect(0, 0, 1280, 800)


_LISTS = (Role.COMBOBOX, Role.LISTBOX)
"""Roles of closed lists, whose text is the option chosen."""


@dataclass(eq=False, kw_only=True)
class FakeNode:
    """A mutable node of a fake application."""

    role: Role
    name: str = ""
    value: str | None = None
    states: set[State] = field(default_factory=set)
    bounds: Rect | None = None
    children: list[FakeNode] = field(default_factory=list)
    on_press: Callable[[FakeNode], None] | None = None
    ax_broken: bool = False
    visible: bool = True
    description: str = ""
    hint: str = ""
    hover: tuple[str, ...] = ()
    """What a pointer resting on it would show (see :class:`~handrail.model.Node`)."""
    uid: int = field(default_factory=lambda: next(_uids))

    @property
    def locator(self) -> str:
        """This node's locator."""
        return f"fake:{self.uid}"

    def walk(self, parent: FakeNode | None = None) -> Iterator[tuple[FakeNode, FakeNode | None]]:
        """This node and its descendants with their parents, in document order."""
        yield self, parent
        for child in self.children:
            yield from child.walk(self)

    def find(self, name: str) -> FakeNode:
        """The first descendant (or self) named ``name``.

        Raises:
            KeyError: when there is none.

        """
        for node, _ in self.walk():
            if node.name == name:
                return node
        raise KeyError(name)

    def actions(self) -> tuple[str, ...]:
        """Accessibility actions this node offers."""
        if self.role in (Role.BUTTON, Role.LINK, Role.MENUITEM, Role.TAB):
            return ("press",)
        if self.role in (Role.CHECKBOX, Role.RADIO, Role.SWITCH):
            return ("toggle",)
        if State.EDITABLE in self.states:
            return ("focus", "set_value")
        return ()


@dataclass(eq=False, kw_only=True)
class FakeApp:
    """A fake application: a name, a pid and a window tree."""

    name: str
    pid: int
    window: FakeNode

    def __post_init__(self) -> None:
        # Locators the same in every process, however many fakes were built before:
        # ids kept in a file store by one process must name the same nodes in the next.
        for uid, (node, _) in enumerate(self.window.walk(), start=1):
            node.uid = uid

    def target(self) -> Target:
        """This app as a target."""
        return Target(
            backend="fake",
            key=f"fake:{self.name}:{self.pid}",
            app=self.name,
            pid=self.pid,
            window=self.window.name,
        )


def _grid(x: int, y: int, w: int = 60, h: int = 40) -> Rect:
    return Rect(x, y, w, h)


def calculator_app(pid: int = 4101) -> FakeApp:
    """A calculator: digits, + - × ÷, =, C and a ``Display`` text field showing the result."""
    display = FakeNode(
        role=Role.TEXTBOX,
        name="Display",
        value="0",
        states={State.READONLY},
        bounds=Rect(20, 60, 280, 40),
    )
    entry: list[str] = []

    def press(node: FakeNode) -> None:
        label = node.name
        if label == "C":
            entry.clear()
            display.value = "0"
        elif label == "=":
            expr = "".join(entry).replace("×", "*").replace("÷", "/").replace("−", "-")
            try:
                result = eval(expr, {"__builtins__": {}}, {}) if expr else 0
                display.value = f"{result:g}" if isinstance(result, float) else str(result)
            except (SyntaxError, ZeroDivisionError):
                display.value = "Error"
            entry.clear()
        else:
            entry.append(label)
            display.value = "".join(entry)

    labels = ["7", "8", "9", "÷", "4", "5", "6", "×", "1", "2", "3", "−", "0", "C", "=", "+"]
    buttons = [
        FakeNode(
            role=Role.BUTTON,
            name=label,
            bounds=_grid(20 + (i % 4) * 70, 120 + (i // 4) * 50),
            on_press=press,
            states={State.FOCUSABLE},
        )
        for i, label in enumerate(labels)
    ]
    window = FakeNode(
        role=Role.WINDOW,
        name="Calculator",
        bounds=Rect(0, 0, 320, 340),
        children=[
            display,
            FakeNode(role=Role.PANEL, children=buttons, bounds=Rect(10, 110, 300, 220)),
        ],
    )
    return FakeApp(name="fake-calculator", pid=pid, window=window)


def form_app(pid: int = 4102) -> FakeApp:
    """A message form: ``To`` and ``Message`` fields, ``Subscribe``, ``Send``, ``Delete draft``.

    Pressing ``Send`` adds a status text ``Sent to <To>``; ``Delete draft`` clears both fields.
    """
    to = FakeNode(
        role=Role.TEXTBOX,
        name="To",
        value="",
        states={State.EDITABLE, State.FOCUSABLE},
        bounds=Rect(20, 40, 400, 30),
    )
    body = FakeNode(
        role=Role.TEXTBOX,
        name="Message",
        value="",
        states={State.EDITABLE, State.FOCUSABLE, State.MULTILINE},
        bounds=Rect(20, 90, 400, 120),
    )
    status = FakeNode(role=Role.TEXT, name="Draft", bounds=Rect(20, 300, 400, 20))

    def send(_: FakeNode) -> None:
        status.name = f"Sent to {to.value}"

    def delete(_: FakeNode) -> None:
        to.value = ""
        body.value = ""
        status.name = "Draft deleted"

    window = FakeNode(
        role=Role.WINDOW,
        name="New message",
        bounds=Rect(0, 0, 460, 340),
        children=[
            FakeNode(role=Role.LABEL, name="To", bounds=Rect(20, 20, 40, 16)),
            to,
            FakeNode(role=Role.LABEL, name="Message", bounds=Rect(20, 74, 80, 16)),
            body,
            FakeNode(
                role=Role.CHECKBOX,
                name="Subscribe",
                bounds=Rect(20, 220, 120, 24),
                states={State.FOCUSABLE},
            ),
            FakeNode(
                role=Role.BUTTON,
                name="Send",
                bounds=Rect(20, 260, 80, 30),
                on_press=send,
                states={State.FOCUSABLE, State.DEFAULT},
            ),
            FakeNode(
                role=Role.BUTTON,
                name="Delete draft",
                bounds=Rect(120, 260, 120, 30),
                on_press=delete,
                states={State.FOCUSABLE},
            ),
            status,
        ],
    )
    return FakeApp(name="fake-form", pid=pid, window=window)


class FakeBackend(Backend):
    """An in-memory backend over :class:`FakeApp` trees.

    Args:
        apps: the applications; a calculator and a form by default.

    """

    name = "fake"
    # Its pictures are drawn from its own tree: reading them back adds nothing.
    capabilities = Capabilities(platform="memory", ocr=False)

    def __init__(self, apps: list[FakeApp] | None = None, settings: object = None) -> None:
        self.apps = apps if apps is not None else [calculator_app(), form_app()]
        self.log: list[tuple[str, Action, Mode]] = []
        """Every action carried out, as ``(target key, action, mode)``."""

    def _app(self, target: Target) -> FakeApp:
        for app in self.apps:
            if app.target().key == target.key:
                return app
        raise TargetNotFound(f"{target.app} (pid {target.pid}) has gone")

    async def list_targets(self) -> list[Target]:
        """See :meth:`Backend.list_targets`."""
        return [app.target() for app in self.apps]

    async def resolve(self, query: TargetQuery) -> Target:
        """See :meth:`Backend.resolve`."""
        if query.app is None and query.pid is None:
            raise UsageError(f"name a target by {arg('app')} or {arg('pid')}")
        for app in self.apps:
            if query.pid is not None and app.pid == query.pid:
                return app.target()
            if query.app is not None and query.app.lower() in app.name.lower():
                return app.target()
        known = ", ".join(a.name for a in self.apps) or "none"
        raise TargetNotFound(f"no application matches {query.describe()} (running: {known})")

    async def read_tree(self, target: Target, options: ObserveOptions) -> Tree:
        """See :meth:`Backend.read_tree`."""
        app = self._app(target)
        nodes: list[Node] = []
        total = 0
        for fnode, parent in app.window.walk():
            total += 1
            if not fnode.visible and not options.include_hidden:
                continue
            nodes.append(
                Node(
                    locator=fnode.locator,
                    role=fnode.role,
                    name=fnode.name,
                    value=fnode.value,
                    description=fnode.description,
                    hint=fnode.hint,
                    hover=fnode.hover,
                    states=frozenset(fnode.states),
                    bounds=fnode.bounds,
                    actions=fnode.actions(),
                    parent=parent.locator if parent else None,
                )
            )
        env = Environment(screen_w=SCREEN.w, screen_h=SCREEN.h, focused_app=app.name)
        return Tree(nodes=tuple(nodes), total=total, environment=env)

    def _node(self, app: FakeApp, element: Element) -> FakeNode:
        for fnode, _ in app.window.walk():
            if fnode.locator == element.locator:
                if fnode.role != element.role or fnode.name != element.name or not fnode.visible:
                    break
                return fnode
        raise StaleElement(
            f"element {element.id} is gone or changed in {app.name}; observe again for current ids"
        )

    def _focused(self, app: FakeApp) -> FakeNode | None:
        for fnode, _ in app.window.walk():
            if State.FOCUSED in fnode.states:
                return fnode
        return None

    def _focus(self, app: FakeApp, node: FakeNode) -> None:
        for fnode, _ in app.window.walk():
            fnode.states.discard(State.FOCUSED)
        node.states.add(State.FOCUSED)

    def _hit(self, app: FakeApp, x: int, y: int) -> FakeNode | None:
        hit = None
        for fnode, _ in app.window.walk():
            if fnode.visible and fnode.bounds and fnode.bounds.contains_point(x, y):
                hit = fnode
        return hit

    @staticmethod
    def _activate(node: FakeNode) -> bool:
        if node.role in (Role.CHECKBOX, Role.RADIO, Role.SWITCH):
            node.states ^= {State.CHECKED}
            return True
        if node.on_press is not None:
            node.on_press(node)
            return True
        return False

    async def perform(
        self, target: Target, element: Element | None, action: Action, via: Via
    ) -> ActionReceipt:
        """See :meth:`Backend.perform`."""
        started = time.perf_counter()
        app = self._app(target)
        node = self._node(app, element) if element is not None else None
        mode, fallback, note = self._run(app, node, action, via)
        self.log.append((target.key, action, mode))
        return ActionReceipt.since(
            started, action=action, mode=mode, fallback_from=fallback, diagnostic=note
        )

    def _run(
        self, app: FakeApp, node: FakeNode | None, action: Action, via: Via
    ) -> tuple[Mode, Mode | None, str]:
        kind = action.kind
        if kind is ActionKind.HOVER:
            if via is Via.AX:
                raise ActionFailed("hover is pointer input only")
            if node is not None and node.bounds is None:
                raise ActionFailed("element has no bounds to hover at")
            return Mode.INPUT, None, "pointer rests on it"
        if kind in POINTER_KINDS:
            if node is None:
                assert action.x is not None and action.y is not None
                hit = self._hit(app, action.x, action.y)
                if hit is not None and kind is ActionKind.CLICK:
                    self._focus(app, hit)
                    self._activate(hit)
                return Mode.INPUT, None, f"pointer at ({action.x},{action.y})"
            if (
                via is not Via.INPUT
                and not node.ax_broken
                and kind is ActionKind.CLICK
                and self._activate(node)
            ):
                return Mode.AX, None, ""
            if via is Via.AX:
                if node.ax_broken:
                    # The action is sent and silently does nothing, as broken apps do.
                    return Mode.AX, None, ""
                raise ActionFailed(f"{kind} has no accessibility action on {node.role}")
            if node.bounds is None:
                raise ActionFailed(f"element has no bounds to {kind} at")
            self._focus(app, node)
            if kind is ActionKind.CLICK:
                self._activate(node)
            return Mode.INPUT, (Mode.AX if via is Via.AUTO else None), "pointer at centre"
        if kind is ActionKind.FOCUS:
            assert node is not None
            self._focus(app, node)
            return Mode.AX, None, ""
        if kind in (ActionKind.TYPE, ActionKind.SET_VALUE):
            target_node = node or self._focused(app)
            closed_list = target_node is not None and target_node.role in _LISTS
            if closed_list and target_node is not None and State.EDITABLE not in target_node.states:
                return self._choose(target_node, action.text or "", kind)
            if target_node is None or State.EDITABLE not in target_node.states:
                raise ActionFailed(f"{kind}: the target does not accept text")
            self._focus(app, target_node)
            text = action.text or ""
            if kind is ActionKind.SET_VALUE:
                target_node.value = text
                return Mode.AX, None, ""
            target_node.value = (target_node.value or "") + text
            return Mode.KEYBOARD, None, ""
        if kind is ActionKind.KEY:
            return self._key(app, node, action)
        if kind is ActionKind.SCROLL:
            return Mode.INPUT, None, f"scrolled {action.dx},{action.dy}"
        raise UsageError(f"{kind} is not something a backend performs")

    @staticmethod
    def _choose(field: FakeNode, text: str, kind: ActionKind) -> tuple[Mode, None, str]:
        """A closed list takes no text: the option named (or begun, when typed) is chosen."""
        want = text.strip().casefold()
        options = [c for c in field.children if c.role is Role.OPTION]
        picked = next((o for o in options if o.name.casefold() == want), None)
        if picked is None and kind is ActionKind.TYPE and want:
            picked = next((o for o in options if o.name.casefold().startswith(want)), None)
        if picked is None:
            raise ActionFailed(f"{kind}: {field.role} has no option {text!r}")
        for o in options:
            o.states.discard(State.SELECTED)
        picked.states.add(State.SELECTED)
        field.value = picked.name
        if picked.on_press is not None:
            picked.on_press(picked)
        return Mode.AX, None, f"chose option {picked.name!r}"

    def _key(self, app: FakeApp, node: FakeNode | None, action: Action) -> tuple[Mode, None, str]:
        combo = action.combo
        if node is not None:
            self._focus(app, node)
        focused = self._focused(app)
        if focused is not None:
            if combo.key == "Return" and not combo.modifiers:
                self._activate(focused)
            elif combo.key == "BackSpace" and focused.value:
                focused.value = focused.value[:-1]
            elif combo.modifiers == ("ctrl",) and combo.key == "a":
                pass
            elif len(combo.key) == 1 and not combo.modifiers and State.EDITABLE in focused.states:
                focused.value = (focused.value or "") + combo.key
        return Mode.KEYBOARD, None, ""

    async def capture_area(self, target: Target | None, region: Rect | None) -> Rect | None:
        """See :meth:`Backend.capture_area`: the region, else the target's window."""
        return region or (self._app(target).window.bounds if target is not None else None)

    async def screenshot(self, target: Target | None = None, region: Rect | None = None) -> bytes:
        """A drawn picture of the fake screen: every visible node as an outlined box."""
        from PIL import Image, ImageDraw

        img = Image.new("RGB", (SCREEN.w, SCREEN.h), "white")
        draw = ImageDraw.Draw(img)
        apps = [self._app(target)] if target is not None else self.apps
        for app in apps:
            for fnode, _ in app.window.walk():
                if fnode.visible and fnode.bounds and not fnode.bounds.empty:
                    b = fnode.bounds
                    draw.rectangle([b.x, b.y, b.right - 1, b.bottom - 1], outline="black")
                    label = fnode.value if fnode.value else fnode.name
                    if label:
                        draw.text((b.x + 3, b.y + 3), label, fill="black")
        box = await self.capture_area(target, region) or SCREEN
        img = img.crop((box.x, box.y, box.right, box.bottom))
        buf = io.BytesIO()
        img.save(buf, format="PNG")
        return buf.getvalue()
