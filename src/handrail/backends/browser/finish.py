"""The drafts of one read made nodes, once the layout is known.

Labels that are all a person sees of a hidden checkbox or radio button are made that
control (:mod:`hiddencontrols`); drafts are shaped (:mod:`shape`: wrappers that are not
clickable dropped, clickable elements kept, text blocks joined), unnamed controls get an
icon hint (:mod:`hints`), the states ARIA attributes give that Chromium's tree does not
(:mod:`ariastates`), and every node its bounds, its ``offscreen`` state (its box misses
the iframe-clipped viewport) and the actions its role and states allow.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from handrail.backends.browser.ariastates import aria_facts
from handrail.backends.browser.besidetext import name_by_text_beside
from handrail.backends.browser.cellnames import name_cell_toggles
from handrail.backends.browser.checkmarks import check_marked, without_check_marks
from handrail.backends.browser.choicecards import choice_cards
from handrail.backends.browser.choiceface import valued_by_face, without_unseen_lists
from handrail.backends.browser.chosenitems import without_button_names, without_repeated_choice
from handrail.backends.browser.classlooks import (
    chosen_looks,
    link_looks,
    named_switch_looks,
    radio_looks,
    says_on,
    switch_inside,
    switch_looks,
    tab_looks,
    without_chosen_words,
    without_role_words,
)
from handrail.backends.browser.currentpages import current_pages
from handrail.backends.browser.daycells import one_line_days
from handrail.backends.browser.disclosers import open_looks
from handrail.backends.browser.drawnselects import drawn_selects
from handrail.backends.browser.drawnslider import slider_handles
from handrail.backends.browser.fieldframes import without_field_frames
from handrail.backends.browser.fieldicons import without_field_prefix_icons
from handrail.backends.browser.fieldnames import named_by_field
from handrail.backends.browser.focusparts import focus_guard, focus_ring
from handrail.backends.browser.glyphstates import glyph_states
from handrail.backends.browser.hiddencontrols import drawn_parts, stand_for_hidden_controls
from handrail.backends.browser.highlights import highlighted_items, highlighted_options
from handrail.backends.browser.hints import (
    glyph_only,
    icon_hints,
    placeholders,
    symbol_hint,
    tick_only,
    tooltips,
)
from handrail.backends.browser.icontrail import without_icon_glyphs, without_icon_labels
from handrail.backends.browser.knobswitch import knob_switches
from handrail.backends.browser.layout import SessionLayout
from handrail.backends.browser.leaves import without_leaf_states
from handrail.backends.browser.menuchoices import chosen_menu_items
from handrail.backends.browser.namepasses import (
    DIALOGS,
    name_dialogs_by_heading,
    named_by_title,
    named_by_tooltip,
    pressed,
    unglue_shortcuts,
    unname_glyphs,
    without_controls_words,
    without_weekday_names,
)
from handrail.backends.browser.originals import without_hidden_originals
from handrail.backends.browser.ownedmenus import owned_menu_items
from handrail.backends.browser.popupboxes import unpressed_popup_boxes
from handrail.backends.browser.popupnames import popups_by_their_words
from handrail.backends.browser.refused import grip, refused_looks, resize_grips
from handrail.backends.browser.rowbacks import without_row_backgrounds
from handrail.backends.browser.rowstates import selected_rows
from handrail.backends.browser.shape import Draft, shape
from handrail.backends.browser.shownvalue import valued_by_items, valued_by_shown_choice
from handrail.backends.browser.shutboxes import without_shut_content
from handrail.backends.browser.sortarrows import without_sort_arrows
from handrail.backends.browser.sortbuttons import told_sort_buttons
from handrail.backends.browser.spacing import spaced_names
from handrail.backends.browser.statenames import (
    without_drawn_states,
    without_said_openings,
    without_said_states,
    without_state_echo,
)
from handrail.backends.browser.suggestions import option_looks, suggested_items
from handrail.backends.browser.svgshapes import shape_hints
from handrail.backends.browser.switchfaces import switch_faces
from handrail.backends.browser.tabfaces import without_tab_faces
from handrail.backends.browser.tabrows import tab_links, tab_rows
from handrail.backends.browser.titlebars import without_title_bars
from handrail.backends.browser.treerows import (
    nested_items,
    shut_leaves,
    without_item_rows,
    without_leaf_arrows,
)
from handrail.backends.browser.unread import unread_looks
from handrail.backends.browser.unseenstatus import field_statuses, unseen_status
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
_HINTED_ROLES = INTERACTIVE_ROLES | {Role.IMAGE}
"""Unnamed nodes of these roles get an icon hint from their look."""


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
        _overlays_are_dialogs(drafts, overlays)

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
    shaped = unname_glyphs(shaped, snaps)
    shaped = valued_by_items(valued_by_shown_choice(shaped))
    shaped = without_hidden_originals(shaped, layouts, snaps)
    shaped = without_unseen_lists(valued_by_face(shaped, layouts, snaps), layouts)
    select_hints = drawn_selects(shaped, layouts, snaps)
    shaped = without_field_frames(shaped, layouts)
    owned_menu_items(shaped)
    knob_switches(shaped, layouts, snaps)
    tab_links(shaped, snaps)
    shaped = without_leaf_states(shaped, snaps)
    shaped = without_item_rows(shaped)
    shut_leaves(shaped, snaps)
    shaped = without_field_prefix_icons(shaped, snaps)
    shaped = without_sort_arrows(shaped, layouts, snaps)
    shaped = without_tab_faces(shaped)
    tab_rows(shaped, snaps)
    current_pages(shaped, snaps)
    selected_rows(shaped, snaps)
    chosen_menu_items(shaped, snaps)
    without_button_names(shaped)
    shaped = without_repeated_choice(shaped)
    shaped = one_line_days(shaped, snaps)
    named_by_title(shaped)
    shaped, placeheld = _told_by_placeholder(shaped)
    placeheld.update(select_hints)
    placeheld.update(_typed_placeholders(shaped, placeheld, snaps))
    name_cell_toggles(shaped)
    shaped = without_drawn_states(shaped)
    kept = name_by_text_beside(shaped, same_line, snaps, box)
    named_by_field(shaped, snaps)
    name_dialogs_by_heading(shaped)
    unglue_shortcuts(shaped)
    without_controls_words(shaped)
    told_sort_buttons(shaped, snaps)
    popups_by_their_words(shaped)
    shaped = without_title_bars(shaped)
    without_weekday_names(shaped)
    without_state_echo(shaped)
    without_check_marks(shaped)
    without_said_states(shaped)
    without_said_openings(shaped)
    without_icon_glyphs(shaped)
    without_icon_labels(shaped)
    named_by_tooltip(shaped, snaps)
    shaped = without_row_backgrounds(shaped, box)
    shaped = nested_items(without_leaf_arrows(shaped, snaps), snaps)
    unpressed_popup_boxes(shaped)
    check_marked(shaped)
    hints = _hints(shaped, snaps)
    for sid, found in kept.items():
        hints.setdefault(sid, {}).update(found)
    for sid, found in _rows_with_a_switch(shaped, snaps).items():
        for node, look in found.items():
            hints.setdefault(sid, {}).setdefault(node, look)
    tips = _tips(shaped, snaps)
    named = _clickables(shaped, named=True)
    unnamed = {sid: bids for sid, bids in _clickables(shaped, named=False).items() if sid in snaps}
    """Every clickable element of no role, named or not, in a session read with a snapshot."""
    links = _links(named, snaps)
    radios = _radios(named, snaps)
    drawn_radios = _glyph_radios(shaped)
    drawn_states = glyph_states(shaped)
    unread = _unread(shaped, snaps)
    chosen = {sid: chosen_looks(snaps[sid], bids) for sid, bids in unnamed.items()}
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
    opens = _opens(shaped, snaps)
    suggested = {
        sid: suggested_items(snaps[sid], layouts.get(sid), bids)
        for sid, bids in named.items()
        if sid in snaps
    }
    handles = {
        sid: slider_handles(snaps[sid], layouts.get(sid), bids) for sid, bids in unnamed.items()
    }
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
        if (bounds is not None and clip is not None and not _seen_in(bounds, clip)) or (
            bounds is None and d.parent in away
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
            drawn = drawn_toggle(hint)
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
                description=d.desc or _tip(tips, sid, bid, name),
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
_RADIO_GLYPHS = {"○": False, "◯": False, "●": True, "◉": True, "⦿": True, "⊙": True}
"""Glyphs a page draws before a choice's words (``::before``): empty, or chosen."""


