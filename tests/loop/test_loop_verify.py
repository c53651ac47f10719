"""Verification layers, text normalization, success checks, DECIDE's order, stats, prompt."""

from __future__ import annotations

import io
import json
from dataclasses import replace
from pathlib import Path

import pytest
from PIL import Image

from handrail.actions import Action, ActionKind
from handrail.errors import UsageError
from handrail.geometry import Rect
from handrail.loop.criteria import load_criteria, parse_check
from handrail.loop.decide import Decider, Ending, Limits, RoundFacts
from handrail.loop.prompt import PromptInput, build_prompt
from handrail.loop.runlog import RunRecord
from handrail.loop.stats import percentile, run_stats
from handrail.loop.textnorm import normalize_text, same_text, text_contains
from handrail.loop.verify import Tolerances, pixel_diff, verify_action
from handrail.model import Element, Environment, Snapshot, SnapshotStats, Target
from handrail.safety.secrets import SecretVault
from handrail.signature import signature
from handrail.vocab import Role, State

TARGET = Target(backend="fake", key="k", app="app")


def snap(*elements: Element, screen: tuple[int, int] = (1280, 800)) -> Snapshot:
    return Snapshot(
        target=TARGET,
        elements=elements,
        signature=signature(elements),
        stats=SnapshotStats(
            elements=len(elements), total=len(elements), truncated=False, elapsed_ms=0
        ),
        environment=Environment(screen_w=screen[0], screen_h=screen[1]),
    )


BUTTON = Element(id="e1", role=Role.BUTTON, name="OK", bounds=Rect(100, 100, 80, 30))
FIELD = Element(
    id="e2",
    role=Role.TEXTBOX,
    name="Name",
    value="",
    states=frozenset({State.EDITABLE}),
    bounds=Rect(100, 200, 200, 30),
)
LABEL = Element(id="e3", role=Role.TEXT, name="Ready", bounds=Rect(100, 300, 200, 20))


# ---- text normalization ---------------------------------------------------------------


def test_width_folding_dashes_whitespace_punctuation() -> None:
    assert normalize_text("ＡＢＣ　１２３") == "abc 123"  # full-width letters, digits, space
    assert normalize_text("−5") == "-5"  # minus sign, and a sign is not punctuation
    assert normalize_text("(50%)") == "50%"
    assert normalize_text("  Hello,\n  world! ") == "hello world"
    assert normalize_text("8.5") != normalize_text("85")  # inner punctuation kept
    assert normalize_text("=") == "="  # a token of punctuation only is content
    assert same_text("“Send”", '"send"')
    assert not same_text("Send", "send", casefold=False)
    assert text_contains("Sent to Bob.", "sent to bob")


# ---- verification layers -------------------------------------------------------------


def test_click_that_changed_the_screen_verifies() -> None:
    before = snap(BUTTON, LABEL)
    after = snap(BUTTON, replace(LABEL, name="Done"))
    v = verify_action(Action(kind=ActionKind.CLICK, element_id="e1"), before, after)
    assert v.ok and v.changed and v.vector() == (1.0, 1.0, 1.0) and v.score == 1.0


def test_click_that_changed_nothing_fails_semantics() -> None:
    before = snap(BUTTON, LABEL)
    v = verify_action(Action(kind=ActionKind.CLICK, element_id="e1"), before, before)
    assert v.failed_layer == "semantics" and v.score == 0.0 and "nothing changed" in v.details


def test_element_that_vanished_without_change_fails_structure_and_short_circuits() -> None:
    before = snap(BUTTON, LABEL)
    after = replace(before, elements=(LABEL,))  # same signature: nothing else changed
    v = verify_action(Action(kind=ActionKind.CLICK, element_id="e1"), before, after)
    assert v.failed_layer == "structure" and v.geometry is None and v.semantics is None


def test_a_button_that_closes_its_dialog_is_fine() -> None:
    before = snap(BUTTON, LABEL)
    after = snap(LABEL)
    v = verify_action(Action(kind=ActionKind.CLICK, element_id="e1"), before, after)
    assert v.ok and v.structure == 1.0


