"""The reference planner in the real loop, above the backend boundary (the fake backend).

The real pages and applications are exercised by the suite's own runs
(``test_eval_cli.py``); here each decision of the planner is pinned down on screens
whose content the test controls.
"""

from pathlib import Path

from handrail.backends.fake import FakeBackend
from handrail.config import Settings
from handrail.evaluation.cases import Ref, Step
from handrail.evaluation.reference import ReferencePlanner
from handrail.evaluation.screen import parse_screen
from handrail.loop import Ending, RunConfig, Runner, load_criteria
from handrail.loop.prompt import PromptInput, build_prompt
from handrail.model import TargetQuery
from handrail.planners.base import PlanRequest
from handrail.safety.approvals import DenyApprover
from handrail.safety.wiring import default_gate
from handrail.session import Session


def click(name: str, role: str = "button") -> Step:
    return Step(do="click", target=Ref(role=role, name=name))


def session(tmp_path: Path) -> Session:
    settings = Settings(state_dir=tmp_path / "state")
    gate = default_gate(settings, "loop", approver=DenyApprover())
    return Session(FakeBackend(), settings=settings, gate=gate)


async def run(tmp_path: Path, steps: list[Step], app: str, checks: list[str]) -> tuple:
    planner = ReferencePlanner(steps)
    cfg = RunConfig(
        instruction="do it",
        criteria=load_criteria(checks),
        screenshots=False,
        log_dir=tmp_path / "runs",
        max_steps=10,
    )
    async with session(tmp_path) as s:
        result = await Runner(s, TargetQuery(app=app), planner, cfg).run()
    return result, planner


async def test_a_plan_of_references_finishes_through_the_loops_checks(tmp_path: Path) -> None:
    steps = [click("2"), click("+"), click("3"), click("=")]
    result, planner = await run(tmp_path, steps, "calc", ['textbox "Display" = "5"'])
    assert result.status is Ending.FINISHED, result.reason
    # The checks held after the fourth round: the loop ended it, not the planner.
    assert result.rounds == 4 and planner.index == 3


async def test_a_missing_target_ends_blocked_saying_a_person_is_needed(tmp_path: Path) -> None:
    result, _ = await run(tmp_path, [click("2"), click("sin")], "calc", ['textbox "Display" = "1"'])
    assert result.rounds == 3  # the click, one more look, then blocked
    assert result.status is Ending.BLOCKED
    assert 'button "sin" is not on the screen' in result.reason
    assert "a person is needed" in result.reason


async def test_an_irreversible_step_is_held_by_the_gate(tmp_path: Path) -> None:
    steps = [Step(do="type", target=Ref(role="textbox", name="To"), text="bob"), click("Send")]
    result, _ = await run(tmp_path, steps, "form", ['text "Sent"'])
    assert result.status is Ending.HANDOFF, result.reason


async def screen_of(tmp_path: Path, app: str) -> str:
    async with session(tmp_path) as s:
        snap = await s.observe(await s.resolve(TargetQuery(app=app)))
    return build_prompt(PromptInput(instruction="x", snapshot=snap)).user


async def test_the_screen_is_read_from_the_prompt_as_a_model_reads_it(tmp_path: Path) -> None:
    screen = parse_screen(await screen_of(tmp_path, "form"))
    [send] = screen.matches("button", "Send")
    assert send.id.startswith("e") and not send.offscreen
    assert screen.matches("checkbox", "subscribe")  # names compare normalized
    assert screen.matches("button", "Delete", contains=True)
    assert screen.last_outcome is None


def prompt(lines: str, last: str = "") -> PlanRequest:
    user = "\n".join(
        [
            "Instruction (from the user):",
            "x",
            "",
            "Last rounds:" if last else "Last rounds: none yet.",
            *([last] if last else []),
            "",
            "<<<SCREEN abc",
            lines,
            "SCREEN abc>>>",
        ]
    )
    return PlanRequest(system="", user=user)


async def test_a_popup_over_the_target_is_dismissed_then_the_step_runs() -> None:
    planner = ReferencePlanner([click("Save")])
    covered = (
        "# page http://x/\n"
        'e1 button "Save" [covered]\n'
        'e2 dialog "We value your privacy" [modal]\n'
        ' e3 button "Manage options"\n'
        ' e4 button "Accept all"'
    )
    first = await planner.plan(prompt(covered))
    assert '"element_id": "e4"' in first.text and "covers" in first.text
    clear = 'e1 button "Save"'
    second = await planner.plan(prompt(clear, "round 1: click e4 -> via ax, changed"))
    assert '"element_id": "e1"' in second.text
    third = await planner.plan(prompt(clear, "round 2: click e1 -> via input, changed"))
    assert '"status": "finished"' in third.text


async def test_loading_waits_and_an_error_page_is_reloaded_once_then_handed_off() -> None:
    planner = ReferencePlanner([click("Save")])
    waiting = await planner.plan(prompt('e1 text "Loading…"\ne2 progressbar'))
    assert '"type": "wait"' in waiting.text
    error = 'e1 heading "503 Service Unavailable"\ne2 button "Retry"'
    retry = await planner.plan(prompt(error))
    assert '"element_id": "e2"' in retry.text
    again = await planner.plan(prompt(error, "round 2: click e2 -> via ax, changed"))
    assert '"status": "blocked"' in again.text and "after a reload" in again.text


