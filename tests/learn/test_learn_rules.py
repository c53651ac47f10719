"""The labelling rules and the scene helpers on records written out by hand: the causes a
test run cannot provoke cheaply (timeouts of a bus, a lost renderer, no accessibility),
pictures of a high-density screen, element lines with quotes."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from handrail.learn import RootCause, label_round, label_run
from handrail.learn.scene import crop_region, parse_scene_text


def failed(kind: str, error: str, state: str = "running") -> dict[str, Any]:
    return {
        "round": 1,
        "actions": [
            {
                "action": {"kind": "click", "element_id": "e2"},
                "receipt": None,
                "error": error,
                "error_kind": kind,
                "element": {"role": "button", "name": "Send"},
            }
        ],
        "target_process": {"pid": 42, "state": state},
    }


@pytest.mark.parametrize(
    ("kind", "error", "state", "label"),
    [
        (
            "operation_timeout",
            "AT-SPI call GetChildren timed out after 5s",
            "running",
            RootCause.NETWORK_TIMEOUT,
        ),
        (
            "backend_unavailable",
            "the page crashed (renderer gone)",
            "running",
            RootCause.RENDER_UNAVAILABLE,
        ),
        (
            "backend_unavailable",
            "no AT-SPI bus: accessibility is off",
            "running",
            RootCause.PERMISSION_DENIED,
        ),
        ("no_accessibility_tree", "gedit exposes no tree", "running", RootCause.PERMISSION_DENIED),
        ("target_not_found", "no application with pid 42", "gone", RootCause.TARGET_GONE),
        ("action_failed", "DoAction failed", "zombie", RootCause.TARGET_GONE),
        ("action_failed", "DoAction failed", "running", RootCause.UNKNOWN),
    ],
)
def test_errors_of_the_target_side(kind: str, error: str, state: str, label: RootCause) -> None:
    found = label_round(failed(kind, error, state), None)
    assert found is not None and found.label is label
    assert found.diagnostics["error_kind"] == kind
    assert found.diagnostics["process"]["state"] == state


def test_a_round_error_from_the_backend() -> None:
    rec = {
        "round": 2,
        "error": "operation_timeout: Runtime.evaluate: no reply within 5s",
        "error_kind": "operation_timeout",
    }
    found = label_round(rec, None)
    assert found is not None and found.label is RootCause.NETWORK_TIMEOUT


def test_endings_an_interrupted_run_and_a_person_at_the_keyboard() -> None:
    dead = [{"round": 1, "target_process": {"pid": 9, "state": "gone"}}]
    found = label_run({"status": "interrupted", "reason": "its owner died"}, dead, [None], None)
    assert found is not None and found.label is RootCause.TARGET_GONE
    found = label_run({"status": "interrupted", "reason": "its owner died"}, [], [], None)
    assert found is not None and found.label is RootCause.UNKNOWN
    # A header still saying running, whose owner is dead, reads as interrupted.
    killed = {"status": "running", "owner": {"pid": 2**22 + 12345, "start": 1}}
    found = label_run(killed, dead, [None], None)
    assert found is not None and found.label is RootCause.TARGET_GONE
    assert found.diagnostics["check"] == "ending interrupted"
    found = label_run(
        {"status": "handoff", "reason": "a person is using the keyboard"}, [{}], [None], None
    )
    assert found is not None and found.label is RootCause.USER_INTERFERENCE
    asks = {"status": "handoff", "reason": "click e7 needs a person's approval"}
    found = label_run(asks, [{}], [None], None)
    assert found is not None and found.label is RootCause.UNKNOWN
    assert label_run({"status": "finished"}, [], [], None) is None


def test_scene_lines_popups_and_their_close_buttons() -> None:
    scene = parse_scene_text(
        '# page\n! blocked by confirm dialog "Leave?"\ne1 button "Say \\"hi\\""\n'
        'e4 dialog "Cookie banner" [modal]\n e5 text "We use cookies."\n e6 button "Settings"\n'
        ' e7 button "Accept all"\ne8 link "More"\n'
    )
    assert scene.blocking == 'confirm dialog "Leave?"'
    assert scene.get("e1") is not None and scene.get("e1").name == 'Say "hi"'  # type: ignore[union-attr]
    popup = scene.covering("e1")
    assert popup is not None and popup.name == "Cookie banner"
    assert scene.covering("e7") is None  # inside the dialog: not covered by it
    assert [ln.id for ln in scene.inside(popup)] == ["e5", "e6", "e7"]
    close = scene.close_control(popup)
    assert close is not None and close.id == "e7"


def test_the_cut_maps_element_points_onto_a_dense_picture() -> None:
    # A 2x picture of the area (100, 50) 200x100 in points.
    img = Image.new("RGB", (400, 200), "white")
    for x in range(200, 240):
        for y in range(100, 120):
            img.putpixel((x, y), (255, 0, 0))
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    cut = crop_region(buf.getvalue(), [200, 100, 20, 10], [100, 50, 200, 100], margin=5)
    assert cut is not None
    png, region = cut
    assert region == [195, 95, 30, 20]
    out = Image.open(io.BytesIO(png))
    assert out.size == (60, 40)
    assert out.getpixel((10, 10)) == (255, 0, 0) and out.getpixel((2, 2)) == (255, 255, 255)
    assert crop_region(buf.getvalue(), [900, 900, 10, 10], [100, 50, 200, 100]) is None


@pytest.mark.parametrize(
    ("reason", "scene", "label", "key", "value"),
    [
        (
            'the service is unavailable ("503 Service Unavailable") after a reload',
            'e1 document "Orders"\n e2 heading "503 Service Unavailable"\n e3 button "Retry"',
            RootCause.RENDER_UNAVAILABLE,
            "error_text",
            'e2 heading "503 Service Unavailable"',
        ),
        (
            "the page is still loading after 12 waits",
            'e1 document "Orders"\n e2 text "Loading orders…"\n e3 progressbar',
            RootCause.NETWORK_TIMEOUT,
            "loading",
            'e2 text "Loading orders…"',
        ),
        (
            'button "Save \\"draft\\"" is not on the screen (renamed or removed?)',
            'e1 document "Editor"\n e2 button "Store draft"',
            RootCause.ELEMENT_MISSING,
            "missing",
            'button "Save "draft""',
        ),
    ],
)
def test_a_blocked_ending_is_labelled_from_the_last_screen(
    reason: str, scene: str, label: RootCause, key: str, value: str
) -> None:
    found = label_run(
        {"status": "blocked", "reason": reason}, [{"round": 1}], [None], parse_scene_text(scene)
    )
    assert found is not None and found.label is label
    assert found.diagnostics[key] == value


def test_a_blocked_ending_naming_an_element_on_screen_is_not_element_missing() -> None:
    scene = parse_scene_text('e1 document "Editor"\n e2 button "Save"')
    found = label_run(
        {"status": "blocked", "reason": 'click on button "Save" did not work twice'},
        [{"round": 1}],
        [None],
        scene,
    )
    assert found is not None and found.label is RootCause.UNKNOWN
