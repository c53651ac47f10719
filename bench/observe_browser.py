"""Benchmark: Handrail's compact browser observation vs Playwright's AI aria snapshot.

Both read the same pages of one headless Chromium in one run: the project's test pages
and large real documents from Debian's python3-doc, all served over local HTTP. For
each page it prints the tokens (o200k_base, counted with bpe-openai) of Handrail's
compact text and of ``page.aria_snapshot(mode="ai")`` (the snapshot Playwright's MCP
server sends to models), and the median latency of the aria snapshot and of three
Handrail reads through one long-lived ``Session`` (``observe`` plus the compact text):

- first: a whole read, the page's mirror dropped first as after a navigation (the
  watcher script installed again);
- same: the page unchanged since the last read (the mirror's poll, then the last tree);
- change: after the page changed one text in its middle (not timed), the mirror
  re-reading the changed subtree (plus the layout and hit tests of every read);
- viewport: a viewport-first read (``ObserveOptions(viewport=True)``, ``observe
  --viewport``) of the page scrolled to its top: what is on screen, and a count of the
  rest (its tokens in the ``vp tok`` column).

Tokens are counted twice: ``tok`` for the whole text, and ``tree`` for its element lines
only (without the header line naming the page's title and URL, which the aria snapshot
does not carry): the like-for-like count of the tree.

It checks that every interactive element of the aria snapshot is present in Handrail's
text with its role and name. Two columns time what a read
cannot go below, on Handrail's own page session: Chromium's bare
``Accessibility.getFullAXTree`` of the top frame (the least a whole read built on
Chromium's own accessibility tree can cost) and one bare ``Runtime.evaluate`` round trip
(``rt``: the least an unchanged read costs, since it asks the page once whether anything
changed). A third, ``floor``, times the least a read after the small change costs while
roles and names come from Chromium's tree: after the same change (not timed), one
``Runtime.evaluate`` that answers the changed element (as the mirror's poll does), then
``Accessibility.getPartialAXTree`` of it with its relatives — no layout, no hit tests, no
Python beyond the two replies.

Usage: .venv/bin/python bench/observe_browser.py [--runs 20] [--pages form.html,os.html]
"""

from __future__ import annotations

import argparse
import asyncio
import re
import statistics
import sys
import time
from collections import Counter
from typing import Any

import bpe_openai

from browser_rig import browser_rig, doc_mounts
from handrail.backends.browser.session.mirror import AxMirror
from handrail.model import ObserveOptions
from handrail.textformat import format_snapshot, parse_line

FIXTURES = [
    "form.html",
    "iframe.html",
    "shadow.html",
    "dialog.html",
    "webapp.html",
    "mirror.html",
    "long.html?n=300",
    "apps/kanban.html",
    "apps/settings.html",
    "apps/combobox.html",
    "apps/editor.html",
    "apps/grid.html",
    "apps/calendar.html",
]
DOC_PAGES = [
    "library/index.html",
    "library/functions.html",
    "library/os.html",
    "library/stdtypes.html",
]

# Aria roles a person operates, mapped to Handrail's names for them.
INTERACTIVE = {
    "button": "button",
    "link": "link",
    "textbox": "textbox",
    "searchbox": "searchbox",
    "checkbox": "checkbox",
    "radio": "radio",
    "switch": "switch",
    "combobox": "combobox",
    "listbox": "listbox",
    "option": "option",
    "menuitem": "menuitem",
    "tab": "tab",
    "slider": "slider",
    "spinbutton": "spinbutton",
    "treeitem": "treeitem",
}
_ARIA_LINE = re.compile(r'^\s*- (\w+)(?: "((?:[^"\\]|\\.)*)")?')


def _unescape(text: str | None) -> str:
    return re.sub(r"\\(.)", r"\1", text or "")


def aria_pairs(text: str) -> Counter[tuple[str, str]]:
    """(role, name) of every interactive line of an aria snapshot."""
    out: Counter[tuple[str, str]] = Counter()
    for line in text.splitlines():
        m = _ARIA_LINE.match(line)
        if m and m.group(1) in INTERACTIVE:
            out[(INTERACTIVE[m.group(1)], " ".join(_unescape(m.group(2)).split()))] += 1
    return out


def handrail_pairs(text: str) -> Counter[tuple[str, str]]:
    """(role, name) of every interactive element line of Handrail's text, read back."""
    roles = set(INTERACTIVE.values())
    out: Counter[tuple[str, str]] = Counter()
    for line in text.splitlines():
        for got in parse_line(line):
            if got.role in roles:
                out[(got.role, " ".join(got.name.split()))] += 1
    return out


_HINT = re.compile(r"\(icon: ([^)]*)\)")


