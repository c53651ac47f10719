"""The console's access control: a random token, a cookie, a CSRF field, loopback hosts.

Every request must carry the token: as ``?token=`` on the first visit (answered with a
cookie and a redirect that drops it from the address bar), then as the cookie, or as
``Authorization: Bearer``. Form posts must also carry the CSRF field the pages embed.
The ``Host`` header must name an allowed host, so a web page elsewhere cannot reach the
console through DNS rebinding.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Iterable
from urllib.parse import urlencode, urlsplit

from starlette.datastructures import URL
from starlette.requests import Request
from starlette.responses import PlainTextResponse, RedirectResponse, Response
from starlette.types import ASGIApp, Receive, Scope, Send

__all__ = ["TokenAuth", "new_token"]


def new_token() -> str:
    """A random URL-safe token (32 bytes of entropy)."""
    return secrets.token_urlsafe(32)


class TokenAuth:
    """ASGI middleware that lets only requests with the console's token through.

    Args:
        app: the application.
        token: the console's token.
        cookie: the cookie's name (it carries the port: cookies are not per port).
        hosts: allowed ``Host`` header names (without port).

    """

    def __init__(self, app: ASGIApp, *, token: str, cookie: str, hosts: Iterable[str]) -> None:
        self.app = app
        self.token = token
        self.cookie = cookie
        self.hosts = {h.lower().strip("[]") for h in hosts}
        self.csrf = hmac.new(token.encode(), b"csrf", hashlib.sha256).hexdigest()

    def _host_ok(self, request: Request) -> bool:
        host = request.headers.get("host", "")
        name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
        return name.lower().strip("[]") in self.hosts

    def _origin_ok(self, request: Request) -> bool:
        # Browsers name the page a form was posted from; another site's page is refused
        # even with the cookie (SameSite is the first guard, this the second).
        origin = request.headers.get("origin")
        if origin is None:
            return True
        host = urlsplit(origin).hostname or ""
        return host.lower().strip("[]") in self.hosts

    def _has_token(self, request: Request) -> bool:
        given = request.cookies.get(self.cookie, "")
        auth = request.headers.get("authorization", "")
        if auth.lower().startswith("bearer "):
            given = auth[7:].strip()
        return bool(given) and hmac.compare_digest(
            given.encode("utf-8", "replace"), self.token.encode()
        )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Check the request, then pass it on or answer 400/401."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request = Request(scope, receive)
        response: Response | None = None
        if not self._host_ok(request):
            response = PlainTextResponse("unknown host", status_code=400)
        elif request.method not in ("GET", "HEAD") and not self._origin_ok(request):
            response = PlainTextResponse("cross-site request refused", status_code=403)
        elif _too_big(request):
            response = PlainTextResponse("request body too large", status_code=413)
        elif "token" in request.query_params:
            given = request.query_params["token"]
            if hmac.compare_digest(given.encode("utf-8", "replace"), self.token.encode()):
                rest = [(k, v) for k, v in request.query_params.multi_items() if k != "token"]
                # One leading slash: "//evil.example/" would be another site's address.
                url = URL(path="/" + request.url.path.lstrip("/\\"), query=urlencode(rest))
                response = RedirectResponse(str(url), status_code=303)
                response.set_cookie(
                    self.cookie, self.token, httponly=True, samesite="strict", path="/"
                )
            else:
                response = PlainTextResponse("wrong token", status_code=401)
        elif not self._has_token(request):
            response = PlainTextResponse(
                "token required: open the URL 'handrail console' printed", status_code=401
            )
        if response is not None:
            await response(scope, receive, send)
            return
        scope.setdefault("state", {})["csrf"] = self.csrf
        await self.app(scope, receive, send)


MAX_BODY = 1 << 16
"""The largest request body the console reads (its forms are a few fields)."""


def _too_big(request: Request) -> bool:
    length = request.headers.get("content-length")
    if length is None:
        return False
    try:
        return int(length) > MAX_BODY
    except ValueError:
        return True