def _glyph_radios(drafts: list[Draft]) -> dict[str, bool]:
    """Sibling clickables drawn as radio buttons by a glyph before their words.

    ``○ Segment: VIP customers`` beside ``● All subscribers``: two or more under one
    parent, each beginning with an empty or a filled circle, at most one filled. They
    lose the glyph from their names; the result says which is chosen (locator -> on).
    """
    groups: dict[str | None, list[Draft]] = {}
    for d in drafts:
        if State.CLICKABLE not in d.states or d.role in INTERACTIVE_ROLES:
            continue
        if len(d.name) > 2 and d.name[0] in _RADIO_GLYPHS and d.name[1] == " ":
            groups.setdefault(d.parent, []).append(d)
    out: dict[str, bool] = {}
    for members in groups.values():
        filled = [_RADIO_GLYPHS[d.name[0]] for d in members]
        if len(members) < 2 or sum(filled) > 1:
            continue
        for d, on in zip(members, filled, strict=True):
            d.name = d.name[2:].strip()
            out[d.locator] = on
    return out


_TYPED_INTO = frozenset({Role.TEXTBOX, Role.SEARCHBOX})


def _told_by_placeholder(drafts: list[Draft]) -> tuple[list[Draft], dict[str, str]]:
    """An empty editor the page left unnamed is told by the placeholder it draws.

    ``<div contenteditable data-placeholder="Write a reply…">`` with the words drawn by
    ``:empty::before``: the tree holds them as a text inside the empty field, where they
    read as typed text. A field with no name, no value and that one text inside it is
    told by those words as its hint (the text goes), not named by them: they go once
    something is typed, and the field is the same element then.

    Returns: the drafts, and the hints so found by field locator.
    """
    inside: dict[str, list[Draft]] = {}
    for d in drafts:
        if d.parent is not None:
            inside.setdefault(d.parent, []).append(d)
    told: dict[str, str] = {}
    gone: set[str] = set()
    for d in drafts:
        if d.role not in _TYPED_INTO or d.name.strip() or (d.value or "").strip():
            continue
        kids = inside.get(d.locator, [])
        only = kids[0] if len(kids) == 1 else None
        if only is None or only.role is not Role.TEXT or inside.get(only.locator):
            continue
        if only.name.strip():
            told[d.locator] = " ".join(only.name.split())
            gone.add(only.locator)
    return ([d for d in drafts if d.locator not in gone] if gone else drafts), told