def _words(text: str) -> frozenset[str]:
    return frozenset(text.replace("_", " ").casefold().split())


def hinted_pairs(text: str) -> set[tuple[str, frozenset[str]]]:
    """(role, words of name and icon hint) of Handrail's interactive lines with a hint.

    A name is found there when its words are among them.

    An icon font's glyph (``format_italic``) is part of Chromium's name and the aria
    snapshot's; Handrail says it as the element's hint (``(icon: format italic)``).
    """
    roles = set(INTERACTIVE.values())
    out: set[tuple[str, frozenset[str]]] = set()
    for line in text.splitlines():
        hint = _HINT.search(line)
        if hint is None:
            continue
        for got in parse_line(line):
            if got.role in roles:
                out.add((got.role, _words(f"{hint.group(1)} {got.name}")))
    return out


def missing_from(handrail: str, aria: str) -> list[tuple[str, str]]:
    """Interactive (role, name) pairs of the aria snapshot that Handrail's text lacks.

    The aria snapshot leaves a name out when the element's children spell it (a link
    around ``<code>``); such unnamed entries are checked by count per role. A name that
    holds an icon font's glyph is found in Handrail's name and hint together.
    """
    want = aria_pairs(aria)
    have = handrail_pairs(handrail)
    hinted = hinted_pairs(handrail)
    short = {(r, n[:190]) for r, n in have}  # Handrail shortens very long names
    missing = [
        pair
        for pair, count in want.items()
        if pair[1]
        and have[pair] < count
        and (pair[0], pair[1][:190]) not in short
        and not any(r == pair[0] and _words(pair[1]) <= w for r, w in hinted)
    ]
    for role in {r for r, _ in want}:
        need = sum(c for (r, _), c in want.items() if r == role)
        got = sum(c for (r, _), c in have.items() if r == role)
        if got < need:
            missing.append((role, f"<{need - got} of {need} missing>"))
    return missing


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def mirror_of(rig: Any) -> AxMirror | None:
    """Handrail's mirror of the rig's page (made on the page's second read)."""
    mirrors = rig.backend._mirrors
    return next(iter(mirrors.values()), None) if mirrors else None


SMALL_CHANGE = """(() => {
  const all = [...document.querySelectorAll('button, a, label, li, p, h1, h2, td')];
  const el = all[Math.floor(all.length / 2)] || document.body;
  const mark = el.querySelector('.bench-mark') || el.appendChild(document.createElement('b'));
  mark.className = 'bench-mark';
  mark.textContent = ' ' + (Number(mark.textContent || 0) + 1);
})()"""
"""One text in the middle of the page changes, as after a click that updates a counter."""

CHANGED = "document.querySelector('.bench-mark').parentElement"
"""The element ``SMALL_CHANGE`` changed, as the mirror's poll hands it over."""


