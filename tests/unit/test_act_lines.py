"""What ``act`` says it did: a press that only moved the focus says so."""

from __future__ import annotations

import dataclasses

from handrail.actions import Action, ActionKind, ActionReceipt, Mode
from handrail.model import Element, Snapshot, SnapshotStats, Target
from handrail.render import act_lines
from handrail.session import ActResult
from handrail.vocab import Role, State

_TARGET = Target(backend="fake", key="k", app="Share")
_STATS = SnapshotStats(elements=2, total=2, truncated=False, elapsed_ms=0.0)


def _snap(focused: bool, log: str) -> Snapshot:
    share = Element(
        id="e1",
        role=Role.GENERIC,
        name="Share",
        states=frozenset({State.CLICKABLE, State.FOCUSED} if focused else {State.CLICKABLE}),
    )
    text = Element(id="e2", role=Role.TEXT, name=log)
    return Snapshot(
        target=_TARGET, elements=(share, text), signature=f"{focused}{log}", stats=_STATS
    )


def _result(after: Snapshot) -> ActResult:
    action = Action(kind=ActionKind.CLICK, element_id="e1")
    before = _snap(False, "none")
    receipt = ActionReceipt(ok=True, action=action, mode=Mode.INPUT)
    return ActResult(receipt=receipt, element=before.elements[0], before=before, after=after)


def test_a_press_that_only_moved_the_focus_says_so() -> None:
    moved = _result(_snap(True, "none"))
    assert moved.changed and moved.focus_only
    assert act_lines(moved.receipt.action, moved)[0].endswith(
        "only the focus moved (nothing else changed on screen; its handler may have run"
        " unseen: check before pressing again)"
    )
    done = _result(_snap(True, "shared"))
    assert done.changed and not done.focus_only
    assert act_lines(done.receipt.action, done)[0].endswith(": changed")
    same = _result(_snap(False, "none"))
    assert not same.focus_only
    assert act_lines(same.receipt.action, same)[0].endswith(
        ": no visible change (the page may still have acted on it: check before pressing again)"
    )


def test_a_field_pressed_to_focus_it_changed_as_meant() -> None:
    field = Element(id="e1", role=Role.TEXTBOX, name="To")
    focused = Element(id="e1", role=Role.TEXTBOX, name="To", states=frozenset({State.FOCUSED}))
    before = Snapshot(target=_TARGET, elements=(field,), signature="a", stats=_STATS)
    after = Snapshot(target=_TARGET, elements=(focused,), signature="b", stats=_STATS)
    action = Action(kind=ActionKind.CLICK, element_id="e1")
    receipt = ActionReceipt(ok=True, action=action, mode=Mode.INPUT)
    result = ActResult(receipt=receipt, element=field, before=before, after=after)
    assert result.focus_only and act_lines(action, result)[0].endswith(": changed")


def test_keys_with_no_element_name_their_kind_once_and_move_the_focus_as_meant() -> None:
    before = _snap(False, "none")
    after = _snap(True, "none")
    action = Action(kind=ActionKind.KEY, keys="Tab")
    receipt = ActionReceipt(ok=True, action=action, mode=Mode.KEYBOARD)
    result = ActResult(receipt=receipt, element=None, before=before, after=after)
    assert result.focus_only
    assert act_lines(action, result)[0] == "key Tab via keyboard: changed"
    typed = Action(kind=ActionKind.TYPE, text="9876")
    receipt = ActionReceipt(ok=True, action=typed, mode=Mode.KEYBOARD)
    result = ActResult(receipt=receipt, element=None, before=before, after=after)
    assert act_lines(typed, result)[0] == "type '9876' via keyboard: changed"


def _text_result(kind: ActionKind, was: str, now: str, *, sig_after: str = "b") -> ActResult:
    """Text put in a field reading ``was``, which reads ``now`` after it."""
    field = Element(id="e1", role=Role.TEXTBOX, name="Amount", value=was)
    before = Snapshot(target=_TARGET, elements=(field,), signature="a", stats=_STATS)
    after = Snapshot(
        target=_TARGET,
        elements=(dataclasses.replace(field, value=now),),
        signature=sig_after,
        stats=_STATS,
    )
    action = Action(kind=kind, element_id="e1", text="x")
    receipt = ActionReceipt(ok=True, action=action, mode=Mode.KEYBOARD)
    return ActResult(receipt=receipt, element=field, before=before, after=after)


