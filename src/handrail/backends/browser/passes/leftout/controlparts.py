"""Clickable elements of no role that are part of one control: no lines of their own.

Fluent UI lays each radio button out in a ``<fluent-field>`` holding its ``<label>`` and
the ``<fluent-radio>`` it labels; the field listens for presses (to hand them to the
radio), so a read gave ``clickable Light`` beside ``checked radio Light`` for each
choice. Its ``<fluent-slider>`` draws its thumb as a clickable ``<div>`` of no name inside
the slider: ``clickable (icon: thumb)`` under ``slider Font size = 14``; mdui's
``<mdui-slider>`` lays its thumb beside its ``<input type=range>``, drawing the reading
(``clickable covered 40`` after ``slider Volume = 40``).

An anonymous clickable wrapper named as the one check box, radio button or switch inside
it in the DOM, holding nothing else that is read (or only that control and the pictures
it draws: mdui's ``<mdui-checkbox indeterminate>``, ``clickable Select all`` around
``mixed checkbox Select all``), is that control's label and box
(:func:`without_label_boxes`); an unnamed clickable wrapper inside a slider, holding
nothing, or right after it named by its value alone, is a part of the slider
(:func:`without_slider_parts`). Both go; a press on
either is the control's.

So does an anonymous clickable element holding nothing read that is the one element a
control is named by (``aria-labelledby``) and says that name: Web Awesome's colour
picker labels its trigger ``<button>`` by a ``<div>`` that listens for presses, read as
``clickable Accent colour`` over ``button Accent colour``.

And a clickable custom element of no role the page names (``aria-label``) holding one
button and nothing else read is that button's host, whose name the button takes
(:func:`without_button_hosts`): Web Awesome's ``<wa-button aria-label="Toggle color
format">`` listening for presses around its ``<button>`` *HEX* read ``clickable Toggle
color format`` over ``button hex Toggle color format``; it reads ``button Toggle color
format``, found again by its host's name (``acting/renamed.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import pairwise
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import DocNodes, snapshot_docs
from handrail.backends.browser.passes.names.labelledby import label_bid
from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import Role, State

__all__ = ["without_button_hosts", "without_label_boxes", "without_slider_parts"]

_TOGGLES = frozenset({Role.CHECKBOX, Role.RADIO, Role.SWITCH})


def _loose(d: Draft) -> bool:
    """Whether ``d`` is an anonymous clickable element of no role."""
    return d.wrapper and d.role is Role.GENERIC and State.CLICKABLE in d.states


def _words(text: str) -> str:
    return " ".join(text.split())


def _ancestors(snap: dict[str, Any]) -> dict[int, list[int]]:
    """Backend node id -> the backend node ids of its DOM ancestors (nearest first)."""
    up: dict[int, list[int]] = {}
    for doc in snap.get("documents", []):
        nodes = DocNodes.of(doc)
        for i, bid in enumerate(nodes.bids):
            chain: list[int] = []
            j = nodes.parents[i] if i < len(nodes.parents) else -1
            while 0 <= j < len(nodes.bids) and len(chain) < 64:
                chain.append(nodes.bids[j])
                j = nodes.parents[j]
            up[bid] = chain
    return up


def without_label_boxes(drafts: list[Draft], snaps: Mapping[str, dict[str, Any]]) -> list[Draft]:
    """``drafts`` without a clickable wrapper that is one toggle's label and box."""
    boxes = [d for d in drafts if _loose(d) and _words(d.name) and d.bid is not None]
    if not boxes:
        return drafts
    children: dict[str | None, list[Draft]] = {}
    for d in drafts:
        children.setdefault(d.parent, []).append(d)
    ups: dict[str, dict[int, list[int]]] = {}
    gone: set[str] = set()
    moved: dict[str, str | None] = {}
    labels = {
        (d.sid, bid): _words(d.name)
        for d in drafts
        if d.named and d.role is not Role.GENERIC and (bid := label_bid(d)) is not None
    }
    for box in boxes:
        said = labels.get((box.sid, box.bid or 0))
        if said and said == _words(box.name) and not children.get(box.locator):
            gone.add(box.locator)  # the label of the control named by it
            moved[box.locator] = box.parent
            continue
        snap = snaps.get(box.sid)
        if snap is None or not _holds_one_toggle(box, children):
            continue
        up = ups.setdefault(box.sid, _ancestors(snap))
        inside = [
            d
            for d in drafts
            if d.role in _TOGGLES
            and d.sid == box.sid
            and d.bid is not None
            and box.bid in up.get(d.bid, ())
        ]
        if len(inside) == 1 and _words(inside[0].name) == _words(box.name):
            gone.add(box.locator)
            moved[box.locator] = box.parent
    return drop(drafts, gone, moved) if gone else drafts


