import asyncio
import fcntl
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from handrail.errors import OperationTimeout
from handrail.geometry import Rect
from handrail.ids import FileIdStore, MemoryIdStore, contexts
from handrail.model import Node
from handrail.vocab import Role, State


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


async def test_targets_never_share_an_id() -> None:
    store = MemoryIdStore()
    assert await store.assign("x", nodes(("a", Role.BUTTON, "OK"))) == ["e1"]
    (other,) = await store.assign("y", nodes(("z", Role.BUTTON, "OK")))
    assert other != "e1"
    assert await store.lookup("y", "e1") is None  # x's id is not found in y


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


def _map(store: FileIdStore, key: str) -> Path:
    return store._path(key)


@pytest.mark.parametrize(
    "damage", [b"{not json", b"\xff\xfe", b"[1, 2]", b'{"next": "x"}', b'{"entries": 3}', b""]
)
def test_a_corrupt_map_starts_a_new_range_and_old_ids_do_not_resolve(
    tmp_path: Path, damage: bytes, caplog: pytest.LogCaptureFixture
) -> None:
    store = FileIdStore(tmp_path)
    first = asyncio.run(
        store.assign("t", nodes(*((f"l{i}", Role.BUTTON, f"b{i}") for i in range(40))))
    )
    assert first[-1] == "e40"
    _map(store, "t").write_bytes(damage)
    with caplog.at_level("WARNING", logger="handrail.ids"):
        # Another element now stands where e40's did: it must get a new id, never e40.
        again = asyncio.run(store.assign("t", nodes(("l0", Role.BUTTON, "something else"))))
    assert again != ["e40"] and int(again[0][1:]) > 40
    assert asyncio.run(store.lookup("t", "e40")) is None
    if damage:
        assert "corrupt" in caplog.text and "new id range" in caplog.text


def test_a_lost_map_or_counter_never_reissues_an_id(tmp_path: Path) -> None:
    store = FileIdStore(tmp_path)
    asyncio.run(store.assign("t", nodes(("a", Role.BUTTON, "OK"))))
    (other,) = asyncio.run(store.assign("u", nodes(("b", Role.BUTTON, "OK"))))
    _map(store, "t").unlink()
    (fresh,) = asyncio.run(store.assign("t", nodes(("c", Role.BUTTON, "Pay"))))
    assert fresh not in ("e1", other)
    (tmp_path / "counter.json").write_text("garbage")
    (rebuilt,) = asyncio.run(store.assign("v", nodes(("d", Role.BUTTON, "OK"))))
    assert int(rebuilt[1:]) > max(int(fresh[1:]), int(other[1:]))


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


async def test_look_alikes_are_told_apart_by_the_unique_name_before_them() -> None:
    store = MemoryIdStore()
    B, T = Role.BUTTON, Role.TEXT
    rows = nodes(("n1", T, "Cygnus"), ("b1", B, "Remove"), ("n2", T, "Draco"), ("b2", B, "Remove"))
    first = await store.assign("t", rows)
    assert contexts(rows) == ["", "Cygnus", "", "Draco"]
    # Row 1's elements now show Draco: its Remove is another record's.
    patched = nodes(("n1", T, "Draco"), ("b1", B, "Remove"), ("n2", T, "Eridanus"))
    patched.append(Node(locator="b2", role=B, name="Remove"))
    again = await store.assign("t", patched)
    assert again[1] != first[1] and again[3] != first[3]
    entry = await store.lookup("t", first[1])
    assert entry is not None and (entry.locator, entry.role, entry.name) == (
        "b1",
        "button",
        "Remove",
    )
    # A unique element needs no context: its id holds whatever changes around it.
    assert (await store.assign("t", nodes(("x", B, "Save"))))[0] == (
        await store.assign("t", nodes(("n", T, "Other"), ("x", B, "Save")))
    )[1]
    # What the default view does not hold neither needs nor gives a context.
    hidden = [
        Node(locator="h", role=T, name="Hidden", states=frozenset({State.HIDDEN})),
        *rows,
        Node(locator="b3", role=B, name="Remove", states=frozenset({State.HIDDEN})),
    ]
    assert contexts(hidden) == ["", "", "Cygnus", "", "Draco", ""]