async def main(runs: int, only: list[str]) -> int:
    enc = bpe_openai.get_encoding("o200k_base")
    mounts = doc_mounts()
    pages = list(FIXTURES) + ([f"pydoc/{p}" for p in DOC_PAGES] if mounts else [])
    if only:
        pages = [p for p in pages if any(o in p for o in only)]
        if not pages:
            print(f"no page matches {','.join(only)}", file=sys.stderr)
            return 2
    rows = []
    failed = False
    async with browser_rig(mounts) as rig:
        page, s, query = rig.page, rig.session, rig.query
        opts = ObserveOptions(max_elements=100000)
        vp_opts = ObserveOptions(max_elements=100000, viewport=True)
        for path in pages:
            await page.goto(rig.server.url(path), wait_until="load")
            await page.wait_for_timeout(300)
            aria_t: list[float] = []
            first_t: list[float] = []
            same_t: list[float] = []
            change_t: list[float] = []
            ax_t: list[float] = []
            rt_t: list[float] = []
            floor_t: list[float] = []
            vp_t: list[float] = []
            aria = text = vp_text = ""
            await s.observe(query, opts)
            await s.observe(query, opts)  # the second read of a page makes its mirror
            for _ in range(runs):
                # The floor of a read after a change: ask what changed, read its subtree.
                # First, with time for the accessibility events it brings (Chromium
                # tells about nodes a client fetched) to arrive before the mirror is
                # dropped for the first read, so they do not make the later reads partial.
                main_session = await rig.main_session()
                await page.evaluate(SMALL_CHANGE)
                t0 = time.perf_counter()
                changed = await main_session.send("Runtime.evaluate", {"expression": CHANGED})
                object_id = changed["result"]["objectId"]
                await main_session.send(
                    "Accessibility.getPartialAXTree",
                    {"objectId": object_id, "fetchRelatives": True},
                )
                floor_t.append(time.perf_counter() - t0)
                await main_session.send("Runtime.releaseObject", {"objectId": object_id})
                await page.wait_for_timeout(400)
                t0 = time.perf_counter()
                aria = await page.aria_snapshot(mode="ai")
                aria_t.append(time.perf_counter() - t0)
                # First read: the mirror dropped, as after a navigation (a whole read,
                # the watcher installed again).
                mirror = mirror_of(rig)
                if mirror is not None:
                    mirror.reset()
                t0 = time.perf_counter()
                text = format_snapshot(await s.observe(query, opts))
                first_t.append(time.perf_counter() - t0)
                # Unchanged: the page as it was at the last read.
                t0 = time.perf_counter()
                text = format_snapshot(await s.observe(query, opts))
                same_t.append(time.perf_counter() - t0)
                # After a small change (made by the page, not timed).
                await page.evaluate(SMALL_CHANGE)
                t0 = time.perf_counter()
                text = format_snapshot(await s.observe(query, opts))
                change_t.append(time.perf_counter() - t0)
                # Viewport-first: only what is on screen (read afresh, no mirror).
                t0 = time.perf_counter()
                vp_text = format_snapshot(await s.observe(query, vp_opts))
                vp_t.append(time.perf_counter() - t0)
                # On Handrail's own page session: a second client with the AX
                # domain on slows every later read of the page (os.html by ~20%).
                main_session = await rig.main_session()
                t0 = time.perf_counter()
                await main_session.send("Accessibility.getFullAXTree")
                ax_t.append(time.perf_counter() - t0)
                t0 = time.perf_counter()
                await main_session.send("Runtime.evaluate", {"expression": "1"})
                rt_t.append(time.perf_counter() - t0)
            # The aria snapshot after the same changes, for the token and element checks.
            aria = await page.aria_snapshot(mode="ai")
            text = format_snapshot(await s.observe(query, opts))
            a_tok, h_tok = len(enc.encode(aria)), len(enc.encode(text))
            tree_tok = len(enc.encode(text.split("\n", 1)[1] if "\n" in text else ""))
            missing = missing_from(text, aria)
            failed |= bool(missing)
            mirror = mirror_of(rig)
            rows.append(
                (
                    path,
                    h_tok,
                    a_tok,
                    median_ms(aria_t),
                    median_ms(first_t),
                    median_ms(same_t),
                    median_ms(change_t),
                    median_ms(ax_t),
                    median_ms(vp_t),
                    len(enc.encode(vp_text)),
                    len(missing),
                    tree_tok,
                    mirror.stats if mirror is not None else None,
                    median_ms(rt_t),
                    median_ms(floor_t),
                )
            )
            if missing:
                print(f"  {path}: missing {missing[:5]}", file=sys.stderr)
            rig.backend._mirrors.clear()
            rig.backend._reads.clear()
    print(f"runs per page: {runs}; times are medians in ms, ratios against the aria snapshot")
    print(
        f"{'page':30} {'tok':>6} {'aria':>6} {'ratio':>5} {'tree':>6} {'ratio':>5} {'aria ms':>8}"
        f" {'first':>7} {'ratio':>5} {'same':>6} {'ratio':>5} {'change':>7} {'ratio':>5}"
        f" {'bareAX':>7} {'ratio':>5} {'viewport':>8} {'ratio':>5} {'vp tok':>6} {'miss':>4}"
        f" {'rt':>5} {'ratio':>5} {'floor':>6} {'ratio':>5}"
    )
    for path, h, a, am, fm, sm, cm, axm, vm, vtok, miss, tree, _, rtm, flm in rows:
        print(
            f"{path:30} {h:6d} {a:6d} {h / a:5.2f} {tree:6d} {tree / a:5.2f} {am:8.1f}"
            f" {fm:7.1f} {fm / am:5.2f}"
            f" {sm:7.2f} {sm / am:5.2f} {cm:7.1f} {cm / am:5.2f} {axm:7.1f} {axm / am:5.2f}"
            f" {vm:8.1f} {vm / am:5.2f} {vtok:6d} {miss:4d} {rtm:5.2f} {rtm / am:5.2f}"
            f" {flm:6.2f} {flm / am:5.2f}"
        )
    th, ta, tt = sum(r[1] for r in rows), sum(r[2] for r in rows), sum(r[11] for r in rows)
    print(f"{'total':30} {th:6d} {ta:6d} {th / ta:5.2f} {tt:6d} {tt / ta:5.2f}")
    for path, *_, stats, _rt, _floor in rows:
        print(f"  mirror on {path}: {stats}")
    return 1 if failed else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument(
        "--pages", default="", help="comma-separated substrings: only the pages they match"
    )
    args = parser.parse_args()
    sys.exit(asyncio.run(main(args.runs, [p for p in args.pages.split(",") if p])))
