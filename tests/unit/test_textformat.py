import dataclasses

import pytest

from handrail.model import Element, Snapshot, SnapshotStats, Source, Target
from handrail.textformat import (
    CELL_SEPARATOR,
    SHOWN_STATES,
    format_element,
    format_snapshot,
    iter_lines,
    parse_element_line,
    parse_line,
)
from handrail.vocab import Role, State


def el(eid: str, role: Role, name: str = "", parent: str | None = None) -> Element:
    return Element(id=eid, role=role, name=name, parent=parent)


def page(app: str, path: str, *elements: Element) -> Snapshot:
    """A browser page's snapshot titled ``app`` at ``http://h/<path>`` holding ``elements``."""
    target = Target(backend="browser", key="k", app=app, url=f"http://h/{path}")
    n = len(elements)
    stats = SnapshotStats(elements=n, total=n, truncated=False, elapsed_ms=0.0)
    return Snapshot(target=target, signature="s", stats=stats, elements=elements)


def test_label_repeating_its_controls_name_a_few_levels_down_is_collapsed() -> None:
    # GTK 4 puts a button's label inside an anonymous box inside the button.
    lines = list(
        iter_lines(
            [
                el("e1", Role.WINDOW, "Calculator"),
                el("e2", Role.BUTTON, "Undo", "e1"),
                el("e3", Role.PANEL, "", "e2"),
                el("e4", Role.LABEL, "Undo", "e3"),
                el("e5", Role.LABEL, "Result", "e1"),
            ]
        )
    )
    assert lines == ["e1 window Calculator", " e2 button Undo", " e5 label Result"]


def test_text_that_only_shares_words_with_a_container_stays() -> None:
    lines = list(
        iter_lines(
            [
                el("e1", Role.FORM, "Name and address"),
                el("e2", Role.PANEL, "", "e1"),
                el("e3", Role.LABEL, "Name", "e2"),
            ]
        )
    )
    assert " e3 label Name" in lines


def test_a_row_named_by_its_cells_is_not_named_again() -> None:
    lines = list(
        iter_lines(
            [
                el("e1", Role.TABLE, "Invoices"),
                el("e2", Role.ROW, "INV-1 Acme 0.50", "e1"),
                el("e3", Role.CELL, "INV-1", "e2"),
                el("e4", Role.CELL, "Acme", "e2"),
                el("e5", Role.CELL, "0.50", "e2"),
                el("e6", Role.ROW, "Totals", "e1"),
                el("e7", Role.CELL, "0.50", "e6"),
            ]
        )
    )
    assert lines[1] == " e2 row | e3 INV-1 | e4 Acme | e5 0.50"
    assert " e6 row Totals | e7 0.50" in lines  # a name of its own stays


def test_a_header_row_named_by_its_headers_and_a_sort_arrow_is_not_named_again() -> None:
    lines = list(
        iter_lines(
            [
                el("e1", Role.TABLE, "Athletes"),
                el("e2", Role.ROW, "Athlete ↑ Country Gold", "e1"),
                el("e8", Role.COLUMNHEADER, "Select all", "e2"),
                el("e9", Role.CHECKBOX, "Select all", "e8"),
                el("e3", Role.COLUMNHEADER, "Athlete", "e2"),
                el("e4", Role.COLUMNHEADER, "Country", "e2"),
                el("e5", Role.COLUMNHEADER, "Gold", "e2"),
            ]
        )
    )
    assert lines[1] == " e2 row", lines  # its headers follow, each on a line of its own
    assert "  e3 columnheader Athlete" in lines


def test_a_glyph_is_no_name_its_hint_is_shown_and_a_controls_drawn_glyph_is_left_out() -> None:
    close = Element(id="e2", role=Role.BUTTON, name="✕", hint="close", parent="e1")
    lines = list(
        iter_lines(
            [
                el("e1", Role.DIALOG, "Card"),
                close,
                el("e3", Role.BUTTON, "Card actions", "e1"),
                el("e4", Role.TEXT, "⋯", "e3"),
                el("e5", Role.TEXT, "★★★☆☆", "e1"),
            ]
        )
    )
    assert lines[1:] == [
        " e2 button ✕ (icon: close)",
        " e3 button Card actions",
        " e5 ★★★☆☆",
    ]