def _row(key: str, name: str, *kids: tuple[str, Role, str]) -> list[Node]:
    """A row (or post) ``key`` named ``name``: its cells or buttons are its children."""
    return [
        Node(locator=key, role=Role.ROW, name=""),
        Node(locator=f"{key}-n", role=Role.TEXT, name=name, parent=key),
        *(Node(locator=f"{key}-{k}", role=r, name=n, parent=key) for k, r, n in kids),
    ]


async def test_a_rows_buttons_keep_their_ids_when_the_other_rows_go() -> None:
    store = MemoryIdStore()
    B = Role.BUTTON
    acts = (("d", B, "Delete message"), ("a", B, "Archive"))
    rows = [*_row("r1", "Alice", *acts), *_row("r2", "Bob", *acts), *_row("r3", "Cleo", *acts)]
    first = await store.assign("t", rows)
    alone = await store.assign("t", _row("r1", "Alice", *acts))
    # Alice's Delete and Archive are unique now; they are the same elements in the same row.
    assert alone[2:] == first[2:4]
    # And so they stay while the row is alone, and when rows come back.
    assert (await store.assign("t", _row("r1", "Alice", *acts)))[2:] == first[2:4]
    assert (await store.assign("t", rows))[2:4] == first[2:4]


async def test_a_menu_opened_between_rows_leaves_the_next_rows_ids_alone() -> None:
    store = MemoryIdStore()
    box = ("c", Role.CHECKBOX, "")
    rows = [
        *_row("r1", "Invoice 1", box),
        *_row("r2", "Invoice 2", box),
        *_row("r3", "Invoice 3", box),
    ]
    first = await store.assign("t", rows)
    menu = [
        Node(locator="m", role=Role.MENU, name=""),
        Node(locator="m1", role=Role.MENUITEM, name="Duplicate", parent="m"),
        Node(locator="m2", role=Role.MENUITEM, name="Delete", parent="m"),
    ]
    opened = await store.assign("t", [*rows[:6], *menu, *rows[6:]])
    assert opened[11] == first[8]  # row 3's checkbox, after the menu's three nodes


async def test_a_posts_icons_keep_their_ids_when_its_text_changes() -> None:
    store = MemoryIdStore()
    icons = (("t", Role.TEXT, "Nice day"), ("l", Role.BUTTON, "Like"), ("r", Role.BUTTON, "Report"))
    posts = [*_row("p1", "User 1", *icons), *_row("p2", "User 2", *icons)]
    first = await store.assign("t", posts)
    reported = (("t", Role.TEXT, "[reported]"), *icons[1:])
    again = await store.assign(
        "t", [*_row("p1", "User 1", *reported), *_row("p2", "User 2", *icons)]
    )
    assert again[3:5] == first[3:5]
    # A reused post (another author in the same elements) still gives its icons new ids.
    reused = await store.assign("t", [*_row("p1", "User 9", *icons), *_row("p2", "User 2", *icons)])
    assert reused[3] != first[3] and reused[4] != first[4]


async def test_a_posts_icons_keep_their_ids_when_its_count_of_likes_changes() -> None:
    store = MemoryIdStore()
    B = Role.BUTTON

    def post(key: str, likes: int) -> list[Node]:
        # Its first unique name is its like button's count; its author comes after it.
        return [
            Node(locator=key, role=Role.ARTICLE, name=""),
            Node(locator=f"{key}-l", role=B, name=f"♥ {likes}", parent=key),
            Node(locator=f"{key}-a", role=Role.TEXT, name=f"Author {key}", parent=key),
            Node(locator=f"{key}-b", role=B, name="Bookmark", parent=key),
        ]

    first = await store.assign("t", [*post("p", 12), *post("q", 4)])
    liked = await store.assign("t", [*post("p", 13), *post("q", 4)])
    assert liked[3] == first[3] and liked[7] == first[7]


