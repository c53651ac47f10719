"""What the text of a component library's confirm dialog says its bare button does.

SweetAlert2, Ant Design, MUI, Element Plus, Shoelace or Ionic confirms name the action in
a title or a line of text (*Make "Q3 results" public?*, *Bob can no longer sign in and his
drafts are deleted.*) and leave the button bare (*Continue*, *Done*, *OK*). Folded like
the texts they are matched against (lower case). Each pattern names a consequence that
is not undone by pressing again, so that a tour's *Continue* or an import's *Done* passes.
"""

from __future__ import annotations

import re

__all__ = ["CONSEQUENCES", "GOES_ON"]

GOES_ON = re.compile(
    r"^(?:ok|okay|yes|continue|confirm|done|proceed|submit|go ahead|i understand|got it"
    r"|approve|sure)[.!]?$"
)
"""A dialog's bare button that goes on with whatever its text says."""

CONSEQUENCES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"^make \S.* public\??$"), "publish", "makes it public"),
    (re.compile(r"\beveryone with the link\b.* (?:will )?(?:see|view|open)\b"), "publish",
     "shows it to everyone with the link"),
    (re.compile(r"\b(?:all )?[\d,]+ (?:subscribers|customers|followers|recipients|members)"
                r" (?:will )?(?:see|get|receive)\b"), "send", "tells every subscriber"),
    (re.compile(r"\b(?:goes|go|will go) live\b"), "publish", "puts it live"),
    (re.compile(r"\bcan no longer (?:sign in|log in|access|use)\b"), "revoke",
     "takes someone's access away"),
    (re.compile(r"\b(?:is|are|will be|get|gets) (?:permanently )?(?:deleted|erased|wiped)\b"),
     "delete", "deletes something"),
    (re.compile(r"\b(?:cannot|can't|can ?not) be (?:undone|recovered|reversed|restored)\b"),
     "delete", "cannot be undone"),
    (re.compile(r"\bwill stop working\b"), "revoke", "revokes a credential"),
    (re.compile(r"\bseats? (?:are|is|will be|get) released\b"), "cancel",
     "ends a subscription"),
    (re.compile(r"\bwill receive (?:it|the invoice|an? (?:email|invoice))\b"), "send",
     "sends something"),
)  # fmt: skip
"""What a confirm's title or text says its bare button does: a pattern, a risk, a reason."""
