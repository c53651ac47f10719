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
