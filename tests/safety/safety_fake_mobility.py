"""Fake pages of food delivery, ride hailing, rental cars and home rentals: what commits
there in words of its own, and the look-alikes that commit nothing."""

from __future__ import annotations

from handrail.vocab import Role

MOBILITY = [
    # what commits: an application's fee, a trip or rental ended, a door code sent
    (Role.BUTTON, "Apply now · $45 fee"), (Role.GENERIC, "Apply · $50 application fee"),
    (Role.GENERIC, "End trip"), (Role.BUTTON, "End rental"),
    (Role.GENERIC, "Send door code to guest"), (Role.MENUITEM, "Share lockbox code"),
    # look-alikes that commit nothing
    (Role.LINK, "Application fees explained"), (Role.LINK, "Apply filters"),
    (Role.LINK, "Trip history"), (Role.GENERIC, "Trip ended"),
    (Role.GENERIC, "View door code"), (Role.LINK, "Door code settings"),
]  # fmt: skip
MOBILITY_ACTING = 6
"""The first this many of :data:`MOBILITY` commit something."""
