"""Folding of labels, the vocabulary, icon hints and the policy file's validation."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import unicodedata
from pathlib import Path
from typing import Any

import pytest

from handrail.actions import Action, ActionKind
from handrail.backends.browser.passes.looks.hints import icon_hints, words_of
from handrail.backends.fake import FakeApp, FakeBackend, FakeNode, form_app
from handrail.errors import UsageError
from handrail.geometry import Rect
from handrail.model import Element, TargetQuery
from handrail.safety import RiskPolicy, load_policy_file, parse_policy
from handrail.safety.folding import fold, skeleton_table
from handrail.safety.patterns import categories
from handrail.session import Session
from handrail.textformat import format_element
from handrail.vocab import Role, State

Q = TargetQuery(app="fake-form", backend="fake")


def test_the_skeleton_comes_from_the_unicode_confusables_data() -> None:
    table = skeleton_table()
    assert len(table) > 5000  # the whole of UTS #39, not a hand-made list
    assert table["\u0435"] == "e" and table["\u03bf"] == "o"  # Cyrillic е, Greek ο


@pytest.mark.parametrize(
    ("label", "risk"),
    [
        ("\u202edneS", "send"),  # shown as "Send" by the right-to-left override
        ("Pa\u034fy", "pay"),  # combining grapheme joiner
        ("De\u0301lete", "delete"),  # a combining accent
        ("S\u200de\u2060n\ufeffd", "send"),  # joiners and word joiners
        ("\U0001d5e6\U0001d5f2\U0001d5fb\U0001d5f1", "send"),  # mathematical sans-serif
        ("\u0405\u0435nd", "send"),  # Cyrillic Ѕ and е
        ("P\u0430y n\u043ew", "pay"),
        ("Ｄｅｌｅｔｅ", "delete"),
        ("D e l e t e", "delete"),
        ("_Send", "send"),
    ],
)
def test_disguised_labels_fold_to_the_word_they_show(label: str, risk: str) -> None:
    assert categories(fold(label))[:1] == [risk]


def test_every_format_character_and_combining_mark_is_folded_away() -> None:
    invisible = [
        chr(c)
        for c in range(0x110000)
        if unicodedata.category(chr(c)) in ("Cf", "Mn", "Me") and chr(c) not in "\u202d\u202e"
    ]
    assert len(invisible) > 2000
    for ch in invisible:
        assert categories(fold(f"De{ch}lete")) == ["delete"], hex(ord(ch))


@pytest.mark.parametrize(
    ("label", "risk"),
    [
        ("إرسال", "send"), ("Donate $50", "donate"), ("Factory reset", "reset"),
        ("Terminate instance", "destroy"), ("Drop table users", "destroy"),
        ("Revoke access", "revoke"), ("Wipe device", "delete"), ("Enviar", "send"),
        ("Pagar ahora", "pay"), ("Jetzt kaufen", "purchase"), ("Überweisen", "transfer"),
        ("Payer", "pay"), ("Supprimer", "delete"), ("送信", "send"), ("削除", "delete"),
        ("Отправить", "send"), ("Удалить", "delete"), ("Excluir", "delete"),
        ("Elimina", "delete"), ("Verwijderen", "delete"), ("Usuń", "delete"),
        ("Gönder", "send"), ("Sil", "delete"), ("پرداخت", "pay"), ("حذف", "delete"),
        ("支付", "pay"), ("转账", "transfer"), ("Xóa", "delete"), ("Gửi", "send"),
        ("Hapus", "delete"), ("Bayar sekarang", "pay"), ("삭제", "delete"), ("송금", "transfer"),
        ("Publicar", "publish"), ("Bestätigen", "confirm"), ("Подтвердить", "confirm"),
        ("Spenden", "donate"), ("寄付する", "donate"), ("تبرع", "donate"),
        ("שלח", "send"), ("ושלח הודעה", "send"), ("מחק", "delete"), ("מחיקה", "delete"),
        ("לתשלום", "pay"), ("שלם עכשיו", "pay"), ("קנה עכשיו", "purchase"),
        ("בצע הזמנה", "purchase"), ("פרסם", "publish"), ("הסר", "remove"),
        ("העבר כסף", "transfer"), ("תרום", "donate"), ("הגש בקשה", "submit"),
        ("ביטול מינוי", "cancel"), ("איפוס להגדרות היצרן", "reset"), ("אישור", "confirm"),
        ("אפשר גישה", "grant"), ("שנה סיסמה", "account"),
    ],
)  # fmt: skip
def test_the_vocabulary_speaks_the_languages_of_the_web(label: str, risk: str) -> None:
    assert risk in categories(fold(label))


@pytest.mark.parametrize(
    "label",
    ["Reset filters", "Đăng nhập", "Einstellungen", "Hilfe", "Mostrar más", "Показать ещё",
     "더 보기", "Suivant", "Weiter", "已发送", "Sent", "View details", "Zoom in",
     "נשלחו", "מחקר", "קנה מידה", "הסרט", "ביטול", "הגדרות", "העבר", "הצג עוד", "תשלומים",
     "עזרה"],
)  # fmt: skip
def test_harmless_labels_name_no_risk(label: str) -> None:
    assert categories(fold(label)) == []


def test_a_voided_envelope_is_called_off_and_a_voided_invoice_paid_back() -> None:
    # The risk the approval request names: an e-signature envelope voided is cancelled.
    assert categories(fold("Void envelope")) == ["cancel"]
    assert categories(fold("Void the contract")) == ["cancel"]
    assert categories(fold("Void invoice")) == ["pay"]


async def _assess(node: FakeNode, action: Action | None = None) -> str:
    app = form_app()
    app.window.children.append(node)
    policy = RiskPolicy()
    async with Session(FakeBackend([app])) as session:
        snap = await session.observe(Q)
        e = next(x for x in snap.elements if x.locator == node.locator)
        act = action or Action(kind=ActionKind.CLICK, element_id=e.id)
        return policy.assess(act, e, snap).verdict.value


@pytest.mark.parametrize("sign", list("$£€¥₹₩₽¢₫"))
def test_a_currency_sign_stays_a_sign(sign: str) -> None:
    # The skeleton makes the euro sign a letter (ꞓ), the yen sign a "y": a price would
    # read as a word, and a rule that looks for a sign before a number would miss it.
    assert fold(f"Pay {sign}20 now") == f"pay {sign}20 now"


def test_a_dash_stays_a_dash_and_a_disguised_letter_is_still_found() -> None:
    # The skeleton makes an em dash the katakana long-vowel mark, a letter.
    assert fold("Line 2 — Packaging HMI") == "line 2 — packaging hmi"
    assert fold("e\u2010mail") == "e-mail"  # a hyphen's look-alike is a hyphen
    assert fold("De\u2223ete") == "delete"  # a divides sign drawn as an l still reads so


@pytest.mark.parametrize("sign", ["$", "€", "¥"])
async def test_a_priced_restore_is_held_in_any_currency(sign: str) -> None:
    assert await _assess(FakeNode(role=Role.BUTTON, name="Restore domain")) == "allow"
    priced = FakeNode(role=Role.BUTTON, name=f"Restore domain ({sign}80 fee)")
    assert await _assess(priced) == "approve"


async def test_preview_is_safe_but_post_is_not() -> None:
    assert await _assess(FakeNode(role=Role.BUTTON, name="Preview post")) == "allow"
    assert await _assess(FakeNode(role=Role.BUTTON, name="Preview and post")) == "approve"
    assert await _assess(FakeNode(role=Role.BUTTON, name="Post")) == "approve"


async def test_an_unnamed_icon_is_judged_by_its_hint() -> None:
    assert await _assess(FakeNode(role=Role.BUTTON, hint="fa trash")) == "approve"
    assert await _assess(FakeNode(role=Role.BUTTON, hint="paper plane")) == "approve"
    assert await _assess(FakeNode(role=Role.BUTTON, hint="star")) == "allow"


async def test_an_unnamed_button_next_to_typed_text_needs_approval() -> None:
    # The fake form's message box holds text once typed; its window is the compose area.
    app = form_app()
    unnamed = FakeNode(role=Role.BUTTON, bounds=Rect(300, 300, 30, 30))
    app.window.children.append(unnamed)
    policy = RiskPolicy()
    async with Session(FakeBackend([app])) as session:
        snap = await session.observe(Q)
        e = next(x for x in snap.elements if x.locator == unnamed.locator)
        click = Action(kind=ActionKind.CLICK, element_id=e.id)
        assert policy.assess(click, e, snap).verdict.value == "allow"
        body = next(x for x in snap.elements if x.name == "Message" and x.role is Role.TEXTBOX)
        await session.act(Q, Action(kind=ActionKind.TYPE, element_id=body.id, text="hi"))
        snap = await session.observe(Q)
        e = next(x for x in snap.elements if x.locator == unnamed.locator)
        verdict = policy.assess(click, e, snap)
        assert verdict.verdict.value == "approve" and verdict.rule == "builtin:unnamed-commit"


def test_hints_show_in_the_text_format() -> None:
    e = Element(id="e12", role=Role.BUTTON, hint="trash")
    assert format_element(e) == "e12 button (icon: trash)"
    assert "icon" not in format_element(Element(id="e1", role=Role.BUTTON, name="Send", hint="x"))
    assert Element(id="e1", role=Role.BUTTON, hint="trash").to_json()["hint"] == "trash"


def test_icon_hints_from_a_dom_snapshot() -> None:
    strings = ["BUTTON", "I", "class", "fa fa-trash", "IMG", "src", "/img/send-24.png", "#text"]
    snap = {
        "strings": strings,
        "documents": [
            {
                "nodes": {
                    "backendNodeId": [10, 11, 12, 13],
                    "parentIndex": [-1, 0, -1, 2],
                    "nodeName": [0, 1, 0, 4],
                    "attributes": [[], [2, 3], [], [5, 6]],
                }
            }
        ],
    }
    assert icon_hints(snap, {10, 12}) == {10: "trash", 12: "send"}
    # A class that says only a state ("on") is no hint; beside what it is, it tells it.
    strings = ["DIV", "class", "on", "toggle on"]
    nodes = {"backendNodeId": [20, 21], "parentIndex": [-1, -1], "nodeName": [0, 0]}
    state = {
        "strings": strings,
        "documents": [{"nodes": {**nodes, "attributes": [[1, 2], [1, 3]]}}],
    }
    assert icon_hints(state, {20, 21}) == {21: "toggle on"}
    assert words_of("iconSendMessage btn-primary") == ["send", "message"]
    # Classes a build tool made up say nothing; a word with a number after it does.
    assert words_of("x1q css-1s2u09g trash2") == ["trash2"]
    # Shorthands without a vowel say nothing, but for a few that name what a control does.
    assert words_of("sw bt tw-caret btn-fwd rss") == ["caret", "fwd", "rss"]
    # A class's two-letter shorthands say nothing of what a control does; a title's short
    # words stay ("Mark as spam").
    assert words_of("switch on ib is-open", names=True) == ["switch", "on", "open"]
    assert words_of("Mark as spam") == ["mark", "as", "spam"]
    # An id a page numbered between two words names both (a DNS record's delete icon).
    assert words_of("rec1del", names=True) == ["rec", "del"]
    assert words_of("row12-delete", names=True) == ["row12", "delete"]


async def test_an_icon_named_by_a_numbered_id_is_judged_by_its_words() -> None:
    hint = " ".join(words_of("rec1del", names=True))
    node = FakeNode(role=Role.GENERIC, hint=hint, states={State.CLICKABLE})
    assert await _assess(node) == "approve"


def test_icon_hints_from_data_attributes() -> None:
    # A handler's own mark names what the click does by its name (its value says which
    # record); an action attribute and a test id by their values; where-and-which
    # attributes (data-id, data-row) say nothing.
    strings = ["SPAN", "data-remind", "ENV-4471", "data-id", "7", "data-act", "edit-user"]
    strings += ["data-testid", "row-delete-btn", "data-row", "3", "class", "cb checked"]
    snap = _four_nodes(strings, [[1, 2, 3, 4], [5, 6], [7, 8, 9, 10], [11, 12]])
    assert icon_hints(snap, {10, 11, 12, 13}) == {
        10: "remind",
        11: "edit user",
        12: "row delete",
        13: "checkbox checked",
    }


def test_icon_hints_from_the_images_css_draws() -> None:
    strings = ["BUTTON", "none", 'url("http://h/i/trash-can.svg")', "url(/i/send.svg)"]
    strings += ["linear-gradient(red, blue)", "class", "x1q"]
    snap = _four_nodes(strings, [[5, 6], [], [], []])
    # cursor, overflow-x, overflow-y, background-image, mask-image
    snap["documents"][0]["layout"] = {
        "nodeIndex": [0, 1, 2, 3],
        "styles": [[1, 1, 1, 2, 1], [1, 1, 1, 1, 3], [1, 1, 1, 4, 1], [1, 1, 1, 1, 1]],
    }
    assert icon_hints(snap, {10, 11, 12, 13}) == {10: "trash can", 11: "send"}


def _four_nodes(strings: list[str], attributes: list[list[int]]) -> dict[str, Any]:
    """A snapshot of four sibling elements (backend ids 10 to 13) of the first string's tag."""
    nodes = {
        "backendNodeId": [10, 11, 12, 13],
        "parentIndex": [-1, -1, -1, -1],
        "nodeName": [0, 0, 0, 0],
        "attributes": attributes,
    }
    return {"strings": strings, "documents": [{"nodes": nodes}]}


