"""A local HTTP server for browser tests and benchmarks.

Serves ``pages/`` plus generated pages: ``/long.html?n=N`` (a long list of links and
buttons), ``/slow-data?ms=N`` (answers after a delay) and ``/trickle.html?ms=N`` (a
page sent in two parts N ms apart, the first ending inside its heading). Extra directories can be
mounted under a prefix (the benchmark mounts Python's HTML docs); ``/weblibs/`` serves
the real component libraries ``make weblibs`` installs from npm.
"""

from __future__ import annotations

import html
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

PAGES = Path(__file__).parent / "pages"
WEBLIBS = Path(__file__).parent / "weblibs" / "node_modules"
"""Real web component libraries (``make weblibs``), served under ``/weblibs/``."""


def long_page(n: int) -> str:
    rows = "\n".join(
        f'<li><a href="#item{i}">Item {i}</a> <button type="button">Open {i}</button></li>'
        for i in range(n)
    )
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Long list</title>'
        f"</head><body><h1>Long list</h1><ul>{rows}</ul></body></html>"
    )


class _Handler(SimpleHTTPRequestHandler):
    mounts: dict[str, Path] = {}

    def log_message(self, format: str, *args: object) -> None:
        pass

    def translate_path(self, path: str) -> str:
        clean = urlsplit(path).path
        for prefix, root in self.mounts.items():
            if clean.startswith(prefix + "/"):
                rel = clean[len(prefix) + 1 :]
                return str(root / rel)
        if clean.startswith("/weblibs/"):
            return str(WEBLIBS / clean[len("/weblibs/") :])
        return str(PAGES / clean.lstrip("/"))

    def _send(self, body: str, ctype: str = "text/html; charset=utf-8") -> None:
        data = body.encode()
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(data)

    def _trickle(self, pause: float) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Cache-Control", "no-store")
        self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(
            b'<!doctype html><html lang="en"><head><meta charset="utf-8">'
            b"<title>Trickle</title></head><body><h1>"
        )
        self.wfile.flush()
        time.sleep(pause)  # the network, slow: the parser has half of the page meanwhile
        self.wfile.write(b"Trickled heading</h1><button>After the pause</button></body></html>")
        self.wfile.flush()
        self.close_connection = True

    def do_GET(self) -> None:
        parts = urlsplit(self.path)
        query = parse_qs(parts.query)
        if parts.path == "/long.html":
            self._send(long_page(int(query.get("n", ["2000"])[0])))
            return
        if parts.path == "/trickle.html":
            self._trickle(min(int(query.get("ms", ["1000"])[0]), 5000) / 1000)
            return
        if parts.path == "/slow-data":
            time.sleep(min(int(query.get("ms", ["300"])[0]), 5000) / 1000)
            self._send(html.escape("data arrived"), "text/plain")
            return
        super().do_GET()


class FixtureServer:
    """A threaded HTTP server on 127.0.0.1 at a free port; use as a context manager."""

    def __init__(self, mounts: dict[str, Path] | None = None) -> None:
        handler = type("Handler", (_Handler,), {"mounts": dict(mounts or {})})
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}/{path.lstrip('/')}"

    def __enter__(self) -> FixtureServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
