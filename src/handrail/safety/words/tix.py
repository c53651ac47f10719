"""Verbs of event-ticketing, restaurant-reservation, crowdfunding and donation sites.

A message sent at once to a whole list of people: *Email to 48 contacts*, *Message all
4,213 backers*, *Text 12 friends*. Merged into :data:`handrail.safety.words.verbs.SPACED` by
category; folded like the labels they are matched against. Each is anchored, so that a
link about the messages (*Emails to backers*) or a tab (*Attendees*) commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_TIX"]

_PEOPLE = (
    r"(?:contacts|friends|backers|supporters|donors|attendees|guests|followers|subscribers"
    r"|ticket ?holders|diners)"
)
"""Whom a ticketing, reservation or fundraising page writes to all at once."""

SPACED_TIX: dict[str, tuple[str, ...]] = {
    "send": (rf"^(?:e-?mail|text|message|sms) (?:to )?(?:all )?(?:(?:your|\d[\d,]*) )?{_PEOPLE}$",),
}
"""Words of space-separated languages, matched between word boundaries."""