def test_texts_before_or_after_a_control_that_spell_its_name_are_its_label() -> None:
    lines = list(
        iter_lines(
            [
                el("e1", Role.FORM, "Shipment"),
                el("e2", Role.TEXT, "Intro", "e1"),
                el("e3", Role.TEXT, "Destination country", "e1"),
                el("e4", Role.TEXT, "1", "e1"),
                el("e5", Role.COMBOBOX, "Destination country 1", "e1"),
                el("e6", Role.RADIO, "Post 1", "e1"),
                el("e7", Role.TEXT, "Post", "e1"),
                el("e8", Role.TEXT, "1", "e1"),
                el("e9", Role.TEXT, "Courier soon", "e1"),
            ]
        )
    )
    assert lines == [
        "e1 form Shipment",
        " e2 Intro",
        " e5 combobox Destination country 1",
        " e6 unchecked radio Post 1",
        " e9 Courier soon",
    ]


def test_a_container_named_by_its_heading_is_not_named_again() -> None:
    lines = list(
        iter_lines(
            [
                el("e1", Role.REGION, "Notifications"),
                el("e2", Role.HEADING, "Notifications", "e1"),
                el("e3", Role.REGION, "Labs"),
                el("e4", Role.HEADING, "Beta", "e3"),
            ]
        )
    )
    assert lines == ["e1 region", " e2 heading Notifications", "e3 region Labs", " e4 heading Beta"]


def test_states_come_first_and_a_text_has_no_role_word() -> None:
    sized = Element(
        id="e2",
        role=Role.COMBOBOX,
        name="Size",
        value="Medium",
        states=frozenset({State.COLLAPSED, State.REQUIRED, State.FOCUSABLE}),
    )
    assert format_element(sized) == "e2 collapsed required combobox Size = Medium"
    assert format_element(Element(id="e3", role=Role.CHECKBOX, name="Gift")) == (
        "e3 unchecked checkbox Gift"
    )
    # A radio button or switch that is off says so as a checkbox does; a mixed one is
    # neither checked nor unchecked.
    assert format_element(Element(id="e5", role=Role.RADIO, name="Express")) == (
        "e5 unchecked radio Express"
    )
    assert format_element(Element(id="e6", role=Role.SWITCH, name="Wi-Fi")) == (
        "e6 unchecked switch Wi-Fi"
    )
    mixed = Element(id="e7", role=Role.CHECKBOX, name="All", states=frozenset({State.MIXED}))
    assert format_element(mixed) == "e7 mixed checkbox All"
    clickable = Element(id="e4", role=Role.TEXT, name="Cozy", states=frozenset({State.CLICKABLE}))
    assert format_element(clickable) == "e4 clickable Cozy"
    # A toggle button (aria-pressed) that is off says so; one that is on is pressed.
    off = Element(id="e8", role=Role.BUTTON, name="Bold", states=frozenset({State.CHECKABLE}))
    assert format_element(off) == "e8 unpressed button Bold"
    on = dataclasses.replace(off, states=frozenset({State.CHECKABLE, State.PRESSED}))
    assert format_element(on) == "e8 pressed button Bold"
    line = parse_element_line("e8 unpressed button Bold")
    assert (line.role, line.name, line.states) == ("button", "Bold", frozenset({"unpressed"}))