async def test_a_look_alike_keeps_its_id_as_it_is_scrolled_into_view() -> None:
    store = MemoryIdStore()
    B, T = Role.BUTTON, Role.TEXT
    far = frozenset({State.OFFSCREEN})

    def page(scrolled: bool) -> list[Node]:
        on, off = (far, frozenset()) if scrolled else (frozenset(), far)
        return [
            Node(locator="n1", role=T, name="Run 41", states=on),
            Node(locator="b1", role=B, name="View", states=on),
            Node(locator="n2", role=T, name="Run 42", states=off),
            Node(locator="b2", role=B, name="View", states=off),
        ]

    top = await store.assign("t", page(scrolled=False))
    bottom = await store.assign("t", page(scrolled=True))
    assert bottom == top


async def test_an_editor_keeps_its_id_while_a_dialog_with_a_field_like_it_is_open() -> None:
    store = MemoryIdStore()
    T = Role.TEXTBOX
    chat = [Node(locator="h", role=Role.HEADING, name="# general"), Node(locator="c", role=T)]
    dialog = [
        Node(locator="d", role=Role.DIALOG, name="Share this message"),
        Node(locator="n", role=T, parent="d"),
    ]
    alone = await store.assign("t", chat)
    opened = await store.assign("t", [*chat, *dialog])
    closed = await store.assign("t", chat)
    assert opened[1] == alone[1] == closed[1]


async def test_a_bulk_bars_icons_keep_their_ids_as_the_selection_count_changes() -> None:
    # "1 selected" becomes "2 selected": the bar's share and more icons, alike the rows'
    # own, keep their ids; its count is no place to tell them by.
    store = MemoryIdStore()
    G = Role.GENERIC

    def page(count: int) -> list[Node]:
        clickable = frozenset({State.CLICKABLE})
        return [
            Node(locator="bar", role=Role.TOOLBAR, name="Selection"),
            Node(locator="n", role=Role.TEXT, name=f"{count} selected", parent="bar"),
            Node(locator="bs", role=G, name="", hint="share", states=clickable, parent="bar"),
            Node(locator="bm", role=G, name="", hint="more vert", states=clickable, parent="bar"),
            Node(locator="r1", role=Role.ROW, name=""),
            Node(locator="r1n", role=Role.CELL, name="Budget.xlsx", parent="r1"),
            Node(locator="r1s", role=G, name="", hint="share", states=clickable, parent="r1"),
            Node(locator="r1m", role=G, name="", hint="more vert", states=clickable, parent="r1"),
        ]

    one = await store.assign("t", page(1))
    two = await store.assign("t", page(2))
    assert two[2:4] == one[2:4] and two[6:] == one[6:]


async def test_a_rows_icons_keep_their_ids_when_the_row_before_them_goes() -> None:
    # Rows named by their own text, each holding a "Compare" and an unnamed icon: each
    # icon is placed by the name before it, its row's. The first row is replaced by a
    # "deleted" line; the second row's icons, alone of their look now, are the same.
    store = MemoryIdStore()
    img = Role.IMAGE

    def row(key: str, name: str) -> list[Node]:
        return [
            Node(locator=key, role=Role.GENERIC, name=name, states=frozenset({State.CLICKABLE})),
            Node(locator=f"{key}-c", role=img, name="Compare", parent=key),
            Node(locator=f"{key}-t", role=img, name="", hint="trash", parent=key),
        ]

    first = await store.assign("t", [*row("r1", "feat/retry"), *row("r2", "hotfix/cve")])
    deleted = [Node(locator="r1-d", role=Role.TEXT, name="feat/retry deleted")]
    again = await store.assign("t", [*deleted, *row("r2", "hotfix/cve")])
    assert again[2:] == first[4:], (first, again)
    # Another element of that look elsewhere still gets an id of its own.
    other = await store.assign("t", [Node(locator="x", role=img, name="Compare")])
    assert other[0] not in first


