"""The chain of finishing passes a shaped read goes through, in its one declared order.

Each pass is a small function over the read's drafts in document order: it changes
drafts in place (a name freed of its check mark) or returns the drafts it keeps (a
drop-down's drawn parts gone). Passes that find a hint for a node rather than change a
draft leave it in the :class:`Pass` context (:attr:`ReadContext.placeheld`,
:attr:`ReadContext.beside`), which the node step of
:func:`handrail.backends.browser.finish.finish_drafts` reads.

The order matters and is written once, in :data:`PASSES`: a pass may rely on what the
passes before it did, so a new pass goes where what it reads is ready (a drawn select's
caption, found before the fields' placeholders, wins over a placeholder's hint).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from handrail.backends.browser.layout import SessionLayout
from handrail.backends.browser.passes.leftout.awaycaptions import without_away_captions
from handrail.backends.browser.passes.leftout.chosenitems import (
    without_button_names,
    without_repeated_choice,
)
from handrail.backends.browser.passes.leftout.controlbars import without_control_bars
from handrail.backends.browser.passes.leftout.controlparts import (
    without_button_hosts,
    without_label_boxes,
    without_slider_parts,
)
from handrail.backends.browser.passes.leftout.drawnwords import (
    labels_with_counts,
    without_button_face_words,
    without_field_drawn_text,
    without_separator_glyphs,
)
from handrail.backends.browser.passes.leftout.fieldicons import without_field_prefix_icons
from handrail.backends.browser.passes.leftout.filterinputs import without_filter_inputs
from handrail.backends.browser.passes.leftout.headerrows import unpressed_header_rows
from handrail.backends.browser.passes.leftout.itemboxes import without_item_boxes
from handrail.backends.browser.passes.leftout.labelrepeats import without_label_repeats
from handrail.backends.browser.passes.leftout.originals import without_hidden_originals
from handrail.backends.browser.passes.leftout.ownedaway import without_emptied_boxes
from handrail.backends.browser.passes.leftout.popupboxes import unpressed_popup_boxes
from handrail.backends.browser.passes.leftout.rowbacks import without_row_backgrounds
from handrail.backends.browser.passes.leftout.rowholders import unpressed_row_holders
from handrail.backends.browser.passes.leftout.selectimages import without_select_images
from handrail.backends.browser.passes.leftout.shutdialogs import without_shut_dialogs
from handrail.backends.browser.passes.leftout.sortarrows import without_sort_arrows
from handrail.backends.browser.passes.leftout.sortless import unsorted_headers
from handrail.backends.browser.passes.leftout.switchfaces import boxed_switches
from handrail.backends.browser.passes.leftout.tabfaces import without_tab_faces
from handrail.backends.browser.passes.leftout.titlebars import without_title_bars
from handrail.backends.browser.passes.leftout.unseenfields import without_unseen_fields
from handrail.backends.browser.passes.names.besidetext import name_by_text_beside
from handrail.backends.browser.passes.names.cellnames import name_cell_toggles, ticked_cells
from handrail.backends.browser.passes.names.chosennames import chosen_in_names
from handrail.backends.browser.passes.names.clearwords import without_clear_words
from handrail.backends.browser.passes.names.columnfields import named_by_column
from handrail.backends.browser.passes.names.drawnletters import without_drawn_glyphs
from handrail.backends.browser.passes.names.emptylabels import named_by_placeholder
from handrail.backends.browser.passes.names.fieldnames import named_by_field
from handrail.backends.browser.passes.names.groupcaptions import captioned_groups
from handrail.backends.browser.passes.names.groupradios import named_by_group
from handrail.backends.browser.passes.names.headerboxes import select_all_boxes
from handrail.backends.browser.passes.names.hostlabels import named_by_host_label
from handrail.backends.browser.passes.names.hostnames import named_by_host
from handrail.backends.browser.passes.names.icontrail import (
    without_icon_glyphs,
    without_icon_labels,
)
from handrail.backends.browser.passes.names.idnames import without_id_names
from handrail.backends.browser.passes.names.itemcaptions import named_by_item_caption
from handrail.backends.browser.passes.names.itemglyphbuttons import named_by_item_words
from handrail.backends.browser.passes.names.itemremovers import told_by_item, told_by_text_before
from handrail.backends.browser.passes.names.knobhints import knobs_by_their_area
from handrail.backends.browser.passes.names.labelinvalue import without_label_in_value
from handrail.backends.browser.passes.names.labelledby import read_labels
from handrail.backends.browser.passes.names.linedrecords import lined_records
from handrail.backends.browser.passes.names.namepasses import (
    name_dialogs_by_heading,
    named_by_title,
    named_by_tooltip,
    unglue_shortcuts,
    unname_glyphs,
    without_controls_words,
    without_weekday_names,
)
from handrail.backends.browser.passes.names.overlaidboxes import named_by_overlaid_words
from handrail.backends.browser.passes.names.pagerends import pager_ends
from handrail.backends.browser.passes.names.pagerwords import pager_words
from handrail.backends.browser.passes.names.placeholders import (
    told_by_placeholder,
    typed_placeholders,
)
from handrail.backends.browser.passes.names.popupnames import popups_by_their_words
from handrail.backends.browser.passes.names.ratingstars import rated_stars
from handrail.backends.browser.passes.names.recordrows import record_rows
from handrail.backends.browser.passes.names.shownchoices import valued_by_hidden_select
from handrail.backends.browser.passes.names.slidernames import named_sliders
from handrail.backends.browser.passes.names.sortbuttons import told_sort_buttons
from handrail.backends.browser.passes.names.statenames import (
    without_drawn_states,
    without_said_openings,
    without_said_states,
    without_state_echo,
)
from handrail.backends.browser.passes.names.stepnumbers import step_numbers
from handrail.backends.browser.passes.names.steppers import named_steppers
from handrail.backends.browser.passes.names.swapfaces import swapped_faces
from handrail.backends.browser.passes.names.swatchcolours import coloured_alike
from handrail.backends.browser.passes.names.titledglyphs import titled_glyphs
from handrail.backends.browser.passes.roles.buttonchoices import named_by_button_around
from handrail.backends.browser.passes.roles.choiceface import valued_by_face, without_unseen_lists
from handrail.backends.browser.passes.roles.daycells import one_line_days
from handrail.backends.browser.passes.roles.drawnbars import drawn_bars
from handrail.backends.browser.passes.roles.drawnselects import drawn_selects
from handrail.backends.browser.passes.roles.fieldframes import without_field_frames
from handrail.backends.browser.passes.roles.headcells import header_cells
from handrail.backends.browser.passes.roles.headerorder import headers_first
from handrail.backends.browser.passes.roles.hosttags import host_tag_roles
from handrail.backends.browser.passes.roles.indentedrows import indented_rows
from handrail.backends.browser.passes.roles.itemtabs import item_tabs
from handrail.backends.browser.passes.roles.itemtoggles import item_toggles
from handrail.backends.browser.passes.roles.keysinks import valued_by_drawn_lines
from handrail.backends.browser.passes.roles.knobswitch import knob_switches
from handrail.backends.browser.passes.roles.ownedmenus import owned_menu_items
from handrail.backends.browser.passes.roles.rowtoggles import row_toggles
from handrail.backends.browser.passes.roles.shownvalue import (
    valued_by_items,
    valued_by_shown_choice,
)
from handrail.backends.browser.passes.roles.tabrows import tab_links, tab_rows
from handrail.backends.browser.passes.roles.tiedmenus import tied_menus
from handrail.backends.browser.passes.roles.titledbuttons import titled_buttons
from handrail.backends.browser.passes.roles.treegridrows import nested_rows
from handrail.backends.browser.passes.roles.treerows import (
    nested_items,
    shut_leaves,
    without_item_rows,
    without_leaf_arrows,
)
from handrail.backends.browser.passes.states.anchoredpopups import anchored_states
from handrail.backends.browser.passes.states.cellchoices import chosen_cells
from handrail.backends.browser.passes.states.checkmarks import check_marked, without_check_marks
from handrail.backends.browser.passes.states.classstates import class_states
from handrail.backends.browser.passes.states.controlledstates import controlled_states
from handrail.backends.browser.passes.states.currentpages import current_pages
from handrail.backends.browser.passes.states.heldcontrols import without_control_holders
from handrail.backends.browser.passes.states.leaves import without_leaf_states
from handrail.backends.browser.passes.states.menuchoices import chosen_menu_items
from handrail.backends.browser.passes.states.rowstates import selected_rows
from handrail.backends.browser.passes.states.scrollboxes import unpressed_scroll_boxes
from handrail.backends.browser.passes.states.sectionheads import section_heads
from handrail.backends.browser.passes.states.stepstates import step_states
from handrail.backends.browser.passes.states.toolbarpressed import pressed_in_toolbars
from handrail.backends.browser.passes.states.treeopen import open_tree_items
from handrail.backends.browser.shape import Draft

__all__ = ["PASSES", "Pass", "ReadContext", "run_passes"]


@dataclass(frozen=True, kw_only=True)
class ReadContext:
    """What a pass may consult of the read, and where it leaves the hints it finds.

    Attributes:
        layouts: per session, its placed layout.
        snaps: per session, its DOM snapshot.
        same_line: whether two elements of a session (backend ids) share a line.
        box: an element's box in the session's layout, as numbers, if it has one.
        placeheld: node locator -> the hint a field's drawn placeholder or a drawn
            select's caption gives it (it wins over the icon hint).
        beside: per session, backend id -> the hint the plain text beside an unnamed
            control gives it.

    """

    layouts: dict[str, SessionLayout]
    snaps: dict[str, dict[str, Any]]
    same_line: Callable[[str, int, int], bool]
    box: Callable[[str, int], Sequence[float] | None]
    placeheld: dict[str, str] = field(default_factory=dict)
    beside: dict[str, dict[int, str]] = field(default_factory=dict)


@dataclass(frozen=True)
class Pass:
    """One finishing pass: its name (for timings) and how it runs on the drafts."""

    name: str
    """The pass's function (``bench/observe_steps.py --passes`` times each by it)."""
    run: Callable[[list[Draft], ReadContext], list[Draft] | None]
    """Changes drafts in place (``None``) or returns the drafts kept."""


