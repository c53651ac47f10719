"""Verbs of SIEMs, endpoint-protection consoles, firewall managers and mail gateways.

Suppressing or closing alerts, running a response playbook, containing a host or lifting
its containment, releasing a file or a mail from quarantine, unblocking an address,
pushing a firewall policy, allowing a sender past the filters. Merged into
:data:`handrail.safety.words.verbs.SPACED` by category; folded like the labels they are matched
against. Each is anchored, so that a link about the action (*Suppression history*,
*Network containment docs*), a tab (*Blocked IPs*) or a list (*Allow list*) commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_SECOPS"]

_ALERTS = r"(?:alerts?|detections?|findings?|events?|incidents?|notables?|offenses?)"
"""What a SIEM raises."""
_HOST = r"(?:host|device|endpoint|machine|computer|server|workstation)s?"
"""What an endpoint console protects."""
_SENDER = r"(?:senders?|domains?|email address(?:es)?|ips?|ip address(?:es)?|urls?|hash(?:es)?)"
"""What a mail gateway's or a firewall's allow list lets through."""

SPACED_SECOPS: dict[str, tuple[str, ...]] = {
    "security": (
        rf"^suppress(?: (?:this |the |these |all |similar |\d+ )?{_ALERTS})?"
        r"(?: for \d+ ?(?:h|hrs?|hours?|m|min|minutes?|d|days?))?$",
        rf"^(?:network )?contain(?: (?:the |this )?{_HOST})?$",
        r"^(?:lift|end|remove|release from) (?:network )?(?:containment|isolation)$",
        r"^release (?:the |this )?(?:host|device|endpoint) from (?:containment|isolation)$",
        r"^release (?:the |this |selected )?(?:files?|items?)$",
        r"^release from quarantine$",
        r"^unblock (?:this |the )?(?:ip|ip address|address|host|sender|domain|url|country"
        r"|hash|file)$",
        rf"^(?:allow|trust|allow-?list|whitelist|safelist|always allow) (?:this |the )?{_SENDER}$",
        rf"^add (?:the )?(?:{_SENDER} )?to (?:the )?(?:allow|safe|trusted) ?(?:list|senders)$",
    ),
    "submit": (
        r"^close (?:as )?(?:a )?(?:false|true|benign) positive$",
        rf"^(?:close|dismiss) (?:the |this |selected |all |\d+ )?{_ALERTS}$",
        r"^mark as (?:a )?(?:false positive|benign)$",
    ),
    "restart": (
        r"^run (?:the |this |a )?playbook(?:: .+)?$",
    ),
    "publish": (
        r"^(?:push|install|deploy) (?:the |this |all )?(?:polic(?:y|ies)|rules?|changes?"
        r"|config(?:uration)?)(?: to .+)?$",
    ),
    "send": (
        r"^release (?:the |this |selected |\d+ )?(?:messages?|emails?|mails?)"
        r"(?: to (?:all )?(?:recipients?|inbox(?:es)?|users?))?$",
        r"^release to (?:all )?(?:recipients?|inbox(?:es)?|users?)$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