def _typed_placeholders(
    drafts: list[Draft], told: dict[str, str], snaps: dict[str, dict[str, Any]]
) -> dict[str, str]:
    """An unnamed editor holding typed text keeps the placeholder its attributes name.

    Drawn only while the editor is empty (:func:`_told_by_placeholder`), the words
    would leave the field unnamed once something is typed.
    """
    wanted: dict[str, dict[int, str]] = {}
    for d in drafts:
        unnamed = d.role in _TYPED_INTO and not d.name.strip()
        if unnamed and d.bid is not None and d.locator not in told:
            wanted.setdefault(d.sid, {})[d.bid] = d.locator
    out: dict[str, str] = {}
    for sid, locators in wanted.items():
        if sid in snaps:
            found = placeholders(snaps[sid], set(locators))
            out.update((locators[bid], text) for bid, text in found.items())
    return out


def drawn_toggle(hint: str) -> tuple[Role, str, bool] | None:
    """The role, the rest of the hint and the state of a toggle drawn with no role.

    Read from its look (``switch on``, ``checkbox on copyme``); ``None`` for others. The
    look is what a person reads: ``<span class="tgl on">`` is a switch that is on,
    ``<span class="cb">`` a check box that is not ticked.
    """
    words = hint.split()
    if words[:1] == ["switch"] and words[1:] in ([], ["on"]):
        return Role.SWITCH, "", words[1:] == ["on"]
    if "checkbox" not in words:
        return None
    rest = [w for w in words if w != "checkbox" and not says_on(w)]
    return Role.CHECKBOX, " ".join(rest), len(rest) + 1 < len(words)


_PLAIN = frozenset({Role.GENERIC, Role.UNKNOWN, Role.SECTION, Role.GROUP})


def _overlays_are_dialogs(drafts: list[Draft], overlays: dict[str, set[int]]) -> None:
    """The plain elements a page draws as modal dialogs become dialogs (:mod:`overlays`).

    Not one holding a dialog of its own (a layer under a ``role="dialog"`` box), nor one
    inside a dialog.
    """
    found = [
        d
        for d in drafts
        if d.bid is not None and d.bid in overlays.get(d.sid, ()) and d.role in _PLAIN
    ]
    if not found:
        return
    holding = _ancestors_of(drafts, lambda d: d.role in DIALOGS)
    parent = {d.locator: d.parent for d in drafts}
    role = {d.locator: d.role for d in drafts}
    for d in found:
        up, depth = d.parent, 0
        while up is not None and role.get(up) not in DIALOGS and depth < 64:
            up, depth = parent.get(up), depth + 1
        if d.locator in holding or (up is not None and role.get(up) in DIALOGS):
            continue
        d.role = Role.DIALOG
        d.wrapper = False


