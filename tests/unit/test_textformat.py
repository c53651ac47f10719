from handrail.model import Element
from handrail.textformat import iter_lines
from handrail.vocab import Role


def el(eid: str, role: Role, name: str = "", parent: str | None = None) -> Element:
    return Element(id=eid, role=role, name=name, parent=parent)


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
    assert lines == ['e1 window "Calculator"', ' e2 button "Undo"', ' e5 label "Result"']


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
    assert ' e3 label "Name"' in lines


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
    assert lines[1:3] == [" e2 row", '  e3 cell "INV-1"']
    assert ' e6 row "Totals"' in lines  # a name of its own stays


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
        ' e2 button "✕" (icon: close)',
        ' e3 button "Card actions"',
        ' e5 text "★★★☆☆"',
    ]
