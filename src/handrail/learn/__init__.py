"""Learning from failures and watching health, over run logs.

Below the CLI and the console, which both use it; above the run-log layer
(:mod:`handrail.loop.runlog`, :mod:`handrail.loop.archive`). Modules, one job each:
:mod:`~handrail.learn.causes` (the root-cause labels), :mod:`~handrail.learn.scene`
(element lists, popups, picture cuts), :mod:`~handrail.learn.labels` (the rules),
:mod:`~handrail.learn.proposals` (proposed corrections), :mod:`~handrail.learn.mine`
(samples from a run), :mod:`~handrail.learn.samples` (the sample model),
:mod:`~handrail.learn.review` (the review queue), :mod:`~handrail.learn.export`,
:mod:`~handrail.learn.health`.
"""

from handrail.learn.causes import RootCause
from handrail.learn.export import FORMATS, Export, export_samples
from handrail.learn.health import Alert, Health, Thresholds, health
from handrail.learn.labels import Finding, label_round, label_run
from handrail.learn.mine import JUDGED, Labels, Mined, judged_right, label_all, mine_run
from handrail.learn.review import ReviewQueue, review_dir
from handrail.learn.samples import Proposal, Review, Sample

__all__ = [
    "FORMATS",
    "JUDGED",
    "Alert",
    "Export",
    "Finding",
    "Health",
    "Labels",
    "Mined",
    "Proposal",
    "Review",
    "ReviewQueue",
    "RootCause",
    "Sample",
    "Thresholds",
    "export_samples",
    "health",
    "judged_right",
    "label_all",
    "label_round",
    "label_run",
    "mine_run",
    "review_dir",
]
