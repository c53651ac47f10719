"""The drafts of one read made nodes, once the layout is known.

Labels that are all a person sees of a hidden checkbox or radio button are made that
control (:mod:`hiddencontrols`); drafts are shaped (:mod:`shape`: wrappers that are not
clickable dropped, clickable elements kept, text blocks joined), unnamed controls get an
icon hint (:mod:`hints`), the states ARIA attributes give that Chromium's tree does not
(:mod:`ariastates`), and every node its bounds, its ``offscreen`` state (its box misses
the iframe-clipped viewport) and the actions its role and states allow.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from handrail.backends.browser.layout import SessionLayout
from handrail.backends.browser.passes import lookups
from handrail.backends.browser.passes.chain import ReadContext, run_passes
from handrail.backends.browser.passes.leftout.focusparts import focus_guard, focus_ring
from handrail.backends.browser.passes.leftout.shrunkcontrols import shrunk_controls
from handrail.backends.browser.passes.leftout.shutboxes import without_shut_content
from handrail.backends.browser.passes.leftout.switchfaces import switch_faces
from handrail.backends.browser.passes.leftout.unseenstatus import field_statuses, unseen_status
from handrail.backends.browser.passes.looks.classlooks import (
    chosen_looks,
    named_switch_looks,
    tab_looks,
    without_chosen_words,
    without_role_words,
)
from handrail.backends.browser.passes.looks.hints import symbol_hint, tick_only
from handrail.backends.browser.passes.names.spacing import spaced_names
from handrail.backends.browser.passes.roles.drawnslider import slider_handles
from handrail.backends.browser.passes.roles.hiddencontrols import (
    drawn_parts,
    stand_for_hidden_controls,
)
from handrail.backends.browser.passes.roles.overlaydialogs import overlays_are_dialogs
from handrail.backends.browser.passes.roles.suggestions import option_looks, suggested_items
from handrail.backends.browser.passes.states.ariastates import aria_facts
from handrail.backends.browser.passes.states.checkmarks import glyph_radios
from handrail.backends.browser.passes.states.glyphstates import glyph_states
from handrail.backends.browser.passes.states.highlights import (
    highlighted_items,
    highlighted_options,
)
from handrail.backends.browser.passes.states.rangedays import range_looks
from handrail.backends.browser.passes.states.refused import grip, refused_looks, resize_grips
from handrail.backends.browser.shape import Draft, shape
from handrail.geometry import Rect
from handrail.model import Node
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["Finished", "finish_drafts", "node_actions"]

_RANGES = frozenset({Role.SLIDER, Role.SPINBUTTON, Role.PROGRESSBAR, Role.SCROLLBAR})
"""Roles whose value a page may say in words (``aria-valuetext``)."""

_ENTRY = frozenset({Role.TEXTBOX, Role.SEARCHBOX, Role.COMBOBOX})
"""Fields a custom control may park outside the page while unfocused (see
:meth:`SessionLayout.parked_host`)."""

_TICKED = frozenset({Role.CHECKBOX, Role.SWITCH})
"""Roles whose ``aria-checked`` the page keeps as its own state."""

_CHECKED_CELLS = frozenset({Role.CELL, Role.GENERIC, Role.GROUP})
"""Roles whose ``aria-checked`` Chromium's tree leaves out, which say it of a tick they draw."""

_BOXED = frozenset({State.CHECKABLE, State.CHECKED, State.MIXED})


def node_actions(role: Role, states: set[State] | frozenset[State]) -> tuple[str, ...]:
    """The actions a node of ``role`` with ``states`` offers."""
    if State.CLICKABLE in states:
        return ("click", "focus") if State.FOCUSABLE in states else ("click",)
    if role in (Role.CHECKBOX, Role.RADIO, Role.SWITCH, Role.TOGGLEBUTTON):
        return ("click", "toggle")
    if role in (Role.COMBOBOX, Role.LISTBOX):
        return ("click", "select", "focus")
    if State.EDITABLE in states:
        return ("click", "focus", "set_value")
    if role in INTERACTIVE_ROLES:
        return ("click",)
    if State.FOCUSABLE in states:
        return ("click", "focus")
    return ()


