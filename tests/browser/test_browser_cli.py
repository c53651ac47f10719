"""``handrail browser start/stop/status`` and the primitives with ``--browser``, as processes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_fixtures import CHROMIUM
from fixture_server import FixtureServer

# Every command below is a fresh interpreter with its own 60 s limit, which is what
# catches a hang; a test runs up to 19 of them in turn, about 1 s of CPU each, so on a
# loaded machine (5-6 s of wall clock for ``--version`` alone) the suite's 120 s per test
# measures the machine. The test-wide limit is the commands' own limits, summed loosely.
pytestmark = [pytest.mark.browser, pytest.mark.timeout(600)]


class Cli:
    def __init__(self, state_dir: Path) -> None:
        self.env = {**os.environ, "HANDRAIL_STATE_DIR": str(state_dir)}

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "handrail.cli.main", *args],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=60,
        )

    def json(self, *args: str) -> Any:
        done = self.run(*args, "--format", "json")
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)


@pytest.fixture(scope="module")
def server() -> Iterator[FixtureServer]:
    with FixtureServer() as srv:
        yield srv


@pytest.fixture
def cli(tmp_path: Path) -> Iterator[Cli]:
    if not Path(CHROMIUM).exists():
        pytest.skip(f"no Chromium at {CHROMIUM}")
    c = Cli(tmp_path)
    yield c
    c.run("browser", "stop")


def element(snapshot: dict[str, Any], role: str, name: str) -> dict[str, Any]:
    for e in snapshot["elements"]:
        if e["role"] == role and e["name"] == name:
            return e
    raise AssertionError(f"no {role} {name!r}")


def test_start_observe_act_stop(cli: Cli, server: FixtureServer) -> None:
    started = cli.json("browser", "start", "--url", server.url("form.html"))
    assert started["endpoint"].startswith("http://127.0.0.1:")
    status = cli.json("browser", "status")
    assert status["running"] and status["pages"][0]["url"].endswith("form.html")

    snap = cli.json("observe", "--browser")
    assert snap["target"]["url"].endswith("form.html")
    gift = element(snap, "checkbox", "Gift wrap")
    assert "checked" not in gift["states"] and len(gift["bounds"]) == 4

    # Ids hold across processes: the next process acts on the id this one printed.
    acted = cli.json("act", "click", gift["id"], "--browser")
    assert acted["ok"] and acted["mode"] == "input" and acted["element"] == gift["id"]
    assert acted["signature_before"] != acted["signature_after"]
    again = cli.json("observe", "--browser", "--tab", "form")
    assert "checked" in element(again, "checkbox", "Gift wrap")["states"]
    assert element(again, "checkbox", "Gift wrap")["id"] == gift["id"]

    text = cli.run("observe", "--browser")
    assert text.returncode == 0
    line = next(x for x in text.stdout.splitlines() if x.endswith(" checkbox Gift wrap"))
    words = line.split()
    assert words[0] == gift["id"] and "checked" in words[1:-3]

    apps = cli.run("apps", "--browser")
    assert "form.html" in apps.stdout
    listed = cli.json("apps", "--cdp", started["endpoint"])
    assert [p["url"] for p in listed] == [status["pages"][0]["url"]]

    shot = cli.run(
        "screenshot", "--browser", "-o", str(Path(cli.env["HANDRAIL_STATE_DIR"]) / "p.png")
    )
    assert shot.returncode == 0, shot.stderr

    stopped = cli.json("browser", "stop")
    assert stopped["stopped"]


def test_environment_secrets_stay_hidden_from_every_command(
    cli: Cli, server: FixtureServer
) -> None:
    from io import BytesIO

    from PIL import Image

    cli.env["HANDRAIL_SECRET_CARD"] = "4111-1111-1111-1111"
    cli.json("browser", "start", "--url", server.url("form.html"))
    field = element(cli.json("observe", "--browser"), "textbox", "Full name")
    typed = cli.run("act", "type", field["id"], "{{CARD}}", "--browser")
    assert typed.returncode == 0, typed.stderr
    # A later command, in another process, never prints the value it can read back.
    shown = cli.run("observe", "--browser", "--format", "json")
    assert "4111" not in shown.stdout
    assert element(json.loads(shown.stdout), "textbox", "Full name")["value"] == "{{CARD}}"
    out = Path(cli.env["HANDRAIL_STATE_DIR"]) / "field.png"
    shot = cli.json("screenshot", "--browser", "--element", field["id"], "-o", str(out))
    assert shot["region"][2:] == field["bounds"][2:]
    img = Image.open(BytesIO(out.read_bytes())).convert("L")
    assert img.size == (field["bounds"][2], field["bounds"][3])
    assert set(img.crop((2, 2, img.width - 2, img.height - 2)).tobytes()) == {0}
    missing = cli.run("screenshot", "--browser", "--element", "e99999", "-o", str(out))
    assert missing.returncode == 3 and missing.stderr.count("\n") == 1
    both = cli.run("screenshot", "--browser", "--element", "e1", "--region", "0,0,5,5", "-o", "x")
    assert both.returncode == 2


def test_exit_codes(cli: Cli, server: FixtureServer) -> None:
    gone = cli.run("observe", "--browser")
    assert gone.returncode == 4
    assert gone.stderr.count("\n") == 1 and "handrail browser start" in gone.stderr

    unreachable = cli.run("observe", "--cdp", "http://127.0.0.1:9")
    assert unreachable.returncode == 4 and unreachable.stderr.startswith("handrail: cannot reach")
    assert unreachable.stderr.count("\n") == 1

    cli.json("browser", "start", "--url", server.url("rerender.html"))
    assert cli.run("browser", "start").returncode == 2  # one managed browser at a time
    unknown = cli.run("act", "click", "e99999", "--browser", "--format", "json")
    assert unknown.returncode == 3 and json.loads(unknown.stdout)["ok"] is False

    snap = cli.json("observe", "--browser")
    save = element(snap, "button", "Save")
    heading = element(snap, "heading", "Re-render")
    bad = cli.run("act", "set-value", heading["id"], "x", "--browser")
    assert bad.returncode == 5 and "does not take text; set-value needs" in bad.stderr
    typed = cli.run("act", "type", heading["id"], "x", "--browser")
    assert typed.returncode == 5 and "does not take text; type needs" in typed.stderr
    no_tab = cli.run("observe", "--browser", "--tab", "no-such-page")
    assert no_tab.returncode == 4 and "no page matches" in no_tab.stderr
    # Drawn again elsewhere between observe and act: the old id is stale, nothing is clicked.
    cli.json("act", "click", element(snap, "button", "Re-render lower")["id"], "--browser")
    stale = cli.run("act", "click", save["id"], "--browser")
    assert stale.returncode == 3 and "nothing was done" in stale.stderr
    after = cli.json("observe", "--browser")
    assert not any("saved by" in e["name"] for e in after["elements"])
    fresh = element(after, "button", "Save")
    assert fresh["id"] != save["id"]
    cli.json("act", "click", fresh["id"], "--browser")
    done = cli.json("observe", "--browser")
    assert any("saved by generation 2" in e["name"] for e in done["elements"])


def test_dialog_outlives_the_command_that_opened_it(cli: Cli, server: FixtureServer) -> None:
    cli.json("browser", "start", "--url", server.url("dialog.html"))
    snap = cli.json("observe", "--browser")
    acted = cli.json("act", "click", element(snap, "button", "Ask first")["id"], "--browser")
    assert acted["ok"]
    # A later process sees the same dialog, with its text, and the page is not answered.
    text = cli.run("observe", "--browser")
    assert '! blocked by confirm dialog "Continue with the tour?"' in text.stdout
    blocked = cli.json("observe", "--browser")
    assert blocked["blocking"] == 'confirm dialog "Continue with the tour?"'
    refused = cli.run("act", "click", element(blocked, "button", "Cancel")["id"], "--browser")
    assert refused.returncode == 0, refused.stderr
    after = cli.json("observe", "--browser")
    assert "blocking" not in after
    assert any(e["name"] == "stayed" for e in after["elements"])


def test_start_failures_are_one_clear_line(cli: Cli, tmp_path: Path) -> None:
    for var in ("DISPLAY", "WAYLAND_DISPLAY"):
        cli.env.pop(var, None)
    headed = cli.run("browser", "start", "--headed")
    assert headed.returncode == 4
    assert headed.stderr.count("\n") == 1 and "DISPLAY" in headed.stderr
    cli.env["HANDRAIL_CHROMIUM"] = str(tmp_path / "no-chromium")
    missing = cli.run("browser", "start")
    assert missing.returncode == 4 and "HANDRAIL_CHROMIUM" in missing.stderr
    assert cli.run("browser", "status").returncode == 4


def test_observe_viewport_reads_the_screen_through_the_watcher(
    cli: Cli, server: FixtureServer
) -> None:
    cli.json("browser", "start", "--url", server.url("rows.html"))
    part = cli.json("observe", "--browser", "--viewport")
    names = {e["name"] for e in part["elements"] if e["role"] == "button"}
    assert {"Top", "Open 0"} <= names and "Open 199" not in names
    assert part["offscreen"]["above"] == 0 and part["offscreen"]["below"] > 300
    text = cli.run("observe", "--browser", "--viewport")
    assert text.returncode == 0
    assert "# not on screen, not read: 0 elements above" in text.stdout
    whole = cli.json("observe", "--browser")
    assert "offscreen" not in whole and len(whole["elements"]) > 200


def test_browser_open_loads_a_page_and_says_no_clearly(cli: Cli, server: FixtureServer) -> None:
    started = cli.json("browser", "start", "--url", server.url("form.html"))
    assert started["ok"]
    opened = cli.json("browser", "open", server.url("dialog.html"))
    assert opened["url"] == server.url("dialog.html") and opened["title"]
    snap = cli.json("observe", "--browser", "--mode", "ax")
    assert snap["target"]["url"] == server.url("dialog.html")
    # Through the endpoint, a tab named by its title.
    via = cli.json(
        "browser", "open", server.url("form.html"), "--cdp", started["endpoint"], "--tab", "ialog"
    )
    assert via["url"] == server.url("form.html")
    # Not an address: a usage error (2), nothing opened.
    bad = cli.run("browser", "open", "example.org")
    assert bad.returncode == 2 and "whole address" in bad.stderr, bad.stderr
    # The browser refuses it: the reason it gives, exit 5.
    refused = cli.run("browser", "open", "http://127.0.0.1:1/")
    assert refused.returncode == 5 and "could not open" in refused.stderr, refused.stderr


def test_opening_the_open_page_at_another_fragment_says_it_was_not_loaded_again(
    cli: Cli, server: FixtureServer
) -> None:
    cli.json("browser", "start", "--url", server.url("form.html"))
    snap = cli.json("observe", "--browser")
    typed = cli.run("act", "type", element(snap, "textbox", "Full name")["id"], "Ada", "--browser")
    assert typed.returncode == 0, typed.stderr

    def name() -> str:
        return str(
            element(cli.json("observe", "--browser"), "textbox", "Full name").get("value") or ""
        )

    # The same document at another fragment: the browser scrolls, as its address bar
    # does, and keeps what was typed; the command says so rather than "opened".
    went = cli.run("browser", "open", server.url("form.html") + "#status")
    assert went.returncode == 0, went.stderr
    assert "not loaded again" in went.stdout and "--reload" in went.stdout, went.stdout
    assert cli.json("browser", "open", server.url("form.html") + "#order")["loaded"] is False
    assert name() == "Ada"
    # Asked to, it loads the page afresh.
    fresh = cli.json("browser", "open", "--reload", server.url("form.html") + "#order")
    assert fresh["loaded"] is True and fresh["url"] == server.url("form.html") + "#order"
    assert name() == ""
    # Another document is loaded, as before.
    assert cli.json("browser", "open", server.url("dialog.html"))["loaded"] is True


def test_a_page_blocked_by_a_dialog_keeps_its_title(cli: Cli, server: FixtureServer) -> None:
    # While the dialog is open Chromium names a page it was sent to by its address.
    cli.json("browser", "start", "--url", server.url("dialog.html"))
    assert cli.run("browser", "open", server.url("confirmtitle.html")).returncode == 0
    snap = cli.json("observe", "--browser")
    cli.run("act", "click", element(snap, "button", "Remind me")["id"], "--browser")
    text = cli.run("observe", "--browser").stdout
    assert text.startswith("# Regular payments "), text
    assert '! blocked by confirm dialog "Cancel it?"' in text, text
