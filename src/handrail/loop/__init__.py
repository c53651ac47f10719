"""The bounded observe → plan → act → verify loop.

Use it from Python with any session and planner::

    from handrail.loop import Runner, RunConfig
    from handrail.planners import ReplayPlanner

    result = await Runner(session, TargetQuery(app="calc"), planner,
                          RunConfig(instruction="compute 2+3")).run()
    result.status, result.reason, result.log_dir

Modules, one job each: :mod:`~handrail.loop.plan` (plan model and validation),
:mod:`~handrail.loop.prompt`, :mod:`~handrail.loop.executor`,
:mod:`~handrail.loop.verify`, :mod:`~handrail.loop.criteria`,
:mod:`~handrail.loop.decide` (stop conditions, exit codes, circuit breaker),
:mod:`~handrail.loop.runlog` (run logs), :mod:`~handrail.loop.stats`,
:mod:`~handrail.loop.runner` (the state machine; its states' work in
:mod:`~handrail.loop.capture`, :mod:`~handrail.loop.verifyround`,
:mod:`~handrail.loop.judge`, :mod:`~handrail.loop.outcome` and their neighbours).
"""

from handrail.loop.criteria import Check, Criteria, CriteriaResult, load_criteria, parse_check
from handrail.loop.decide import EXIT_CODES, Breaker, Decider, Decision, Ending, Limits
from handrail.loop.executor import Execution, execute
from handrail.loop.plan import PLAN_SCHEMA, Plan, ValidPlan, parse_plan, validate_plan
from handrail.loop.prompt import Prompt, PromptInput, build_prompt
from handrail.loop.runconfig import Phase, RunConfig, RunResult
from handrail.loop.runlog import RunLog, RunRecord, read_run, resolve_run
from handrail.loop.runner import Runner
from handrail.loop.stats import run_stats
from handrail.loop.vault import NoSecrets, Vault
from handrail.loop.verify import Tolerances, Verification, verify_action

__all__ = [
    "EXIT_CODES",
    "PLAN_SCHEMA",
    "Breaker",
    "Check",
    "Criteria",
    "CriteriaResult",
    "Decider",
    "Decision",
    "Ending",
    "Execution",
    "Limits",
    "NoSecrets",
    "Phase",
    "Plan",
    "Prompt",
    "PromptInput",
    "RunConfig",
    "RunLog",
    "RunRecord",
    "RunResult",
    "Runner",
    "Tolerances",
    "ValidPlan",
    "Vault",
    "Verification",
    "build_prompt",
    "execute",
    "load_criteria",
    "parse_check",
    "parse_plan",
    "read_run",
    "resolve_run",
    "run_stats",
    "validate_plan",
    "verify_action",
]
