import asyncio
import fcntl
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from handrail.errors import OperationTimeout
from handrail.ids import FileIdStore, MemoryIdStore
from handrail.model import Node
from handrail.vocab import Role


def nodes(*specs: tuple[str, Role, str]) -> list[Node]:
    return [Node(locator=loc, role=role, name=name) for loc, role, name in specs]


async def test_same_identity_same_id_and_change_gets_new_id() -> None:
    store = MemoryIdStore()
    first = await store.assign("t", nodes(("a", Role.BUTTON, "OK"), ("b", Role.TEXTBOX, "To")))
    again = await store.assign("t", nodes(("b", Role.TEXTBOX, "To"), ("a", Role.BUTTON, "OK")))
    assert first == ["e1", "e2"]
    assert again == ["e2", "e1"]
    renamed = await store.assign("t", nodes(("a", Role.BUTTON, "Cancel")))
    assert renamed == ["e3"]
    entry = await store.lookup("t", "e1")
    assert entry is not None and entry.name == "OK"
    assert await store.lookup("t", "e99") is None
    assert await store.lookup("other", "e1") is None


async def test_targets_are_separate() -> None:
    store = MemoryIdStore()
    assert await store.assign("x", nodes(("a", Role.BUTTON, "OK"))) == ["e1"]
    assert await store.assign("y", nodes(("z", Role.BUTTON, "OK"))) == ["e1"]


def test_file_store_is_shared_across_processes(tmp_path: Path) -> None:
    store = FileIdStore(tmp_path)
    assert asyncio.run(store.assign("t", nodes(("a", Role.BUTTON, "OK")))) == ["e1"]
    code = (
        "import asyncio, sys, json\n"
        "from pathlib import Path\n"
        "from handrail.ids import FileIdStore\n"
        "from handrail.model import Node\n"
        "from handrail.vocab import Role\n"
        "s = FileIdStore(Path(sys.argv[1]))\n"
        "ids = asyncio.run(s.assign('t', [Node(locator='b', role=Role.LINK, name='x'),"
        " Node(locator='a', role=Role.BUTTON, name='OK')]))\n"
        "print(json.dumps(ids))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, check=True
    )
    assert json.loads(out.stdout) == ["e2", "e1"]
    assert asyncio.run(store.lookup("t", "e2")) is not None


def test_corrupt_file_only_costs_fresh_ids(tmp_path: Path) -> None:
    store = FileIdStore(tmp_path)
    asyncio.run(store.assign("t", nodes(("a", Role.BUTTON, "OK"))))
    for f in tmp_path.glob("*.json"):
        f.write_text("{not json")
    assert asyncio.run(store.assign("t", nodes(("a", Role.BUTTON, "OK")))) == ["e1"]


def _hold_lock(store: FileIdStore, target_key: str) -> int:
    """Take the map's lock as another process would (a separate open file description)."""
    store.directory.mkdir(parents=True, exist_ok=True)
    fd = os.open(store._path(target_key).with_suffix(".lock"), os.O_RDWR | os.O_CREAT)
    fcntl.flock(fd, fcntl.LOCK_EX)
    return fd


async def test_a_held_lock_is_a_timeout_not_a_hang(tmp_path: Path) -> None:
    store = FileIdStore(tmp_path, lock_timeout=0.2)
    fd = _hold_lock(store, "t")
    try:
        with pytest.raises(OperationTimeout, match="locked"):
            await store.assign("t", nodes(("a", Role.BUTTON, "OK")))
        with pytest.raises(OperationTimeout):
            await store.lookup("t", "e1")
    finally:
        os.close(fd)
    assert await store.assign("t", nodes(("a", Role.BUTTON, "OK"))) == ["e1"]


async def test_waiting_for_the_lock_leaves_the_event_loop_free(tmp_path: Path) -> None:
    # Were the wait on the loop, the task would hold it until the lock timed out, and
    # would be done (with OperationTimeout) by the time this coroutine runs again.
    store = FileIdStore(tmp_path, lock_timeout=2.0)
    fd = _hold_lock(store, "t")
    try:
        waiting = asyncio.create_task(store.assign("t", nodes(("a", Role.BUTTON, "OK"))))
        await asyncio.sleep(0)  # a yield to the loop, so the task starts; no waiting on time
        assert not waiting.done()
    finally:
        os.close(fd)
    assert await asyncio.wait_for(waiting, timeout=30) == ["e1"]