def test_a_name_is_quoted_only_where_it_could_be_misread() -> None:
    def line(role: Role, name: str, value: str | None = None) -> str:
        return format_element(Element(id="e1", role=role, name=name, value=value))

    assert line(Role.TEXT, "link to docs") == 'e1 "link to docs"'  # a role word first
    assert line(Role.TEXT, "checked items") == 'e1 "checked items"'  # a state word first
    assert line(Role.LINK, "link to docs") == "e1 link link to docs"  # after the role: bare
    assert line(Role.TEXT, "open(file)") == 'e1 "open(file)"'
    assert line(Role.TEXTBOX, "Query", 'a = "b"') == 'e1 textbox Query = "a = \\"b\\""'
    assert line(Role.BUTTON, "[x]") == 'e1 button "[x]"'


@pytest.mark.parametrize(
    "element",
    [
        Element(id="e1", role=Role.BUTTON, name="Send", states=frozenset({State.FOCUSED})),
        Element(id="e2", role=Role.TEXT, name="link to docs"),
        Element(id="e3", role=Role.TEXT, name="Total 12"),
        Element(id="e4", role=Role.TEXTBOX, name="Query", value='x = f("y") [z]'),
        Element(id="e5", role=Role.GENERIC, hint="trash", states=frozenset({State.CLICKABLE})),
        Element(id="e6", role=Role.BUTTON, name="✕", hint="close"),
        Element(id="e7", role=Role.TEXT, name="Save", source=Source.OCR),
        Element(id="e8", role=Role.CHECKBOX, name="Gift", states=frozenset({State.CHECKED})),
        Element(id="e11", role=Role.RADIO, name="Express"),
        Element(id="e9", role=Role.TEXTBOX, value="Quarterly plan"),
        Element(id="e10", role=Role.BUTTON, name="a\\b"),
        Element(
            id="e12",
            role=Role.GENERIC,
            name="Alice Lunch",
            hover=("Archive", "Delete (forever)"),
            states=frozenset({State.CLICKABLE}),
        ),
        Element(id="e13", role=Role.TEXTBOX, name="Note", value="Hi", hover=("Clear",)),
        Element(id="e14", role=Role.BUTTON, name="Refund", states=frozenset({State.HASPOPUP})),
    ],
)
def test_every_line_reads_back_as_written(element: Element) -> None:
    got = parse_element_line(format_element(element, 1))
    assert got is not None and got.complete
    shown = {s.value for s in element.states} & {s.value for s in SHOWN_STATES}
    toggles = (Role.CHECKBOX, Role.RADIO, Role.SWITCH)
    if element.role in toggles and not {State.CHECKED, State.MIXED} & element.states:
        shown.add("unchecked")
    role = "text" if element.role is Role.GENERIC else element.role.value  # no role word
    assert (got.id, got.role, got.name, got.value) == (
        element.id,
        role,
        element.name,
        element.value or "",
    )
    assert (got.states, got.source, got.depth) == (shown, element.source.value, 1)


def test_a_row_says_what_its_hover_shows_without_brackets_that_end_the_part() -> None:
    row = Element(
        id="e9",
        role=Role.GENERIC,
        name="Alice Lunch",
        hover=("Archive", "Delete (forever)"),
        states=frozenset({State.CLICKABLE}),
    )
    assert format_element(row) == "e9 clickable Alice Lunch (hover shows: Archive, Delete forever)"
    assert format_element(dataclasses.replace(row, hover=())) == "e9 clickable Alice Lunch"
    page = dataclasses.replace(row, hover=("Add a page inside", "Delete, duplicate, and more…"))
    assert format_element(page).endswith(
        "(hover shows: Add a page inside; Delete, duplicate, and more…)"
    )


def test_lines_of_the_earlier_quoted_form_read_back_the_same() -> None:
    got = parse_element_line(' e3 textbox "Display" = "8" [readonly focused] (ocr)')
    assert got is not None and got.complete
    assert (got.role, got.name, got.value, got.source) == ("textbox", "Display", "8", "ocr")
    assert got.states == {"readonly", "focused"}
    cut = parse_element_line('e4 text "Long…" (+812 chars)')
    assert cut is not None and not cut.complete and cut.name == "Long…"
    assert parse_element_line("-- offscreen --") is None


