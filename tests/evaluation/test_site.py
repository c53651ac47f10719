"""The suite's site over real HTTP: every page under every state, and each state's effect."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from collections.abc import Iterator

import pytest

from handrail.errors import UsageError
from handrail.evaluation.site import LOADING_SECONDS, STATES, Site, start_site
from handrail.evaluation.site.app import PAGES
from handrail.evaluation.site.data import OVERLONG_ROWS

FORMS = ("form", "list", "detail", "dialog", "chart", "table", "tabs", "tree", "wizard", "chat")


@pytest.fixture(scope="module")
def site() -> Iterator[Site]:
    with start_site() as s:
        yield s


def get(
    url: str, data: bytes | None = None, headers: dict[str, str] | None = None
) -> tuple[int, bytes]:
    request = urllib.request.Request(url, data=data, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=30) as reply:
            return reply.status, reply.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read()


@pytest.mark.parametrize("state", STATES)
def test_every_page_and_its_scripts_are_served_under_every_state(site: Site, state: str) -> None:
    for form in FORMS:
        status, body = get(site.url(f"{form}.html", state))
        assert status == 200, form
        assert f'data-state="{state}"'.encode() in body
        for script in (b"site.js", b"upload.js", b"datepicker.js"):
            if b'src="' + script + b'"' in body:
                assert get(site.url(script.decode(), state))[0] == 200


def test_urls_keep_the_state_as_a_path_prefix(site: Site) -> None:
    assert site.url("/detail.html?id=c3", "popup") == f"{site.base_url}/s/popup/detail.html?id=c3"
    assert site.base_url.startswith("http://127.0.0.1:")
    with pytest.raises(UsageError, match="unknown state 'slow'"):
        site.url("form.html", "slow")
    assert get(f"{site.base_url}/s/slow/form.html")[0] == 404
    assert get(site.url("no-such-page.html"))[0] == 404
    assert get(site.url("../app.py"))[0] == 404


def test_unavailable_answers_503_for_every_data_request(site: Site) -> None:
    for name in ("ready", "contacts", "orders", "messages", "sales", "tree", "detail", "library"):
        status, body = get(site.url(f"api/{name}", "unavailable"))
        assert status == 503, name
        assert json.loads(body) == {"error": "Service unavailable"}
        assert get(site.url(f"api/{name}"))[0] == 200
    assert get(site.url("api/upload", "unavailable"), data=b"x")[0] == 503


def test_loading_answers_late(site: Site) -> None:
    start = time.monotonic()
    status, _ = get(site.url("api/contacts", "loading"))
    assert status == 200
    assert time.monotonic() - start >= LOADING_SECONDS


def test_missing_removes_the_targets_from_pages_and_data(site: Site) -> None:
    normal = get(site.url("form.html"))[1].decode()
    missing = get(site.url("form.html", "missing"))[1].decode()
    for marker in ('id="save"', 'id="email"', 'id="newsletter"', 'id="alerts"', 'id="notes"'):
        assert marker in normal
        assert marker not in missing
    assert "<!--target-->" not in missing
    names = [c["name"] for c in json.loads(get(site.url("api/contacts", "missing"))[1])]
    assert "Ada Lovelace" in names
    assert "Quentin Blake" not in names
    detail = json.loads(get(site.url("api/detail?id=c3", "missing"))[1])
    assert "phone" not in detail


def test_overlong_buries_the_targets_under_thousands_of_rows_and_long_text(site: Site) -> None:
    rows = json.loads(get(site.url("api/contacts", "overlong"))[1])
    assert len(rows) > OVERLONG_ROWS >= 1000
    assert [r["name"] for r in rows].index("Quentin Blake") > OVERLONG_ROWS
    assert len(json.loads(get(site.url("api/orders", "overlong"))[1])) > OVERLONG_ROWS
    page = get(site.url("form.html", "overlong"))[1].decode()
    assert page.count("Section ") >= 60
    assert "Section " not in get(site.url("form.html"))[1].decode()
    detail = json.loads(get(site.url("api/detail?id=c3", "overlong"))[1])
    assert len(detail["notes"]) > 10_000


def test_popup_pages_carry_a_consent_dialog_with_dismiss_buttons(site: Site) -> None:
    page = get(site.url("list.html", "popup"))[1].decode()
    assert 'role="dialog" aria-modal="true"' in page
    assert ">Accept all</button>" in page
    assert ">Not now</button>" in page
    assert 'id="consent"' not in get(site.url("list.html"))[1].decode()


def test_an_upload_is_answered_with_its_name_and_size(site: Site) -> None:
    data = get(site.url("files/cv-ada.pdf"))[1]
    assert data == (PAGES / "files" / "cv-ada.pdf").read_bytes()
    status, body = get(site.url("api/upload"), data=data, headers={"x-file-name": "cv-ada.pdf"})
    assert status == 200
    assert json.loads(body) == {"name": "cv-ada.pdf", "bytes": len(data)}


def test_a_busy_port_is_one_clear_error(site: Site) -> None:
    busy = pytest.raises(UsageError, match=r"cannot listen on 127\.0\.0\.1")
    with busy, start_site(port=site.port):
        pass
