"""The console's form posts, read."""

from __future__ import annotations

from urllib.parse import parse_qs

from starlette.requests import Request

__all__ = ["read_form"]


async def read_form(request: Request) -> dict[str, str]:
    """The url-encoded form of ``request`` (first value of each field, 64 KiB at most)."""
    # Parsed here rather than with request.form(): url-encoded forms are all the console
    # posts, and this needs no multipart parser.
    body = (await request.body())[:65536].decode("utf-8", "replace")
    return {k: v[0] for k, v in parse_qs(body).items()}
