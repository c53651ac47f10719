"""Controls a page draws only while the pointer rests on their row.

Mail, file and chat apps hide a row's actions (*Archive*, *Delete*, a ⋯ menu) with
``visibility: hidden`` or ``display: none`` and show them through a style rule such as
``.row:hover .actions { visibility: visible }``. Until a pointer rests on the row they are
in no accessibility tree, so a read cannot list them; what it can do is say that the row
has them, so that an agent knows to hover it (``act hover``) and read again.

One ``Runtime.evaluate`` per read looks through the document's style sheets (same-origin
ones; a cross-origin sheet's rules cannot be read) for rules whose ``:hover`` sits on an
ancestor of what they style and that set ``visibility`` or ``display``; it runs each
rule's selector without the ``:hover``, and for every match hidden right now names the
controls in it (``aria-label``, ``title``, their words, capped): buttons, links and
elements with a role, ``onclick`` or ``tabindex``, else those where a pointer cursor
starts (icons drawn to be pressed); a match with neither is a tooltip or a text, and is
not said. A row whose hover shows only unnamed icons is answered with no names: the read
says nothing of it, but lists the icons it holds (:mod:`unlisted`), which a pointer on
the row shows. It answers ``null`` on a
page with no such rule, which is most pages: the read then costs that one call, sent
with the read's others. Otherwise the rows' backend node ids are looked up
(``DOM.describeNode``, sent together).

Not seen: controls a page's script shows on ``mouseenter`` (there is no rule to read),
and rules in shadow roots' own style sheets.
"""

from __future__ import annotations

import asyncio
import itertools
from dataclasses import replace
from typing import Any

import orjson

from handrail.backends.browser.session.cdp import CdpError, CdpSession, release_later
from handrail.errors import OperationTimeout
from handrail.model import Node
from handrail.vocab import INTERACTIVE_ROLES, State

__all__ = ["MAX_NAMES", "attach", "hover_shown"]

MAX_NAMES = 6
"""At most this many controls are named per row."""
_TIMEOUT = 5.0
_GROUPS = itertools.count(1)
_GROUP = "handrail-hover"

_SCRIPT = r"""(() => {
  const CONTROL = 'button,a[href],input,select,textarea,[role=button],[role=link],'
    + '[role=menuitem],[role=checkbox],[role=switch],[onclick],[tabindex]';
  const found = [];
  const split = (text) => {
    const out = []; let depth = 0, start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === '(' || c === '[') depth++;
      else if (c === ')' || c === ']') depth--;
      else if (c === ',' && depth === 0) { out.push(text.slice(start, i)); start = i + 1; }
    }
    out.push(text.slice(start));
    return out.map(s => s.trim());
  };
  const visit = (rules, budget) => {
    for (const rule of rules) {
      if (budget.n-- <= 0) return;
      if (rule.cssRules && !rule.selectorText) { visit(rule.cssRules, budget); continue; }
      const sel = rule.selectorText;
      if (!sel || sel.indexOf(':hover') < 0) continue;
      const st = rule.style;
      const shows = (st.visibility && st.visibility !== 'hidden')
        || (st.display && st.display !== 'none');
      if (!shows) continue;
      for (const one of split(sel)) {
        const at = one.lastIndexOf(':hover');
        if (at < 0) continue;
        const after = one.slice(at + 6);
        const m = /^[^\s>+~]*\s*([>+~]?)\s*\S/.exec(after);
        if (!m || m[1] === '+' || m[1] === '~') continue;  // on itself, or a sibling's
        const head = one.slice(0, at + 6 + after.search(/[\s>]|$/));
        const host = head.split(':hover').join('').trim();
        const whole = one.split(':hover').join('').trim();
        if (!host || /[>+~]\s*$/.test(host)) continue;
        found.push([host, whole]);
      }
    }
  };
  const sheets = [...document.styleSheets, ...(document.adoptedStyleSheets || [])];
  const budget = {n: 20000};
  for (const sheet of sheets) {
    let rules = null;
    try { rules = sheet.cssRules; } catch (e) { continue; }
    if (rules) visit(rules, budget);
  }
  if (!found.length) return null;
  const hidden = (el) => {
    const cs = getComputedStyle(el);
    return cs.display === 'none' || cs.visibility === 'hidden' || !el.getClientRects().length;
  };
  const label = (el) => {
    const own = el.getAttribute('aria-label') || el.getAttribute('title')
      || el.getAttribute('data-tooltip') || '';
    let text = own.trim() || (el.textContent || '').replace(/\s+/g, ' ').trim();
    if (!text) {
      const img = el.querySelector('img[alt],svg title,[aria-label],[title]');
      if (img) text = (img.getAttribute('alt') || img.getAttribute('aria-label')
        || img.getAttribute('title') || img.textContent || '').trim();
    }
    return text.length > 40 ? text.slice(0, 39) + '…' : text;
  };
  const pointed = (el) => {
    // Where a pointer cursor starts: an icon drawn to be pressed (it is inherited).
    const up = el.parentElement;
    return getComputedStyle(el).cursor === 'pointer'
      && !(up && getComputedStyle(up).cursor === 'pointer');
  };
  const hosts = new Map();
  for (const [host, whole] of found) {
    let shown;
    try { shown = document.querySelectorAll(whole); } catch (e) { continue; }
    for (const el of shown) {
      if (hosts.size > 400) break;
      if (!hidden(el)) continue;
      let row = null;
      try { row = el.parentElement && el.parentElement.closest(host); } catch (e) { break; }
      if (!row) continue;
      let parts = el.matches(CONTROL) ? [el] : [...el.querySelectorAll(CONTROL)];
      if (!parts.length) parts = [el, ...el.querySelectorAll('*')].slice(0, 60).filter(pointed);
      if (!parts.length) continue;  // a tooltip or a text: nothing to press
      const names = hosts.get(row) || [];
      for (const part of parts) {
        const name = label(part);
        if (name && !names.includes(name)) names.push(name);
      }
      hosts.set(row, names);  // unnamed icons too: the row still shows them on hover
    }
  }
  if (!hosts.size) return null;
  return [JSON.stringify([...hosts.values()]), ...hosts.keys()];
})()"""


