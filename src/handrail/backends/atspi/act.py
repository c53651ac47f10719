"""Carrying out one action: check the element still is what it was, then walk the ladder.

The ladder, as ``via`` allows: an accessibility call on the object (``DoAction``,
``EditableText``, ``GrabFocus``, ``Selection``), then synthesized keyboard or pointer
input through XTEST at the element's visible centre. The receipt says which rung was
used and which one was tried first when it fell back.
"""

from __future__ import annotations

import time

from handrail.actions import Action, ActionKind, ActionReceipt, Mode, Via
from handrail.backends.atspi.apps import AppInfo
from handrail.backends.atspi.bus import (
    ACCESSIBLE,
    ACTION,
    COMPONENT,
    EDITABLE_TEXT,
    PROPERTIES,
    SELECTION,
    VALUE,
    AtspiBus,
    CallError,
    Ref,
)
from handrail.backends.atspi.details import labels_of, wants_labels
from handrail.backends.atspi.inputs import Ready, XInput
from handrail.backends.atspi.keyfocus import KeyFocus
from handrail.backends.atspi.names import NAME_DEPTH
from handrail.backends.atspi.tables import cell_at
from handrail.backends.atspi.textio import char_count, insert_length, read_text, wait_text
from handrail.backends.atspi.tree import cell_place, display_names, parse_locator, role_of
from handrail.backends.atspi.walk import Info, Walker
from handrail.errors import ActionFailed, StaleElement, UsageError, arg
from handrail.keys import parse_keys
from handrail.model import Element
from handrail.vocab import Role
from handrail.x11 import Aim

__all__ = ["Performer"]

# Action names toolkits use for "operate this control", most specific first.
_PRESS_NAMES = (
    "click",
    "press",
    "activate",
    "toggle",
    "jump",
    "open",
    "select",
    "expand or contract",
)
_MENU_NAMES = ("menu", "popup", "menu.popup", "showmenu", "show menu", "context menu")
# Roles a click focuses without operating them: the only ones the pointer may focus.
_CLICK_TO_FOCUS = frozenset(
    {
        Role.TEXTBOX,
        Role.SEARCHBOX,
        Role.TEXT,
        Role.DOCUMENT,
        Role.LIST,
        Role.LISTBOX,
        Role.TREE,
        Role.TABLE,
        Role.CELL,
        Role.PANEL,
        Role.GENERIC,
        Role.WINDOW,
        Role.DIALOG,
    }
)
_SELECTABLE_ROLES = frozenset(
    {Role.OPTION, Role.LISTITEM, Role.TREEITEM, Role.TAB, Role.ROW, Role.CELL}
)


_FOCUSED_BIT = 12
_PASSWORD_TEXT = 40


