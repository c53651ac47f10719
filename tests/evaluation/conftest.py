import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
# The browser backend's fixtures live with its own tests; the console's harness with its.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "console"))
from browser_fixtures import browser_env  # noqa: F401