def test_geometry_tolerance_is_relative_to_the_short_side() -> None:
    before = snap(BUTTON, LABEL)
    moved = replace(BUTTON, bounds=Rect(130, 100, 80, 30))  # 30 px
    after = snap(moved, replace(LABEL, name="x"))
    act = Action(kind=ActionKind.CLICK, element_id="e1")
    assert verify_action(act, before, after).geometry == 1.0  # 5% of 800 = 40 px
    strict = verify_action(act, before, after, tolerances=Tolerances(geometry=0.01))
    assert strict.geometry is not None and strict.geometry < 1.0  # 8 px allowed
    far = snap(replace(BUTTON, bounds=Rect(600, 100, 80, 30)), replace(LABEL, name="x"))
    jumped = verify_action(act, before, far)
    assert jumped.failed_layer == "geometry" and jumped.semantics is None


def test_a_scroll_at_an_element_moves_it_and_that_is_its_effect() -> None:
    item = Element(id="e4", role=Role.LISTITEM, name="Item 9", bounds=Rect(100, 700, 200, 20))
    before = snap(item, LABEL)
    after = snap(replace(item, bounds=Rect(100, 200, 200, 20)), LABEL)
    v = verify_action(Action(kind=ActionKind.SCROLL, element_id="e4", dy=5), before, after)
    assert v.ok and v.geometry == 1.0 and v.semantics == 1.0, v


def test_typed_text_must_be_in_that_field() -> None:
    other = replace(LABEL, name="hello")  # the text shows elsewhere, not in the field
    before = snap(FIELD, LABEL)
    act = Action(kind=ActionKind.TYPE, element_id="e2", text="hello")
    wrong = verify_action(act, before, snap(FIELD, other))
    assert wrong.text_in_field is False and wrong.failed_layer == "semantics"
    right = verify_action(act, before, snap(replace(FIELD, value="hello"), LABEL))
    assert right.text_in_field is True and right.ok


def test_typing_into_a_field_that_is_not_editable_fails_structure() -> None:
    ro = replace(FIELD, states=frozenset({State.READONLY}))
    v = verify_action(Action(kind=ActionKind.TYPE, element_id="e2", text="x"), snap(ro), snap(ro))
    assert v.failed_layer == "structure"


def _png(color: str, box: tuple[int, int, int, int] | None = None) -> bytes:
    img = Image.new("RGB", (200, 100), "white")
    if box:
        img.paste(color, box)
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    return buf.getvalue()


def test_pixel_diff_is_a_fraction() -> None:
    assert pixel_diff(_png("white"), _png("white")) == 0.0
    half = pixel_diff(_png("white"), _png("black", (0, 0, 100, 100)))
    assert half is not None and 0.45 < half < 0.55
    assert pixel_diff(b"not a png", _png("white")) is None


# ---- success checks ------------------------------------------------------------------


def test_parse_checks() -> None:
    c = parse_check('textbox "Display" = "8"')
    assert (c.role, c.name, c.value) == (Role.TEXTBOX, "Display", "8")
    assert parse_check('text ~ "Sent to bob"').contains == "Sent to bob"
    assert parse_check('button "Send" [disabled]').states == {State.DISABLED}
    assert parse_check('!dialog "Error"').absent
    assert parse_check('textbox = "5"').name is None
    assert parse_check('button "say \\"hi\\""').name == 'say "hi"'
    for bad in ("what?", 'nosuchrole "x"', 'button "x" [nosuchstate]'):
        with pytest.raises(UsageError):
            parse_check(bad)


def test_criteria_evaluate_with_evidence(tmp_path: Path) -> None:
    screen = snap(BUTTON, replace(FIELD, value="８"), LABEL)  # full-width eight
    crit = load_criteria(['textbox "Name" = "8"', '!dialog "Error"'])
    assert crit is not None
    result = crit.evaluate(screen)
    assert result.met and result.score == 1.0
    assert result.results[0].evidence == ["e2 textbox Name = ８"]
    checks = tmp_path / "checks.json"
    checks.write_text(json.dumps([{"role": "text", "contains": "read"}, {"name": "Cancel"}]))
    from_file = load_criteria([str(checks)])
    assert from_file is not None
    half = from_file.evaluate(screen)
    assert not half.met and half.score == 0.5


# ---- DECIDE's order ------------------------------------------------------------------


