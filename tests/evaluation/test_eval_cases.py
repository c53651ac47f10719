from pathlib import Path

import pytest

from handrail.errors import UsageError
from handrail.evaluation.cases import (
    FORMS,
    STATES,
    expected_outcome,
    load_case_file,
    load_cases,
    parse_filter,
)

GOOD = """
form = "chat"
target = { page = "/chat/inbox.html" }
states = ["none", "popup", "missing", "unavailable"]
budget = { rounds = 8, seconds = 60 }

[[case]]
operation = "search"
instruction = "Search the inbox for messages about the invoice"
expect = ['listitem "Invoice for March"']
plan = [
  { do = "type", target = { role = "searchbox", name = "Search mail" }, text = "invoice" },
  { do = "key", keys = "Return" },
]

[[case]]
operation = "search"
instruction = "Search again"
states = ["none"]
budget = { rounds = 3 }
expect = ['text "2 results"']
outcomes = { none = "handoff" }
plan = [{ do = "click", target = { role = "button", name = "Go", nth = 2, name_contains = true } }]

[[case]]
operation = "send"
instruction = "Send the draft"
plan = [{ do = "click", target = { role = "button", name = "Send" } }]
"""


def write(tmp_path: Path, text: str, name: str = "chat.toml") -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def test_a_file_expands_into_cases_per_state_with_ids_and_right_outcomes(tmp_path: Path) -> None:
    cases = load_case_file(write(tmp_path, GOOD))
    ids = [c.id for c in cases]
    assert ids[:4] == [
        "chat/search/none",
        "chat/search/popup",
        "chat/search/missing",
        "chat/search/unavailable",
    ]
    assert "chat/search-2/none" in ids and "chat/send/unavailable" in ids
    by_id = {c.id: c for c in cases}
    assert by_id["chat/search/none"].expected == "finished"
    assert by_id["chat/search/popup"].expected == "finished"
    assert by_id["chat/search/missing"].expected == "handoff"
    assert by_id["chat/search/unavailable"].expected == "handoff"
    assert by_id["chat/search-2/none"].expected == "handoff"  # the case's own outcomes win
    assert all(by_id[f"chat/send/{s}"].expected == "handoff" for s in ("none", "popup"))
    second = by_id["chat/search-2/none"]
    assert second.budget.rounds == 3 and second.budget.seconds == 60
    ref = second.plan[0].target
    assert ref is not None and ref.nth == 2 and ref.name_contains
    assert by_id["chat/search/none"].plan[1].keys == "Return"


def test_expected_outcome_defaults() -> None:
    assert expected_outcome("type", "loading", "finished", {}) == "finished"
    assert expected_outcome("type", "overlong", "finished", {}) == "finished"
    assert expected_outcome("type", "missing", "finished", {}) == "handoff"
    assert expected_outcome("type", "unavailable", "finished", {"unavailable": "finished"}) == (
        "finished"
    )
    assert expected_outcome("delete", "none", "finished", {}) == "handoff"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            ('states = ["none", "popup", "missing", "unavailable"]', 'states = ["slow"]'),
            "chat.toml: unknown state 'slow'",
        ),
        (
            ('operation = "send"', 'operation = "fly"'),
            "chat.toml: case 3 (fly): operation: unknown operation 'fly'",
        ),
        (('form = "chat"', 'form = "page"'), "chat.toml: form: unknown form 'page'"),
        (
            ('{ do = "key", keys = "Return" }', '{ do = "key" }'),
            "chat.toml: case 1 (search): plan step 2 (key) needs 'keys'",
        ),
        (
            ('{ do = "key", keys = "Return" }', '{ do = "jump" }'),
            "chat.toml: case 1 (search): plan step 2.do: unknown verb 'jump'",
        ),
        (
            ("expect = ['text \"2 results\"']", "expect = ['text \"2 results']"),
            "chat.toml: case 2 (search): expect:",
        ),
        (
            ('outcomes = { none = "handoff" }', 'outcomes = { none = "maybe" }'),
            "chat.toml: case 2 (search): outcomes.none: unknown outcome 'maybe'",
        ),
        (
            ("budget = { rounds = 3 }", "budget = { rounds = 0 }"),
            "chat.toml: case 2 (search): budget.rounds must be",
        ),
        (
            ('instruction = "Send the draft"', 'instruction = "Send"\ncolour = 1'),
            "chat.toml: case 3 (send): unknown key 'colour' in the case",
        ),
        (
            ('target = { page = "/chat/inbox.html" }', 'target = { app = "excel" }'),
            "chat.toml: target.app: unknown application 'excel'",
        ),
        (
            ('name = "Go", nth = 2', 'name = "Go", nth = 0'),
            "chat.toml: case 2 (search): plan step 1.target.nth must be",
        ),
        (
            ("expect = ['listitem \"Invoice for March\"']\n", ""),
            "chat.toml: case 1 (search): 'expect' is empty: a finished case needs success checks",
        ),
    ],
)
def test_bad_files_are_one_line_naming_file_case_and_key(
    tmp_path: Path, change: tuple[str, str], message: str
) -> None:
    old, new = change
    assert old in GOOD
    path = write(tmp_path, GOOD.replace(old, new, 1))
    with pytest.raises(UsageError) as err:
        load_case_file(path, label="chat.toml")
    assert str(err.value.message).startswith(message), err.value.message
    assert "\n" not in err.value.message


def test_bad_toml_and_missing_files(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match=r"bad\.toml: not valid TOML"):
        load_case_file(write(tmp_path, "form = ", "bad.toml"))
    with pytest.raises(UsageError, match="no such case file"):
        load_cases([tmp_path / "nope.toml"])
    with pytest.raises(UsageError, match=r"no \[\[case\]\] tables"):
        load_case_file(write(tmp_path, 'form = "chat"\ntarget = { page = "/a" }\n', "e.toml"))


def test_duplicate_ids_across_files_are_refused(tmp_path: Path) -> None:
    a = tmp_path / "a"
    a.mkdir()
    write(a, GOOD)
    b = tmp_path / "b"
    b.mkdir()
    write(b, GOOD)
    with pytest.raises(UsageError, match="is also in"):
        load_cases([a, b])


def test_filters() -> None:
    keep = parse_filter("form=chat|tabs,state=popup")
    assert keep.forms == {"chat", "tabs"} and keep.states == {"popup"} and not keep.operations
    with pytest.raises(UsageError, match="unknown state 'slow'"):
        parse_filter("state=slow")
    with pytest.raises(UsageError, match="KEY=VALUE"):
        parse_filter("colour=red")


def test_the_shipped_cases_parse_and_name_known_forms_and_states() -> None:
    cases = load_cases()
    assert cases
    assert {c.form for c in cases} <= set(FORMS)
    assert {c.state for c in cases} <= set(STATES)
    assert len({c.id for c in cases}) == len(cases)
