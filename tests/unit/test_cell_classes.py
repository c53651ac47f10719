"""Class names a table cell is drawn by give no word of an icon hint."""

from __future__ import annotations

from handrail.backends.browser.passes.looks.cellclasses import cell_bases, drawn_by_cell


def test_a_cells_own_class_and_those_made_from_it_are_drawing() -> None:
    bases = cell_bases("TD", "", "tui-grid-cell tui-grid-cell-has-input tui-grid-cell-editable")
    assert bases == ("tui-grid-cell",)
    assert drawn_by_cell("tui-grid-cell-content", bases)
    assert drawn_by_cell("tui-grid-cell-editable", bases)
    assert not drawn_by_cell("tui-grid-cellar", bases)
    assert not drawn_by_cell("fa-check", bases)


def test_only_a_cell_has_cell_bases() -> None:
    assert cell_bases("DIV", "gridcell", "ag-cell ag-cell-value") == ("ag-cell",)
    assert cell_bases("DIV", "", "ag-cell") == ()
    assert cell_bases("TD", "", "price") == ()