@dataclass(frozen=True, kw_only=True)
class Finished:
    """The nodes of a read in document order, each with its (session id, backend node id)."""

    nodes: list[Node] = field(default_factory=list)
    bids: list[tuple[str, int | None]] = field(default_factory=list)


def finish_drafts(
    drafts: list[Draft],
    *,
    layouts: dict[str, SessionLayout],
    clickable: dict[str, set[int]],
    owners: dict[str, dict[int, int]],
    snaps: dict[str, dict[str, Any]],
    overlays: dict[str, set[int]] | None = None,
) -> Finished:
    """Shape ``drafts`` and make them nodes with bounds, states, hints and actions.

    Args:
        drafts: the read's drafts in document order.
        layouts: per session, its placed layout.
        clickable: per session, the backend node ids a person can click.
        owners: per session, text nodes right inside a clickable element -> that element.
        snaps: per session, its DOM snapshot (for icon hints).
        overlays: per session, the elements drawn as modal dialogs with no role of their
            own (:mod:`overlays`).

    """
    drafts = without_shut_content(drafts, layouts, snaps)
    spaced_names(drafts, layouts)
    parts = drawn_parts(drafts, layouts)
    shown = {(d.sid, d.bid) for d in drafts if d.bid is not None and not d.wrapper}
    faced: dict[str, dict[int, int]] = {}
    parts |= switch_faces(snaps, clickable, shown, faced)
    for sid, boxes in faced.items():
        held = layouts.get(sid)
        if held is not None:
            for box_bid, face in boxes.items():
                held.framed.setdefault(box_bid, face)  # a hit on the face is the box's

    def is_clickable(sid: str, bid: int) -> bool:
        if bid not in clickable.get(sid, ()) or (sid, bid) in parts:
            return False
        # A <label> of a control the read shows names that control, and its press is
        # the control's: no second element (a label of a hidden one stands for it).
        layout = layouts.get(sid)
        control = layout.labels.get(bid) if layout is not None else None
        return control is None or (sid, control) not in shown

    def touching(sid: str, a: int, b: int) -> bool:
        layout = layouts.get(sid)
        ra = layout.raw.get(a) if layout else None
        rb = layout.raw.get(b) if layout else None
        if ra is None or rb is None:
            return True
        # Pieces on different lines are apart: a line break (``<br>``) or a space the
        # line wrapped at lies between them ("10:02" and "Can everyone …").
        same_line = ra[1] < rb[1] + rb[3] and rb[1] < ra[1] + ra[3]
        return same_line and abs(ra[0] + ra[2] - rb[0]) <= 1.0

    def same_line(sid: str, a: int, b: int) -> bool:
        layout = layouts.get(sid)
        ra = layout.raw.get(a) if layout else None
        rb = layout.raw.get(b) if layout else None
        if ra is None or rb is None:
            return False
        return ra[1] < rb[1] + rb[3] and rb[1] < ra[1] + ra[3]

    if overlays:
        overlays_are_dialogs(drafts, overlays)

    def box(sid: str, bid: int) -> Sequence[float] | None:
        layout = layouts.get(sid)
        return layout.raw.get(bid) if layout is not None else None

    def page_wide(sid: str, bid: int) -> bool:
        """Whether the node covers more than half of the view it is seen through."""
        layout = layouts.get(sid)
        b = layout.raw.get(bid) if layout is not None else None
        view = layout.clips.get(bid) if layout is not None else None
        if b is None or view is None or len(b) < 4:
            return False
        return b[2] * b[3] > _PAGE_SHARE * view.w * view.h

    drafts = stand_for_hidden_controls(drafts, layouts)
    shaped = shape(
        drafts,
        is_clickable,
        touching,
        owner=lambda sid, bid: owners.get(sid, {}).get(bid),
        same_line=same_line,
        page_wide=page_wide,
    )
    context = ReadContext(layouts=layouts, snaps=snaps, same_line=same_line, box=box)
    shaped = run_passes(shaped, context)
    placeheld = context.placeheld
    hints = lookups.unnamed_hints(shaped, snaps)
    for sid, found in context.beside.items():
        hints.setdefault(sid, {}).update(found)
    for sid, found in lookups.switch_rows(shaped, snaps).items():
        for node, look in found.items():
            hints.setdefault(sid, {}).setdefault(node, look)
    tips = lookups.tips(shaped, snaps)
    named = lookups.clickables(shaped, named=True)
    unnamed = {
        sid: bids for sid, bids in lookups.clickables(shaped, named=False).items() if sid in snaps
    }
    """Every clickable element of no role, named or not, in a session read with a snapshot."""
    links = lookups.links(named, snaps)
    radios = lookups.radios(named, snaps)
    drawn_radios = glyph_radios(shaped)
    drawn_states = glyph_states(shaped)
    unread = lookups.unread(shaped, snaps)
    chosen = {sid: chosen_looks(snaps[sid], bids) for sid, bids in unnamed.items()}
    chosen = {sid: found | range_looks(snaps[sid], unnamed[sid]) for sid, found in chosen.items()}
    for sid, bids in unnamed.items():
        chosen[sid].difference_update(highlighted_items(snaps[sid], layouts.get(sid), bids))
    lit = {
        sid: highlighted_options(
            snap,
            {d.bid for d in shaped if d.sid == sid and d.bid is not None and d.role is Role.OPTION},
        )
        for sid, snap in snaps.items()
    }
    tabs = {sid: tab_looks(snaps[sid], bids) for sid, bids in named.items() if sid in snaps}
    toggles = {
        sid: named_switch_looks(snaps[sid], bids) for sid, bids in named.items() if sid in snaps
    }
    aria = {sid: aria_facts(snap) for sid, snap in snaps.items()}
    refused = {sid: refused_looks(snaps[sid], bids) for sid, bids in unnamed.items()}
    grips = {sid: resize_grips(snaps[sid], bids) for sid, bids in unnamed.items()}
    opens = lookups.opens(shaped, snaps)
    suggested = {
        sid: suggested_items(snaps[sid], layouts.get(sid), bids)
        for sid, bids in named.items()
        if sid in snaps
    }
    handles = {
        sid: slider_handles(snaps[sid], layouts.get(sid), bids) for sid, bids in unnamed.items()
    }
    shrunk = shrunk_controls(shaped, layouts)
    out = Finished()
    holders = {d.parent for d in shaped}
    control_boxes: dict[str, Rect] = {}
    """Controls read so far -> their boxes (a focus ring's layer is theirs)."""
    away: set[str] = set()
    unseen: set[str] = set()
    statuses = field_statuses(shaped)
    """Nodes off screen: what has no box of its own (a closed select's options) is with them."""
    for d in shaped:
        states, sid, bid, value = d.states, d.sid, d.bid, d.value
        facts = aria.get(sid)
        if bid is not None and facts is not None:
            states.update(facts.states.get(bid, ()))
            if bid in facts.suggested:
                states.discard(State.SELECTED)  # its popup's highlight, not a choice
            if d.role in _RANGES:
                value = facts.values.get(bid, value)
            stated = facts.checked.get(bid) if d.role in _TICKED else None
            if d.role in _CHECKED_CELLS and bid in facts.checked and not states & _BOXED:
                # A cell drawing a tick or a cross by its ``aria-checked`` (Tabulator's
                # ``tickCross``), which Chromium's tree drops from a cell.
                states.add(State.CHECKABLE)
                stated = facts.checked[bid]
            if stated is not None:
                if stated:
                    states.add(State.CHECKED)
                else:
                    states.discard(State.CHECKED)
        if bid is not None and bid in lit.get(sid, {}):
            _lit_option(d, lit[sid][bid])
        glyph = drawn_states.get(d.locator)
        if glyph is not None and not states & _DRAWN_STATES:
            states.add(glyph)  # aria-sort or aria-expanded, where given, wins over a glyph
        opened = opens.get(sid, {}).get(bid) if bid is not None else None
        if opened is not None and not states & _DRAWN_STATES:
            states.add(State.EXPANDED if opened else State.COLLAPSED)
        layout = layouts.get(sid)
        bounds = clip = None
        if bid is not None and layout is not None:
            # A control drawn by its label alone is where its label is.
            bounds = layout.box(layout.stand_in.get(bid, bid))
            clip = layout.clips.get(bid)
            host = layout.parked_host(bid) if d.role in _ENTRY else None
            if host is not None:
                bounds, clip = layout.box(host), layout.clips.get(host)
        if d.locator not in holders and (
            focus_guard(d, bounds) or focus_ring(d, bounds, control_boxes.get(d.parent or ""))
        ):
            continue
        if d.parent in unseen or unseen_status(d, bounds, statuses):
            unseen.add(d.locator)  # said to screen readers alone, with what it holds
            continue
        if d.role in INTERACTIVE_ROLES and bounds is not None:
            control_boxes[d.locator] = bounds
        if (
            (bounds is not None and clip is not None and not _seen_in(bounds, clip))
            or (bounds is None and d.parent in away)
            or (bid is not None and bid in shrunk.get(sid, ()))
        ):
            states.add(State.OFFSCREEN)
        if State.OFFSCREEN in states:
            away.add(d.locator)
        if bid is not None and bid in unread.get(sid, ()):
            states.add(State.UNREAD)
        role, name = d.role, d.name
        hint = (hints.get(sid, {}).get(bid, "") if bid is not None else "") or symbol_hint(
            d.name, control=State.CLICKABLE in states or d.role in INTERACTIVE_ROLES
        )
        if not hint and bid is not None:
            hint = toggles.get(sid, {}).get(bid, "")
        hint = placeheld.get(d.locator, hint)
        if grip(d, hint, bounds, grips.get(sid, set())) and d.locator not in holders:
            continue  # a resize grip: only a drag does anything there
        if State.CLICKABLE in states and bid is not None and bid in refused.get(sid, ()):
            states.add(State.DISABLED)
        if State.CLICKABLE in states and role not in INTERACTIVE_ROLES:
            drawn = lookups.drawn_toggle(hint)
            if bid is not None and bid in handles.get(sid, {}):
                role, hint, value = Role.SLIDER, "", handles[sid][bid]
            elif bid is not None and bid in suggested.get(sid, ()):
                role, hint = Role.OPTION, ""
                states.update(option_looks(snaps[sid], {bid}).get(bid, ()))
            elif drawn is not None:
                role, hint, on = drawn
                if on:
                    states.add(State.CHECKED)
                if tick_only(name):
                    name = ""  # its ``::after`` tick: its state, not its name
            elif bid is not None and bid in links.get(sid, ()):
                role = Role.LINK
            elif bid is not None and bid in radios.get(sid, {}):
                role = Role.RADIO
                if radios[sid][bid]:
                    states.add(State.CHECKED)
            elif d.locator in drawn_radios:
                role = Role.RADIO
                if drawn_radios[d.locator]:
                    states.add(State.CHECKED)
            elif bid is not None and bid in tabs.get(sid, ()):
                role = Role.TAB
            chosen_look = role not in (Role.RADIO, Role.OPTION)
            if chosen_look and opened is None and bid is not None and bid in chosen.get(sid, ()):
                states.add(State.SELECTED)
                hint = without_chosen_words(hint)
        hint = without_role_words(hint, role.value)
        out.nodes.append(
            Node(
                locator=d.locator,
                role=role,
                name=name,
                value=value,
                description=d.desc or lookups.tip(tips, sid, bid, name),
                hint=hint,
                states=frozenset(states),
                bounds=bounds,
                actions=node_actions(d.role, states),
                parent=d.parent,
            )
        )
        out.bids.append((sid, bid))
    return out


def _lit_option(d: Draft, press: str) -> None:
    """``d``, an option its list's highlight rests on: no choice, named by its own words."""
    d.states.discard(State.SELECTED)
    d.states.add(State.HIGHLIGHTED)
    if press and d.name.endswith(" " + press):
        d.name = d.name[: -len(press) - 1].rstrip()


_PAGE_SHARE = 0.5
"""A focusable element covering more than this share of its view is a page, not a button."""

_DRAWN_STATES = frozenset({State.ASCENDING, State.DESCENDING, State.EXPANDED, State.COLLAPSED})


def _seen_in(bounds: Rect, clip: Rect) -> bool:
    """Whether a box lies in the view.

    A box of no size does where it lies on the view: a toast viewport's fixed ``<ol>`` at
    the corner, an empty switch its sibling draws.
    """
    if bounds.w and bounds.h:
        return bounds.intersection(clip) is not None
    return max(bounds.x, clip.x) <= min(bounds.right, clip.right) and max(bounds.y, clip.y) <= min(
        bounds.bottom, clip.bottom
    )