def _drawn_row(key: str, name: str, y: int, title: str = "") -> list[Node]:
    """A participant row ``key`` drawn at ``y``: a name and a kebab, inside a named list."""
    return [
        Node(
            locator=f"{key}-n", role=Role.TEXT, name=name, parent="list", bounds=Rect(0, y, 90, 20)
        ),
        Node(
            locator=f"{key}-k",
            role=Role.BUTTON,
            name="",
            parent="list",
            bounds=Rect(100, y, 20, 20),
        ),
    ]


def _listed(title: str, *rows: list[Node]) -> list[Node]:
    top = Node(locator="list", role=Role.LIST, name=title, bounds=Rect(0, 0, 200, 200))
    return [top, *(n for row in rows for n in row)]


async def test_an_element_drawn_again_in_the_same_place_keeps_its_id() -> None:
    # The page rebuilds its rows (new elements, new locators) with the same content.
    store = MemoryIdStore()
    first = await store.assign(
        "t", _listed("People", _drawn_row("a", "Tom", 0), _drawn_row("b", "Ana", 30))
    )
    again = await store.assign(
        "t", _listed("People", _drawn_row("a2", "Tom", 0), _drawn_row("b2", "Ana", 30))
    )
    assert again == first
    entry = await store.lookup("t", first[2])
    assert entry is not None and entry.locator == "a2-k"  # the old id names the new element
    # Drawn elsewhere (a row came before it), or in another list, it is another element.
    moved = await store.assign(
        "t", _listed("People", _drawn_row("c", "Lee", 0), _drawn_row("a3", "Tom", 30))
    )
    assert moved[3] != first[1] and moved[4] != first[2]
    other = await store.assign("t", _listed("Waiting room", _drawn_row("c2", "Lee", 0)))
    assert other[1] != moved[1]


async def test_rows_drawn_again_below_a_bar_that_opened_keep_their_ids() -> None:
    # Ticking a row opens a bulk bar over the list and the page rebuilds every row,
    # 40 pixels lower: the same rows, new locators.
    names = ["Tom", "Ana", "Lee", "Kim"]
    store = MemoryIdStore()
    first = await store.assign(
        "t", _listed("People", *(_drawn_row(f"a{i}", n, 30 * i) for i, n in enumerate(names)))
    )
    bar = Node(locator="bar", role=Role.TEXT, name="1 selected", parent="list",
               bounds=Rect(0, 0, 90, 20))  # fmt: skip
    # Rows at fractional places: each moves a pixel more or less once rounded.
    rows = [_drawn_row(f"b{i}", n, 40 + i % 2 + 30 * i) for i, n in enumerate(names)]
    top, *rest = _listed("People", *rows)
    again = await store.assign("t", [top, bar, *rest])
    assert again[2:] == first[1:]
    # A page reloaded with an expander near its top closed again: the rows above it are
    # drawn in place, the fewer rows below it 40 pixels higher.
    tall = ["Tom", "Ana", "Lee", "Kim", "Bo", "Cy"]
    first = await store.assign(
        "r", _listed("People", *(_drawn_row(f"d{i}", n, 30 * i + 40 * (i > 3))
                                 for i, n in enumerate(tall)))
    )  # fmt: skip
    back = await store.assign(
        "r", _listed("People", *(_drawn_row(f"e{i}", n, 30 * i) for i, n in enumerate(tall)))
    )
    assert back == first
    # Rows moved each their own way (sorted) are not drawn again below a bar.
    mixed = [_drawn_row(f"c{i}", n, 30 * (3 - i)) for i, n in enumerate(names)]
    sorted_ids = await store.assign("t", [top, bar, *_listed("People", *mixed)[1:]])
    assert not set(sorted_ids[2:]) & set(again[2:])