def test_a_pages_title_is_left_out_of_the_header_when_a_heading_says_it() -> None:
    def text(heading: str) -> str:
        snap = page("Invoices", "grid.html", el("e1", Role.HEADING, heading))
        return format_snapshot(snap).splitlines()[0]

    assert text("Invoices") == "# http://h/grid.html"
    assert text("Due today") == "# Invoices http://h/grid.html"


def test_a_row_of_leaf_cells_is_one_line_read_back_as_the_row_and_its_cells() -> None:
    clickable = frozenset({State.CLICKABLE})
    elements = [
        el("e1", Role.TABLE, "Invoices"),
        el("e2", Role.ROW, "Number Customer", "e1"),  # named by its cells: said by them
        Element(id="e3", role=Role.COLUMNHEADER, name="Number", parent="e2", states=clickable),
        el("e4", Role.COLUMNHEADER, "Customer", "e2"),
        Element(id="e5", role=Role.ROW, name="", parent="e1", states=clickable),
        el("e6", Role.CELL, "INV-1", "e5"),
        el("e7", Role.CELL, "link | more", "e5"),
        el("e8", Role.CELL, "button text", "e5"),
        Element(id="e9", role=Role.CELL, name="", parent="e5", states=clickable, hint="more"),
    ]
    lines = list(iter_lines(elements))
    assert lines == [
        "e1 table Invoices",
        " e2 row | e3 clickable columnheader Number | e4 columnheader Customer",
        ' e5 clickable row | e6 INV-1 | e7 "link | more" | e8 "button text"'
        " | e9 clickable (icon: more)",
    ]
    got = parse_line(lines[2])
    assert [(e.id, e.role, e.name, e.depth, e.complete) for e in got] == [
        ("e5", "row", "", 1, True),
        ("e6", "cell", "INV-1", 2, True),
        ("e7", "cell", "link | more", 2, True),
        ("e8", "cell", "button text", 2, True),
        ("e9", "cell", "", 2, True),
    ]
    assert got[0].states == {"clickable"} == got[4].states
    assert parse_element_line(lines[2]) == got[0]
    assert [e.role for e in parse_line(lines[1])] == ["row", "columnheader", "columnheader"]
    assert CELL_SEPARATOR in lines[1]


def test_a_row_with_more_than_leaf_cells_keeps_a_line_per_element() -> None:
    lines = list(
        iter_lines(
            [
                el("e1", Role.TABLE, "Mail"),
                el("e2", Role.ROW, "Ada Actions", "e1"),
                el("e3", Role.CELL, "Ada", "e2"),
                el("e4", Role.CELL, "Actions", "e2"),
                el("e5", Role.BUTTON, "Delete", "e4"),
                el("e6", Role.ROW, "Bob", "e1"),
                el("e7", Role.CELL, "Bob", "e6"),
                el("e8", Role.LINK, "Open", "e6"),
            ]
        )
    )
    assert lines == [
        "e1 table Mail",
        " e2 row",
        "  e3 cell Ada",
        "  e4 cell Actions",
        "   e5 button Delete",
        " e6 row Bob",  # its name is not only its cells'
        "  e7 cell Bob",
        "  e8 link Open",
    ]


def test_a_generic_element_has_no_role_word_either() -> None:
    card = Element(
        id="e4", role=Role.GENERIC, name="Pick a date", states=frozenset({State.CLICKABLE})
    )
    assert format_element(card) == "e4 clickable Pick a date"
    icon = Element(id="e5", role=Role.GENERIC, hint="new card", states=frozenset({State.CLICKABLE}))
    assert format_element(icon) == "e5 clickable (icon: new card)"
    got = parse_element_line(format_element(icon))
    assert got is not None and got.complete and got.states == {"clickable"}


