"""Real applications the desktop tests run, and how to tell one is missing."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

APPS_DIR = Path(__file__).resolve().parent.parent / "apps"
SYSTEM_PYTHON = "/usr/bin/python3"


def need(program: str) -> str:
    """The path of ``program``; skips the test when the install steps did not provide it."""
    found = shutil.which(program)
    if found is None:
        pytest.skip(f"{program} is not installed (run scripts/install-system-deps.sh)")
    return found


def qt_form() -> list[str]:
    """The command line of the small PyQt5 window (skips without PyQt5)."""
    probe = subprocess.run(
        [SYSTEM_PYTHON, "-c", "import PyQt5.QtWidgets"], capture_output=True, check=False
    )
    if probe.returncode != 0:
        pytest.skip("python3-pyqt5 is not installed (run scripts/install-system-deps.sh)")
    return [SYSTEM_PYTHON, str(APPS_DIR / "qt_form.py")]


def isolated(argv: list[str], home: Path) -> list[str]:
    """``argv`` run with its settings, data and session state kept under ``home``.

    Editors restore the last session (and ask about it) after being ended; a fresh
    home per test keeps every start a first start.
    """
    dirs = {v: home / v.lower() for v in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME")}
    for d in dirs.values():
        d.mkdir(parents=True, exist_ok=True)
    return ["env", "GSETTINGS_BACKEND=memory", *(f"{k}={v}" for k, v in dirs.items()), *argv]


def mousepad(home: Path) -> list[str]:
    """mousepad in a fresh home (skips when it is not installed)."""
    return isolated([need("mousepad"), "--disable-server"], home)


_NO_TIPS = """<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry"
 xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Common/Misc"><prop oor:name="ShowTipOfTheDay"
 oor:op="fuse"><value>false</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Misc"><prop oor:name="FirstRun"
 oor:op="fuse"><value>false</value></prop></item>
</oor:items>
"""


def libreoffice_profile(home: Path) -> str:
    """A fresh LibreOffice profile that shows no tip of the day: its ``-env:`` argument."""
    user = home / "lo" / "user"
    user.mkdir(parents=True, exist_ok=True)
    (user / "registrymodifications.xcu").write_text(_NO_TIPS, encoding="utf-8")
    return f"-env:UserInstallation={(home / 'lo').as_uri()}"
