"""Synthesized pointer and keyboard input through the X server's XTEST extension.

This is the input fallback of the operation ladder: clicks at a point, scrolling, key
combos and Unicode text. Characters that no key of the current layout produces are
typed by mapping a spare keycode to their keysym for as long as this object lives;
:meth:`X11Input.close` gives those keycodes back.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from typing import Any

from Xlib import X
from Xlib.ext import xtest

from handrail.actions import MAX_SCROLL_STEPS, MAX_TEXT
from handrail.errors import ActionFailed, BackendUnavailable, UsageError
from handrail.keys import KeyCombo, parse_keys
from handrail.stop import INPUT_CHECK_EVERY, checkpoint
from handrail.x11.connection import XConnection
from handrail.x11.keysyms import MODIFIER_KEYSYMS, combo_keysyms, keysym_for_char
from handrail.x11.targeting import InputTargeting

__all__ = ["BUTTON_LEFT", "BUTTON_MIDDLE", "BUTTON_RIGHT", "X11Input"]

BUTTON_LEFT = 1
BUTTON_MIDDLE = 2
BUTTON_RIGHT = 3
_SCROLL_UP, _SCROLL_DOWN, _SCROLL_LEFT, _SCROLL_RIGHT = 4, 5, 6, 7

_DOUBLE_CLICK_GAP = 0.05  # well inside every toolkit's double-click time (>= 200 ms)
_REMAP_SETTLE = 0.05  # lets clients read a changed mapping before keys that need it
_RECYCLE_SETTLE = 0.1  # before a remapped keycode is given another keysym

Located = dict[int, tuple[int, int]]  # keysym -> (keycode, column: 0 plain, 1 shifted)


class X11Input:
    """Pointer and keyboard input on one X display through XTEST.

    Every method is async, runs the blocking X calls in a worker thread and gives up
    after the connection's timeout.

    Args:
        display: the X display name, e.g. ``":3"``.
        timeout: seconds a single operation may take (long texts get more).

    """

    def __init__(self, display: str, *, timeout: float = 5.0) -> None:
        self._x = XConnection(display, timeout=timeout)
        self.targeting = InputTargeting(self._x)
        """Raise, focus and check the receiving window before input (same connection)."""
        # Keycodes this object mapped to a keysym, oldest use first.
        self._ours: OrderedDict[int, int] = OrderedDict()
        self._checked = False

    @property
    def display(self) -> str:
        """The X display name."""
        return self._x.display

    # -- plumbing ---------------------------------------------------------------------

    def _ready(self, d: Any) -> None:
        if not self._checked:
            if not d.query_extension("XTEST").present:
                raise BackendUnavailable(
                    f"X display {self.display!r} has no XTEST extension: synthesized input"
                    " is impossible (Xvfb has it unless started with -extension XTEST)"
                )
            self._checked = True

    def _screen_check(self, d: Any, x: int, y: int) -> None:
        scr = d.screen()
        w, h = scr.width_in_pixels, scr.height_in_pixels
        if not (0 <= x < w and 0 <= y < h):
            raise ActionFailed(f"point ({x}, {y}) is outside the {w}x{h} screen")

    @staticmethod
    def _keymap(d: Any) -> tuple[Located, list[int]]:
        first = d.display.info.min_keycode
        count = d.display.info.max_keycode - first + 1
        rows = d.get_keyboard_mapping(first, count)
        located: Located = {}
        spare: list[int] = []
        for i, row in enumerate(rows):
            kc = first + i
            if not any(row):
                spare.append(kc)
                continue
            # Only the plain and shifted columns: other columns need Mode_switch/AltGr.
            for col, sym in enumerate(row[:2]):
                if sym and (sym not in located or col < located[sym][1]):
                    located[sym] = (kc, col)
        return located, spare

    def _ensure(self, d: Any, keysyms: set[int]) -> Located:
        """Locate every keysym, mapping spare (or our least recently used) keycodes."""
        located, spare = self._keymap(d)
        missing = [s for s in keysyms if s not in located]
        if not missing:
            return located
        in_use = {located[s][0] for s in keysyms if s in located}
        recyclable = [kc for kc in self._ours if kc not in in_use]
        pool = spare + recyclable
        if len(pool) < len(missing):
            raise ActionFailed(
                f"no spare keycode left to type {len(missing)} characters outside the layout"
            )
        if any(kc in self._ours for kc in pool[: len(missing)]):
            # Clients translate keys lazily: let them read the keys already sent before a
            # keycode they used changes meaning.
            d.sync()
            time.sleep(_RECYCLE_SETTLE)
        for sym, kc in zip(missing, pool, strict=False):
            old = self._ours.pop(kc, None)
            if old is not None:
                located.pop(old, None)
            d.change_keyboard_mapping(kc, [(sym, sym)])
            self._ours[kc] = sym
            located[sym] = (kc, 0)
        d.sync()
        time.sleep(_REMAP_SETTLE)
        return located

    def _chunk_end(self, d: Any, syms: list[int], i: int) -> int:
        """How far from ``i`` the text can be typed with the keycodes there are."""
        located, spare = self._keymap(d)
        budget = len(spare) + len(self._ours)
        new: set[int] = set()
        ours_in_use: set[int] = set()
        j = i
        while j < len(syms):
            sym = syms[j]
            if sym in located:
                kc = located[sym][0]
                if kc in self._ours and kc not in ours_in_use:
                    # A keycode of ours this stretch still needs cannot be recycled in it.
                    if len(new) + len(ours_in_use) >= budget:
                        break
                    ours_in_use.add(kc)
            elif sym not in new:
                if len(new) + len(ours_in_use) >= budget:
                    break
                new.add(sym)
            j += 1
        if j == i:
            raise ActionFailed(f"no spare keycode left to type {chr(syms[i] & 0xFFFFFF)!r}")
        return j

    @staticmethod
    def _tap(d: Any, keycode: int, shift_code: int | None) -> None:
        if shift_code is not None:
            xtest.fake_input(d, X.KeyPress, shift_code)
        xtest.fake_input(d, X.KeyPress, keycode)
        xtest.fake_input(d, X.KeyRelease, keycode)
        if shift_code is not None:
            xtest.fake_input(d, X.KeyRelease, shift_code)

    # -- pointer ----------------------------------------------------------------------

    async def move(self, x: int, y: int) -> None:
        """Move the pointer to screen point ``(x, y)``.

        Raises:
            ActionFailed: when the point is off the screen.
            BackendUnavailable, OperationTimeout: when the display cannot be reached.

        """

        def run(d: Any) -> None:
            self._ready(d)
            self._screen_check(d, x, y)
            xtest.fake_input(d, X.MotionNotify, x=x, y=y)
            d.sync()

        await self._x.call(run)

    async def click(self, x: int, y: int, *, button: int = BUTTON_LEFT, count: int = 1) -> None:
        """Move to ``(x, y)`` and click ``button`` ``count`` times (2 = double click).

        Raises:
            ActionFailed: when the point is off the screen.
            BackendUnavailable, OperationTimeout: when the display cannot be reached.

        """
        stop = checkpoint()

        def run(d: Any) -> None:
            self._ready(d)
            self._screen_check(d, x, y)
            xtest.fake_input(d, X.MotionNotify, x=x, y=y)
            d.sync()
            # Toolkits track the pointer through enter/motion events before the press.
            time.sleep(0.01)
            for i in range(count):
                stop()
                if i:
                    time.sleep(_DOUBLE_CLICK_GAP)
                xtest.fake_input(d, X.ButtonPress, button)
                xtest.fake_input(d, X.ButtonRelease, button)
                d.sync()

        await self._x.call(run)

    async def double_click(self, x: int, y: int) -> None:
        """Double click the left button at ``(x, y)`` (raises as :meth:`click`)."""
        await self.click(x, y, count=2)

    async def right_click(self, x: int, y: int) -> None:
        """Click the right button at ``(x, y)`` (raises as :meth:`click`)."""
        await self.click(x, y, button=BUTTON_RIGHT)

    async def scroll(self, dx: int, dy: int, *, x: int | None = None, y: int | None = None) -> None:
        """Scroll by wheel notches: ``dy`` > 0 down, ``dx`` > 0 right; at ``(x, y)`` if given.

        Raises:
            ActionFailed: when the point is off the screen.
            BackendUnavailable, OperationTimeout: when the display cannot be reached.

        """
        if abs(dx) > MAX_SCROLL_STEPS or abs(dy) > MAX_SCROLL_STEPS:
            raise UsageError(f"scroll: at most {MAX_SCROLL_STEPS} notches at a time")
        stop = checkpoint()

        def run(d: Any) -> None:
            self._ready(d)
            if x is not None and y is not None:
                self._screen_check(d, x, y)
                xtest.fake_input(d, X.MotionNotify, x=x, y=y)
            steps = [(_SCROLL_DOWN if dy > 0 else _SCROLL_UP, abs(dy))]
            steps.append((_SCROLL_RIGHT if dx > 0 else _SCROLL_LEFT, abs(dx)))
            for button, n in steps:
                for k in range(n):
                    if k % INPUT_CHECK_EVERY == 0:
                        d.sync()
                        stop()
                    xtest.fake_input(d, X.ButtonPress, button)
                    xtest.fake_input(d, X.ButtonRelease, button)
            d.sync()

        await self._x.call(run, timeout=self._x.timeout + 0.01 * (abs(dx) + abs(dy)))

    async def pointer_position(self) -> tuple[int, int]:
        """Where the pointer is now, in screen coordinates.

        Raises:
            BackendUnavailable, OperationTimeout: when the display cannot be reached.

        """

        def run(d: Any) -> tuple[int, int]:
            reply = d.screen().root.query_pointer()
            return int(reply.root_x), int(reply.root_y)

        return await self._x.call(run)

    async def focus_window_at(self, x: int, y: int) -> int:
        """Give the keyboard focus to the topmost top-level window at ``(x, y)``.

        Whatever lies on top there gets the keys, whoever it belongs to: to send keys
        to one program's window, use :attr:`targeting` instead, which checks.

        Returns:
            The X window id that now has the focus.

        Raises:
            ActionFailed: when no mapped window covers the point.
            BackendUnavailable, OperationTimeout: when the display cannot be reached.

        """

        def run(d: Any) -> int:
            self._ready(d)
            root = d.screen().root
            # query_tree lists children bottom to top.
            for win in reversed(root.query_tree().children):
                if win.get_attributes().map_state != X.IsViewable:
                    continue
                g = win.get_geometry()
                if g.x <= x < g.x + g.width and g.y <= y < g.y + g.height:
                    win.set_input_focus(X.RevertToPointerRoot, X.CurrentTime)
                    d.sync()
                    return int(win.id)
            raise ActionFailed(f"no window at ({x}, {y}) to give the keyboard focus to")

        return await self._x.call(run)

    # -- keyboard ---------------------------------------------------------------------

    async def key(self, combo: KeyCombo | str) -> None:
        """Press a combo such as ``ctrl+a``, ``Return`` or ``shift+F10`` and release it.

        Raises:
            UsageError: when a string combo is malformed.
            ActionFailed: when a key cannot be produced.
            BackendUnavailable, OperationTimeout: when the display cannot be reached.

        """
        parsed = parse_keys(combo) if isinstance(combo, str) else combo
        mods, key = combo_keysyms(parsed)

        def run(d: Any) -> None:
            self._ready(d)
            loc = self._ensure(d, {*mods, key, MODIFIER_KEYSYMS["shift"]})
            codes = [loc[m][0] for m in mods]
            kc, col = loc[key]
            shift = MODIFIER_KEYSYMS["shift"] in mods
            if col == 1 and not shift:
                codes.append(loc[MODIFIER_KEYSYMS["shift"]][0])
            for c in codes:
                xtest.fake_input(d, X.KeyPress, c)
            xtest.fake_input(d, X.KeyPress, kc)
            xtest.fake_input(d, X.KeyRelease, kc)
            for c in reversed(codes):
                xtest.fake_input(d, X.KeyRelease, c)
            d.sync()

        await self._x.call(run)

    async def type_text(self, text: str, *, delay: float = 0.0) -> None:
        """Type ``text`` into whatever has the keyboard focus, any Unicode included.

        ``delay`` seconds pass between characters (0 sends them as fast as the server
        takes them). Newlines press Return and tabs press Tab.

        Raises:
            UsageError: for control characters other than newline, tab and backspace.
            ActionFailed: when a character cannot be produced.
            BackendUnavailable, OperationTimeout: when the display cannot be reached.

        """
        if len(text) > MAX_TEXT:
            raise UsageError(f"type: at most {MAX_TEXT} characters at a time")
        syms = [keysym_for_char(ch) for ch in text]
        shift_sym = MODIFIER_KEYSYMS["shift"]
        stop = checkpoint()

        def run(d: Any) -> None:
            self._ready(d)
            i = 0
            sent = 0
            while i < len(syms):
                j = self._chunk_end(d, syms, i)
                loc = self._ensure(d, set(syms[i:j]))
                shift = loc.get(shift_sym)
                for sym in syms[i:j]:
                    if sent % INPUT_CHECK_EVERY == 0:
                        d.sync()
                        stop()
                    sent += 1
                    kc, col = loc[sym]
                    if kc in self._ours:
                        self._ours.move_to_end(kc)
                    if col == 1 and shift is None:
                        raise ActionFailed("the keyboard map has no Shift key")
                    self._tap(d, kc, shift[0] if col == 1 and shift else None)
                    if delay:
                        d.sync()
                        time.sleep(delay)
                d.sync()
                i = j

        await self._x.call(run, timeout=self._x.timeout + len(text) * (0.01 + delay))

    async def close(self) -> None:
        """Give back keycodes this object remapped, and close the connection."""
        ours = list(self._ours)
        self._ours.clear()

        def run(d: Any) -> None:
            if ours:
                # Clients translate keys lazily; give them time before the mapping goes.
                time.sleep(_REMAP_SETTLE * 3)
                for kc in ours:
                    d.change_keyboard_mapping(kc, [(0, 0)])
                d.sync()

        try:
            if ours:
                await self._x.call(run)
        finally:
            self._x.close()
