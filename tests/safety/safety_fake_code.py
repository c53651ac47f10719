"""Fake pages of code hosting, container platforms and citizen-services portals: what
commits there in words of its own, and the look-alikes that commit nothing."""

from __future__ import annotations

from handrail.vocab import Role

CODE = [
    # what commits: a repository's protections and who may write to it
    (Role.GENERIC, "Unprotect"), (Role.GENERIC, "Unprotect branch"),
    (Role.BUTTON, "Unprotect tag"), (Role.BUTTON, "Disable secret scanning"),
    (Role.BUTTON, "Disable Dependabot alerts"),
    (Role.GENERIC, "Change base permission to “Write”"),
    (Role.GENERIC, "Add mkowalski to this repository"),
    (Role.MENUITEM, "Disabled Do not evaluate or enforce rules"),
    # its workflows and secrets
    (Role.GENERIC, "Run workflow"), (Role.GENERIC, "Disable workflow"),
    (Role.GENERIC, "Update secret"), (Role.GENERIC, "Create secret"),
    (Role.BUTTON, "Reveal value"),
    # a cluster's objects saved live
    (Role.GENERIC, "Save labels"), (Role.GENERIC, "Save maintenance window"),
    # an appeal withdrawn
    (Role.MENUITEM, "Withdraw appeal"),
    # look-alikes that commit nothing
    (Role.GENERIC, "Secret scanning settings"), (Role.LINK, "Unprotected branches"),
    (Role.GENERIC, "Active Rules are enforced"), (Role.LINK, "Secret update history"),
    (Role.LINK, "Create secret docs"), (Role.LINK, "Revealed values log"),
    (Role.GENERIC, "Base permission"), (Role.GENERIC, "Add topics to this repository"),
    (Role.GENERIC, "Run workflow ▾"), (Role.LINK, "Disabled workflows"),
    (Role.GENERIC, "Edit labels"), (Role.GENERIC, "View maintenance window"),
    (Role.LINK, "Appeal withdrawal guidance"), (Role.LINK, "Deploy keys"),
    (Role.GENERIC, "Publish status ▾"), (Role.GENERIC, "+ Add bypass"),
]  # fmt: skip
CODE_ACTING = 16
"""The first this many of :data:`CODE` commit something."""
