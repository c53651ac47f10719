"""Verbs of web-hosting control panels, as data.

Zones and nameservers, databases and their users, mailboxes, certificates, PHP and cron,
a file manager, backups and the account's billing. Merged into
:data:`handrail.safety.words.verbs.SPACED` by category; folded like the labels they are matched
against (lower case, ``&`` kept). Each names its object, so that a link about the action
(*Restore history*, *Cron jobs explained*) or a filter commits nothing.
"""

from __future__ import annotations

__all__ = ["EXPOSING_HOSTING", "PROTECTING_HOSTING", "SPACED_HOSTING"]

_SERVICE = (
    r"(?:php(?:-fpm| ?\d[\d.]*)?|fpm|apache|httpd|nginx|litespeed|mysql|mariadb|postgres(?:ql)?"
    r"|web ?server|exim|dovecot|postfix|mail server|dns server|named|memcached|redis)"
)
"""Services of a hosting account that a restart interrupts."""

_SECRET_OF = (
    r"(?:imap|pop3?|smtp|ftp|sftp|ssh|mysql|database|db|mail(?:box)?|e-?mail|root|cpanel"
    r"|webmail|account)"
)
"""What a hosting panel's password is for."""

SPACED_HOSTING: dict[str, tuple[str, ...]] = {
    "pay": (
        r"apply [$£€¥₹] ?\d[\d.,]* (?:of )?(?:account )?credit\b",
        r"prepay (?:for )?(?:\d+ )?(?:months?|years?|yrs?|mos?)\b",
    ),
    "purchase": (
        r"^add to (?:my |the |your |this )?(?:plan|subscription|hosting|package)$",
    ),
    "send": (
        r"^add (?:a |an |the )?(?:e-?mail |mail )?forwarder$",
    ),
    "delete": (
        r"^(?:drop|empty)$",
        r"\bdrop all (?:the )?tables\b",
        r"^empty (?:the |this )?(?:spam|junk|trash|inbox|sent|bulk)(?: folder| mailbox)?$",
        r"^overwrite (?:the |this )?(?:existing |current )?(?:files?|tables?|data|database"
        r"|site|folder)s?$",
        r"^extract here$",
    ),
    "reset": (
        r"^reset (?:the |this )?(?:dns )?zone(?: (?:to|file) defaults?| records)?$",
        r"^roll ?back (?:the |this |my |your )?(?:whole )?(?:account|site|server|home"
        r" directory|database)\b",
        r"^restore (?:the )?(?:files|e-?mails?|mail|mailboxes|databases?|home directory"
        r"|account)(?: only)?$",
        r"^restore now$",
    ),
    "revoke": (
        r"^re-?key (?:the |this )?(?:ssl )?(?:certificate|cert)s?$",
    ),
    "security": (
        rf"^(?:show|reveal|display|unmask|view) (?:the |my )?{_SECRET_OF} password$",
        r"^add (?:it |them )?to (?:the )?(?:blocklist|blacklist|block ?list|deny ?list)$",
        r"^(?:save|apply) (?:the |custom )?name ?servers?$",
    ),
    "publish": (
        r"^create (?:a )?public (?:download |share |sharing )?link$",
    ),
    "restart": (
        rf"^restart (?:the )?{_SERVICE}$",
        r"^install (?:the |this )?(?:ssl )?(?:certificate |cert )?on (?:the |this )?(?:domain"
        r"|site|server)$",
        r"^run now$",
    ),
    "cancel": (
        r"^cancel (?:my |your |the |this )?(?:web )?hosting(?: plan| account| package)?$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""

PROTECTING_HOSTING: tuple[str, ...] = (
    r"require (?:ssl|tls|ssl/tls)\b", r"(?:nightly|daily|hourly|weekly|automatic)"
    r" (?:\w+ )?snapshots", r"spamassassin", r"spam filtering", r"dkim(?: signing)?",
    r"autossl", r"hsts", r"strict-transport-security", r"disable[_ ]functions",
    r"receive incoming (?:mail|e-?mail)",
)  # fmt: skip
"""What a hosting panel's switch protects while it is on: turning it off weakens security
(or stops the mail coming in)."""

EXPOSING_HOSTING: tuple[str, ...] = (
    r"display[_ ]errors",
    r"expose[_ ]php",
    r"allow[_ ]url[_ ]include",
    r"directory (?:listing|indexes)",
)
"""What a hosting panel's switch shows others while it is on: turning it on weakens
security."""
