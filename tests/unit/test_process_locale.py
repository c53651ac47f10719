"""The locale of a process, read from its environment as the C library would choose it."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from handrail.liveness import process_locale


@contextmanager
def _process(**env: str) -> Iterator[int]:
    # A child that says it runs (so its own environment is in place, not the forked
    # parent's) and waits on its standard input: it lives as long as the test needs.
    clean = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    proc = subprocess.Popen(
        [sys.executable, "-c", "import sys; print('up', flush=True); sys.stdin.read()"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env={**clean, **env},
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline() == b"up\n"
        yield proc.pid
    finally:
        assert proc.stdin is not None
        proc.stdin.close()
        proc.wait(timeout=30)


def test_lc_all_wins_then_lc_messages_then_lang() -> None:
    with _process(LANG="de_DE.UTF-8") as pid:
        assert process_locale(pid) == "de_DE.UTF-8"
    with _process(LANG="de_DE.UTF-8", LC_MESSAGES="fr_FR.UTF-8") as pid:
        assert process_locale(pid) == "fr_FR.UTF-8"
    with _process(LANG="de_DE.UTF-8", LC_MESSAGES="fr_FR.UTF-8", LC_ALL="zh_CN.UTF-8") as pid:
        assert process_locale(pid) == "zh_CN.UTF-8"
    with _process() as pid:
        assert process_locale(pid) == "C"


def test_a_gone_process_has_no_locale() -> None:
    with _process(LANG="de_DE.UTF-8") as pid:
        pass
    assert process_locale(pid) is None
    assert process_locale(0) is None
