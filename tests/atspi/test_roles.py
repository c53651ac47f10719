"""AT-SPI role numbers against the specification, and the roles a real GTK 3 program shows."""

from __future__ import annotations

import json
import subprocess

import pytest
from desktop_apps import SYSTEM_PYTHON

from handrail.actions import Action, ActionKind
from handrail.backends.atspi.roles import ATSPI_ROLE_NAMES, map_role
from handrail.model import TargetQuery
from handrail.session import Session
from handrail.vocab import Role

_SPEC = """
import gi, json
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi
out = {}
for n in range(200):
    try:
        out[n] = Atspi.Role(n).value_nick
    except ValueError:
        break
print(json.dumps(out))
"""


def _installed_roles() -> dict[int, str]:
    """AtspiRole as the installed libatspi numbers it (its GObject introspection data)."""
    done = subprocess.run([SYSTEM_PYTHON, "-c", _SPEC], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        pytest.skip("libatspi's introspection data is not installed (python3-gi, gir1.2-atspi)")
    return {int(k): v for k, v in json.loads(done.stdout).items()}


def test_every_role_number_has_the_specifications_name() -> None:
    spec = _installed_roles()
    spec.pop(max(spec), None)  # "last-defined" marks the end, it is no role
    for number, nick in spec.items():
        assert ATSPI_ROLE_NAMES.get(number) == nick.replace("-", " "), number


def test_roles_that_mean_something_map_to_it() -> None:
    by_name = {name: n for n, name in ATSPI_ROLE_NAMES.items()}
    expect = {
        "spin button": Role.SPINBUTTON,
        "split pane": Role.GENERIC,
        "push button": Role.BUTTON,
        "check box": Role.CHECKBOX,
        "entry": Role.TEXTBOX,
        "password text": Role.TEXTBOX,
        "paragraph": Role.PARAGRAPH,
        "table cell": Role.CELL,
        "table": Role.TABLE,
        "page tab": Role.TAB,
        "menu item": Role.MENUITEM,
        "document web": Role.DOCUMENT,
        "document spreadsheet": Role.DOCUMENT,
        "heading": Role.HEADING,
        "link": Role.LINK,
        "switch": Role.SWITCH,
        "invalid": Role.UNKNOWN,
    }
    for name, role in expect.items():
        assert map_role(by_name[name], editable=True) is role, name
    assert map_role(by_name["text"]) is Role.TEXT  # not editable: a run of text
    assert map_role(10_000) is Role.GENERIC  # a role from a newer specification


@pytest.mark.desktop
async def test_widget_factory_spin_buttons_are_spin_buttons(session: Session, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["gtk3-widget-factory"])
    query = TargetQuery(pid=app.pid)
    snap = await session.observe(query)
    spins = [e for e in snap.elements if e.role is Role.SPINBUTTON and e.value]
    assert spins, "no spin button with a value"
    spin = spins[0]
    assert float(spin.value or "nan") == 50
    done = await session.act(
        query, Action(kind=ActionKind.SET_VALUE, element_id=spin.id, text="42")
    )
    assert done.after is not None and float(done.after.by_id[spin.id].value or "nan") == 42
