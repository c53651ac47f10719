"""The console's form posts, read."""

from __future__ import annotations

from urllib.parse import parse_qs

from starlette.exceptions import HTTPException
from starlette.requests import Request

MAX_FORM = 1 << 16
"""The largest form read (64 KiB)."""

__all__ = ["read_form"]


async def read_form(request: Request) -> dict[str, str]:
    """The url-encoded form of ``request`` (first value of each field, 64 KiB at most)."""
    # Parsed here rather than with request.form(): url-encoded forms are all the console
    # posts, and this needs no multipart parser.
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        chunks.append(chunk)
        size += len(chunk)
        if size > MAX_FORM:
            # A body without a length (chunked) stops being read here.
            raise HTTPException(413, "request body too large")
    body = b"".join(chunks).decode("utf-8", "replace")
    return {k: v[0] for k, v in parse_qs(body).items()}