def _ancestors_of(drafts: list[Draft], chosen: Callable[[Draft], bool]) -> set[str]:
    """The locators of every element that holds, at any depth, a draft ``chosen`` picks."""
    parent = {d.locator: d.parent for d in drafts}
    found: set[str] = set()
    for d in drafts:
        if chosen(d):
            up = d.parent
            while up is not None and up not in found:
                found.add(up)
                up = parent.get(up)
    return found


def _rows_with_a_switch(
    drafts: list[Draft], snaps: dict[str, dict[str, Any]]
) -> dict[str, dict[int, str]]:
    """The look of the one switch a clickable row draws inside it (the row is the switch).

    Only a row named by its words, with no control of its own inside it: an app's root
    that a delegated handler made clickable holds its switches as controls.
    """
    holding = _ancestors_of(
        drafts, lambda d: d.role in INTERACTIVE_ROLES or State.CLICKABLE in d.states
    )
    wanted: dict[str, set[int]] = {}
    for d in drafts:
        if (
            d.bid is not None
            and d.name
            and State.CLICKABLE in d.states
            and d.role not in INTERACTIVE_ROLES
            and d.locator not in holding
        ):
            wanted.setdefault(d.sid, set()).add(d.bid)
    return {sid: switch_inside(snaps[sid], bids) for sid, bids in wanted.items() if sid in snaps}


