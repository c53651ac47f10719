"""Text typed at a grid's cell, sent as keystrokes and read back where it went.

A spreadsheet's selected cell (``role=gridcell`` in a ``grid``, AG Grid, Handsontable,
MUI's DataGrid) holds no field: the grid opens its editor on a printable key's
``keydown`` and the key's text goes into it. ``Input.insertText`` fires no key event,
so the grid would hear nothing; each character is pressed instead, as a person's
keyboard does, and the text is then looked for in the field the focus went to or in
the cell itself. Text found in neither fails the action.
"""

from __future__ import annotations

from typing import Any

from handrail.actions import Action, Mode
from handrail.backends.browser.acting.keymap import key_events
from handrail.backends.browser.acting.livenode import Live
from handrail.backends.browser.acting.pagecall import call
from handrail.backends.browser.session.page import PageHandle
from handrail.errors import ActionFailed, UsageError
from handrail.keys import parse_keys

__all__ = ["IN_GRID", "deep_focus", "focus_in_grid", "keys_into_cell"]


def deep_focus(root: str = "document") -> str:
    """JavaScript setting ``a`` to the element with the keyboard focus under ``root``.

    The focus is followed into open shadow roots (a field inside a web component).
    """
    return (
        f"let a = {root}.activeElement;\n"
        "  while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;"
    )


IN_GRID = """function() {
  // Whether this element is a cell of a grid (or inside one): a cell an editor opens in.
  const el = this.nodeType === 1 ? this : this.parentElement;
  if (!el) return false;
  const cell = el.closest('[role=gridcell],[role=cell],[role=rowheader],td');
  return !!(cell && cell.closest('[role=grid],[role=treegrid]'));
}"""
"""Whether an element is a grid's cell (or inside one)."""


_FOCUS_TEXT = """(() => {
  // The text of the field the keyboard focus is in, or null when it is in none.
  DEEP_FOCUS
  if (!a) return null;
  if (a.tagName === 'INPUT' || a.tagName === 'TEXTAREA') return a.value;
  return a.isContentEditable ? a.innerText : null;
})()""".replace("DEEP_FOCUS", deep_focus())


_FOCUS_CELL = """(() => {
  // Whether the keyboard focus is on a grid's cell that is no field (its editor closed).
  DEEP_FOCUS
  if (!a || a === document.body || a.isContentEditable) return false;
  if (a.tagName === 'INPUT' || a.tagName === 'TEXTAREA') return false;
  return (IN_GRID).call(a);
})()""".replace("IN_GRID", IN_GRID).replace("DEEP_FOCUS", deep_focus())


_CELL_TEXT = "function() { return this.innerText; }"


async def _evaluate(page: PageHandle, expression: str) -> Any:
    reply = await page.main.send(
        "Runtime.evaluate", {"expression": expression, "returnByValue": True}
    )
    return (reply or {}).get("result", {}).get("value")


async def focus_in_grid(page: PageHandle) -> bool:
    """Whether the keyboard focus is on a grid's cell whose editor is not open."""
    return await _evaluate(page, _FOCUS_CELL) is True


def _char_events(ch: str) -> list[dict[str, Any]]:
    """A key press typing ``ch``: its ``keydown`` (with the text) and ``keyup``."""
    if ch == "\n":
        return key_events(parse_keys("Return"))
    try:
        return key_events(parse_keys("space" if ch == " " else ch))
    except UsageError:
        down = {"type": "keyDown", "key": ch, "text": ch, "unmodifiedText": ch}
        return [down, {"type": "keyUp", "key": ch}]


def _flat(text: object) -> str:
    return " ".join(str(text or "").split())


async def keys_into_cell(
    page: PageHandle, live: Live | None, action: Action
) -> tuple[Mode, Mode | None, str]:
    """Press each character of the text at the focused cell and check where it went.

    ``live``: the cell named by the action (already focused), or None for the focus.
    """
    text = action.text or ""
    before = await call(live.session, live.object_id, _CELL_TEXT) if live else None
    for ch in text:
        for ev in _char_events(ch):
            await page.main.send("Input.dispatchKeyEvent", ev)
    want = _flat(text)
    field = await _evaluate(page, _FOCUS_TEXT)
    if field is not None and want in _flat(field):
        return Mode.KEYBOARD, None, f"pressed as keys; the cell's editor reads {field!r}"
    after = await call(live.session, live.object_id, _CELL_TEXT) if live else None
    if live is not None and after != before and want in _flat(after):
        return Mode.KEYBOARD, None, f"pressed as keys; the cell reads {_flat(after)!r}"
    where = f"element {action.element_id} (a grid's cell)" if live else "the focused grid cell"
    raise ActionFailed(
        f"{where} did not take the keys as text: no editor opened holding it; doubleclick"
        " the cell (or key Return or F2) to open its editor, then type into it"
    )