async def test_a_target_below_the_view_is_scrolled_to() -> None:
    planner = ReferencePlanner([Step(do="find", target=Ref(role="listitem", name="Item 300"))])
    far = 'e1 listitem "Item 1"\n-- offscreen --\ne2 listitem "Item 2"'
    step = await planner.plan(prompt(far))
    assert '"type": "scroll"' in step.text and '"element_id": "e1"' in step.text
    near = 'e1 listitem "Item 299"\ne2 listitem "Item 300"'
    done = await planner.plan(prompt(near, "round 1: scroll e1 -> via input, changed"))
    assert '"status": "finished"' in done.text


async def test_a_scroll_that_fails_at_its_element_goes_on_at_a_control() -> None:
    planner = ReferencePlanner([Step(do="find", target=Ref(role="cell", name="Rosa Parks"))])
    page = 'e3 checkbox "Select A-1"\ne1 cell "Ada"\n-- offscreen --\ne2 cell "Bob"'
    assert '"element_id": "e1"' in (await planner.plan(prompt(page))).text
    failed = "round 1: scroll e1 -> failed: scroll 0,5 on e1 failed: no layout object"
    again = await planner.plan(prompt(page, failed))
    assert '"type": "scroll"' in again.text and '"element_id": "e3"' in again.text


async def test_a_scroll_that_changes_nothing_ends_the_search() -> None:
    planner = ReferencePlanner([click("Language", role="combobox")])
    page = 'e1 button "Apply"\n-- offscreen --\ne2 text "Footer"'
    assert '"type": "scroll"' in (await planner.plan(prompt(page))).text
    last = "round 1: scroll e1 -> via input, no visible change, verified 0.50"
    # The page does not scroll (tabs, a short form): that was the second look, and a
    # wait would be a second round without change, which the loop ends as no progress.
    out = await planner.plan(prompt(page, last))
    assert '"status": "blocked"' in out.text and "after scrolling" in out.text
    assert 'combobox \\"Language\\"' in out.text and "a person is needed" in out.text


async def test_a_page_without_more_to_show_is_looked_at_once_more_then_handed_off() -> None:
    planner = ReferencePlanner([click("Language", role="combobox")])
    page = 'e1 button "Apply"\ne2 text "Footer"'
    look = await planner.plan(prompt(page))
    assert '"type": "wait"' in look.text  # one more look, in case the page was changing
    out = await planner.plan(prompt(page, "round 1: wait 1s -> via none, no visible change"))
    assert '"status": "blocked"' in out.text and "on the screen" in out.text


async def test_the_wheel_is_never_put_on_a_closed_lists_options() -> None:
    planner = ReferencePlanner([Step(do="find", target=Ref(role="cell", name="Rosa Parks"))])
    page = (
        'e1 cell "Ada"\ne2 combobox "Status" = "All"\n e3 option "Open"\n e4 option "Shipped"'
        '\n-- offscreen --\ne5 cell "Bob"'
    )
    assert '"element_id": "e1"' in (await planner.plan(prompt(page))).text
    failed = "round 1: scroll e1 -> failed: scroll 0,5 on e1 failed: no layout object"
    again = await planner.plan(prompt(page, failed))
    # Neither the element it failed at nor an option: the control in view.
    assert '"type": "scroll"' in again.text and '"element_id": "e2"' in again.text


async def test_a_key_that_changed_nothing_is_pressed_once_more() -> None:
    planner = ReferencePlanner([Step(do="key", keys="Return")])
    screen = 'e1 textbox "Display" = "12+30"'
    await planner.plan(prompt(screen))
    nothing = "-> via keyboard, no visible change"
    again = await planner.plan(prompt(screen, f"round 1: key Return {nothing}"))
    assert '"keys": "Return"' in again.text
    done = await planner.plan(prompt(screen, f"round 2: key Return {nothing}"))
    assert '"status": "finished"' in done.text


async def test_a_failed_step_is_retried_once_then_blocked() -> None:
    planner = ReferencePlanner([click("Save")])
    screen = 'e1 button "Save"'
    await planner.plan(prompt(screen))
    retry = await planner.plan(prompt(screen, "round 1: click e1 -> failed: ActionFailed: no"))
    assert '"element_id": "e1"' in retry.text
    out = await planner.plan(prompt(screen, "round 2: click e1 -> failed: ActionFailed: no"))
    assert '"status": "blocked"' in out.text and "did not work twice" in out.text


async def test_on_a_cut_list_the_search_goes_to_the_furthest_element_listed() -> None:
    planner = ReferencePlanner([Step(do="find", target=Ref(role="link", name="Tove Jansson"))])
    page = (
        'e1 link "Row 1"\ne2 link "Row 2"\n-- offscreen --\ne3 link "Row 3"\ne4 link "Row 4"'
        "\n# truncated: 4 of 9000 shown"
    )
    step = await planner.plan(prompt(page))
    # Everything up to Row 4 is listed; past it the list is cut, so it goes there.
    assert '"element_id": "e4"' in step.text and '"dy": 1' in step.text
    near = 'e4 link "Row 4"\n-- offscreen --\ne5 link "Tove Jansson"\n# truncated: 2 of 9000'
    closer = await planner.plan(prompt(near, "round 1: scroll e4 -> via input, changed"))
    assert '"element_id": "e5"' in closer.text  # listed below the view: scrolled to
    shown = 'e5 link "Tove Jansson"\n# truncated: 1 of 9000'
    done = await planner.plan(prompt(shown, "round 2: scroll e5 -> via input, changed"))
    assert '"status": "finished"' in done.text