def _opens(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> dict[str, dict[int, bool]]:
    """Per session, the clickables whose class draws a disclosure control open or closed.

    Those with no control's role: a tree's switcher (:mod:`disclosers`), True when open.
    """
    wanted: dict[str, dict[int, bool]] = {}
    for d in drafts:
        if d.bid is None or State.CLICKABLE not in d.states or d.role in INTERACTIVE_ROLES:
            continue
        # An icon in the switcher takes its parent's class; a worded title does not.
        icon = d.role is Role.IMAGE or not d.name.strip() or glyph_only(d.name)
        wanted.setdefault(d.sid, {})[d.bid] = icon
    return {sid: open_looks(snaps[sid], bids) for sid, bids in wanted.items() if sid in snaps}


_MESSAGES = frozenset(
    {Role.ROW, Role.LISTITEM, Role.LINK, Role.OPTION, Role.ARTICLE, Role.TREEITEM}
)
"""Roles a message, a notification or a thread is drawn with in a list of them."""


def _unread(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> dict[str, set[int]]:
    """Per session, the messages (rows, items, clickables) a class draws as unread."""
    wanted: dict[str, set[int]] = {}
    for d in drafts:
        if d.bid is not None and (d.role in _MESSAGES or State.CLICKABLE in d.states):
            wanted.setdefault(d.sid, set()).add(d.bid)
    return {sid: unread_looks(snaps[sid], bids) for sid, bids in wanted.items() if sid in snaps}


def _clickables(drafts: list[Draft], *, named: bool) -> dict[str, set[int]]:
    """Per session, the clickable elements that are no control of their own.

    With ``named``, only those named by words; without, a swatch or a carousel's dot too,
    which has no name, only a look, and is still the chosen one of its group.
    """
    wanted: dict[str, set[int]] = {}
    for d in drafts:
        worded = bool(d.name.strip()) and not glyph_only(d.name)
        if d.bid is not None and pressed(d) and (worded or not named):
            wanted.setdefault(d.sid, set()).add(d.bid)
    return wanted


def _links(wanted: dict[str, set[int]], snaps: dict[str, dict[str, Any]]) -> dict[str, set[int]]:
    """Of ``wanted``, those drawn as links (:func:`link_looks`), per session."""
    return {sid: link_looks(snaps[sid], bids) for sid, bids in wanted.items() if sid in snaps}


def _radios(
    wanted: dict[str, set[int]], snaps: dict[str, dict[str, Any]]
) -> dict[str, dict[int, bool]]:
    """Of ``wanted``, those drawn as radio buttons or as a choice group's cards, per session."""
    return {
        sid: {**choice_cards(snaps[sid], bids), **radio_looks(snaps[sid], bids)}
        for sid, bids in wanted.items()
        if sid in snaps
    }


def _tips(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> dict[str, dict[int, str]]:
    """The page's own tooltips of the controls that have no description, per session."""
    wanted: dict[str, set[int]] = {}
    for d in drafts:
        if (
            d.bid is not None
            and not d.desc
            and (d.role in INTERACTIVE_ROLES or State.CLICKABLE in d.states)
        ):
            wanted.setdefault(d.sid, set()).add(d.bid)
    return {sid: tooltips(snaps[sid], bids) for sid, bids in wanted.items() if sid in snaps}


def _tip(tips: dict[str, dict[int, str]], sid: str, bid: int | None, name: str) -> str:
    """A node's tooltip as its description: none when it is its name already."""
    tip = tips.get(sid, {}).get(bid, "") if bid is not None else ""
    return "" if tip == name else tip


_NUMBERED_RUN = 3
"""Siblings named by numbers alone, at least this many, are numbered, not counts."""


def _numbered(drafts: list[Draft]) -> set[str]:
    """The locators of parents holding a run of siblings named by numbers alone.

    A calendar's days drawn as ``<div data-date="15">15</div>`` (Air Datepicker), a
    pager's ``1 2 3`` (DataTables): each is named by its number, as a person reads it.
    """
    runs: dict[str, int] = {}
    for d in drafts:
        if d.parent is not None and d.name.strip().isdigit():
            runs[d.parent] = runs.get(d.parent, 0) + 1
    return {parent for parent, n in runs.items() if n >= _NUMBERED_RUN}


def _count(
    d: Draft,
    cells: set[str] | frozenset[str] = frozenset(),
    numbered: set[str] | frozenset[str] = frozenset(),
) -> bool:
    """Whether a draft's name is a number that names nothing: a count on an icon.

    A cell's number is its name (a calendar's day, a sheet's value), and so is that of
    the link or button right inside a cell (``cells``: their locators), jQuery UI's
    ``<td data-handler="selectDay"><a href="#">15</a>``, and that of one of a run of
    numbered siblings (``numbered``: their parents' locators, :func:`_numbered`).
    """
    if not d.name.strip().isdigit() or d.role is Role.CELL or d.parent in numbered:
        return False
    return not (d.parent in cells and d.role in (Role.LINK, Role.BUTTON))


def _hints(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> dict[str, dict[int, str]]:
    """Icon hints for the unnamed controls, images and clickable elements, per session.

    A name of symbols only (``✕``, drawn by CSS or typed) counts as none. An element
    whose content shows as named elements of its own (a container a framework's
    delegated click handler made clickable) is no icon: its content speaks for it, and
    the class words of everything inside it would make a misleading hint.
    """
    cells = {d.locator for d in drafts if d.role is Role.CELL}
    numbered = _numbered(drafts)
    speaking = _ancestors_of(
        drafts,
        lambda d: bool(d.name) and not glyph_only(d.name) and not _count(d, cells, numbered),
    )
    unnamed: dict[str, set[int]] = {}
    pressed: dict[str, set[int]] = {}
    for d in drafts:
        counted = _count(d, cells, numbered)  # a count on an icon (a bell's 3) names nothing
        if (d.name and not glyph_only(d.name) and not counted) or d.value or d.bid is None:
            continue  # named, or a field its value describes
        if d.locator in speaking:
            continue  # its content is shown, named
        if d.role in _HINTED_ROLES or State.CLICKABLE in d.states:
            unnamed.setdefault(d.sid, set()).add(d.bid)
        if State.CLICKABLE in d.states and d.role not in INTERACTIVE_ROLES:
            pressed.setdefault(d.sid, set()).add(d.bid)
    out: dict[str, dict[int, str]] = {}
    for sid, bids in unnamed.items():
        if sid not in snaps:
            continue
        found = out[sid] = icon_hints(snaps[sid], bids)
        for bid, drawn in shape_hints(snaps[sid], {b for b in bids if not found.get(b)}).items():
            found[bid] = drawn  # no class or file names it: its inline SVG's strokes do
        # A plain element drawn as a switch (``<div class="sw on">`` in a table's cell,
        # its row's script handling the click) shows that look, whatever its class says.
        clicked = {b for b in bids if b in pressed.get(sid, ())}
        found.update(switch_looks(snaps[sid], clicked, boxes=True))
    return out


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
