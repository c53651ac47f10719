"""The runner: the loop as a state machine over one session and one planner.

States: OBSERVE → PLAN → VALIDATE → GATE → ACT → VERIFY → DECIDE → OBSERVE … END.
Each state is one method returning the next state; :meth:`Runner.run` only moves between
them and checks the emergency stop (the shared :class:`~handrail.stop.StopFlag` and
:meth:`Runner.request_stop`, kept by a :class:`~handrail.loop.guard.StopGuard`) between
every two states. The gate itself is enforced in
:meth:`Session.act <handrail.session.Session.act>`, so every path shares it; GATE
prepares the evidence a person will see and ACT turns a hold into a ``handoff``.

The states' work lives in modules of their own: pictures in :mod:`~handrail.loop.capture`,
a round's files in :mod:`~handrail.loop.roundfiles`, verification in
:mod:`~handrail.loop.verifyround`, claims, expectations and the round's decision in
:mod:`~handrail.loop.judge`, the presence watch in :mod:`~handrail.loop.person`, and the
log's header and the result in :mod:`~handrail.loop.outcome`.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any

from handrail.errors import ActionDenied, ApprovalRequired, HandrailError, PlanRejected, Stopped
from handrail.liveness import process_state
from handrail.loop.capture import Camera
from handrail.loop.decide import Decider, Decision, Limits
from handrail.loop.evidence import environment_changes, environment_record, pixel_fingerprint
from handrail.loop.executor import execute
from handrail.loop.guard import StopGuard
from handrail.loop.judge import check_claim, check_expectation, round_decision
from handrail.loop.outcome import finish_run, run_header
from handrail.loop.person import PersonCheck
from handrail.loop.plan import parse_plan, validate_plan
from handrail.loop.prompt import PromptInput, RoundSummary, build_prompt
from handrail.loop.roundfiles import RoundFiles
from handrail.loop.rounds import Attempt, RoundState, held_evidence
from handrail.loop.runconfig import Phase, RunConfig, RunResult
from handrail.loop.runlog import RunLog, new_run_id
from handrail.loop.vault import NoSecrets, Vault
from handrail.loop.verify import pixel_diff
from handrail.loop.verifyround import verify_round
from handrail.loop.vision import map_coordinates, plan_image, vision_note
from handrail.model import Snapshot, Target, TargetQuery
from handrail.planners.base import Planner, PlannerError, PlanRequest, Usage
from handrail.session import Session
from handrail.stop import StopFlag

__all__ = ["Phase", "RunConfig", "RunResult", "Runner"]


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
        self.files = RoundFiles(self.log, self.vault)
        self.guard = StopGuard(self.stop, poll=config.stop_poll)
        self.camera = Camera(session, self.guard)
        self.person = PersonCheck()
        self.target: Target | None = None
        self.history: list[RoundSummary] = []
        self.usage = Usage()
        self.steps = 0
        self.started = 0.0
        self.round: RoundState = RoundState(number=0)
        self._carry: Snapshot | None = None
        self._carry_png: bytes | None = None
        self._last_criteria = 0.0
        self._last_env: dict[str, Any] | None = None
        self._end: Decision | None = None
        self._vision_carry: str | None = None

    def request_stop(self, reason: str = "stop requested") -> None:
        """Ask the run to stop; it ends ``stopped`` at the next state change (no input after)."""
        self.guard.request(reason)

    def stop_reason(self) -> str | None:
        """Why the run must stop, or ``None``."""
        return self.guard.reason()

    def _elapsed(self) -> float:
        return time.perf_counter() - self.started

    def _time_left(self) -> float | None:
        return None if self.config.timeout is None else self.config.timeout - self._elapsed()

    # ---- the states -----------------------------------------------------------------

    async def _observe(self) -> Phase:
        self.round = rs = RoundState(number=self.round.number + 1)
        assert self.target is not None
        if self._carry is not None:
            rs.snapshot, rs.screenshot = self._carry, self._carry_png
        else:
            rs.snapshot = await self.guard.wait(
                self.session.observe(self.target, self.config.observe)
            )
            if self.config.screenshots:
                rs.screenshot = await self.camera.shot(self.target)
        self._carry = self._carry_png = None
        rs.environment = environment_record(rs.snapshot)
        rs.environment_changes = environment_changes(self._last_env, rs.environment)
        self._last_env = rs.environment
        if rs.screenshot is not None:
            rs.screenshot_hash = pixel_fingerprint(rs.screenshot)
            rs.area = self.camera.area
        rs.snapshot_file = self.files.text(rs.number, "before", rs.snapshot)
        if rs.screenshot is not None:
            rs.screenshot_file = self.files.screenshot(rs.number, rs.screenshot)
        return Phase.PLAN

    async def _plan(self) -> Phase:
        rs = self.round
        assert rs.snapshot is not None and self.target is not None
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
        if rs.prompt_file is None:
            rs.prompt_file = self.files.prompt(rs.number, rs.prompt)
        repairs = tuple((a.raw, a.reason) for a in rs.attempts)
        time_left = self._time_left()
        if time_left is not None and time_left <= 0:
            return Phase.DECIDE
        # At temperature 0 a model answers a repair with the reply it gave before; from
        # the second repair on, it samples hotter.
        hotter = cfg.repair_temperature if len(repairs) >= 2 else None
        await self.camera.mark(
            rs,
            self.target,
            mode=cfg.vision,
            long_side=cfg.vision_long_side,
            carried=self._vision_carry,
            files=self.files,
        )
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
            reply = await self.guard.wait(work)
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
            check_claim(rs, self.config.criteria)
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
            found = await self.person.check()
            if found is not None:
                rs.interference = {**found.to_json(), "reason": found.reason()}
                break
            try:
                ex = await self.guard.wait(
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
            await self.person.mark()
            if ex.error is not None:
                rs.target_process = self._target_process()
                break
        return Phase.VERIFY

    async def _verify(self) -> Phase:
        rs = self.round
        await verify_round(
            rs,
            backend=self.session.backend,
            target=self.target,
            vault=self.vault,
            tolerances=self.config.tolerances,
            guard=self.guard,
        )
        after = rs.after
        check_expectation(rs)
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
                assert self.target is not None
                self._carry_png = await self.camera.shot(self.target)
            elif self.config.screenshots:
                self._carry_png = rs.screenshot
            if self.config.pixel_diff and rs.screenshot and self._carry_png:
                rs.pixel_diff = pixel_diff(
                    rs.screenshot, self._carry_png, threshold=self.config.tolerances.pixel_threshold
                )
            if self.log is not None and rs.changed:
                rs.after_file = self.files.text(rs.number, "after", after)
            elif rs.snapshot_file:
                rs.after_file = rs.snapshot_file
        return Phase.DECIDE

    async def _decide(self) -> Phase:
        rs = self.round
        rs.decision = round_decision(
            rs,
            self.decider,
            execute=self.config.execute,
            criteria_given=self.config.criteria is not None,
            steps_used=self.steps,
            cost_usd=self.usage.cost_usd,
            elapsed_s=self._elapsed(),
        )
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

    # ---- the run ----------------------------------------------------------------------

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
        assert self.target is not None
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
            self.log.start(
                run_header(
                    self.config, self.target, self.session.backend.name, self.planner, self.vault
                )
            )
        if self.config.execute and self.config.watch_person:
            await self.person.open(self.session, self.target)
            await self.person.mark()
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
            await self.person.close()
        return finish_run(
            self._end,
            run_id=self.run_id,
            last=self.round,
            steps=self.steps,
            usage=self.usage,
            elapsed_s=self._elapsed(),
            log=self.log,
            vault=self.vault,
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

    def _target_process(self) -> dict[str, Any] | None:
        pid = self.target.pid if self.target is not None else None
        if not pid:
            return None
        return {"pid": pid, "state": process_state(pid)}

    def _stopped_at_start(self, reason: str) -> Phase:
        self.round = RoundState(number=1, stop_reason=reason)
        return Phase.DECIDE
