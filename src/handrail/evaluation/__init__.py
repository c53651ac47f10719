"""The acceptance suite: cases as data, a runner, results, a report and comparisons.

``handrail eval`` runs page forms × operations × abnormal states with any planner and
records each run's outcome, rounds and handoff in a JSONL results file
(:mod:`handrail.evaluation.results`).
"""

__all__: list[str] = []
