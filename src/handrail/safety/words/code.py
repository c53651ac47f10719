"""Verbs of code-hosting sites, container platforms and citizen-services portals, as data.

A repository's security features turned off, its branches and tags unprotected, who may
write to it, its workflows run or stopped and its secrets overwritten; a cluster's
objects saved live; an appeal withdrawn. Merged into :data:`handrail.safety.words.verbs.SPACED`
by category; folded like the labels they are matched against (lower case, ``&`` kept,
curly quotes as two straight ones).
"""

from __future__ import annotations

__all__ = ["LIVE_EDIT", "SPACED_CODE"]

SPACED_CODE: dict[str, tuple[str, ...]] = {
    "security": (
        # "Disable secret scanning"; not "Secret scanning settings" or "Disabled alerts".
        r"(?:disable|turn off|switch off) (?:the |all )?(?:private vulnerability reporting"
        r"|secret scanning|push protection|dependabot(?: alerts| security updates)?"
        r"|code scanning|vulnerability alerts|security updates|signed commits"
        r"|required (?:reviews|reviewers|status checks))\b",
        # "Unprotect", "Unprotect branch"; not the "Unprotected branches" filter.
        r"^unprotect(?: (?:the |this )?(?:branch|tag|environment|pattern)(?:es|s)?)?$",
        # A ruleset's enforcement chosen as "Disabled Do not evaluate or enforce rules".
        r"do not (?:evaluate or )?enforce (?:the |any |these )?rules\b",
        # A secret written over or created from what was typed.
        r"^update (?:the |this )?(?:repository |environment |organi[sz]ation )?secret$",
        r"^create (?:the |a |new )?(?:repository |environment )?secret$",
        # An eye whose tooltip says "Reveal value".
        r"^reveal (?:the |this )?(?:masked |secret |hidden )?value$",
    ),
    "grant": (
        # "Change base permission to ''Write''": every member gets it on every repository.
        r"change (?:the )?base (?:role|permission)s? to\b",
        # "Add mkowalski to this repository"; not "Add label to this issue".
        r"^add (?!(?:a |the )?(?:labels?|topics?|files?|comments?|reactions?|milestones?"
        r"|descriptions?|readme)\b)[\w.@-]+ to (?:this|the) (?:repository|repo|organi[sz]ation|org"
        r"|team|project)$",
    ),
    "publish": (
        # The workflow's own button in its dispatch menu; not "Run workflow ▾" that opens it.
        r"^run (?:this |the )?workflow$",
    ),
    "restart": (
        r"^disable (?:this |the )?workflow$",
        # A cluster's objects saved live.
        r"^save (?:the )?(?:pod |node |deployment )?labels$",
        r"^save (?:the )?maintenance window$",
    ),
    "cancel": (
        r"withdraw (?:my |the |your |this )?(?:appeal|objection|complaint|case|nomination"
        r"|entry|registration)s?\b",
    ),
}  # fmt: skip
"""Category → fragments, added to the ones :data:`handrail.safety.words.verbs.SPACED` has."""

LIVE_EDIT = (
    r"^edit (?:the )?(?:configmap|config map|secret|deployment|statefulset|daemonset|service"
    r"|ingress|cronjob|pod|node|namespace|role ?binding|cluster ?role|network ?policy|hpa"
    r"|horizontalpodautoscaler|persistentvolumeclaim|pvc|resource|manifest|yaml)s?\b"
)
"""A panel's heading that edits a cluster's live object (*Edit ConfigMap · feature-flags*):
its *Apply changes* (or Ctrl+S) writes to the running cluster at once."""