def test_decide_checks_in_the_design_order() -> None:
    everything = RoundFacts(
        plan_status="finished",
        criteria_given=True,
        criteria_met=True,
        stop_reason="stop",
        held={"error": "needs approval"},
        steps_used=99,
    )
    d = Decider(Limits(max_steps=5))
    assert d.decide(everything).ending is Ending.FINISHED
    assert d.decide(replace(everything, plan_status="blocked")).ending is Ending.BLOCKED
    rest = replace(everything, plan_status="continue")
    assert d.decide(rest).reason == "the success criteria hold"
    assert d.decide(replace(rest, criteria_met=False)).ending is Ending.STOPPED
    no_stop = replace(rest, criteria_met=False, stop_reason=None)
    assert d.decide(no_stop).ending is Ending.HANDOFF
    assert d.decide(replace(no_stop, held=None, changed=True)).ending is Ending.MAX_STEPS


def test_a_claim_of_success_is_decided_by_the_checks() -> None:
    d = Decider(Limits(no_progress_rounds=2))
    claim = RoundFacts(plan_status="finished", plan_summary="5 shown", criteria_given=True)
    # The checks fail: the run goes on, and the claim counts as a round without progress.
    assert d.decide(claim).ending is None
    assert d.decide(claim).ending is Ending.NO_PROGRESS
    held = d.decide(replace(claim, criteria_met=True))
    assert held.ending is Ending.FINISHED and held.evidence["verified"] is True
    # Without checks the planner's word is all there is, and the ending says so.
    alone = Decider().decide(replace(claim, criteria_given=False))
    assert alone.ending is Ending.UNVERIFIED and alone.ending.value == "finished (unverified)"
    assert alone.ending.exit_code == 0 and alone.evidence == {"verified": False}


def test_wait_rounds_are_neither_progress_nor_stalls() -> None:
    d = Decider(Limits(no_progress_rounds=2))
    wait = RoundFacts(actions=({"kind": "wait", "seconds": 1.0},), waited=True)
    for _ in range(5):
        assert d.decide(wait).ending is None
    still = RoundFacts(actions=({"kind": "key", "keys": "F5"},))
    assert d.decide(still).ending is None
    assert (
        d.decide(replace(still, actions=({"kind": "key", "keys": "F6"},))).ending
        is Ending.NO_PROGRESS
    )


# ---- stats ---------------------------------------------------------------------------


def test_percentiles_and_stats() -> None:
    assert percentile([], 50) is None
    assert percentile([1, 2, 3, 4], 50) == 2.5
    assert percentile([10], 95) == 10
    act = {"receipt": {"mode": "input"}, "fallback": True, "coordinate": False}
    runs = [
        RunRecord(
            path=Path("a"),
            header={"status": "finished", "usage": {"cost_usd": 0.01}},
            rounds=({"duration_ms": 100, "planner_ms": 80, "actions": [act]},),
        ),
        RunRecord(
            path=Path("b"),
            header={"status": "handoff"},
            rounds=({"duration_ms": 50, "planner_ms": 0, "actions": []},) * 3,
        ),
        RunRecord(path=Path("c"), header={"status": "dry_run"}, rounds=({"duration_ms": 1},)),
    ]
    s = run_stats(runs)
    assert s["runs"] == 3 and s["success_rate"] == 0.5 and s["handoff_rate"] == 0.5
    assert s["fallback_rate"] == 1.0 and s["rounds"]["max"] == 3
    assert s["cost_usd"] == 0.01 and s["overhead_ms"]["p50"] == 50.0


# ---- prompt --------------------------------------------------------------------------


def test_a_truncated_screen_is_explained_to_the_planner_in_plan_terms() -> None:
    screen = snap(FIELD, LABEL)
    cut = replace(screen, stats=replace(screen.stats, truncated=True, total=900))
    p = build_prompt(PromptInput(instruction="type hello", snapshot=cut))
    note = next(line for line in p.user.splitlines() if line.startswith("# truncated"))
    assert "of 900 shown" in note and "scroll" in note
    # Nothing a command line or a tool call would take: a plan cannot raise a cap.
    assert "--" not in p.user and "max_elements" not in p.user


def test_prompt_redacts_secret_values_and_names_placeholders() -> None:
    vault = SecretVault({"PIN": "4242-secret"})
    screen = snap(replace(FIELD, value="4242-secret"), LABEL)
    p = build_prompt(
        PromptInput(instruction="type {{PIN}}", snapshot=screen, steps_left=3, budget_left_usd=0.5),
        vault=vault,
    )
    assert "4242-secret" not in p.system + p.user
    assert "textbox Name = {{PIN}}" in p.user and "{{PIN}}" in p.system
    assert "steps left: 3" in p.user and "budget left: $0.5000" in p.user
    assert p.user.count(p.nonce) == 2