# -- the policy file ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rule", "message"),
    [
        ({"match": "", "verdict": "allow"}, "empty"),
        ({"match": "   ", "verdict": "allow"}, "empty"),
        ({"match": ".*", "verdict": "allow"}, "every label"),
        ({"match": "x?", "verdict": "allow"}, "every label"),
        ({"match": ".", "verdict": "allow"}, "every label"),
        ({"match": 1, "verdict": "allow"}, "must be a string"),
        ({"match": ["send"], "verdict": "allow"}, "must be a string"),
        ({"match": "send", "verdict": True}, "verdict must be a string"),
        ({"match": "send", "verdict": "allow", "role": "button"}, r"unknown key.*role"),
        ({"match": "send", "verdict": "allow", "roles": ["buton"]}, "unknown roles 'buton'"),
        ({"match": "send", "verdict": "allow", "actions": [1]}, "actions must be"),
        ({"match": "send", "verdict": "allow", "risk": 3}, "risk must be"),
    ],
)
def test_policy_rules_that_would_turn_the_gate_off_are_refused(
    rule: dict[str, object], message: str
) -> None:
    with pytest.raises(UsageError, match=message):
        parse_policy({"rules": [rule]})


def test_policy_app_tables_are_checked() -> None:
    with pytest.raises(UsageError, match="empty application name"):
        parse_policy({"apps": {"": {"verdict": "allow"}}})
    with pytest.raises(UsageError, match=r"unknown key.*verdit"):
        parse_policy({"apps": {"bank": {"verdit": "deny", "verdict": "deny"}}})
    with pytest.raises(UsageError, match="array of tables"):
        parse_policy({"rules": {"match": "x"}})


