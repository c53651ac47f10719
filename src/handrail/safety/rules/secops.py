"""The risk policy's rules for SIEMs, endpoint consoles, firewall managers and mail gateways.

Their bare buttons say little: *Continue* under *Release 3 messages? They will be delivered
to the recipients' inboxes.*, *Done* under *The policy will be installed on 14 gateways*,
*Push* beside *3 changes will be pushed to 14 firewalls*, an icon's *Release* in a
quarantine's row. What stands around them says what they do. Their switches protect:
a detection rule's *Enabled* or *Block malicious scripts* turned off, *Bypass spam
filtering* turned on, let through what they stopped.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.devops import said_by, texts_around
from handrail.safety.rules.view import ALLOW, TOGGLE_ROLES, Assessment, View, called, pressable
from handrail.vocab import State

__all__ = ["firewall_unblock", "quarantine_release", "secops_said", "secops_switch"]

_BARE = re.compile(
    r"^(?:ok|okay|yes|continue|confirm|done|finish|proceed|push|apply|install|deploy|submit"
    r"|save (?:&|and) (?:apply|push|install))$"
)
"""Buttons whose label alone does not say what they do to a policy, a host or a mail."""

_AROUND: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"\bwill be (?:pushed|installed|deployed|applied) (?:to|on) (?:all |every |\d+ )?"
                r"(?:(?:edge )?(?:firewalls?|gateways?|devices?|sensors?|hosts?|endpoints?"
                r"|agents?|appliances?|locations?|nodes?))\b"), "publish",
     "puts a policy in force"),
    (re.compile(r"\bwill be delivered to\b"), "send", "delivers quarantined mail"),
    (re.compile(r"\b(?:skip|bypass)(?:es)? (?:the )?(?:spam|phishing|malware|virus|security"
                r"|content) ?(?:checks?|filter(?:s|ing)?|scan(?:s|ning)?)?\b"), "security",
     "lets mail past the filters"),
    (re.compile(r"\blose (?:all )?network (?:connections?|access)\b"
                r"|\bisolated? from the network\b"),
     "security", "cuts a host off the network"),
    (re.compile(r"\bno longer be protected\b"), "security", "removes a host's protection"),
    (re.compile(r"\bwill not be raised\b|\bwill be suppressed\b"), "security",
     "suppresses alerts"),
)  # fmt: skip
"""What a dialog's or a panel's text says a bare button does: a pattern, its risk, a reason."""

_RELEASE = re.compile(r"^(?:release|restore|deliver|release message|release file)$")
"""A quarantine row's bare verbs that let what it holds out."""
_QUARANTINE = re.compile(r"\bquarantin")
"""A page or section holding files or mails back."""

_UNBLOCK = re.compile(r"^(?:unblock|allow|remove block|lift block)$")
"""A block list's bare verbs that let an address back in."""
_ADDRESS = re.compile(
    r"\b\d{1,3}(?:\.\d{1,3}){3}(?:/\d{1,2})?\b|\b[0-9a-f]{1,4}::(?:[0-9a-f]{1,4}\b)?"
    r"|\b[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){4,7}\b"
    r"|\b(?:firewall|waf|ip block ?list|blocked (?:ips|addresses|ip addresses))\b"
)
"""An address (IPv4, IPv6, a CIDR) or a firewall's block list, which a bare *Unblock* opens."""

