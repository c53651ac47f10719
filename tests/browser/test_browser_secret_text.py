"""Secrets in text, read from real Chromium: split by markup, re-cased by CSS, in hints."""

from __future__ import annotations

import json

import pytest
from browser_fixtures import BrowserEnv

from handrail.gate import AllowAll
from handrail.ids import MemoryIdStore
from handrail.safety.secrets import SecretsBackend, SecretVault
from handrail.session import Session
from handrail.textformat import format_snapshot

pytestmark = pytest.mark.browser

VALUE = "hunter2-SECRET-77"


def _leaks(text: str) -> list[str]:
    """Pieces of the value (4 characters or more, any case, spaces ignored) in ``text``."""
    squeezed = "".join(text.split()).casefold()
    secret = VALUE.casefold()
    return [secret[i : i + 5] for i in range(len(secret) - 4) if secret[i : i + 5] in squeezed]


async def test_observed_text_never_shows_a_secret_or_a_piece_of_one(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("text_leaks.html")
    q = browser_env.query()
    plain = Session(browser_env.backend(), ids=MemoryIdStore(), gate=AllowAll())
    async with plain:
        shown = format_snapshot(await plain.observe(q))
    assert _leaks(shown)  # the page does show it, split and shouted
    backend = SecretsBackend(browser_env.backend(), SecretVault({"TOKEN": VALUE}))
    async with Session(backend, ids=MemoryIdStore(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        data = json.dumps(snap.to_json(), ensure_ascii=False)
        drawn = " ".join(t for t, _ in await backend.shown_text(snap.target))
    readable = "Hunter S. Thompson wrote this"  # starts like the value: not a piece of it
    for out in (text, data, drawn):
        assert _leaks(out.replace(readable, "")) == [], out
    assert "{{TOKEN}}" in text
    assert readable in text  # what is not a piece stays readable