async def test_only_the_last_snapshots_elements_are_taken_over() -> None:
    store = MemoryIdStore()
    first = await store.assign("t", _listed("People", _drawn_row("a", "Tom", 0)))
    await store.assign("t", _listed("People"))  # the row went
    back = await store.assign("t", _listed("People", _drawn_row("a2", "Tom", 0)))
    assert back[1:] != first[1:]
    # Two that went with the same look and box: neither is taken over.
    two = [*_drawn_row("x", "Tom", 60), *_drawn_row("y", "Tom", 60)]
    await store.assign("t", _listed("People", two))
    after = await store.assign("t", _listed("People", _drawn_row("z", "Tom", 60)))
    assert not set(after[1:]) & set((await store.assign("t", _listed("People", two)))[1:])


def _people(tag: str, people: list[tuple[str, str]], item: Role = Role.ROW) -> list[Node]:
    """A list of people drawn with new locators (``tag``): each row's name and role."""
    nodes = [Node(locator="t", role=Role.TABLE, name="People", bounds=Rect(0, 0, 400, 200))]
    for i, (person, role) in enumerate(people):
        row, y = f"{tag}{i}", 30 * i
        nodes += [
            Node(locator=row, role=item, parent="t", bounds=Rect(0, y, 400, 30)),
            Node(locator=f"{row}-n", role=Role.LINK, name=person, parent=row,
                 bounds=Rect(0, y, 90, 20)),
            Node(locator=f"{row}-r", role=Role.GENERIC, name=role, parent=row,
                 states=frozenset({State.CLICKABLE}), bounds=Rect(100, y, 60, 20)),
        ]  # fmt: skip
    return nodes


async def test_an_element_drawn_again_keeps_its_id_when_another_row_takes_its_look() -> None:
    # A table redrawn after one row's role changed to another row's: the untouched
    # row's role picker, alone of its look before and one of two now, is the same.
    def table(tag: str, roles: list[str]) -> list[Node]:
        return _people(tag, list(zip(["Maria", "Tom", "Lena"], roles, strict=True)))

    store = MemoryIdStore()
    first = await store.assign("p", table("a", ["Editor", "Admin", "Contributor"]))
    again = await store.assign("p", table("b", ["Editor", "Admin", "Editor"]))
    kept = (2, 3, 5, 6, 8)  # the names and role pickers of the rows
    assert [again[i] for i in kept] == [first[i] for i in kept]
    assert again[9] != first[9]  # Lena's role is another element now
    back = await store.assign("p", table("c", ["Editor", "Admin", "Contributor"]))
    assert back[3] == first[3]  # Maria's Editor, one of two then, alone again


async def test_a_row_sorted_into_another_rows_box_is_another_record() -> None:
    store = MemoryIdStore()
    first = await store.assign(
        "p", _people("a", [("Maria", "Editor"), ("Lena", "Viewer")], Role.LISTITEM)
    )
    # Sorted by role, drawn again: Lena's row is now where Maria's was, her role Editor.
    again = await store.assign(
        "p", _people("b", [("Lena", "Editor"), ("Maria", "Editor")], Role.LISTITEM)
    )
    assert again[3] != first[3]  # Lena's Editor is not Maria's


async def test_tabs_like_the_side_menus_keep_their_ids_as_a_status_line_ticks() -> None:
    # The side menu and a pod's tabs both hold "Events" and "Logs": the tabs are told
    # apart by the name shown right before them, a status line that says how long ago
    # the list was refreshed. Its clock is no place to tell them by.
    store = MemoryIdStore()
    L, T = Role.LINK, Role.TAB

    def page(status: str) -> list[Node]:
        return [
            Node(locator="nav", role=Role.NAVIGATION, name="Cluster"),
            Node(locator="n1", role=L, name="Events", parent="nav"),
            Node(locator="n2", role=L, name="Logs", parent="nav"),
            Node(locator="h", role=Role.HEADING, name="payments-worker-7f9c8"),
            Node(locator="s", role=Role.TEXT, name=status),
            Node(locator="t1", role=L, name="Logs"),
            Node(locator="t2", role=L, name="Events"),
            Node(locator="t3", role=T, name="Describe"),
        ]

    first = await store.assign("t", page("Running · refreshed 12 seconds ago"))
    again = await store.assign("t", page("Running · refreshed 14 seconds ago"))
    later = await store.assign("t", page("Running · last updated 10:42"))
    assert again[5:7] == first[5:7] and later[5:7] == first[5:7]
    # The side menu's own keep theirs, and the tabs are not taken for them.
    assert again[1:3] == first[1:3] and set(first[1:3]).isdisjoint(first[5:7])


