"""What ``pip install handrail`` brings: the product path needs no benchmark tooling."""

from __future__ import annotations

import subprocess
import sys
from importlib.metadata import requires

from packaging.requirements import Requirement


def test_playwright_is_not_a_product_dependency() -> None:
    plain = [Requirement(r) for r in requires("handrail") or []]
    product = {r.name for r in plain if r.marker is None}
    extras = {r.name for r in plain if r.marker is not None}
    assert "playwright" not in product
    assert "playwright" in extras  # the benchmarks' baseline and the console's page tests
    assert {"dbus-fast", "websockets", "mcp"} <= product


def test_no_module_of_the_package_imports_playwright() -> None:
    code = (
        "import importlib, pkgutil, sys, handrail\n"
        "for info in pkgutil.walk_packages(handrail.__path__, 'handrail.'):\n"
        "    importlib.import_module(info.name)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'playwright'))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.strip() == "[]"
