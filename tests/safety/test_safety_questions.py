"""How an approval question and a held action's reason name what they are about: an
unnamed control by its icon, one of several alike by its row, a menu's item by its
opener, a dialog's button by what the dialog says."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

from safety_requests import request_for

from handrail.actions import Action, ActionKind
from handrail.backends.fake import FakeBackend, form_app
from handrail.geometry import Rect
from handrail.model import Element, TargetQuery
from handrail.safety import RiskPolicy
from handrail.session import Session
from handrail.vocab import Role, State

Q = TargetQuery(app="fake-form", backend="fake")


def test_a_question_about_an_unnamed_control_names_its_icon_and_why() -> None:
    base = request_for("fake-app")
    icon = Element(id="e7", role=Role.BUTTON, name="", hint="more", locator="x")
    asked = dataclasses.replace(
        base,
        action=Action(kind=ActionKind.CLICK, element_id="e7"),
        element=icon,
        reason='unnamed button next to typed text in textbox "Promo code" may send it',
    )
    assert asked.describe() == (
        'click button (icon: more) [unnamed button next to typed text in textbox "Promo code"'
        " may send it] in fake-app (send)"
    )
    bare = dataclasses.replace(asked, element=dataclasses.replace(icon, hint=""), reason="")
    assert bare.describe() == "click button e7 in fake-app (send)"
    named = dataclasses.replace(asked, element=dataclasses.replace(icon, name="Send"))
    assert named.describe() == 'click button "Send" in fake-app (send)'


def test_a_question_about_one_of_several_alike_says_which() -> None:
    # Two "Cancel appointment" buttons: the person is told which one.
    base = request_for("fake-app")
    rows = (
        Element(id="e1", role=Role.TEXT, name="Tue 14 May 10:30"),
        Element(id="e2", role=Role.BUTTON, name="Cancel appointment"),
        Element(id="e3", role=Role.TEXT, name="Thu 23 May 09:00"),
        Element(id="e4", role=Role.BUTTON, name="Cancel appointment"),
    )
    snap = dataclasses.replace(base.snapshot, elements=rows)
    asked = dataclasses.replace(
        base, action=Action(kind=ActionKind.CLICK, element_id="e4"), element=rows[3], snapshot=snap
    )
    assert asked.describe() == (
        'click button "Cancel appointment" e4 (after "Thu 23 May 09:00") in fake-app (send)'
    )


def test_a_question_about_one_of_several_alike_icons_says_which() -> None:
    # Two unnamed trash icons in guest rows: the person is told which row.
    base = request_for("fake-app")
    rows = (
        Element(id="e1", role=Role.TEXT, name="Ana Costa"),
        Element(id="e2", role=Role.GENERIC, name="", hint="trash"),
        Element(id="e3", role=Role.TEXT, name="Ben Lee"),
        Element(id="e4", role=Role.GENERIC, name="", hint="trash"),
        Element(id="e5", role=Role.BUTTON, name=""),
        Element(id="e6", role=Role.BUTTON, name=""),
    )
    snap = dataclasses.replace(base.snapshot, elements=rows)
    asked = dataclasses.replace(
        base, action=Action(kind=ActionKind.CLICK, element_id="e4"), element=rows[3], snapshot=snap
    )
    assert 'click element (icon: trash) e4 (after "Ben Lee")' in asked.describe()
    bare = dataclasses.replace(asked, element=rows[5], reason="")
    assert bare.describe() == 'click button e6 (after "Ben Lee") in fake-app (send)'


def test_a_question_about_a_row_menu_item_says_whose_menu() -> None:
    # Each row has a "⋮" opener; its open menu's Delete is unique, so the opener tells which row.
    base = request_for("fake-app")
    rows = (
        Element(id="e1", role=Role.TEXT, name="Invoice 1041"),
        Element(id="e2", role=Role.BUTTON, name="", hint="more_vert"),
        Element(id="e3", role=Role.TEXT, name="Invoice 1042"),
        Element(id="e4", role=Role.BUTTON, name="", hint="more_vert", states=(State.EXPANDED,)),
        Element(id="e5", role=Role.MENU, name=""),
        Element(id="e6", role=Role.MENUITEM, name="Rename", parent="e5"),
        Element(id="e7", role=Role.MENUITEM, name="Delete", parent="e5"),
    )
    snap = dataclasses.replace(base.snapshot, elements=rows)
    asked = dataclasses.replace(
        base, action=Action(kind=ActionKind.CLICK, element_id="e7"), element=rows[6], snapshot=snap
    )
    assert asked.describe() == (
        'click menuitem "Delete" (in the menu opened after "Invoice 1042") in fake-app (send)'
    )
    # An opener alone of its look needs no place: the question stays short.
    alone = dataclasses.replace(snap, elements=rows[2:])
    assert dataclasses.replace(asked, snapshot=alone).describe() == (
        'click menuitem "Delete" in fake-app (send)'
    )


def test_a_question_names_the_row_its_control_is_in() -> None:
    # A row's check box comes before the row's words: its own row names it, not the
    # status of the row above.
    base = request_for("fake-app")

    def row(i: int, title: str, status: str) -> tuple[Element, ...]:
        r = f"r{i}"
        return (
            Element(id=r, role=Role.ROW, name=""),
            Element(id=f"c{i}", role=Role.CHECKBOX, name="", parent=r),
            Element(id=f"t{i}", role=Role.CELL, name=title, parent=r),
            Element(id=f"s{i}", role=Role.CELL, name=status, parent=r),
        )

    rows = (*row(1, "Spring sale post", "Draft"), *row(2, "Hello world", "Published"))
    snap = dataclasses.replace(base.snapshot, elements=rows)
    box = rows[5]
    asked = dataclasses.replace(
        base, action=Action(kind=ActionKind.CLICK, element_id=box.id), element=box, snapshot=snap
    )
    assert asked.describe() == (
        'click checkbox c2 (in the row of "Hello world") [Enter sends] in fake-app (send)'
    )


def test_a_question_about_a_dialogs_button_quotes_what_the_dialog_says() -> None:
    # The count a person answers for is in the dialog's text, not in its button.
    base = request_for("fake-app")
    rows = (
        Element(id="e1", role=Role.BUTTON, name="Send campaign"),
        Element(id="e2", role=Role.DIALOG, name="Send campaign?"),
        Element(id="e3", role=Role.HEADING, name="Send campaign?", parent="e2"),
        Element(
            id="e4", role=Role.PARAGRAPH, name="This will email   12,480 subscribers.", parent="e2"
        ),
        Element(id="e5", role=Role.BUTTON, name="Cancel", parent="e2"),
        Element(id="e6", role=Role.BUTTON, name="Send", parent="e2"),
        # A field's label says nothing of what is done.
        Element(id="e7", role=Role.LABEL, name="Reason:", parent="e2"),
        Element(id="e8", role=Role.TEXTBOX, name="Reason", parent="e2"),
    )
    snap = dataclasses.replace(base.snapshot, elements=rows)
    asked = dataclasses.replace(
        base, action=Action(kind=ActionKind.CLICK, element_id="e6"), element=rows[5], snapshot=snap
    )
    assert asked.describe() == (
        "click button \"Send\" (the dialog says: 'This will email 12,480 subscribers.')"
        " in fake-app (send)"
    )
    # A button outside any dialog is asked about as before.
    outside = dataclasses.replace(asked, element=rows[0])
    assert outside.describe() == 'click button "Send campaign" in fake-app (send)'


async def test_enter_on_a_list_marking_only_its_selected_option_says_which_it_judged() -> None:
    # The page may mark the current choice selected and highlight another by its look:
    # the reason names the one judged and says so.
    sys.path.insert(0, str(Path(__file__).parent))
    from safety_fake_apps import APPS

    app = APPS["palette-selected"]()
    session = Session(FakeBackend([app]))
    snap = await session.observe(TargetQuery(app=app.name, backend="fake"))
    field = next(e for e in snap.elements if e.role is Role.COMBOBOX)
    found = RiskPolicy().assess(
        Action(kind=ActionKind.KEY, element_id=field.id, keys="Return"), field, snap
    )
    selected = next(e for e in snap.elements if e.has(State.SELECTED))
    assert found.reason.startswith(
        f'Enter picks the option the list marks selected, "{selected.name}" (unless the page'
        " highlights another by its look alone)"
    ), found.reason


def test_a_menu_reopened_in_another_row_is_told_by_the_opener_drawn_nearest() -> None:
    # The page left the first row's "⋮" marked expanded when the menu moved to the second.
    base = request_for("fake-app")
    rows = (
        Element(id="e1", role=Role.TEXT, name="Arrive home", bounds=Rect(10, 10, 200, 20)),
        Element(
            id="e2",
            role=Role.BUTTON,
            hint="more",
            states=frozenset({State.EXPANDED}),
            bounds=Rect(300, 10, 20, 20),
        ),
        Element(id="e3", role=Role.TEXT, name="Good night", bounds=Rect(10, 200, 200, 20)),
        Element(
            id="e4",
            role=Role.BUTTON,
            hint="more",
            states=frozenset({State.EXPANDED}),
            bounds=Rect(300, 200, 20, 20),
        ),
        Element(id="e5", role=Role.MENU, bounds=Rect(200, 225, 140, 60)),
        Element(
            id="e6", role=Role.MENUITEM, name="Delete", parent="e5", bounds=Rect(200, 230, 140, 20)
        ),
    )
    snap = dataclasses.replace(base.snapshot, elements=rows)
    asked = dataclasses.replace(
        base, action=Action(kind=ActionKind.CLICK, element_id="e6"), element=rows[5], snapshot=snap
    )
    assert '(in the menu opened after "Good night")' in asked.describe()


def test_a_plain_menu_is_told_by_the_opener_it_hangs_from() -> None:
    # Nothing is marked expanded: the page's menu of clickable <div>s, drawn at the end of
    # the page, hangs right under the second row's "⋮".
    base = request_for("fake-app")
    clickable = frozenset({State.CLICKABLE})

    def item(eid: str, name: str, y: int) -> Element:
        return Element(id=eid, role=Role.GENERIC, name=name, states=clickable,
                       bounds=Rect(180, y, 140, 24))  # fmt: skip

    rows = (
        Element(id="e1", role=Role.TEXT, name="Ribeye seat 2", bounds=Rect(10, 10, 200, 20)),
        Element(
            id="e2", role=Role.GENERIC, name="⋮", states=clickable, bounds=Rect(300, 10, 20, 20)
        ),
        Element(id="e3", role=Role.TEXT, name="Ribeye seat 3", bounds=Rect(10, 60, 200, 20)),
        Element(
            id="e4", role=Role.GENERIC, name="⋮", states=clickable, bounds=Rect(300, 60, 20, 20)
        ),
        item("e5", "Comp item", 84),
        item("e6", "Void item", 110),
        # The rows' own Open buttons, the second row's just over the menu too.
        Element(
            id="e9", role=Role.GENERIC, name="Open", states=clickable, bounds=Rect(250, 0, 40, 20)
        ),
        Element(
            id="e10", role=Role.GENERIC, name="Open", states=clickable, bounds=Rect(250, 40, 40, 20)
        ),
        # The next rows' pencils, one drawn right under the menu's last item.
        Element(
            id="e7", role=Role.GENERIC, name="✎", states=clickable, bounds=Rect(200, 136, 20, 20)
        ),
        Element(
            id="e8", role=Role.GENERIC, name="✎", states=clickable, bounds=Rect(200, 300, 20, 20)
        ),
    )
    snap = dataclasses.replace(base.snapshot, elements=rows)
    asked = dataclasses.replace(
        base, action=Action(kind=ActionKind.CLICK, element_id="e6"), element=rows[5], snapshot=snap
    )
    assert '(in the menu opened after "Ribeye seat 3")' in asked.describe()
    # Drawn far from every opener (a toolbar's own item): no row is named.
    away = (*rows[:4], item("e5", "Comp item", 500), item("e6", "Void item", 526))
    far = dataclasses.replace(asked, snapshot=dataclasses.replace(snap, elements=away))
    assert "menu opened" not in dataclasses.replace(far, element=away[5]).describe()


async def test_reasons_call_a_plain_clickable_element_clickable_not_generic() -> None:
    # A page's unnamed clickable <span> beside typed text: its reason says clickable.
    sys.path.insert(0, str(Path(__file__).parent))
    from safety_fake_parts import Page, text_field

    page = Page()
    kids = [
        text_field("Message", "See you at five", page.lay.box()),
        page.control(Role.GENERIC, ""),
    ]
    app = page.app("fake-typed", kids)
    session = Session(FakeBackend([app]))
    snap = await session.observe(TargetQuery(app=app.name, backend="fake"))
    icon = next(e for e in snap.elements if e.role is Role.GENERIC and e.has(State.CLICKABLE))
    found = RiskPolicy().assess(Action(kind=ActionKind.CLICK, element_id=icon.id), icon, snap)
    assert found.reason.startswith("unnamed clickable next to typed text in"), found.reason


async def test_a_reason_says_what_the_label_says_it_does() -> None:
    # "Unpublish" is held as a publish, but the person is told it would unpublish; a
    # label that is a noun or a price keeps the category's words.
    from handrail.backends.fake import FakeNode

    named = {
        "Unpublish": "would unpublish",
        "End meeting for all": "would end meeting for all",
        "Disable 2FA": "would disable 2FA",
        "SEND": "would send",
        "Close account": "would close account",
        "删除": "would delete",
        "Approve all (3)": "would approve all",
        "Approve and grant access": "would approve",
    }
    app = form_app()
    for i, name in enumerate(named):
        app.window.children.append(
            FakeNode(role=Role.BUTTON, name=name, bounds=Rect(300, 100 + 40 * i, 160, 30))
        )
    policy = RiskPolicy()
    async with Session(FakeBackend([app])) as session:
        snap = await session.observe(Q)
        by = {e.name: e for e in snap.elements}
        for name, said in named.items():
            action = Action(kind=ActionKind.CLICK, element_id=by[name].id)
            assessed = policy.assess(action, by[name], snap)
            assert assessed.verdict.value == "approve", name
            assert assessed.reason == f'button "{name}" {said}', assessed.reason


def test_a_rows_own_button_and_a_dialogs_are_no_menu_items() -> None:
    # Journal rows, each with a "⋮" opener; the second row's Post is drawn right under
    # the first row's opener, and a dialog's Post is drawn under the second's. Neither
    # is an item of a menu those openers opened.
    base = request_for("fake-app")
    click = frozenset({State.CLICKABLE})

    def row(i: int, y: int, *more: Element) -> tuple[Element, ...]:
        r = f"r{i}"
        return (
            Element(id=r, role=Role.ROW, name="", bounds=Rect(0, y, 400, 20)),
            Element(id=f"t{i}", role=Role.CELL, name=f"JE-31{i}", parent=r,
                    bounds=Rect(0, y, 90, 20)),
            Element(id=f"k{i}", role=Role.BUTTON, name="", hint="more", parent=r,
                    bounds=Rect(340, y, 20, 20)),
            *more,
        )  # fmt: skip

    post = Element(
        id="p2", role=Role.GENERIC, name="Post", states=click, parent="r2",
        bounds=Rect(300, 24, 36, 16),
    )  # fmt: skip
    dialog = (
        Element(id="d", role=Role.DIALOG, name="Post JE-312?", bounds=Rect(280, 46, 200, 90)),
        Element(id="dp", role=Role.GENERIC, name="Post now", states=click, parent="d",
                bounds=Rect(340, 48, 60, 16)),
    )  # fmt: skip
    rows = (*row(1, 0), *row(2, 24, post), *dialog)
    snap = dataclasses.replace(base.snapshot, elements=rows)
    for e in (post, dialog[1]):
        asked = dataclasses.replace(
            base, action=Action(kind=ActionKind.CLICK, element_id=e.id), element=e, snapshot=snap
        )
        assert "menu" not in asked.describe(), asked.describe()


def test_a_rows_lone_icon_over_the_next_rows_opener_is_no_menu_item() -> None:
    # Tax returns drawn as plain lines, no row elements: the first return's send icon
    # stands right over the second return's "⋮" (that row has fewer icons). Alone, it
    # is no menu that "⋮" opened upwards.
    base = request_for("fake-app")
    click = frozenset({State.CLICKABLE})
    elements = (
        Element(id="t1", role=Role.TEXT, name="2024 Form 1040", bounds=Rect(0, 0, 200, 20)),
        Element(id="s1", role=Role.GENERIC, name="", hint="send", states=click,
                bounds=Rect(340, 0, 20, 20)),
        Element(id="k1", role=Role.GENERIC, name="", hint="more vert", states=click,
                bounds=Rect(380, 0, 20, 20)),
        Element(id="t2", role=Role.TEXT, name="Refund $312", bounds=Rect(0, 24, 200, 20)),
        Element(id="k2", role=Role.GENERIC, name="", hint="more vert", states=click,
                bounds=Rect(340, 24, 20, 20)),
    )  # fmt: skip
    snap = dataclasses.replace(base.snapshot, elements=elements)
    asked = dataclasses.replace(
        base,
        action=Action(kind=ActionKind.CLICK, element_id="s1"),
        element=elements[1],
        snapshot=snap,
    )
    assert "menu" not in asked.describe(), asked.describe()
