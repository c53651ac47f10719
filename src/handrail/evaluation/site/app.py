"""The site's Starlette app: pages and data under ``/s/<state>/``, the state injected.

Every path carries the abnormal state as its first part, so a page's relative links and
fetches keep it. The server, not the page, makes the state happen:

- ``loading``: data answers late (:data:`LOADING_SECONDS`), pages show a skeleton until then;
- ``popup``: the page comes with a consent dialog over everything, dismissed by a button;
- ``missing``: the page's targets (markup between ``<!--target-->`` and ``<!--/target-->``,
  data records flagged ``target``) are removed;
- ``overlong``: data lists are huge (the target far down) and ``<!--filler-->`` becomes long text;
- ``unavailable``: every data request answers 503, so the page shows its error.
"""

from __future__ import annotations

import asyncio
import html
import re
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from handrail.evaluation.site.data import dataset

__all__ = ["LOADING_SECONDS", "PAGES", "STATES", "create_app", "render_page"]

PAGES = Path(__file__).parent / "pages"
STATES = ("none", "loading", "popup", "missing", "overlong", "unavailable")
LOADING_SECONDS = 1.5
"""How late data answers under ``loading``: long enough to see the skeleton, short for the suite."""

_TARGET = re.compile(r"<!--target-->.*?<!--/target-->", re.DOTALL)
_TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css"}

_POPUP = """
<div class="consent-backdrop" id="consent" data-popup="open">
  <div class="consent" role="dialog" aria-modal="true" aria-labelledby="consent-title">
    <h2 id="consent-title">Cookies on this site</h2>
    <p>We and our partners use cookies to measure and improve this site.
    Choose whether you accept them before you go on.</p>
    <button type="button" id="consent-accept">Accept all</button>
    <button type="button" id="consent-later">Not now</button>
  </div>
</div>
"""

_FILLER_PARAGRAPH = (
    "These terms of use apply to every part of the service. Section {n}: the service is"
    " provided as it is, and changes to these terms take effect when they are published."
    " Please read every section with care before you go on. "
)


def _filler() -> str:
    paragraphs = "".join(
        f"<p>{html.escape(_FILLER_PARAGRAPH.format(n=n) * 3)}</p>" for n in range(1, 61)
    )
    heading = '<section class="filler" aria-label="Terms of use"><h2>Terms of use</h2>'
    return f"{heading}{paragraphs}</section>"


def render_page(text: str, state: str) -> str:
    """The page's HTML as the server sends it under ``state``."""
    text = text.replace("<html", f'<html data-state="{state}"', 1)
    if state == "missing":
        text = _TARGET.sub("", text)
    text = text.replace("<!--filler-->", _filler() if state == "overlong" else "")
    if state == "popup":
        text = text.replace("</body>", _POPUP + "</body>", 1)
    return text


def _file(rel: str) -> Path | None:
    path = (PAGES / rel).resolve()
    if PAGES.resolve() not in path.parents or not path.is_file():
        return None
    return path


async def _page(request: Request) -> Response:
    state = request.path_params["state"]
    rel = request.path_params.get("path", "") or "index.html"
    if state not in STATES:
        return HTMLResponse(f"<h1>Unknown state {html.escape(state)}</h1>", status_code=404)
    path = _file(rel)
    if path is None:
        return HTMLResponse("<h1>Not found</h1>", status_code=404)
    headers = {"Cache-Control": "no-store"}
    if path.suffix == ".html":
        body = render_page(path.read_text(encoding="utf-8"), state)
        return HTMLResponse(body, headers=headers)
    return FileResponse(path, headers=headers, media_type=_TYPES.get(path.suffix))


async def _late(state: str) -> Response | None:
    if state == "loading":
        await asyncio.sleep(LOADING_SECONDS)
    if state == "unavailable":
        return JSONResponse(
            {"error": "Service unavailable"}, status_code=503, headers={"Retry-After": "30"}
        )
    return None


async def _data(request: Request) -> Response:
    state = request.path_params["state"]
    name = request.path_params["name"]
    if state not in STATES:
        return JSONResponse({"error": f"unknown state {state}"}, status_code=404)
    failed = await _late(state)
    if failed is not None:
        return failed
    try:
        body: Any = dataset(name, state, dict(request.query_params))
    except KeyError:
        return JSONResponse({"error": f"no data set {name}"}, status_code=404)
    return JSONResponse(body, headers={"Cache-Control": "no-store"})


async def _upload(request: Request) -> Response:
    state = request.path_params["state"]
    failed = await _late(state)
    if failed is not None:
        return failed
    body = await request.body()
    name = request.headers.get("x-file-name", "upload.bin")
    return JSONResponse({"name": name, "bytes": len(body)})


def create_app() -> Starlette:
    """The site's app."""
    return Starlette(
        routes=[
            Route("/s/{state}/api/upload", _upload, methods=["POST"]),
            Route("/s/{state}/api/{name}", _data),
            Route("/s/{state}/", _page),
            Route("/s/{state}/{path:path}", _page),
            Route("/", lambda _r: HTMLResponse('<a href="/s/none/">Pages</a>')),
        ]
    )