def test_policy_files_that_are_not_text_or_not_files(tmp_path: Path) -> None:
    bad = tmp_path / "latin1.toml"
    bad.write_bytes(b'[[rules]]\nmatch = "l\xf6schen"\nverdict = "approve"\n')
    with pytest.raises(UsageError, match="not UTF-8"):
        load_policy_file(bad)
    with pytest.raises(UsageError, match="not a regular file"):
        load_policy_file(tmp_path)
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    done = threading.Event()

    def load() -> None:
        with pytest.raises(UsageError, match="not a regular file"):
            load_policy_file(fifo)
        done.set()

    worker = threading.Thread(target=load, daemon=True)
    worker.start()
    worker.join(10)
    assert done.is_set(), "reading a named pipe as the policy file hung"


async def test_an_allow_names_the_rule_it_came_from(tmp_path: Path) -> None:
    path = tmp_path / "policy.toml"
    path.write_text('[[rules]]\nmatch = "^send$"\nverdict = "allow"\n', encoding="utf-8")
    policy = RiskPolicy(load_policy_file(path))
    app = form_app()
    async with Session(FakeBackend([app])) as session:
        snap = await session.observe(Q)
        send = next(e for e in snap.elements if e.name == "Send")
        got = policy.assess(Action(kind=ActionKind.CLICK, element_id=send.id), send, snap)
    assert got.verdict.value == "allow" and got.rule == "file:rules[1]"
    assert str(path) in got.reason and "'^send$'" in got.reason and "builtin:send" in got.reason