async def hover_shown(session: CdpSession) -> dict[int, tuple[str, ...]]:
    """Backend node id of each row -> the names of the controls its hover shows.

    Empty when the page has no such rule, or does not answer (nothing is said then).
    """
    group = f"{_GROUP}-{next(_GROUPS)}"
    try:
        reply = await session.send(
            "Runtime.evaluate",
            {"expression": _SCRIPT, "objectGroup": group, "silent": True},
            timeout=_TIMEOUT,
        )
        oid = reply.get("result", {}).get("objectId")
        if not isinstance(oid, str):
            return {}
        try:
            props = await session.send(
                "Runtime.getProperties", {"objectId": oid, "ownProperties": True}, timeout=_TIMEOUT
            )
            items: dict[int, Any] = {
                int(p["name"]): p.get("value", {})
                for p in props.get("result", ())
                if p.get("name", "").isdigit()
            }
            names = orjson.loads(items.pop(0, {}).get("value") or "[]")
            rows = [items[i].get("objectId") for i in sorted(items)]
            described = await asyncio.gather(
                *(
                    session.send("DOM.describeNode", {"objectId": row}, timeout=_TIMEOUT)
                    for row in rows
                    if isinstance(row, str)
                ),
                return_exceptions=True,
            )
        finally:
            release_later(session, group)
    except (CdpError, OperationTimeout, ValueError, TypeError):
        return {}
    out: dict[int, tuple[str, ...]] = {}
    for desc, said in zip(described, names, strict=False):
        if isinstance(desc, BaseException) or not isinstance(said, list):
            continue
        bid = desc.get("node", {}).get("backendNodeId")
        if isinstance(bid, int):
            out[bid] = tuple(str(s) for s in said[:MAX_NAMES])
    return out


_UP = 6
"""A row that is no element of the read lends what its hover shows to the first element
of the read at most this many levels inside it."""


def attach(
    nodes: list[Node],
    bids: list[tuple[str, int | None]],
    shown: dict[str, dict[int, tuple[str, ...]]],
    snaps: dict[str, dict[str, Any]],
) -> list[Node]:
    """``nodes`` with what each row's hover shows (:func:`hover_shown`, per session).

    ``bids`` are the nodes' (session id, backend node id). A row the read holds says it
    itself; a row that is a plain container (a comment's ``<div>``, an unnamed list item)
    says it on the first named element of the read inside it.
    """
    if not any(shown.values()):
        return nodes
    out = list(nodes)
    left = {sid: dict(rows) for sid, rows in shown.items() if rows}
    at: dict[tuple[str, int], int] = {}
    for i, (sid, bid) in enumerate(bids):
        rows = left.get(sid)
        if rows and bid is not None and bid in rows:
            n = out[i]
            if n.name or n.role in INTERACTIVE_ROLES or State.CLICKABLE in n.states:
                out[i] = replace(out[i], hover=rows.pop(bid))
            else:
                at[(sid, bid)] = i  # an unnamed list item shows no line of its own
    for sid, rows in left.items():
        if not rows:
            continue
        up = _parents(snaps.get(sid, {}))
        # A named element first: an unnamed one (a paragraph around its text) shows no
        # line of its own.
        for named in (True, False):
            for i, (s, bid) in enumerate(bids):
                if s != sid or bid is None or out[i].hover or (named and not out[i].name):
                    continue
                above = up.get(bid)
                for _ in range(_UP):
                    if above is None or not rows:
                        break
                    if above in rows:
                        out[i] = replace(out[i], hover=rows.pop(above))
                        break
                    above = up.get(above)
    for (sid, bid), i in at.items():
        if bid in left[sid]:
            out[i] = replace(out[i], hover=left[sid].pop(bid))
    return out


def _parents(snap: dict[str, Any]) -> dict[int, int]:
    """Backend node id -> its parent's, over every document of a snapshot."""
    out: dict[int, int] = {}
    for doc in snap.get("documents", ()):
        nodes = doc.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        parents: list[int] = nodes.get("parentIndex", [])
        for bid, parent in zip(bids, parents, strict=False):
            if parent >= 0:
                out[bid] = bids[parent]
    return out
