"""Date, time and colour inputs: one field each, named once, set whole and read back."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.errors import ActionFailed
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser

_FIELDS = {
    "Starts": ("starts", "2026-12-24"),
    "Meeting": ("meeting", "2026-12-24T09:30"),
    "Billing month": ("billing", "2027-01"),
    "Sprint week": ("sprint", "2027-W05"),
    "Opens": ("opens", "08:15"),
    "Accent": ("accent", "#ff8800"),
}


async def test_date_time_and_colour_inputs_are_text_fields_with_their_value(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("fields.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
    text = format_snapshot(snap)
    for name in _FIELDS:
        find(snap, Role.TEXTBOX, name)
    assert find(snap, Role.TEXTBOX, "Starts").value == "2026-03-04"
    assert find(snap, Role.TEXTBOX, "Accent").value == "#336699"
    assert not [e for e in snap.elements if e.role is Role.UNKNOWN], text
    # The field's own parts (Month, Day, Year, the picker button) are set through the
    # field; they do not stand apart, and no name is said twice.
    assert not [e for e in snap.elements if e.role is Role.SPINBUTTON], text
    assert "Month" not in text and "picker" not in text, text


async def test_each_field_is_set_through_its_id_and_reads_back(browser_env: BrowserEnv) -> None:
    await browser_env.goto("fields.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        for name, (_, value) in _FIELDS.items():
            act = Action(
                kind=ActionKind.SET_VALUE, element_id=find(snap, Role.TEXTBOX, name).id, text=value
            )
            assert (await s.act(q, act)).ok
        again = await s.observe(q)
    reply = await browser_env.cdp(
        "Runtime.evaluate",
        {
            "expression": "Object.fromEntries([...document.querySelectorAll('input')]"
            ".map(i => [i.id, i.value]))",
            "returnByValue": True,
        },
    )
    assert reply["result"]["value"] == dict(_FIELDS.values())
    assert find(again, Role.TEXTBOX, "Starts").value == "2026-12-24"


async def test_an_editable_div_is_a_text_field_typed_into_and_read_back(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("webapp.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        note = find(snap, Role.TEXTBOX, "Note")
        assert note.value == "draft"
        act = Action(kind=ActionKind.TYPE, element_id=note.id, text=" and sent")
        assert (await s.act(q, act)).ok
        again = await s.observe(q)
    reply = await browser_env.cdp(
        "Runtime.evaluate",
        {"expression": "document.getElementById('note').innerText", "returnByValue": True},
    )
    assert "and sent" in reply["result"]["value"]
    assert "and sent" in (find(again, Role.TEXTBOX, "Note").value or "")


async def _values(browser_env: BrowserEnv) -> dict[str, str]:
    return dict(
        await browser_env.value(
            "Object.fromEntries([...document.querySelectorAll('input')]"
            ".map(i => [i.id, i.type === 'checkbox' ? String(i.checked) : i.value]))"
        )
    )


async def test_text_for_what_takes_none_fails_and_reaches_no_other_field(
    browser_env: BrowserEnv,
) -> None:
    # A file chooser and a checkbox take no text; nor does a button, which takes the
    # focus: text for it went to the field focused before it (where the page's selection
    # still was), with an ok receipt. Nor does clickable text.
    await browser_env.goto("wrongfocus.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        name = find(snap, Role.TEXTBOX, "Name")
        assert (
            await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=name.id, text="Ada"))
        ).ok
        snap = await s.observe(q)
        days = [e for e in snap.elements if e.name in ("Tue 13", "Wed 14")]
        assert len(days) == 2, format_snapshot(snap)
        none = [
            find(snap, Role.BUTTON, "Upload"),
            find(snap, Role.CHECKBOX, "Agree"),
            find(snap, Role.BUTTON, "14:00"),
            *days,
        ]
        for el in none:
            for kind in (ActionKind.SET_VALUE, ActionKind.TYPE):
                await s.act(q, Action(kind=ActionKind.FOCUS, element_id=name.id))
                with pytest.raises(ActionFailed, match=f"element {el.id}.*(does not take|no text)"):
                    await s.act(q, Action(kind=kind, element_id=el.id, text="/etc/hostname\n"))
    assert await _values(browser_env) == {
        "name": "Ada",
        "upload": "",
        "agree": "false",
        "search": "",
        "trap": "",
    }
    pressed = await browser_env.value("document.querySelectorAll('[data-pressed]').length")
    assert pressed == 0


async def test_text_is_not_typed_when_the_focus_goes_elsewhere(browser_env: BrowserEnv) -> None:
    await browser_env.goto("wrongfocus.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        search = find(snap, Role.TEXTBOX, "Search")
        for kind in (ActionKind.TYPE, ActionKind.SET_VALUE):
            with pytest.raises(ActionFailed, match=f"element {search.id}.*focus went elsewhere"):
                await s.act(q, Action(kind=kind, element_id=search.id, text="hello"))
        with pytest.raises(ActionFailed, match=f"element {search.id}.*no keys were sent"):
            await s.act(q, Action(kind=ActionKind.KEY, element_id=search.id, keys="x"))
    values = await _values(browser_env)
    assert values["trap"] == "" and values["search"] == "", values


async def test_text_typed_into_a_field_with_text_goes_after_it_unless_the_caret_was_moved(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("caret.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        subject = find(snap, Role.TEXTBOX, "Subject")
        for name, text in (("Subject", " world"), ("Body", " all"), ("Editor", " and more")):
            field = find(snap, Role.TEXTBOX, name)
            assert (await s.act(q, Action(kind=ActionKind.TYPE, element_id=field.id, text=text))).ok
        # A caret the agent moved in a focused field stays where it was put.
        await s.act(q, Action(kind=ActionKind.KEY, element_id=subject.id, keys="Home"))
        await s.act(q, Action(kind=ActionKind.TYPE, element_id=subject.id, text="Re: "))
    subject_value, body_value, editor_text = await browser_env.value(
        "[subject.value, body.value, editor.innerText]"
    )
    assert (subject_value, body_value) == ("Re: Hello world", "Dear team, all")
    assert editor_text.split() == ["First", "line", "Second", "line", "and", "more"]


async def test_a_field_that_formats_what_is_entered_takes_it_and_one_that_drops_it_fails(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("masks.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        for name, kind, text in (
            ("Phone", ActionKind.SET_VALUE, "5551234567"),
            ("Card", ActionKind.TYPE, "4111111111111111"),
            ("Code", ActionKind.TYPE, "ab-12"),
        ):
            field = find(snap, Role.TEXTBOX, name)
            r = await s.act(q, Action(kind=kind, element_id=field.id, text=text))
            assert r.ok and "formatted" in r.receipt.diagnostic, r.receipt
        digits = find(snap, Role.TEXTBOX, "Digits")
        with pytest.raises(ActionFailed, match=f"element {digits.id}: the field does not read"):
            await s.act(q, Action(kind=ActionKind.TYPE, element_id=digits.id, text="12ab"))
        # A value that replaces the text and is refused puts the old text back.
        with pytest.raises(ActionFailed, match="its old text was put back"):
            await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=digits.id, text="ab"))
    values = await browser_env.value("[phone.value, card.value, code.value, digits.value]")
    assert values == ["(555) 123-4567", "4111 1111 1111 1111", "AB-12", "12"]


async def test_set_value_on_an_aria_list_or_slider_says_what_to_do_instead(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("ariawidgets.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        combo = find(snap, Role.COMBOBOX, "Visibility")
        with pytest.raises(ActionFailed, match=r"combobox 'Visibility'.* click it, then click"):
            await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=combo.id, text="Public"))
        seek = find(snap, Role.SLIDER, "Seek")
        with pytest.raises(ActionFailed, match=r"slider 'Seek'.* moved with keys"):
            await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=seek.id, text="50"))
        # A slider's value is what it says of itself (aria-valuetext), else its number.
        assert seek.value == "0"
        assert find(snap, Role.SLIDER, "Position").value == "0:42 of 5:37"
        # Moved by the page (no event), it says its new place.
        await browser_env.value(
            "document.querySelector('[aria-label=Position]').setAttribute("
            "'aria-valuetext', '1:05 of 5:37')"
        )
        assert find(await s.observe(q), Role.SLIDER, "Position").value == "1:05 of 5:37"


async def test_text_typed_after_focus_goes_after_an_editable_divs_text(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("caret.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        editor = next(e for e in snap.elements if e.role is Role.TEXTBOX and e.name == "Editor")
        await s.act(q, Action(kind=ActionKind.FOCUS, element_id=editor.id))
        await s.act(q, Action(kind=ActionKind.TYPE, text=" and more"))
    text = await browser_env.value("document.getElementById('editor').innerText")
    assert str(text).endswith(" and more"), text


async def test_text_typed_into_an_editable_div_nothing_focused_goes_after_its_text(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("caret.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        editor = next(e for e in snap.elements if e.role is Role.TEXTBOX and e.name == "Editor")
        await s.act(q, Action(kind=ActionKind.TYPE, element_id=editor.id, text=" tail"))
    text = await browser_env.value("document.getElementById('editor').innerText")
    assert str(text).endswith(" tail"), text


async def test_an_unlabelled_control_is_named_by_the_text_before_it(
    browser_env: BrowserEnv,
) -> None:
    # The page gave these controls no label; the text right before each on its line names
    # it, as a person reads it. A text on a line of its own above a field does not.
    await browser_env.goto("textbefore.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        host = find(snap, Role.TEXTBOX, "Host name")
        assert find(snap, Role.SWITCH, "Firewall").has(State.CHECKED)
        # A setting said in a sentence of 92 characters names its switch too.
        share = "Share household and dependent info with my spouse's TaxHarbor account"
        assert find(snap, Role.SWITCH, f"{share} (mia.park@example.com)")
        names = [e.name for e in snap.elements if e.role is Role.TEXTBOX]
        assert names == ["Host name", "", "2 88 Mill Rd —", "Job title"], names
        # A switch named only by the state it draws (OFF) is named by its text too, and
        # acting on it still finds it once it reads ON.
        tfa = find(snap, Role.SWITCH, "Two-factor authentication")
        assert not tfa.has(State.CHECKED)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=tfa.id))
        assert await browser_env.value("document.getElementById('tfa').textContent") == "ON"
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=tfa.id))
        assert await browser_env.value("document.getElementById('tfa').textContent") == "OFF"
        await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=host.id, text="gateway"))
        assert await browser_env.value("document.getElementById('host').value") == "gateway"
        # Acting finds them again by that text: a line of several pieces ("2", "88 Mill
        # Rd —"), and an input first in a wrapper of its own (an inline edit's span).
        snap = await s.observe(q)
        note = find(snap, Role.TEXTBOX, "2 88 Mill Rd —")
        await s.act(q, Action(kind=ActionKind.TYPE, element_id=note.id, text="Call first"))
        assert await browser_env.value("document.getElementById('note').innerText") == (
            "Call first"
        )
        job = find(snap, Role.TEXTBOX, "Job title")
        await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=job.id, text="CEO"))
        assert await browser_env.value("document.getElementById('job').value") == "CEO"


async def test_a_refused_payment_says_what_the_page_says_now(browser_env: BrowserEnv) -> None:
    # "changed" alone would read as success: the receipt names the alert and the field
    # the page now marks invalid, with the message the field points to.
    from handrail.render import act_lines

    await browser_env.goto("payfail.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        pay = find(snap, Role.BUTTON, "Make payment")
        action = Action(kind=ActionKind.CLICK, element_id=pay.id)
        lines = act_lines(action, await s.act(q, action))
    assert '  the page now says: "Payment failed: check the card details"' in lines, lines
    assert any(
        line.startswith('  now invalid: textbox "Card number" (Enter a valid card number')
        for line in lines
    ), lines


async def test_a_status_toast_after_a_press_is_in_the_receipt(browser_env: BrowserEnv) -> None:
    # A toast in a status region (role=status) says what the press did: the receipt says it.
    from handrail.render import act_lines

    await browser_env.goto("payfail.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        keep = find(snap, Role.BUTTON, "Save card for later")
        action = Action(kind=ActionKind.CLICK, element_id=keep.id)
        lines = act_lines(action, await s.act(q, action))
    assert '  the page now says: "Card saved to your wallet"' in lines, lines


async def test_a_line_break_typed_into_a_one_line_field_presses_enter(
    browser_env: BrowserEnv,
) -> None:
    # A one-line field holds no line break: the break is a person's Enter, which searches.
    await browser_env.goto("searchenter.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        box = find(await s.observe(q), Role.SEARCHBOX, "Search campaigns")
        result = await s.act(q, Action(kind=ActionKind.TYPE, element_id=box.id, text="spring\n"))
        assert "Enter" in result.receipt.diagnostic
    assert await browser_env.value("document.getElementById('out').textContent") == (
        "SEARCH spring"
    )
