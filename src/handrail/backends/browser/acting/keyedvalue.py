"""A value given to a slider or spin button that moves by its keys only.

A page following the WAI-ARIA Authoring Practices draws a slider's thumb or a spin
button as a ``<div role=slider>`` with ``aria-valuenow``, moved by its own key handler
(Up and Down, Right and Left, Home and End). It takes no text: ``set-value`` presses its
keys, as a person would, reading ``aria-valuenow`` (or ``aria-valuetext``, ``$500``)
after each, until it says the value asked for. One it cannot reach (a minimum's thumb
stopped by the maximum's, a step that jumps past it) fails, saying where it stopped.
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.acting.keymap import key_events
from handrail.backends.browser.acting.livenode import Live
from handrail.backends.browser.acting.pagecall import call
from handrail.backends.browser.session.page import PageHandle
from handrail.errors import ActionFailed
from handrail.keys import parse_keys

__all__ = ["keyed_value", "set_by_keys"]

_READ = """function() {
  if (this.nodeType !== 1 || this.tagName === 'INPUT' || this.tagName === 'TEXTAREA' ||
      this.isContentEditable) return null;
  const role = (this.getAttribute('role') || '').trim();
  if (role !== 'slider' && role !== 'spinbutton') return null;
  const num = (n) => { const v = parseFloat(this.getAttribute(n)); return isFinite(v) ? v : null; };
  const now = num('aria-valuenow');
  if (now === null) return null;
  return {now: now, text: (this.getAttribute('aria-valuetext') || '').trim(),
          min: num('aria-valuemin'), max: num('aria-valuemax')};
}"""
"""The element's value as ARIA says it, or null when it is no keyed slider or spin button."""

_MOST_PRESSES = 1000
"""Key presses at most for one value (a 0-1000 range moved one at a time)."""
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


async def keyed_value(live: Live) -> dict[str, Any] | None:
    """The ARIA value of a ``role=slider`` or ``role=spinbutton`` that is no field, or ``None``."""
    got = await call(live.session, live.object_id, _READ)
    return got if isinstance(got, dict) else None


def _wanted(text: str) -> float | None:
    found = _NUMBER.search(text.replace(",", "").replace(" ", ""))
    return float(found.group()) if found else None


def _shown(now: dict[str, Any]) -> str:
    return str(now.get("text") or _plain(now["now"]))


def _plain(n: float) -> str:
    return str(int(n)) if float(n).is_integer() else str(n)


async def set_by_keys(page: PageHandle, live: Live, where: str, text: str) -> str:
    """Press the focused slider's keys until it reads ``text``; the receipt's note.

    ``where`` names the element in a failure (``element e4 (slider 'Seek')``).

    Raises:
        ActionFailed: ``text`` names no number, or the value cannot be reached by keys.
    """
    now = await keyed_value(live)
    if now is None:
        raise ActionFailed(f"{where} says no value to move")
    said = text.strip().casefold()
    target = _wanted(text)
    if target is None and said != str(now["text"]).casefold():
        raise ActionFailed(
            f"{where} is moved with keys and takes a number (it reads {_shown(now)!r});"
            " nothing was pressed"
        )

    def reached(v: dict[str, Any]) -> bool:
        return (bool(said) and said == str(v["text"]).casefold()) or (
            target is not None and v["now"] == target
        )

    presses = 0
    pairs = [("Up", "Down"), ("Right", "Left")]
    while not reached(now) and presses < _MOST_PRESSES:
        if target is None:
            break
        up = target > now["now"]
        if target == now.get("max") or target == now.get("min"):
            key = "End" if up else "Home"
        else:
            key = pairs[0][0 if up else 1]
        before = now["now"]
        for ev in key_events(parse_keys(key)):
            await page.main.send("Input.dispatchKeyEvent", ev)
        presses += 1
        now = await keyed_value(live) or now
        if now["now"] == before:
            if key in ("End", "Home") or len(pairs) == 1:
                break  # it stops here (its end, or another thumb)
            pairs.pop(0)  # a horizontal slider moving by Right and Left only
            continue
        if (now["now"] > target) == up and now["now"] != target:
            break  # a step jumped past it
    if not reached(now):
        raise ActionFailed(
            f"{where} is moved with keys and did not reach {text!r} by them: it now reads"
            f" {_shown(now)!r} after {_presses(presses)}"
        )
    return f"moved by its keys to {_shown(now)!r} ({_presses(presses)})"


def _presses(n: int) -> str:
    return f"{n} key press" if n == 1 else f"{n} key presses"
