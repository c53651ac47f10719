import json
import subprocess
import sys
from pathlib import Path

from handrail.ids import FileIdStore, MemoryIdStore
from handrail.model import Node
from handrail.vocab import Role


def nodes(*specs: tuple[str, Role, str]) -> list[Node]:
    return [Node(locator=loc, role=role, name=name) for loc, role, name in specs]


def test_same_identity_same_id_and_change_gets_new_id() -> None:
    store = MemoryIdStore()
    first = store.assign("t", nodes(("a", Role.BUTTON, "OK"), ("b", Role.TEXTBOX, "To")))
    again = store.assign("t", nodes(("b", Role.TEXTBOX, "To"), ("a", Role.BUTTON, "OK")))
    assert first == ["e1", "e2"]
    assert again == ["e2", "e1"]
    renamed = store.assign("t", nodes(("a", Role.BUTTON, "Cancel")))
    assert renamed == ["e3"]
    entry = store.lookup("t", "e1")
    assert entry is not None and entry.name == "OK"
    assert store.lookup("t", "e99") is None
    assert store.lookup("other", "e1") is None


def test_targets_are_separate() -> None:
    store = MemoryIdStore()
    assert store.assign("x", nodes(("a", Role.BUTTON, "OK"))) == ["e1"]
    assert store.assign("y", nodes(("z", Role.BUTTON, "OK"))) == ["e1"]


def test_file_store_is_shared_across_processes(tmp_path: Path) -> None:
    store = FileIdStore(tmp_path)
    assert store.assign("t", nodes(("a", Role.BUTTON, "OK"))) == ["e1"]
    code = (
        "import sys, json\n"
        "from pathlib import Path\n"
        "from handrail.ids import FileIdStore\n"
        "from handrail.model import Node\n"
        "from handrail.vocab import Role\n"
        "s = FileIdStore(Path(sys.argv[1]))\n"
        "ids = s.assign('t', [Node(locator='b', role=Role.LINK, name='x'),"
        " Node(locator='a', role=Role.BUTTON, name='OK')])\n"
        "print(json.dumps(ids))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, check=True
    )
    assert json.loads(out.stdout) == ["e2", "e1"]
    assert store.lookup("t", "e2") is not None


def test_corrupt_file_only_costs_fresh_ids(tmp_path: Path) -> None:
    store = FileIdStore(tmp_path)
    store.assign("t", nodes(("a", Role.BUTTON, "OK")))
    for f in tmp_path.glob("*.json"):
        f.write_text("{not json")
    assert store.assign("t", nodes(("a", Role.BUTTON, "OK"))) == ["e1"]