def test_a_control_that_opens_a_popup_says_so_but_a_combobox_does_not_again() -> None:
    # A button that opens a dialog or menu (aria-haspopup) reads apart from one that acts.
    refund = Element(id="e3", role=Role.BUTTON, name="Request refund")
    assert format_element(refund) == "e3 button Request refund"
    opens = dataclasses.replace(refund, states=frozenset({State.HASPOPUP}))
    assert format_element(opens) == "e3 haspopup button Request refund"
    share = dataclasses.replace(
        refund, name="Share", states=frozenset({State.HASPOPUP, State.COLLAPSED})
    )
    assert format_element(share) == "e3 collapsed haspopup button Share"
    got = parse_element_line("e3 collapsed haspopup button Share")
    assert got is not None and got.states == {"collapsed", "haspopup"}
    # A name or hint that says menu already says it: "Card actions", a ⋮ (more).
    for name, hint in (("Card actions", ""), ("Actions", ""), ("⋮", "more")):
        said = dataclasses.replace(share, name=name, hint=hint)
        assert "haspopup" not in format_element(said), format_element(said)
    # A combobox always opens its list: its role says so.
    city = Element(
        id="e4",
        role=Role.COMBOBOX,
        name="City",
        states=frozenset({State.HASPOPUP, State.COLLAPSED}),
    )
    assert format_element(city) == "e4 collapsed combobox City"


def test_a_checkable_menu_item_that_is_off_reads_unchecked() -> None:
    pin = Element(id="e9", role=Role.MENUITEM, name="Pin", states=frozenset({State.CHECKABLE}))
    assert format_element(pin) == "e9 unchecked menuitem Pin"
    on = Element(
        id="e9", role=Role.MENUITEM, name="Pin", states=frozenset({State.CHECKABLE, State.CHECKED})
    )
    assert format_element(on) == "e9 checked menuitem Pin"
    assert format_element(Element(id="e8", role=Role.MENUITEM, name="Rename")) == (
        "e8 menuitem Rename"
    )


def test_a_cell_or_item_whose_control_has_its_name_leaves_the_name_to_the_control() -> None:
    lines = list(
        iter_lines(
            [
                el("e1", Role.TABLE, "December"),
                el("e2", Role.ROW, "", "e1"),
                el("e3", Role.CELL, "1 December 2026", "e2"),
                el("e4", Role.BUTTON, "1 December 2026", "e3"),
                el("e5", Role.CELL, "Notes", "e2"),
                el("e6", Role.LIST, "Files"),
                el("e7", Role.LISTITEM, "Edit", "e6"),
                el("e8", Role.LINK, "Edit", "e7"),
            ]
        )
    )
    assert lines == [
        "e1 table December",
        " e3 cell",
        "  e4 button 1 December 2026",
        " e5 cell Notes",
        "e6 list Files",
        " e7 listitem",
        "  e8 link Edit",
    ]


def test_texts_a_pages_title_also_says_stay_on_the_page() -> None:
    # A mail page's title names the message and the account; its reading pane shows
    # them too, as texts of their own directly under the document.
    lines = list(
        iter_lines(
            [
                el("e1", Role.DOCUMENT, "Quarterly report - ada@example.org - Mail"),
                el("e2", Role.TEXT, "Quarterly report", "e1"),
                el("e3", Role.TEXT, "ada@example.org", "e1"),
                el("e4", Role.TEXT, "Quarterly report - ada@example.org - Mail", "e1"),
                el("e5", Role.BUTTON, "Reply", "e1"),
                el("e6", Role.TEXT, "Reply", "e5"),
            ]
        )
    )
    assert lines == [
        "e2 Quarterly report",
        "e3 ada@example.org",
        "e4 Quarterly report - ada@example.org - Mail",
        "e5 button Reply",
    ]


