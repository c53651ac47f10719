"""Verbs of CI/CD pipelines, GitOps deployers, feature-flag consoles and incident managers.

Re-running a pipeline's jobs, synchronizing or promoting a deployment, rolling a flag out
to everyone, rotating a runner's token, silencing an alert. Merged into
:data:`handrail.safety.words.verbs.SPACED` by category; folded like the labels they are matched
against (lower case, ``&`` kept). Each names its object and is anchored, so that a link
about the action (*Re-running jobs*), a tab (*Run history*) or a filter commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_DEVOPS"]

_KEY = (
    r"(?:(?:sdk|integration|routing|api|runner|registration|deploy|client-side|mobile|service"
    r"|webhook|access|signing) )?(?:keys?|tokens?|secrets?)"
)
"""A secret a pipeline, a flag console or an alerting service hands out."""

SPACED_DEVOPS: dict[str, tuple[str, ...]] = {
    "restart": (
        r"^re-?run (?:all |failed |this |the |selected )?(?:\d+ )?(?:failed )?jobs?$",
        r"^re-?run (?:the |this )?(?:workflow|pipeline|build|deployment|stage)$",
        r"^retry (?:the |this |all |failed )?(?:jobs?|pipeline|build|deployment|stage)$",
        r"^run (?:the |this |a new )?(?:pipeline|build)$",
        r"^restart (?:the |this )?(?:deployment|rollout|pods?|statefulset|daemonset)$",
        r"^abort (?:the |this )?(?:rollout|canary|deployment|sync|operation)$",
    ),
    "publish": (
        r"^synchroni[sz]e (?:the |this )?(?:app|application|resources?)s?$",
        r"^promote(?:-| )full$",
        r"^roll ?out to \d{1,3}(?= ?%$)",
        r"^resume (?:the |this )?(?:rollout|canary|deployment)$",
        r"^(?:turn|switch) (?:the )?(?:flag |it )?on (?:in|for) (?:production|prod)$",
    ),
    "send": (
        r"^request (?:an? )?approval(?: for (?:these |the |this )?changes?)?$",
        r"^add responders$",
        r"^run (?:a |the |this )?(?:response )?play$",
    ),
    "security": (
        rf"^(?:show|reveal|display|unmask|view) (?:the |my |this )?{_KEY}$",
        rf"^(?:reset|rotate|regenerate|roll) (?:the |this )?{_KEY}$",
        r"^(?:silence|mute) (?:all |these |this |the )?(?:alerts?|alarms?|notifications|pages"
        r"|incidents?)(?: for \d+ ?(?:h|hrs?|hours?|m|min|minutes?|d|days?))?$",
        r"^disable (?:the |this )?(?:service|integration|escalation policy|auto-?sync"
        r"|automated sync|self-?heal|environment protection|required reviewers)$",
        r"^(?:lock|unlock) (?:the |this )?(?:environment|deployments?)$",
        r"^save (?:the )?(?:branch |deployment |environment )?protection rules?$",
    ),
    "delete": (
        r"^(?:expire|erase) (?:the |this |all )?(?:artifacts?|job logs?|logs?)$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
