"""Verbs of database consoles, BI dashboards and backup and storage consoles, as data.

Tables, users and schema migrations; a database's connection secret; backups restored
over what is there now and schedules of them turned off; backups locked for good.
Merged into :data:`handrail.safety.words.verbs.SPACED` by category; folded like the labels they
are matched against (lower case, ``&`` kept). Each names its object and is anchored, so
that a link about the action (*Drop table syntax*, *Migration history*), a tab or a filter
commits nothing.
"""

from __future__ import annotations

__all__ = ["PROTECTING_DATA", "SPACED_DATA"]

_OBJECT = (
    r"(?:user|role|login|table|database|db|schema|column|collection|index|view|partition"
    r"|keyspace|bucket)"
)
"""What a console drops."""

SPACED_DATA: dict[str, tuple[str, ...]] = {
    "delete": (
        rf"^drop (?:the |this |selected )?{_OBJECT}s?(?: (?!(?:syntax|guide|docs|reference"
        r"|statement|privileges?|permissions?|history|options)$)[\w.\"'-]+)?$",
    ),
    "submit": (
        r"^(?:apply|run|execute) (?:all |the |this |\d+ )?(?:pending |selected )?"
        r"(?:migrations?|schema changes?)(?: now)?$",
        r"^(?:revert|roll ?back|undo) (?:the |this |last )?(?:migrations?|schema changes?)$",
    ),
    "reset": (
        r"^restore (?:it |this |the backup |the snapshot )?(?:in place|over (?:the )?(?:current"
        r"|existing|live) (?:data|database|server|disk|volume)s?)$",
    ),
    "security": (
        r"^(?:show|reveal|display|unmask|view) (?:the |full )?(?:database |db )?(?:connection"
        r" (?:string|uri|url)|dsn|database url|jdbc url)$",
        r"^(?:disable|turn off|stop|pause|suspend) (?:all |the )?(?:automatic |auto-?"
        r"|scheduled |daily |nightly )?(?:backups?|snapshots)$",
    ),
    "lock": (
        r"^lock (?:\(keep |for )?(?:forever|permanently|compliance)",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""

PROTECTING_DATA: tuple[str, ...] = (
    r"(?:database |db )?read-?only mode",
    r"object lock",
    r"soft delete",
)
"""What a data console's switch protects while it is on: turning it off weakens security."""