def test_an_unnamed_dialog_has_a_line_so_an_agent_knows_it_is_open() -> None:
    dialog = Element(id="e3", role=Role.DIALOG, name="", states=frozenset({State.MODAL}))
    snap = page(
        "Help",
        "help.html",
        dialog,
        el("e4", Role.TEXT, "Are you there?", "e3"),
        el("e5", Role.BUTTON, "OK", "e3"),
    )
    lines = format_snapshot(snap).splitlines()[1:]
    assert lines == ["e3 modal dialog", " e4 Are you there?", " e5 button OK"]


def test_a_marker_printed_inside_a_row_is_said_again_where_the_lines_leave_it() -> None:
    # The first row's last cell is off screen, and so is the whole next row: the marker
    # inside the first row would seem to hold only there.
    off = frozenset({State.OFFSCREEN})

    def row(eid: str, name: str, cells: list[tuple[str, str, frozenset[State]]]) -> list[Element]:
        top = Element(id=eid, role=Role.ROW, name=name, states=cells[0][2])
        kids = [Element(id=c, role=Role.BUTTON, name=n, parent=eid, states=s) for c, n, s in cells]
        return [top, *kids]

    elements = [
        *row("e1", "Ticket 1", [("e2", "Open", frozenset()), ("e3", "Close", off)]),
        *row("e4", "Ticket 2", [("e5", "Open", off), ("e6", "Close", off)]),
    ]
    assert list(iter_lines(elements)) == [
        "e1 row Ticket 1",
        " e2 button Open",
        " -- offscreen --",
        " e3 button Close",
        "-- offscreen --",
        "e4 row Ticket 2",
        " e5 button Open",
        " e6 button Close",
    ]


def test_a_dialog_named_by_its_heading_says_its_name_on_its_own_line() -> None:
    snap = page(
        "Deploy",
        "deploy.html",
        Element(id="e2", role=Role.DIALOG, name="Review pending deployments"),
        el("e3", Role.HEADING, "Review pending deployments", "e2"),
        el("e4", Role.BUTTON, "Reject", "e2"),
        Element(id="e5", role=Role.DIALOG, name="Allow notifications?"),
        el("e6", Role.HEADING, "Notifications", "e5"),
    )
    lines = format_snapshot(snap).splitlines()[1:]
    assert lines == [
        # The dialog's own line says which dialog is open; its heading keeps its line.
        "e2 dialog Review pending deployments",
        " e3 heading Review pending deployments",
        " e4 button Reject",
        # A heading of other words leaves the dialog its name.
        "e5 dialog Allow notifications?",
        " e6 heading Notifications",
    ]


def test_the_perception_is_said_when_ocr_added_lines_not_for_the_tree_alone() -> None:
    snap = page("Sparse", "sparse.html", el("e1", Role.BUTTON, "Save"))
    tree_only = dataclasses.replace(snap, perception="ax (tree covers 29% of the window)")
    assert "perception" not in format_snapshot(tree_only)
    read = dataclasses.replace(
        snap,
        perception="ax+ocr (tree covers 0% of the window)",
        elements=(
            *snap.elements,
            Element(id="e2", role=Role.TEXT, name="Start", source=Source.OCR),
        ),
    )
    text = format_snapshot(read)
    assert "# perception: ax+ocr (tree covers 0% of the window)" in text, text
    assert "e2 Start (ocr)" in text, text


def test_a_hint_whose_words_the_tooltip_says_is_left_to_the_tooltip() -> None:
    # A title's words make the hint, less its number: the title alone says it all.
    more = Element(
        id="e5",
        role=Role.BUTTON,
        name="⋮",
        hint="lab report options",
        description="Lab report 3 options",
    )
    assert format_element(more) == "e5 button ⋮ (tip: Lab report 3 options)"
    # A hint saying more than the tooltip stays.
    cam = Element(id="e6", role=Role.GENERIC, hint="cam", description="View webcam")
    cam = dataclasses.replace(cam, states=frozenset({State.CLICKABLE}))
    assert format_element(cam) == "e6 clickable (icon: cam) (tip: View webcam)"