class _Fallback(Exception):
    """The accessibility rung could not do it; ``why`` says so in a receipt."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


class Performer:
    """Carries out actions on one application's objects.

    Args:
        bus: the AT-SPI bus connection.
        app: the application.
        x: XTEST input for the fallbacks.

    """

    def __init__(self, bus: AtspiBus, app: AppInfo, x: XInput) -> None:
        self.bus = bus
        self.app = app
        self.x = x
        self.walker = Walker(bus)
        self.keyfocus = KeyFocus(bus, app)
        self.aim = Aim(
            pids=frozenset({app.pid}) if app.pid is not None else frozenset(),
            name=app.describe(),
        )

    async def _check(self, element: Element) -> Info:
        """The element's object, when it still has the element's role and name.

        Raises:
            StaleElement: when it is gone, belongs to another application or changed.

        """
        stale = StaleElement(
            f"element {element.id} is gone or changed in {self.app.name};"
            " observe again for current ids"
        )
        ref = parse_locator(element.locator)
        if ref is None or ref[0] != self.app.bus_name:
            raise stale
        place = cell_place(element.locator)
        if place is not None:
            ref = await cell_at(self.bus, ref, *place)
            if ref is None:
                raise stale
        info = await self.walker.info(ref)
        if info is None or role_of(info) is not element.role:
            raise stale
        labels: tuple[Ref, ...] = ()
        if wants_labels(info):
            labels = await labels_of(self.bus, info)
            await self._descend(info)
        if (await display_names(self.walker, [(info, labels)]))[0] != element.name:
            raise stale
        return info

    async def _descend(self, info: Info) -> None:
        """Read the levels below ``info`` that a name may come from."""
        level = [info]
        for _ in range(NAME_DEPTH):
            refs = [r for kids in await self.walker.children_of(level) for r in kids]
            level = [i for i in await self.walker.infos(refs) if i is not None]

    async def perform(self, element: Element | None, action: Action, via: Via) -> ActionReceipt:
        """Carry ``action`` out on ``element`` (``None`` for keys and coordinates).

        Raises:
            StaleElement: the element is gone or changed; nothing was sent.
            ActionFailed: no allowed channel could do it.
            UsageError: the action is not one a backend performs.

        """
        started = time.perf_counter()
        info = await self._check(element) if element is not None else None
        mode, fallback, note = await self._run(info, action, via)
        return ActionReceipt.since(
            started, action=action, mode=mode, fallback_from=fallback, diagnostic=note
        )

    async def _run(
        self, info: Info | None, action: Action, via: Via
    ) -> tuple[Mode, Mode | None, str]:
        kind = action.kind
        if info is None:
            return await self._without_element(action)
        if kind is ActionKind.KEY:
            await self._focus(info, via)
            await self.x.key(action.combo, self.aim, _point(info), ready=self._ready(info))
            return Mode.KEYBOARD, None, ""
        if kind is ActionKind.SCROLL:
            x, y = self._centre(info, kind)
            await self.x.scroll(x, y, action.dx, action.dy, self.aim)
            return Mode.INPUT, None, f"wheel at ({x},{y})"
        if kind is ActionKind.HOVER:
            if via is Via.AX:
                raise ActionFailed(f"hover is pointer input only; allow it ({arg('via')} input)")
            x, y = self._centre(info, kind)
            await self.x.hover(x, y, self.aim)
            return Mode.INPUT, None, f"pointer rests at ({x},{y})"
        if via is not Via.INPUT:
            try:
                return Mode.AX, None, await self._ax(info, action)
            except _Fallback as fb:
                if via is Via.AX:
                    raise ActionFailed(f"{action.describe()}: {fb.why}") from None
                why = fb.why
        else:
            why = ""
        mode, note = await self._input(info, action)
        fallback = Mode.AX if via is Via.AUTO else None
        return mode, fallback, "; ".join(p for p in (why, note) if p)

    async def _without_element(self, action: Action) -> tuple[Mode, Mode | None, str]:
        kind = action.kind
        if kind is ActionKind.KEY:
            await self.x.key(action.combo, self.aim, ready=self._ready(None))
            return Mode.KEYBOARD, None, ""
        if kind is ActionKind.TYPE:
            await self.x.type_text(action.text or "", self.aim, ready=self._ready(None))
            return Mode.KEYBOARD, None, "typed into the focused element"
        if action.is_coordinate:
            assert action.x is not None and action.y is not None
            if kind is ActionKind.SCROLL:
                await self.x.scroll(action.x, action.y, action.dx, action.dy, self.aim)
            elif kind is ActionKind.HOVER:
                await self.x.hover(action.x, action.y, self.aim)
            else:
                await self.x.click(action.x, action.y, kind, self.aim)
            return Mode.INPUT, None, f"pointer at ({action.x},{action.y}), raw coordinates"
        if kind is ActionKind.SCROLL:
            raise UsageError(f"scroll: give an element id or {arg('x')}/{arg('y')}")
        raise UsageError(f"{kind} is not something a backend performs without an element")

    # -- the accessibility rung -----------------------------------------------------

    async def _ax(self, info: Info, action: Action) -> str:
        kind = action.kind
        if kind is ActionKind.CLICK:
            return await self._do_action(info, _PRESS_NAMES) or await self._select(info)
        if kind is ActionKind.RIGHTCLICK:
            return await self._do_action(info, _MENU_NAMES) or _no("no menu action")
        if kind is ActionKind.DOUBLECLICK:
            if role_of(info) in _SELECTABLE_ROLES:
                return await self._do_action(info, ("activate",)) or _no("no activate action")
            return _no("double clicks go through the pointer")
        if kind is ActionKind.FOCUS:
            return await self._grab_focus(info)
        if kind is ActionKind.SET_VALUE:
            return await self._set_value(info, action.text or "")
        if kind is ActionKind.TYPE:
            return await self._insert(info, action.text or "")
        raise UsageError(f"{kind} is not something a backend performs")

    async def _call_bool(
        self, info: Info, iface: str, member: str, sig: str = "", body: list[object] | None = None
    ) -> bool:
        try:
            reply = await self.bus.call(*info.ref, iface, member, sig, list(body or []))
        except CallError as exc:
            if exc.gone:
                raise StaleElement(f"the element went away during {member}") from exc
            return False
        return bool(reply[0]) if reply else True

    async def _do_action(self, info: Info, wanted: tuple[str, ...]) -> str:
        if not info.has("Action"):
            return ""
        try:
            body = await self.bus.call(*info.ref, ACTION, "GetActions")
        except CallError:
            return ""
        names = [str(a[0]).lower() for a in body[0]]
        for want in wanted:
            if want in names:
                index = names.index(want)
                if await self._call_bool(info, ACTION, "DoAction", "i", [index]):
                    return f"action {want!r}"
        return ""

    async def _select(self, info: Info) -> str:
        if role_of(info) not in _SELECTABLE_ROLES:
            return _no("no press action")
        parent_ref = info.parent or await self._parent(info)
        if parent_ref is None:
            return _no("no press action and no parent to select through")
        parent = await self.walker.info(parent_ref)
        if parent is None or not parent.has("Selection"):
            return _no("no press action and the parent offers no selection")
        try:
            index = (await self.bus.call(*info.ref, ACCESSIBLE, "GetIndexInParent"))[0]
        except CallError:
            return _no("cannot tell its index in the parent")
        if await self._call_bool(parent, SELECTION, "SelectChild", "i", [int(index)]):
            return "selected through the parent's selection"
        return _no("the parent refused the selection")

    async def _parent(self, info: Info) -> Ref | None:
        try:
            parent = await self.bus.prop(info.ref, ACCESSIBLE, "Parent")
        except CallError:
            return None
        return (str(parent[0]), str(parent[1]))

    async def _grab_focus(self, info: Info) -> str:
        if info.has("Component") and await self._call_bool(info, COMPONENT, "GrabFocus"):
            return "focus grabbed"
        return _no("the toolkit refused to move the focus")

    async def _text(self, info: Info) -> str | None:
        return await read_text(self.bus, info)

    async def _set_value(self, info: Info, text: str) -> str:
        if info.has("EditableText"):
            ok = await self._call_bool(info, EDITABLE_TEXT, "SetTextContents", "s", [text])
            if ok and await self._text(info) in (text, None):
                return "text set"
            return _no("the field refused the text")
        if info.has("Value"):
            try:
                number = float(text)
            except ValueError as exc:
                raise UsageError(f"set-value: {text!r} is not a number for this control") from exc
            from dbus_fast import Variant

            try:
                await self.bus.call(
                    *info.ref,
                    PROPERTIES,
                    "Set",
                    "ssv",
                    [VALUE, "CurrentValue", Variant("d", number)],
                )
            except CallError:
                return _no("the control refused the value")
            return "value set"
        return _no("the element takes no text or value")

    async def _insert(self, info: Info, text: str) -> str:
        if not info.has("EditableText"):
            return _no("the element takes no text")
        # Typed text goes at the end, as the keyboard rung does (it presses ctrl+End
        # first): a caret left by an earlier programmatic change is no user's intent.
        current = await self._text(info)
        at = await char_count(self.bus, info)
        if at is None:
            at = len(current) if current is not None else 0
        body = [at, text, insert_length(text)]
        if not await self._call_bool(info, EDITABLE_TEXT, "InsertText", "isi", body):
            return _no("the field refused the text")
        want = (current or "") + text
        # Gecko applies the insertion after it answers: wait for the field to show it.
        got = await wait_text(self.bus, info, want, exact=True)
        if got is None or got == want:
            return "text inserted at the end"
        # The toolkit changed the text: put back what was there before the keyboard.
        if current is not None:
            await self._call_bool(info, EDITABLE_TEXT, "SetTextContents", "s", [current])
        return _no(f"the field read {got!r} after the insertion, not {want!r}")

    # -- the input rung ---------------------------------------------------------------

    async def _type_in_cell(self, info: Info, text: str) -> str:
        """Type into a spreadsheet cell as a person does: select it, type, press Return.

        Typing replaces what the cell held, and Return enters it; the cell is then read.

        Raises:
            ActionFailed: when the cell does not read as the text afterwards.

        """
        await self._focus(info, Via.AUTO)
        point = _point(info)
        await self.x.type_text(text, self.aim, point, ready=self._ready(info))
        # The cell is being edited now: its window must still be active.
        await self.x.key(parse_keys("Return"), self.aim, point, ready=self._ready(None))
        if not _readable(info):
            return "typed into the cell and entered (not read back)"
        got = await wait_text(self.bus, info, text, exact=True)
        if got is not None and got != text:
            raise ActionFailed(f"type: the cell reads {got!r} after typing, not {text!r}")
        return "typed into the cell and entered"

    async def _typed(self, info: Info, kind: ActionKind, text: str, before: str | None) -> str:
        """Check typed text by reading the field; a mismatch fails the action.

        Raises:
            ActionFailed: when the field does not read as the keys should have left it.

        """
        if not _readable(info):
            return "typed through the keyboard (not read back)"
        exact = kind is ActionKind.SET_VALUE or before is not None
        want = text if kind is ActionKind.SET_VALUE else (before or "") + text
        got = await wait_text(self.bus, info, want if exact else text, exact=exact)
        if got is None:
            return "typed through the keyboard (not read back)"
        if (got == want) if exact else (text in got):
            return "typed through the keyboard"
        raise ActionFailed(f"{kind}: the field reads {got!r} after typing, not {want!r}")

    def _ready(self, info: Info | None) -> Ready:
        """The toolkit's focus check before keys for ``info`` (or for the application)."""

        async def ready() -> None:
            await self.keyfocus.check(info)

        return ready

    def _centre(self, info: Info, kind: ActionKind) -> tuple[int, int]:
        box = info.bounds
        if box is None or box.empty:
            raise ActionFailed(f"{kind}: the element has no visible box to aim input at")
        return box.center

    async def _focus(self, info: Info, via: Via) -> None:
        """Give ``info`` the keyboard focus, and its window the X input focus."""
        grab = via is not Via.INPUT and info.has("Component")
        # Grabbing the focus again would select a GTK field's whole text: keys meant
        # for the caret (End, BackSpace) would then act on the selection.
        if info.bits >> _FOCUSED_BIT & 1 or (
            grab and await self._call_bool(info, COMPONENT, "GrabFocus")
        ):
            await self.x.focus(self.aim, _point(info))
            return
        if role_of(info) not in _CLICK_TO_FOCUS:
            raise ActionFailed(
                f"the toolkit refused to focus this {role_of(info)}, and clicking it would"
                " operate it"
            )
        x, y = self._centre(info, ActionKind.FOCUS)
        await self.x.click(x, y, ActionKind.CLICK, self.aim)

    async def _input(self, info: Info, action: Action) -> tuple[Mode, str]:
        kind = action.kind
        if kind in (ActionKind.TYPE, ActionKind.SET_VALUE) and role_of(info) is Role.CELL:
            return Mode.KEYBOARD, await self._type_in_cell(info, action.text or "")
        if kind in (ActionKind.TYPE, ActionKind.SET_VALUE):
            before = await self._text(info) if _readable(info) else None
            await self._focus(info, Via.AUTO)
            # Focusing may select the field's text; select all to replace it, or go to
            # the end to add to it.
            point = _point(info)
            await self.x.key(
                parse_keys("ctrl+a" if kind is ActionKind.SET_VALUE else "ctrl+End"),
                self.aim,
                point,
                ready=self._ready(info),
            )
            await self.x.type_text(action.text or "", self.aim, point, ready=self._ready(info))
            return Mode.KEYBOARD, await self._typed(info, kind, action.text or "", before)
        if kind is ActionKind.FOCUS:
            await self._focus(info, Via.INPUT)
            return Mode.INPUT, "focused by a click"
        x, y = self._centre(info, kind)
        await self.x.click(x, y, kind, self.aim)
        return Mode.INPUT, f"pointer at ({x},{y})"


def _readable(info: Info) -> bool:
    """True when typed text can be checked in the element (passwords are never read)."""
    return info.has("Text") and info.role != _PASSWORD_TEXT


def _point(info: Info) -> tuple[int, int] | None:
    """The element's visible centre, where its window is looked for."""
    box = info.bounds
    return box.center if box is not None and not box.empty else None


def _no(why: str) -> str:
    raise _Fallback(why)