_GUARDS = re.compile(
    r"^block (?:malicious|suspicious|known|unknown|unsigned|untrusted|exploits?|ransomware"
    r"|scripts?|macros?|executables?|credential)|\b(?:real-?time|on-?access|behaviou?ral"
    r"|exploit|ransomware|tamper|malware|phishing|spam|virus|intrusion|script) (?:protection"
    r"|scanning|filter(?:ing)?|detection|prevention|blocking)\b|^(?:quarantine|detect|prevent) "
)
"""What a switch that is on guards a host or a mailbox from: turning it off lets it in."""
_BARE_ON = re.compile(r"^(?:enabled?|active|on|status|enforced?|armed|in force)$")
"""A switch that only says it is on, its section saying what."""
_GUARD_SECTION = re.compile(
    r"^(?:detection|correlation|analytics|firewall|waf|prevention|alert) rule\b"
    r"|\b(?:detection|prevention) (?:rule|policy)\b"
)
"""A section about a detection or prevention rule, whose bare switch turns it on or off."""
_RULE = re.compile(r"^rules?\b")
"""A section about a rule of any kind: a detection rule's only on a security console."""
_CONSOLE = re.compile(
    r"\b(?:alerts?|detections?|siem|firewalls?|waf|threats?|endpoints?|quarantine|incidents?"
    r"|security|edr|xdr|soc)\b"
)
"""A page title of a security console."""
_OPENS = re.compile(
    r"\bbypass\b|^skip (?:spam|phishing|malware|virus|security)\b|^allow all\b"
    r"|^disable (?:spam |malware |virus |phishing )?(?:filter(?:ing)?|scan(?:ning)?|checks?)$"
)
"""What a switch that is off lets through when it is turned on."""


def secops_said(element: Element, label: str, view: View) -> Assessment:
    """A bare button judged by the dialog or panel text that stands with it.

    *Continue* under *They will be delivered to the recipients' inboxes*, *Done* under
    *The policy will be installed on 14 gateways*, *Push* beside *… pushed to 14 firewalls*.
    """
    if not _BARE.match(label.strip()) or not pressable(element):
        return ALLOW
    return said_by(element, texts_around(element, view), _AROUND, "secops:said-around")


def quarantine_release(element: Element, label: str, view: View) -> Assessment:
    """A bare *Release* on a quarantine's page or section: it lets a held file or mail out."""
    if not _RELEASE.match(label.strip()) or not pressable(element):
        return ALLOW
    where = f"{view.top_titles()} | {view.heading_before(element)}"
    if not _QUARANTINE.search(where):
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="security",
        reason=f"{called(element)} lets out what the quarantine holds: {where[:80]!r}",
        rule="secops:quarantine-release",
    )


def firewall_unblock(element: Element, label: str, view: View) -> Assessment:
    """A bare *Unblock* beside an address or on a firewall's block list: it lets it back in.

    A person's *Unblock* on a community's page only lets them message again.
    """
    if not _UNBLOCK.match(label.strip()) or not pressable(element):
        return ALLOW
    texts = [view.top_titles(), *texts_around(element, view)]
    found = next((t for t in texts if _ADDRESS.search(t)), None)
    if found is None:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="security",
        reason=f"{called(element)} lets a blocked address back in: {found[:80]!r}",
        rule="secops:unblock",
    )


def _guarding_section(element: Element, view: View) -> bool:
    """Whether ``element`` stands under a detection or prevention rule's heading."""
    heading = view.heading_before(element)
    if _GUARD_SECTION.search(heading):
        return True
    return bool(_RULE.search(heading) and _CONSOLE.search(view.top_titles()))


def secops_switch(element: Element, label: str, view: View) -> Assessment:
    """A switch that guards a host or a mailbox turned off, or one that bypasses turned on.

    *Block malicious scripts* or a detection rule's bare *Enabled* turned off; *Bypass spam
    filtering* turned on.
    """
    if element.role not in TOGGLE_ROLES:
        return ALLOW
    said = p.fold(label).strip()
    if element.has(State.CHECKED):
        guards = _GUARDS.search(said) or (_BARE_ON.match(said) and _guarding_section(element, view))
        doing = "turned off lets through what it stops"
    else:
        guards = _OPENS.search(said)
        doing = "turned on lets through what the filters stop"
    if not guards:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="security",
        reason=f"{called(element)} {doing}",
        rule="secops:switch",
    )
