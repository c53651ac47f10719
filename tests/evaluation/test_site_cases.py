"""The shipped browser cases: they parse, name pages the site has, and cover the table."""

from __future__ import annotations

from collections import Counter

from handrail.evaluation.cases import load_cases
from handrail.evaluation.site.app import PAGES, STATES

FORMS = {"form", "list", "detail", "dialog", "chart", "table", "tabs", "tree", "wizard", "chat"}
OPERATIONS = {
    "type", "select", "check", "toggle", "submit", "undo", "navigate", "search", "sort",
    "filter", "dialog", "scroll-find", "read", "copy-paste", "upload", "date", "wizard",
    "reorder", "delete", "send",
}  # fmt: skip


def web_cases() -> list:
    return [c for c in load_cases() if c.target.page is not None]


def test_every_browser_case_names_a_page_of_the_site() -> None:
    cases = web_cases()
    assert cases
    for case in cases:
        page = case.target.page.lstrip("/").split("?")[0]
        assert (PAGES / page).is_file(), case.id
        assert case.state in STATES
        assert case.plan, case.id
        assert all(step.target is not None or step.do in ("key", "wait") for step in case.plan)


def test_the_browser_cases_cover_every_form_operation_and_state() -> None:
    cases = web_cases()
    assert {c.form for c in cases} == FORMS
    assert {c.operation for c in cases} == OPERATIONS
    assert {c.state for c in cases} == set(STATES)
    # Irreversible steps are handed to a person in every state; a gone target or service too.
    for case in cases:
        if case.operation in ("delete", "send") or case.state in ("missing", "unavailable"):
            assert case.expected == "handoff", case.id


def test_the_whole_table_has_at_least_200_runs() -> None:
    assert len(load_cases()) >= 200
    per_form = Counter(c.form for c in web_cases())
    assert min(per_form.values()) >= 18, per_form