def _hr(tmp: Path, policy: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HANDRAIL_")}
    env.update(HANDRAIL_STATE_DIR=str(tmp / "state"), HANDRAIL_POLICY=str(policy))
    return subprocess.run(
        [sys.executable, "-m", "handrail.cli.main", *args, "--backend", "fake", "--app", "form"],
        capture_output=True,
        text=True,
        env=env,
        stdin=subprocess.DEVNULL,
        timeout=60,
    )


def test_cli_prints_which_rule_allowed_and_refuses_a_catch_all(tmp_path: Path) -> None:
    policy = tmp_path / "policy.toml"
    policy.write_text('[[rules]]\nmatch = "^send$"\nverdict = "allow"\n', encoding="utf-8")
    snap = _hr(tmp_path, policy, "observe", "--format", "json")
    send = next(e["id"] for e in json.loads(snap.stdout)["elements"] if e["name"] == "Send")
    ok = _hr(tmp_path, policy, "act", "click", send)
    assert ok.returncode == 0, ok.stderr
    assert f"allowed by {policy} rules[1] (match '^send$')" in ok.stdout
    policy.write_text('[[rules]]\nmatch = ""\nverdict = "allow"\n', encoding="utf-8")
    refused = _hr(tmp_path, policy, "act", "click", send)
    assert refused.returncode == 2 and refused.stderr.startswith("handrail: ")
    assert "empty" in refused.stderr and len(refused.stderr.strip().splitlines()) == 1


async def test_a_symbol_button_is_hinted_by_its_data_action_and_judged_by_the_hint() -> None:
    strings = ["BUTTON", "data-action", "delete", "class", "btn btn-del"]
    snap = {
        "strings": strings,
        "documents": [
            {
                "nodes": {
                    "backendNodeId": [10, 11],
                    "parentIndex": [-1, -1],
                    "nodeName": [0, 0],
                    "attributes": [[1, 2], [3, 4]],
                }
            }
        ],
    }
    hints = icon_hints(snap, {10, 11})
    assert hints[10] == "delete" and "del" in hints[11].split()
    for hint in (hints[10], hints[11]):
        node = FakeNode(role=Role.BUTTON, name="×", hint=hint, bounds=Rect(400, 300, 30, 30))
        assert await _assess(node) == "approve", hint


async def test_enter_in_a_message_box_is_judged_by_the_sender_nearest_it() -> None:
    # A portal: an appointment row's ✕ above the message box, its Send icon under it.
    # Ctrl+Enter was held as "may cancel: clickable ✕ would cancel visit".
    clickable = {State.CLICKABLE}
    cancel = FakeNode(
        role=Role.GENERIC, name="✕", hint="cancel visit", states=set(clickable),
        bounds=Rect(600, 420, 20, 20),
    )  # fmt: skip
    body = FakeNode(
        role=Role.TEXTBOX, name="Message", value="Hello doctor",
        states={State.EDITABLE, State.FOCUSABLE, State.MULTILINE}, bounds=Rect(20, 600, 600, 90),
    )  # fmt: skip
    send = FakeNode(
        role=Role.IMAGE, name="Send message", states=set(clickable), bounds=Rect(20, 700, 24, 24)
    )
    window = FakeNode(
        role=Role.WINDOW, name="MyHealth Portal", bounds=Rect(0, 0, 1280, 900),
        children=[cancel, body, send],
    )  # fmt: skip
    app = FakeApp(name="portal", pid=4301, window=window)
    async with Session(FakeBackend([app])) as session:
        snap = await session.observe(TargetQuery(app="portal", backend="fake"))
        field = next(x for x in snap.elements if x.name == "Message")
        key = Action(kind=ActionKind.KEY, keys="Control+Enter", element_id=field.id)
        found = RiskPolicy().assess(key, field, snap)
    assert found.verdict.value == "approve", found
    assert "Send message" in found.reason and "cancel" not in found.reason, found.reason