def _line(result: ActResult) -> str:
    return act_lines(result.receipt.action, result)[0]


def test_text_typed_into_a_field_says_what_the_field_reads_now() -> None:
    # The line's head shows the field as it was: "= 5000" read as the result.
    typed = _text_result(ActionKind.TYPE, "5000", "500012")
    assert _line(typed).endswith(": changed; it now reads '500012'")
    assert "now reads" not in _line(_text_result(ActionKind.TYPE, "5000", "5000", sig_after="a"))


def test_a_field_that_reads_other_text_changed_though_its_signature_did_not() -> None:
    # A time is masked in signatures: 08:00 -> 22:30 leaves the signature as it was.
    timed = _text_result(ActionKind.SET_VALUE, "08:00", "22:30", sig_after="a")
    assert _line(timed).endswith(": changed; it now reads '22:30'")
    lines = _text_result(ActionKind.TYPE, "", "Hi team,\nplease review.")
    assert _line(lines).endswith("it now reads 'Hi team,\\nplease review.'")


def test_a_press_that_brought_an_error_says_what_the_page_says_now() -> None:
    # "Make payment" with a bad card: the receipt names the new alert and the field the
    # page now marks invalid, so "changed" is not read as success.
    pay = Element(id="e1", role=Role.BUTTON, name="Make payment")
    card = Element(id="e2", role=Role.TEXTBOX, name="Card number", value="1234")
    old_alert = Element(id="e3", role=Role.ALERT, name="Session expires in 5 minutes")
    before = Snapshot(target=_TARGET, elements=(pay, card, old_alert), signature="a", stats=_STATS)
    bad = dataclasses.replace(
        card, states=frozenset({State.INVALID}), description="Enter a valid card number"
    )
    # A page's alert region has no name: its text inside says it.
    alert = Element(id="e4", role=Role.ALERT, name="")
    words = Element(
        id="e5", role=Role.TEXT, name="Payment failed: check the card details", parent="e4"
    )
    after = Snapshot(
        target=_TARGET, elements=(pay, bad, old_alert, alert, words), signature="b", stats=_STATS
    )
    action = Action(kind=ActionKind.CLICK, element_id="e1")
    receipt = ActionReceipt(ok=True, action=action, mode=Mode.AX)
    result = ActResult(receipt=receipt, element=pay, before=before, after=after)
    lines = act_lines(action, result)
    assert lines[0].endswith(": changed")
    assert '  the page now says: "Payment failed: check the card details"' in lines
    assert '  now invalid: textbox "Card number" (Enter a valid card number)' in lines
    assert not any("Session expires" in line for line in lines)


def test_a_key_that_changed_nothing_visible_says_the_page_may_have_acted() -> None:
    # A page's shortcut (R requests a ride) may act and show nothing.
    pay = Element(id="e1", role=Role.BUTTON, name="Request")
    snap = Snapshot(target=_TARGET, elements=(pay,), signature="a", stats=_STATS)
    action = Action(kind=ActionKind.KEY, keys="r")
    receipt = ActionReceipt(ok=True, action=action, mode=Mode.KEYBOARD)
    result = ActResult(receipt=receipt, element=None, before=snap, after=snap)
    line = act_lines(action, result)[0]
    assert line.endswith(
        "no visible change (the page may still have acted on it: check before pressing again)"
    ), line


def test_a_link_to_a_place_on_the_page_says_where_the_address_went() -> None:
    # An in-page link (href="#pricing") whose section is in view already moves only the
    # focus and the address: that is the press doing what it is for.
    before = dataclasses.replace(
        _snap(False, "none"), target=dataclasses.replace(_TARGET, url="http://shop.test/plans")
    )
    after = dataclasses.replace(
        _snap(True, "none"),
        target=dataclasses.replace(_TARGET, url="http://shop.test/plans#pricing"),
    )
    action = Action(kind=ActionKind.CLICK, element_id="e1")
    receipt = ActionReceipt(ok=True, action=action, mode=Mode.INPUT)
    moved = ActResult(receipt=receipt, element=before.elements[0], before=before, after=after)
    assert not moved.focus_only
    lines = act_lines(action, moved)
    assert lines[0].endswith(": changed"), lines
    assert "  the address is now http://shop.test/plans#pricing" in lines
