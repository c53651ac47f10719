"""The runner: the loop as a state machine over one session and one planner.

States: OBSERVE → PLAN → VALIDATE → GATE → ACT → VERIFY → DECIDE → OBSERVE … END.
Each state is one method returning the next state; :meth:`Runner.run` only moves between
them and checks the emergency stop (the shared :class:`~handrail.stop.StopFlag` and
:meth:`Runner.request_stop`) between every two states. The gate itself is enforced in
:meth:`Session.act <handrail.session.Session.act>`, so every path shares it; GATE
prepares the evidence a person will see and ACT turns a hold into a ``handoff``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any, TypeVar

from handrail import __version__
from handrail.errors import ActionDenied, ApprovalRequired, HandrailError, PlanRejected, Stopped
from handrail.geometry import Rect
from handrail.liveness import process_state
from handrail.loop.criteria import expect_checks
from handrail.loop.decide import Decider, Decision, Ending, Limits
from handrail.loop.evidence import environment_changes, environment_record, pixel_fingerprint
from handrail.loop.executor import execute
from handrail.loop.pixelverify import apply_pixel_check, check_pixels, on_pixels
from handrail.loop.plan import parse_plan, validate_plan
from handrail.loop.prompt import Prompt, PromptInput, RoundSummary, build_prompt
from handrail.loop.rounds import Attempt, RoundState, describe_intent, held_evidence
from handrail.loop.runconfig import Phase, RunConfig, RunResult
from handrail.loop.runlog import RunLog, new_run_id
from handrail.loop.vault import NoSecrets, Vault
from handrail.loop.verify import Verification, pixel_diff, verify_action
from handrail.loop.vision import (
    map_coordinates,
    marked_picture,
    plan_image,
    vision_note,
    vision_reason,
)
from handrail.model import Snapshot, Target, TargetQuery
from handrail.planners.base import Planner, PlannerError, PlanRequest, Usage
from handrail.presence import Interference, PresenceWatch
from handrail.session import Session
from handrail.stop import StopFlag, watching
from handrail.textformat import format_snapshot

__all__ = ["Phase", "RunConfig", "RunResult", "Runner"]

T = TypeVar("T")


class Runner:
    """Runs the loop.

    Args:
        session: the session to observe and act through (its gate applies).
        target: what to operate.
        planner: where plans come from.
        config: limits and options.
        vault: secrets: expanded for typing, redacted from prompts and logs.
        stop: the emergency stop flag (the session's by default).
        on_round: called with each round's (redacted) record after it is written.

    """

    def __init__(
        self,
        session: Session,
        target: TargetQuery | Target,
        planner: Planner,
        config: RunConfig,
        *,
        vault: Vault | None = None,
        stop: StopFlag | None = None,
        on_round: Callable[[dict[str, Any]], None] | None = None,
    ) -> None:
        self.session = session
        self.query = target
        self.planner = planner
        self.config = config
        self.vault = vault or NoSecrets()
        self.stop = stop or session.stop
        self.on_round = on_round
        self.run_id = config.run_id or new_run_id()
        self.decider = Decider(
            Limits(
                max_steps=config.max_steps,
                budget_usd=config.budget_usd,
                timeout=config.timeout,
                no_progress_rounds=config.no_progress_rounds,
                repeat_limit=config.repeat_limit,
            ),
            config.breaker,
        )
        self.log = RunLog(config.log_dir, self.run_id, self.vault) if config.log_dir else None
        self.target: Target | None = None
        self.history: list[RoundSummary] = []
        self.usage = Usage()
        self.steps = 0
        self.started = 0.0
        self.round: RoundState = RoundState(number=0)
        self._stop_reason: str | None = None
        self._carry: Snapshot | None = None
        self._carry_png: bytes | None = None
        self._shot_area: list[int] | None = None
        self._last_criteria = 0.0
        self._last_env: dict[str, Any] | None = None
        self._end: Decision | None = None
        self._vision_carry: str | None = None
        self.presence: PresenceWatch | None = None

    def request_stop(self, reason: str = "stop requested") -> None:
        """Ask the run to stop; it ends ``stopped`` at the next state change (no input after)."""
        self._stop_reason = reason

    def stop_reason(self) -> str | None:
        """Why the run must stop, or ``None``."""
        if self._stop_reason is not None:
            return self._stop_reason
        if self.stop is not None:
            reason = self.stop.reason()
            if reason is not None:
                return f"emergency stop: {reason}"
        return None

    def _check_stop(self) -> None:
        reason = self.stop_reason()
        if reason is not None:
            raise Stopped(reason)

    def _elapsed(self) -> float:
        return time.perf_counter() - self.started

    def _time_left(self) -> float | None:
        return None if self.config.timeout is None else self.config.timeout - self._elapsed()

    async def _guard(self, work: Awaitable[T]) -> T:
        """Await ``work`` but give up as soon as a stop is requested.

        Raises:
            Stopped: when a stop was requested first (``work`` is cancelled).

        """
        with watching(self._check_stop):
            # The task copies the context: backends check this run's stop between events.
            task = asyncio.ensure_future(work)
        while True:
            done, _ = await asyncio.wait({task}, timeout=self.config.stop_poll)
            if done:
                return task.result()
            reason = self.stop_reason()
            if reason is not None:
                task.cancel()
                await asyncio.gather(task, return_exceptions=True)
                raise Stopped(reason)

    # ---- the states -----------------------------------------------------------------

    async def _observe(self) -> Phase:
        self.round = rs = RoundState(number=self.round.number + 1)
        if self._carry is not None:
            rs.snapshot, rs.screenshot = self._carry, self._carry_png
        else:
            assert self.target is not None
            rs.snapshot = await self._guard(self.session.observe(self.target, self.config.observe))
            if self.config.screenshots:
                rs.screenshot = await self._screenshot()
        self._carry = self._carry_png = None
        rs.environment = environment_record(rs.snapshot)
        rs.environment_changes = environment_changes(self._last_env, rs.environment)
        self._last_env = rs.environment
        if rs.screenshot is not None:
            rs.screenshot_hash = pixel_fingerprint(rs.screenshot)
            rs.area = self._shot_area
        if self.log is not None:
            rs.snapshot_file = self._save_text(rs.number, "before", rs.snapshot)
            if rs.screenshot is not None:
                rs.screenshot_file = self.log.screenshot(rs.number, rs.screenshot)
        return Phase.PLAN

    async def _plan(self) -> Phase:
        rs = self.round
        assert rs.snapshot is not None
        cfg = self.config
        budget_left = None if cfg.budget_usd is None else cfg.budget_usd - self.usage.cost_usd
        rs.prompt = build_prompt(
            PromptInput(
                instruction=cfg.instruction,
                snapshot=rs.snapshot,
                history=self.history,
                round=rs.number,
                steps_left=cfg.max_steps - self.steps,
                budget_left_usd=budget_left,
                time_left_s=self._time_left(),
                max_actions=cfg.max_actions_per_step,
                history_rounds=cfg.history_rounds,
                model=self.planner.model,
                notes=tuple(rs.environment_changes),
            ),
            vault=self.vault,
        )
        if self.log is not None and rs.prompt_file is None:
            rs.prompt_file = self._save_prompt(rs.number, rs.prompt)
        repairs = tuple((a.raw, a.reason) for a in rs.attempts)
        time_left = self._time_left()
        if time_left is not None and time_left <= 0:
            return Phase.DECIDE
        # At temperature 0 a model answers a repair with the reply it gave before; from
        # the second repair on, it samples hotter.
        hotter = cfg.repair_temperature if len(repairs) >= 2 else None
        await self._picture()
        marked = rs.marked
        request = PlanRequest(
            system=rs.prompt.system,
            user=rs.prompt.user if marked is None else f"{rs.prompt.user}\n\n{vision_note(marked)}",
            repairs=repairs,
            round=rs.number,
            timeout=time_left,
            temperature=hotter,
            image=plan_image(marked) if marked is not None else None,
        )
        started = time.perf_counter()
        try:
            work = self.planner.plan(request)
            if time_left is not None:
                work = asyncio.wait_for(work, timeout=time_left)
            reply = await self._guard(work)
        except TimeoutError:
            return Phase.DECIDE  # the time budget ran out while planning
        except PlannerError as exc:
            rs.error = f"planner failed: {exc.message}"
            return Phase.DECIDE
        finally:
            rs.planner_ms += (time.perf_counter() - started) * 1000
        self.usage = self.usage + reply.usage
        rs.attempts.append(
            Attempt(
                raw=self.vault.redact(reply.text),
                ok=False,
                usage=reply.usage,
                latency_ms=reply.latency_ms,
                model=reply.model,
                output=reply.output,
                sampling=reply.sampling or ({"temperature": hotter} if hotter is not None else {}),
                fingerprint=reply.fingerprint,
                tokens_source=reply.tokens_source,
            )
        )
        return Phase.VALIDATE

    async def _validate(self) -> Phase:
        rs = self.round
        assert rs.snapshot is not None
        last = rs.attempts[-1]
        try:
            rs.plan = parse_plan(last.raw)
            if rs.marked is not None:
                # Points the planner gave are pixels of the picture it saw.
                rs.plan, rs.coordinates = map_coordinates(rs.plan, rs.marked)
            rs.valid = validate_plan(
                rs.plan,
                rs.snapshot,
                max_actions=self.config.max_actions_per_step,
                secrets=self.vault.names,
                shown=rs.prompt.shown if rs.prompt else None,
            )
        except PlanRejected as exc:
            rs.attempts[-1] = replace(last, reason=exc.reason)
            rs.rejected.append(exc.reason)
            cost_left = (
                self.config.budget_usd is None or self.usage.cost_usd < self.config.budget_usd
            )
            if len(rs.rejected) <= self.config.max_repairs and cost_left:
                return Phase.PLAN
            return Phase.DECIDE
        rs.attempts[-1] = replace(last, ok=True)
        return Phase.GATE

    async def _gate(self) -> Phase:
        rs = self.round
        assert rs.valid is not None
        if rs.valid.status == "finished":
            self._check_claim()
        if rs.valid.status != "continue" or not self.config.execute:
            return Phase.DECIDE
        plan = rs.valid.plan
        rs.context = self.vault.redact(
            {
                "round": rs.number,
                "instruction": self.config.instruction,
                "summary": plan.summary,
                "expect": plan.expect,
                "intent": [a.describe() for a in rs.valid.actions],
                "recent": [h.line() for h in self.history[-3:]],
            }
        )
        return Phase.ACT

    async def _act(self) -> Phase:
        rs = self.round
        assert rs.valid is not None and rs.snapshot is not None and self.target is not None
        self.steps += 1
        current = rs.snapshot
        for action in rs.valid.actions:
            reason = self.stop_reason()
            if reason is not None:
                rs.stop_reason = reason
                break
            found = await self._person()
            if found is not None:
                rs.interference = {**found.to_json(), "reason": found.reason()}
                break
            try:
                ex = await self._guard(
                    execute(
                        self.session,
                        self.target,
                        action,
                        current,
                        vault=self.vault,
                        run_id=self.run_id,
                        context=rs.context,
                        fallback=self.config.fallback,
                    )
                )
            except (ApprovalRequired, ActionDenied) as exc:
                rs.held = held_evidence(exc, action, current)
                break
            except Stopped as exc:
                rs.stop_reason = exc.message
                break
            rs.executions.append(ex)
            current = ex.after
            await self._own_state()
            if ex.error is not None:
                rs.target_process = self._target_process()
                break
        return Phase.VERIFY

    async def _verify(self) -> Phase:
        rs = self.round
        for ex in rs.executions:
            if ex.error is not None:
                rs.verdicts.append(
                    Verification(structure=0.0, failed_layer="structure", details=(ex.error,))
                )
            elif ex.skipped is not None:
                rs.verdicts.append(Verification(structure=1.0, geometry=1.0, semantics=1.0))
            else:
                typed = None
                if ex.action.text is not None:
                    try:
                        typed = self.vault.expand(ex.action.text)
                    except HandrailError:
                        typed = ex.action.text
                verdict = verify_action(
                    ex.action,
                    ex.before,
                    ex.after,
                    typed=typed,
                    tolerances=self.config.tolerances,
                )
                if on_pixels(ex) and self.target is not None:
                    check = await self._guard(
                        check_pixels(
                            self.session.backend,
                            self.target,
                            ex,
                            before_png=rs.screenshot if ex is rs.executions[0] else None,
                            before_area=Rect(*rs.area) if rs.area else None,
                            expect=rs.valid.plan.expect if rs.valid else "",
                        )
                    )
                    if check is not None:
                        verdict = apply_pixel_check(verdict, check)
                rs.verdicts.append(verdict)
        after = rs.after
        self._check_expectation()
        if after is not None and self.config.criteria is not None:
            rs.criteria = self.config.criteria.evaluate(after)
        score_now = rs.criteria.score if rs.criteria else 0.0
        rs.improved = rs.changed or score_now > self._last_criteria
        self._last_criteria = score_now
        if rs.executions and rs.executions[-1].receipt is not None and after is not None:
            # The observation that followed the last action is this round's result and
            # the next round's input; after a failure the next round observes afresh.
            self._carry = after
            if self.config.screenshots and rs.changed:
                self._carry_png = await self._screenshot()
            elif self.config.screenshots:
                self._carry_png = rs.screenshot
            if self.config.pixel_diff and rs.screenshot and self._carry_png:
                rs.pixel_diff = pixel_diff(
                    rs.screenshot, self._carry_png, threshold=self.config.tolerances.pixel_threshold
                )
            if self.log is not None and rs.changed:
                rs.after_file = self._save_text(rs.number, "after", after)
            elif rs.snapshot_file:
                rs.after_file = rs.snapshot_file
        return Phase.DECIDE

    def _check_claim(self) -> None:
        """Hold a planner's ``finished`` to the success checks, when there are any."""
        rs = self.round
        if self.config.criteria is None or rs.snapshot is None:
            rs.claim = {"verified": None, "failing": []}
            return
        rs.criteria = self.config.criteria.evaluate(rs.snapshot)
        failing = [
            r.check + (f" (the screen shows: {' | '.join(r.evidence)})" if r.evidence else "")
            for r in rs.criteria.results
            if not r.ok
        ]
        rs.claim = {"verified": rs.criteria.met, "failing": failing}

    def _check_expectation(self) -> None:
        """Hold the round to the planner's ``expect`` when it was written as checks."""
        rs = self.round
        expect = expect_checks(rs.valid.plan.expect) if rs.valid else None
        after = rs.after
        if expect is None or after is None or not rs.verdicts or not rs.executions:
            return
        rs.expectation = expect.evaluate(after)
        last = rs.verdicts[-1]
        if last.ocr is not None and last.ocr.get("found_all"):
            return  # OCR read the expected text on the screen after the action
        if not rs.expectation.met and last.ok:
            missed = [r.check for r in rs.expectation.results if not r.ok]
            rs.verdicts[-1] = replace(
                last,
                semantics=min(last.semantics or 0.0, rs.expectation.score),
                failed_layer="semantics",
                details=(*last.details, "expected but not seen: " + "; ".join(missed)),
            )

    async def _decide(self) -> Phase:
        rs = self.round
        rs.decision = self._decision()
        if rs.valid is None and rs.rejected:
            self._vision_carry = "the last plan was rejected"
        elif rs.executions and not rs.improved:
            self._vision_carry = f"no progress in round {rs.number}"
        else:
            self._vision_carry = None
        self.history.append(rs.summary())
        if self.log is not None:
            record = rs.record(model=self.planner.model, total=self.usage)
            self.log.append(record)
        if self.on_round is not None:
            self.on_round(self.vault.redact(rs.record(model=self.planner.model, total=self.usage)))
        if rs.decision.ending is not None:
            self._end = rs.decision
            return Phase.END
        return Phase.OBSERVE

    def _decision(self) -> Decision:
        rs = self.round
        if rs.error is not None:
            return Decision(ending=Ending.ERROR, reason=rs.error)
        if rs.valid is None and rs.rejected:
            return Decision(
                ending=Ending.BLOCKED,
                reason=f"the plan stayed invalid after {len(rs.rejected) - 1} repair(s):"
                f" {rs.rejected[-1]}",
                evidence={"rejected": rs.rejected},
            )
        if rs.valid is not None and rs.valid.status == "continue" and not self.config.execute:
            return Decision(ending=Ending.DRY_RUN, reason="dry run: planned, nothing done")
        facts = rs.facts(
            steps_used=self.steps,
            cost_usd=self.usage.cost_usd,
            elapsed_s=self._elapsed(),
            criteria_given=self.config.criteria is not None,
        )
        decision = self.decider.decide(facts)
        if decision.ending is None and rs.valid is None:
            # The planner did not answer within the time budget.
            return Decision(ending=Ending.BUDGET, reason="the time budget ran out while planning")
        refuted = rs.claim is not None and rs.claim["verified"] is False
        if refuted:
            note = "the planner said finished, but the success checks fail: " + "; ".join(
                rs.claim["failing"] if rs.claim else []
            )
            if decision.ending is None and not self.config.execute:
                return Decision(ending=Ending.DRY_RUN, reason=f"dry run: {note}")
            if decision.ending is None:
                return Decision(ending=None, reason=note)
            return replace(
                decision,
                reason=f"{decision.reason} ({note})",
                evidence={**decision.evidence, "refuted": rs.claim},
            )
        return decision

    # ---- helpers ----------------------------------------------------------------------

    async def _picture(self) -> None:
        """Mark this round's screenshot for the planner when the vision setting says so."""
        rs = self.round
        assert rs.snapshot is not None and rs.prompt is not None
        if rs.marked is not None:
            return
        why = vision_reason(
            self.config.vision,
            rs.snapshot,
            rejected_now=bool(rs.rejected),
            carried=self._vision_carry,
        )
        if why is None or (rs.vision is not None and rs.vision.get("why") == why):
            return
        png = rs.screenshot
        area = rs.area if png is not None else None
        if png is None:
            png = await self._screenshot()
            area = self._shot_area
        if png is None:
            rs.vision = {"why": why, "sent": False, "error": "no screenshot could be taken"}
            return
        rs.marked = marked_picture(
            png,
            rs.snapshot,
            rs.prompt.shown,
            Rect(*area) if area else None,
            long_side=self.config.vision_long_side,
        )
        name = None
        if self.log is not None:
            name = f"round-{rs.number:04d}-marks.png"
            (self.log.dir / name).write_bytes(rs.marked.png)
        rs.vision = {"why": why, "sent": True, **rs.marked.describe(), "file": name}

    async def _screenshot(self) -> bytes | None:
        try:
            assert self.target is not None
            png = await self._guard(self.session.screenshot(self.target))
        except Stopped:
            raise
        except HandrailError:
            return None
        try:
            area = await self._guard(self.session.backend.capture_area(self.target, None))
        except Stopped:
            raise
        except HandrailError:
            area = None
        # Where the picture lies in element coordinates, so readers can cut regions of it.
        self._shot_area = area.as_list() if area is not None else None
        return png

    def _save_prompt(self, number: int, prompt: Prompt) -> str | None:
        if self.log is None:
            return None
        name = f"round-{number:04d}-prompt.json"
        data = self.vault.redact({"system": prompt.system, "user": prompt.user})
        (self.log.dir / name).write_text(json.dumps(data, ensure_ascii=False) + "\n", "utf-8")
        return name

    def _save_text(self, number: int, label: str, snapshot: Snapshot) -> str | None:
        if self.log is None:
            return None
        name = f"round-{number:04d}-{label}.txt"
        text = self.vault.redact(format_snapshot(snapshot))
        (self.log.dir / name).write_text(text + "\n", encoding="utf-8")
        return name

    def _header(self) -> dict[str, Any]:
        return {
            "instruction": self.config.instruction,
            "target": self.target.to_json() if self.target else None,
            "backend": self.session.backend.name,
            "planner": {
                "name": self.planner.name,
                "model": self.planner.model,
                "settings": self.planner.settings,
            },
            "config": self.config.to_json(),
            "versions": {"handrail": __version__, "python": _python_version()},
            "secrets": list(self.vault.names),
        }

    async def run(self) -> RunResult:
        """Run the loop to its end.

        Returns:
            The :class:`RunResult`; how the run ended is its ``status``.

        Raises:
            TargetNotFound, BackendUnavailable: when the target cannot be resolved at all.
            TargetBusy: when another run holds the target (after ``lease_wait`` seconds).

        """
        self.started = time.perf_counter()
        self.target = await self.session.resolve(self.query)
        # One run at a time on a target: a second one fails here, naming the first.
        leases, key = self.session.leases, self.target.key
        await asyncio.to_thread(
            leases.acquire, key, self.run_id, self.target.app, self.config.lease_wait
        )
        try:
            return await self._run_leased()
        finally:
            leases.release(key, self.run_id)

    async def _run_leased(self) -> RunResult:
        resume = self.config.resume
        if resume is not None:
            # Go on where the paused run stopped: its rounds, steps, cost and active time.
            self.round = RoundState(number=resume.after_round)
            self.steps = resume.steps
            self.usage = resume.usage
            self.started -= resume.elapsed_s
            if self.log is not None:
                self.log.resume(
                    {
                        "after_round": resume.after_round,
                        "steps": resume.steps,
                        "cost_usd": resume.usage.cost_usd,
                        "elapsed_s": round(resume.elapsed_s, 3),
                    }
                )
        elif self.log is not None:
            self.log.start(self._header())
        if self.config.execute and self.config.watch_person:
            assert self.target is not None
            try:
                self.presence = await self.session.backend.presence(self.target)
            except HandrailError:
                self.presence = None
            await self._own_state()
        # Gate requests and approvals say the loop asked, not the shell that opened it.
        origin, self.session.origin = self.session.origin, "loop"
        try:
            await self._drive()
        except BaseException as exc:
            # A crash (or a cancellation from outside) still leaves an ended log behind.
            if self.log is not None:
                self.log.finish("error", f"the loop crashed: {type(exc).__name__}: {exc}")
            raise
        finally:
            self.session.origin = origin
            if self.presence is not None:
                with contextlib.suppress(Exception):
                    await self.presence.close()
        end = self._end or Decision(ending=Ending.ERROR, reason="the loop ended without a decision")
        assert end.ending is not None
        valid = self.round.valid
        plan = valid.plan.to_json() if valid else None
        intent = (
            tuple(self.vault.redact(describe_intent(a, self.round.snapshot)) for a in valid.actions)
            if valid
            else ()
        )
        if self.log is not None:
            self.log.finish(
                end.ending.value,
                end.reason,
                evidence=end.evidence,
                usage=self.usage.to_json(),
                steps=self.steps,
                elapsed_s=round(self._elapsed(), 3),
            )
        return RunResult(
            run_id=self.run_id,
            status=end.ending,
            reason=end.reason,
            rounds=self.round.number,
            log_dir=self.log.dir if self.log else None,
            usage=self.usage,
            elapsed_s=self._elapsed(),
            evidence=self.vault.redact(end.evidence),
            last_plan=self.vault.redact(plan),
            intent=intent,
        )

    async def _drive(self) -> None:
        states: dict[Phase, Callable[[], Awaitable[Phase]]] = {
            Phase.OBSERVE: self._observe,
            Phase.PLAN: self._plan,
            Phase.VALIDATE: self._validate,
            Phase.GATE: self._gate,
            Phase.ACT: self._act,
            Phase.VERIFY: self._verify,
            Phase.DECIDE: self._decide,
        }
        phase = Phase.OBSERVE
        while phase is not Phase.END:
            reason = self.stop_reason()
            if reason is not None and phase is not Phase.DECIDE:
                self.round.stop_reason = reason
                phase = Phase.DECIDE if self.round.number else self._stopped_at_start(reason)
                continue
            try:
                phase = await states[phase]()
            except Stopped as exc:
                self.round.stop_reason = exc.message
                phase = Phase.DECIDE
            except HandrailError as exc:
                self.round.error = f"{exc.kind}: {exc.message}"
                self.round.error_kind = exc.kind
                self.round.target_process = self._target_process()
                phase = Phase.DECIDE

    async def _own_state(self) -> None:
        """Take the target's focus and stacking now as left by this run's own actions."""
        if self.presence is None:
            return
        try:
            await self.presence.mark()
        except HandrailError:
            self.presence = None  # the watch's display went away: act without it

    async def _person(self) -> Interference | None:
        """What a person did to the target since this run last acted, if anything."""
        if self.presence is None:
            return None
        try:
            return await self.presence.check()
        except HandrailError:
            self.presence = None
            return None

    def _target_process(self) -> dict[str, Any] | None:
        pid = self.target.pid if self.target is not None else None
        if not pid:
            return None
        return {"pid": pid, "state": process_state(pid)}

    def _stopped_at_start(self, reason: str) -> Phase:
        self.round = RoundState(number=1, stop_reason=reason)
        return Phase.DECIDE


def _python_version() -> str:
    import platform

    return platform.python_version()