def _placeholders(drafts: list[Draft], c: ReadContext) -> list[Draft]:
    """Fields told by the placeholder they draw or name; a drawn select's caption wins."""
    kept, told = told_by_placeholder(drafts)
    for locator, text in told.items():
        c.placeheld.setdefault(locator, text)
    c.placeheld.update(typed_placeholders(kept, c.placeheld, c.snaps))
    return kept


PASSES: tuple[Pass, ...] = (
    Pass("without_shut_dialogs", lambda ds, c: without_shut_dialogs(ds, c.snaps)),
    Pass("captioned_groups", lambda ds, c: captioned_groups(ds, c.snaps)),
    Pass("named_by_host", lambda ds, c: named_by_host(ds)),
    Pass("named_by_host_label", lambda ds, c: named_by_host_label(ds, c.snaps)),
    Pass("without_label_boxes", lambda ds, c: without_label_boxes(ds, c.snaps)),
    Pass("without_slider_parts", lambda ds, c: without_slider_parts(ds)),
    Pass("without_button_hosts", lambda ds, c: without_button_hosts(ds, c.snaps)),
    Pass("without_emptied_boxes", lambda ds, c: without_emptied_boxes(ds, c.snaps)),
    Pass("without_item_boxes", lambda ds, c: without_item_boxes(ds, c.snaps)),
    Pass("without_id_names", lambda ds, c: without_id_names(ds, c.snaps)),
    Pass("unname_glyphs", lambda ds, c: unname_glyphs(ds, c.snaps)),
    Pass("chosen_in_names", lambda ds, c: chosen_in_names(ds)),
    Pass("without_drawn_glyphs", lambda ds, c: without_drawn_glyphs(ds, c.snaps)),
    Pass("without_clear_words", lambda ds, c: without_clear_words(ds, c.layouts, c.snaps)),
    Pass("valued_by_shown_choice", lambda ds, c: valued_by_shown_choice(ds)),
    Pass("valued_by_items", lambda ds, c: valued_by_items(ds)),
    Pass(
        "without_hidden_originals", lambda ds, c: without_hidden_originals(ds, c.layouts, c.snaps)
    ),
    Pass("valued_by_face", lambda ds, c: valued_by_face(ds, c.layouts, c.snaps)),
    Pass("without_unseen_lists", lambda ds, c: without_unseen_lists(ds, c.layouts)),
    Pass("without_filter_inputs", lambda ds, c: without_filter_inputs(ds, c.snaps)),
    Pass("drawn_selects", lambda ds, c: c.placeheld.update(drawn_selects(ds, c.layouts, c.snaps))),
    Pass("without_select_images", lambda ds, c: without_select_images(ds)),
    Pass("without_field_frames", lambda ds, c: without_field_frames(ds, c.layouts)),
    Pass("valued_by_drawn_lines", lambda ds, c: valued_by_drawn_lines(ds, c.layouts)),
    Pass("without_unseen_fields", lambda ds, c: without_unseen_fields(ds, c.layouts, c.snaps)),
    Pass("owned_menu_items", lambda ds, c: owned_menu_items(ds)),
    Pass("host_tag_roles", lambda ds, c: host_tag_roles(ds, c.snaps)),
    Pass("drawn_bars", lambda ds, c: drawn_bars(ds, c.snaps)),
    Pass("knob_switches", lambda ds, c: knob_switches(ds, c.layouts, c.snaps)),
    Pass("boxed_switches", lambda ds, c: boxed_switches(ds, c.snaps)),
    Pass("tab_links", lambda ds, c: tab_links(ds, c.snaps)),
    Pass("without_leaf_states", lambda ds, c: without_leaf_states(ds, c.snaps)),
    Pass("without_item_rows", lambda ds, c: without_item_rows(ds)),
    Pass("shut_leaves", lambda ds, c: shut_leaves(ds, c.snaps)),
    Pass("open_tree_items", lambda ds, c: open_tree_items(ds, c.snaps)),
    Pass("section_heads", lambda ds, c: section_heads(ds, c.snaps)),
    Pass("without_field_prefix_icons", lambda ds, c: without_field_prefix_icons(ds, c.snaps)),
    Pass("header_cells", lambda ds, c: header_cells(ds, c.snaps)),
    Pass("without_sort_arrows", lambda ds, c: without_sort_arrows(ds, c.layouts, c.snaps)),
    Pass("without_control_bars", lambda ds, c: without_control_bars(ds, c.snaps)),
    Pass("without_tab_faces", lambda ds, c: without_tab_faces(ds)),
    Pass("tab_rows", lambda ds, c: tab_rows(ds, c.snaps)),
    Pass("item_tabs", lambda ds, c: item_tabs(ds, c.snaps)),
    Pass("current_pages", lambda ds, c: current_pages(ds, c.snaps)),
    Pass("pager_ends", lambda ds, c: c.placeheld.update(pager_ends(ds, c.snaps))),
    Pass("pager_words", lambda ds, c: pager_words(ds, c.snaps)),
    Pass("step_numbers", lambda ds, c: step_numbers(ds, c.snaps)),
    Pass("step_states", lambda ds, c: step_states(ds, c.snaps)),
    Pass("controlled_states", lambda ds, c: controlled_states(ds, c.snaps)),
    Pass("anchored_states", lambda ds, c: anchored_states(ds, c.snaps)),
    Pass("pressed_in_toolbars", lambda ds, c: pressed_in_toolbars(ds, c.snaps)),
    Pass("selected_rows", lambda ds, c: selected_rows(ds, c.snaps)),
    Pass("chosen_cells", lambda ds, c: chosen_cells(ds, c.snaps)),
    Pass("chosen_menu_items", lambda ds, c: chosen_menu_items(ds, c.snaps)),
    Pass("class_states", lambda ds, c: class_states(ds, c.snaps)),
    Pass("without_button_names", lambda ds, c: without_button_names(ds)),
    Pass("without_repeated_choice", lambda ds, c: without_repeated_choice(ds)),
    Pass("one_line_days", lambda ds, c: one_line_days(ds, c.snaps)),
    Pass("named_by_title", lambda ds, c: named_by_title(ds)),
    Pass("titled_glyphs", lambda ds, c: titled_glyphs(ds, c.snaps)),
    Pass("titled_buttons", lambda ds, c: titled_buttons(ds, c.snaps)),
    Pass("placeholders", _placeholders),
    Pass("without_field_drawn_text", lambda ds, c: without_field_drawn_text(ds)),
    Pass("without_separator_glyphs", lambda ds, c: without_separator_glyphs(ds, c.snaps)),
    Pass("without_button_face_words", lambda ds, c: without_button_face_words(ds)),
    Pass("labels_with_counts", lambda ds, c: labels_with_counts(ds)),
    Pass("knobs_by_their_area", lambda ds, c: c.placeheld.update(knobs_by_their_area(ds, c.box))),
    Pass("ticked_cells", lambda ds, c: ticked_cells(ds, c.snaps)),
    Pass("name_cell_toggles", lambda ds, c: name_cell_toggles(ds)),
    Pass("lined_records", lambda ds, c: lined_records(ds, c.box)),
    Pass("select_all_boxes", lambda ds, c: select_all_boxes(ds, c.snaps)),
    Pass("without_drawn_states", lambda ds, c: without_drawn_states(ds)),
    Pass("named_by_button_around", lambda ds, c: named_by_button_around(ds)),
    Pass("named_by_overlaid_words", lambda ds, c: named_by_overlaid_words(ds, c.box)),
    Pass(
        "name_by_text_beside",
        lambda ds, c: c.beside.update(name_by_text_beside(ds, c.same_line, c.snaps, c.box)),
    ),
    Pass("named_by_item_caption", lambda ds, c: named_by_item_caption(ds, c.snaps)),
    Pass("without_label_repeats", lambda ds, c: without_label_repeats(ds, c.snaps)),
    Pass("without_label_in_value", lambda ds, c: without_label_in_value(ds)),
    Pass("named_by_placeholder", lambda ds, c: named_by_placeholder(ds)),
    Pass("named_by_field", lambda ds, c: named_by_field(ds, c.snaps)),
    Pass("named_sliders", lambda ds, c: named_sliders(ds, c.snaps)),
    Pass("named_by_group", lambda ds, c: named_by_group(ds, c.snaps, c.beside)),
    Pass("named_by_column", lambda ds, c: named_by_column(ds, c.placeheld, c.box)),
    Pass("swapped_faces", lambda ds, c: swapped_faces(ds, c.snaps)),
    Pass("name_dialogs_by_heading", lambda ds, c: name_dialogs_by_heading(ds)),
    Pass("unglue_shortcuts", lambda ds, c: unglue_shortcuts(ds)),
    Pass("without_controls_words", lambda ds, c: without_controls_words(ds)),
    Pass("told_sort_buttons", lambda ds, c: told_sort_buttons(ds, c.snaps)),
    Pass("unsorted_headers", lambda ds, c: unsorted_headers(ds, c.snaps)),
    Pass("popups_by_their_words", lambda ds, c: popups_by_their_words(ds)),
    Pass("without_title_bars", lambda ds, c: without_title_bars(ds)),
    Pass("read_labels", lambda ds, c: read_labels(ds)),
    Pass("without_away_captions", lambda ds, c: without_away_captions(ds, c.snaps)),
    Pass("without_weekday_names", lambda ds, c: without_weekday_names(ds)),
    Pass("without_state_echo", lambda ds, c: without_state_echo(ds)),
    Pass("without_check_marks", lambda ds, c: without_check_marks(ds)),
    Pass("without_said_states", lambda ds, c: without_said_states(ds)),
    Pass("without_said_openings", lambda ds, c: without_said_openings(ds)),
    Pass("without_icon_glyphs", lambda ds, c: without_icon_glyphs(ds)),
    Pass("without_icon_labels", lambda ds, c: without_icon_labels(ds)),
    Pass("named_by_tooltip", lambda ds, c: named_by_tooltip(ds, c.snaps)),
    Pass("coloured_alike", lambda ds, c: coloured_alike(ds, c.snaps)),
    Pass("without_row_backgrounds", lambda ds, c: without_row_backgrounds(ds, c.box)),
    Pass("without_leaf_arrows", lambda ds, c: without_leaf_arrows(ds, c.snaps)),
    Pass("nested_items", lambda ds, c: nested_items(ds, c.snaps)),
    Pass("item_toggles", lambda ds, c: item_toggles(ds)),
    Pass("nested_rows", lambda ds, c: nested_rows(ds, c.snaps)),
    Pass("row_toggles", lambda ds, c: row_toggles(ds, c.snaps, c.box)),
    Pass("record_rows", lambda ds, c: record_rows(ds)),
    Pass("indented_rows", lambda ds, c: indented_rows(ds, c.snaps, c.box)),
    Pass("unpressed_row_holders", lambda ds, c: unpressed_row_holders(ds)),
    Pass("unpressed_header_rows", lambda ds, c: unpressed_header_rows(ds, c.snaps)),
    Pass("headers_first", lambda ds, c: headers_first(ds, c.box)),
    Pass("unpressed_popup_boxes", lambda ds, c: unpressed_popup_boxes(ds)),
    Pass("unpressed_scroll_boxes", lambda ds, c: unpressed_scroll_boxes(ds, c.snaps)),
    Pass("without_control_holders", lambda ds, c: without_control_holders(ds, c.snaps)),
    Pass("check_marked", lambda ds, c: check_marked(ds)),
    Pass("told_by_item", lambda ds, c: told_by_item(ds, c.box)),
    Pass("told_by_text_before", lambda ds, c: told_by_text_before(ds, c.snaps)),
    Pass("named_by_item_words", lambda ds, c: named_by_item_words(ds, c.snaps)),
    Pass("named_steppers", lambda ds, c: named_steppers(ds, c.snaps)),
    Pass("rated_stars", lambda ds, c: rated_stars(ds, c.snaps)),
    Pass("valued_by_hidden_select", lambda ds, c: valued_by_hidden_select(ds, c.snaps)),
    Pass("tied_menus", lambda ds, c: tied_menus(ds, c.layouts, c.snaps, c.box)),
)
"""Every finishing pass after shaping, in the order they run."""


def run_passes(drafts: list[Draft], context: ReadContext) -> list[Draft]:
    """Run :data:`PASSES` over ``drafts`` in order; the drafts kept at the end.

    Args:
        drafts: the shaped drafts in document order.
        context: the read's layouts and snapshots, and where hints found are left.

    """
    for step in PASSES:
        kept = step.run(drafts, context)
        if kept is not None:
            drafts = kept
    return drafts