def _holds_one_toggle(box: Draft, children: Mapping[str | None, list[Draft]]) -> bool:
    """Whether ``box`` holds nothing read, or only one toggle and the pictures it draws.

    mdui's ``<mdui-checkbox indeterminate>`` is read as a clickable box holding its
    check box (and the unnamed ``<svg>`` of its mark), both named by its words.
    """
    held = children.get(box.locator, [])
    toggles = [d for d in held if d.role in _TOGGLES]
    if len(toggles) > 1:
        return False
    rest = [d for d in held if d.role not in _TOGGLES]
    return all(
        d.role is Role.IMAGE and not d.name.strip() and d.locator not in children for d in rest
    )


def without_slider_parts(drafts: list[Draft]) -> list[Draft]:
    """``drafts`` without the clickable parts of a slider drawn as elements of their own.

    An unnamed clickable wrapper holding nothing, right in a slider; or one right after
    it under the same parent, holding nothing, named only by the slider's value (a thumb
    beside its ``<input type=range>`` drawing the reading it sets, mdui's ``40``).
    """
    sliders = {d.locator for d in drafts if d.role is Role.SLIDER}
    if not sliders:
        return drafts
    held = {d.parent for d in drafts}
    gone = {
        d.locator
        for d in drafts
        if d.parent in sliders
        and _loose(d)
        and not _words(d.name)
        and not (d.value or "").strip()
        and d.locator not in held
    }
    for before, d in pairwise(drafts):
        if before.role is not Role.SLIDER or not _loose(d) or d.locator in held:
            continue
        reading = (before.value or "").strip()
        if reading and d.parent == before.parent and d.name.strip() == reading:
            gone.add(d.locator)
    return drop(drafts, gone, {}) if gone else drafts


def _page_named(d: Draft) -> bool:
    """Whether ``d``'s name is the page's own (``aria-label``, ``aria-labelledby``)."""
    for source in (d.named or {}).get("sources", ()):
        if "value" in source and not source.get("superseded"):
            return source.get("attribute") in ("aria-labelledby", "aria-label")
    return False


def _custom(hosts: list[Draft], snaps: Mapping[str, dict[str, Any]]) -> list[Draft]:
    """Those of ``hosts`` that are custom elements (a tag with ``-``)."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in hosts:
        if d.bid is not None:
            wanted.setdefault(d.sid, {})[d.bid] = d
    out: list[Draft] = []
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        out.extend(found[doc.bids[i]] for i in hits if "-" in s(doc.names[i]))
    return out


def without_button_hosts(drafts: list[Draft], snaps: Mapping[str, dict[str, Any]]) -> list[Draft]:
    """``drafts`` without a named custom element of no role that only hosts one button."""
    hosts = [
        d
        for d in drafts
        if d.role is Role.GENERIC
        and State.CLICKABLE in d.states
        and _words(d.name)
        and _page_named(d)
    ]
    hosts = _custom(hosts, snaps) if hosts else hosts
    if not hosts:
        return drafts
    children: dict[str | None, list[Draft]] = {}
    for d in drafts:
        children.setdefault(d.parent, []).append(d)
    gone: set[str] = set()
    moved: dict[str, str | None] = {}
    for host in hosts:
        held = children.get(host.locator, [])
        if len(held) != 1 or held[0].role is not Role.BUTTON:
            continue
        if any(d.role is not Role.IMAGE for d in children.get(held[0].locator, [])):
            continue
        held[0].name = _words(host.name)  # the page's name for it, over its face's words
        gone.add(host.locator)
        moved[host.locator] = host.parent
    return drop(drafts, gone, moved) if gone else drafts