async def test_a_rows_menu_and_hover_icons_renumber_neither_it_nor_the_next_row() -> None:
    # A pods table: each row's last cell holds ⋮. Opening the second row's menu fills
    # that cell with its items and hover icons (names found nowhere else), and draws
    # them right before the third row. Neither the ⋮ nor the third row is another
    # element for it.
    store = MemoryIdStore()
    G = Role.GENERIC
    clickable = frozenset({State.CLICKABLE})

    def row(k: int, pod: str, opened: bool) -> list[Node]:
        r, c = f"r{k}", f"c{k}"
        inside = [
            Node(locator=f"{r}i1", role=G, name="", hint="logs", states=clickable, parent=c),
            Node(locator=f"{r}i2", role=G, name="Evict pod", states=clickable, parent=c),
        ]
        menu = [
            Node(locator=f"{r}m{j}", role=G, name=item, states=clickable, parent=c)
            for j, item in enumerate(["Describe", "Kill container istio-proxy"])
        ]
        return [
            Node(locator=r, role=Role.ROW, name=""),
            Node(locator=f"{r}n", role=Role.LINK, name=pod, parent=r),
            Node(locator=f"{r}s", role=Role.CELL, name="Running", parent=r),
            Node(locator=c, role=Role.CELL, name="", parent=r),
            *(inside if opened else []),
            Node(locator=f"{r}k", role=G, name="⋮", hint="more", states=clickable, parent=c),
            *(menu if opened else []),
        ]

    def page(opened: bool) -> list[Node]:
        return [
            *row(1, "checkout-api-x2kq", False),
            *row(2, "ledger-sync-pq7wz", opened),
            *row(3, "payments-worker-m4ntl", False),
        ]

    async def ids(opened: bool) -> dict[str, str]:
        shown = page(opened)
        given = await store.assign("t", shown)
        return dict(zip([n.locator for n in shown], given, strict=True))

    closed = await ids(False)
    opened = await ids(True)
    for locator in ("r1k", "r2", "r2k", "r3", "r3k"):
        assert opened[locator] == closed[locator], locator


async def test_steppers_keep_their_ids_as_their_quantities_change() -> None:
    # A menu's dishes each end in − 0 +, with nothing but the page around them. A click
    # on a + changes its quantity; the steppers are the same elements for it, though
    # the quantity was the one name before each + that no other element shared.
    store = MemoryIdStore()
    G = Role.GENERIC
    on = frozenset({State.CLICKABLE})

    def page(first: str, second: str) -> list[Node]:
        out = [Node(locator="doc", role=Role.DOCUMENT, name="Order")]
        for k, (dish, price, n) in enumerate(
            (("Margherita pizza", "$12.50", first), ("Spicy rigatoni", "$15.00", second))
        ):
            out += [
                Node(locator=f"t{k}", role=Role.TEXT, name=dish, parent="doc"),
                Node(locator=f"p{k}", role=Role.TEXT, name=price, parent="doc"),
                Node(locator=f"m{k}", role=G, name="−", states=on, parent="doc"),
                Node(locator=f"n{k}", role=Role.TEXT, name=n, parent="doc"),
                Node(locator=f"a{k}", role=G, name="+", hint="plus", states=on, parent="doc"),
            ]
        return out

    before = await store.assign("t", page("0", "1"))
    after = await store.assign("t", page("1", "1"))
    steppers = [3, 5, 8, 10]
    assert [after[i] for i in steppers] == [before[i] for i in steppers]
    assert len(set(before[i] for i in steppers)) == 4
