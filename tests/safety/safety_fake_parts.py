"""What the fake apps of the safety suite are built of: boxes laid out top to bottom, a
status line a press writes to, windows, buttons and fields."""

from __future__ import annotations

from collections.abc import Callable

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

_pid = [5000]


def next_pid() -> int:
    _pid[0] += 1
    return _pid[0]


class Layout:
    """Gives each node a distinct box, top to bottom, so hit-tests are meaningful."""

    def __init__(self, y: int = 30) -> None:
        self.y = y

    def box(self, h: int = 28, w: int = 300) -> Rect:
        r = Rect(20, self.y, w, h)
        self.y += h + 8
        return r


def status_node() -> FakeNode:
    return FakeNode(role=Role.TEXT, name="idle", bounds=Rect(900, 700, 200, 20))


def press_marks(status: FakeNode) -> Callable[[FakeNode], None]:
    def press(node: FakeNode) -> None:
        status.name = f"pressed {node.name}"

    return press


def window_of(name: str, children: list[FakeNode], status: FakeNode) -> FakeNode:
    return FakeNode(
        role=Role.WINDOW, name=name, bounds=Rect(0, 0, 1280, 800), children=[*children, status]
    )


def buttons(labels: list[tuple[Role, str]], lay: Layout, press: Callable[[FakeNode], None]):
    return [
        FakeNode(role=role, name=name, bounds=lay.box(), on_press=press, states={State.FOCUSABLE})
        for role, name in labels
    ]


def text_field(name: str, value: str, bounds: Rect, *, multiline: bool = False) -> FakeNode:
    """A text field holding ``value`` (as if typed)."""
    states = {State.EDITABLE, State.FOCUSABLE} | ({State.MULTILINE} if multiline else set())
    return FakeNode(role=Role.TEXTBOX, name=name, value=value, states=states, bounds=bounds)


def generic(name: str, labels: list[tuple[Role, str]], extra: list[FakeNode] | None = None):
    """An app whose window holds ``labels`` as pressable nodes (plus ``extra`` nodes)."""

    def build() -> FakeApp:
        lay = Layout()
        status = status_node()
        kids = buttons(labels, lay, press_marks(status)) + (extra or [])
        return FakeApp(name=name, pid=next_pid(), window=window_of(name, kids, status))

    return build


def control(
    role: Role,
    name: str,
    bounds: Rect,
    press: Callable[[FakeNode], None],
    *,
    hint: str = "",
    states: set[State] | None = None,
) -> FakeNode:
    """A control that marks the status line when pressed; a generic one is clickable."""
    marks = {State.FOCUSABLE} | ({State.CLICKABLE} if role is Role.GENERIC else set())
    return FakeNode(
        role=role,
        name=name,
        hint=hint,
        bounds=bounds,
        on_press=press,
        states=marks | (states or set()),
    )


class Page:
    """A fake page's parts: its status line, what a press marks on it, and its layout."""

    def __init__(self) -> None:
        self.status = status_node()
        self.press = press_marks(self.status)
        self.lay = Layout()

    def text(self, name: str) -> FakeNode:
        """A line of plain text in the next box."""
        return FakeNode(role=Role.TEXT, name=name, bounds=self.lay.box())

    def control(
        self, role: Role, name: str, *, hint: str = "", states: set[State] | None = None
    ) -> FakeNode:
        """A control in the next box that marks the status line when pressed."""
        return control(role, name, self.lay.box(), self.press, hint=hint, states=states)

    def panel(
        self,
        title: str,
        line: str,
        *names: str,
        role: Role = Role.GENERIC,
        states: set[State] | None = None,
    ) -> FakeNode:
        """A box drawn of plain boxes: its heading, a line of text and bare controls in a row."""
        y = self.lay.box(h=100).y
        kids = [
            FakeNode(role=Role.HEADING, name=title, bounds=Rect(30, y + 4, 480, 24)),
            FakeNode(role=Role.TEXT, name=line, bounds=Rect(30, y + 30, 480, 24)),
        ]
        kids += [
            control(role, n, Rect(30 + 100 * i, y + 64, 90, 28), self.press, states=states)
            for i, n in enumerate(names)
        ]
        return FakeNode(role=Role.GENERIC, name="", bounds=Rect(20, y, 500, 100), children=kids)

    def select(self, name: str, value: str, options: list[str]) -> FakeNode:
        """A list named ``name`` showing ``value``, its options pressable."""
        box = self.lay.box()
        return FakeNode(
            role=Role.COMBOBOX,
            name=name,
            value=value,
            states={State.FOCUSABLE, State.HASPOPUP},
            bounds=box,
            children=[
                FakeNode(role=Role.OPTION, name=o, bounds=self.lay.box(), on_press=self.press)
                for o in options
            ],
        )

    def bar(self, picked: str, button: str) -> list[FakeNode]:
        """A page's own drop-down showing its choice, and the button beside it."""
        y = self.lay.box().y
        return [
            control(Role.GENERIC, picked, Rect(20, y, 160, 28), self.press),
            control(Role.BUTTON, button, Rect(190, y, 60, 28), self.press),
        ]

    def line(self, words: str, name: str, *, hint: str = "") -> list[FakeNode]:
        """A line of text and, after it on the same line, a clickable ``name``."""
        y = self.lay.box().y
        return [
            FakeNode(role=Role.TEXT, name=words, bounds=Rect(20, y, 260, 28)),
            control(Role.GENERIC, name, Rect(290, y, 40, 28), self.press, hint=hint),
        ]

    def app(self, name: str, kids: list[FakeNode]) -> FakeApp:
        """The page as an app of its own, named ``name``."""
        return FakeApp(name=name, pid=next_pid(), window=window_of("Page", kids, self.status))
