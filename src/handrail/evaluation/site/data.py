"""The site's data sets, as each abnormal state shapes them.

Records flagged ``target`` are the ones cases look for: ``missing`` drops them, and
``overlong`` buries them far down a list of :data:`OVERLONG_ROWS` generated records.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["OVERLONG_ROWS", "dataset"]

OVERLONG_ROWS = 1000

_FIRST = ("Alex", "Billie", "Casey", "Dana", "Eli", "Frankie", "Gale", "Harper", "Indy", "Jules")
_LAST = ("Adler", "Brook", "Crane", "Dale", "Eames", "Frost", "Grove", "Hale", "Ives", "Joss")
_CITIES = ("Berlin", "Paris", "Tokyo", "Lima")

CONTACTS: list[dict[str, Any]] = [
    {"id": "c1", "name": "Ada Lovelace", "city": "Berlin", "email": "ada@example.org"},
    {"id": "c2", "name": "Grace Hopper", "city": "Paris", "email": "grace@example.org"},
    {
        "id": "c3",
        "name": "Kenji Sato",
        "city": "Tokyo",
        "email": "kenji@example.org",
        "target": True,
    },
    {"id": "c4", "name": "Lina Berg", "city": "Berlin", "email": "lina@example.org"},
    {"id": "c5", "name": "Mario Rossi", "city": "Lima", "email": "mario@example.org"},
    {"id": "c6", "name": "Nora Ito", "city": "Tokyo", "email": "nora@example.org", "target": True},
    {
        "id": "c7",
        "name": "Oscar Wilde",
        "city": "Paris",
        "email": "oscar@example.org",
        "target": True,
    },
    {"id": "c8", "name": "Priya Nair", "city": "Lima", "email": "priya@example.org"},
    {
        "id": "c9",
        "name": "Quentin Blake",
        "city": "Paris",
        "email": "quentin@example.org",
        "target": True,
    },
    {"id": "c10", "name": "Rosa Parks", "city": "Berlin", "email": "rosa@example.org"},
    {"id": "c11", "name": "Sami Khan", "city": "Tokyo", "email": "sami@example.org"},
    {
        "id": "c12",
        "name": "Tove Jansson",
        "city": "Lima",
        "email": "tove@example.org",
        "target": True,
    },
]

ORDERS: list[dict[str, Any]] = [
    {
        "id": "A-1001",
        "customer": "Ada Lovelace",
        "status": "Open",
        "amount": 120.0,
        "date": "2026-11-02",
    },
    {
        "id": "A-1002",
        "customer": "Grace Hopper",
        "status": "Shipped",
        "amount": 75.5,
        "date": "2026-11-03",
    },
    {
        "id": "A-1003",
        "customer": "Kenji Sato",
        "status": "Cancelled",
        "amount": 310.0,
        "date": "2026-11-05",
    },
    {
        "id": "A-1004",
        "customer": "Lina Berg",
        "status": "Open",
        "amount": 42.0,
        "date": "2026-11-06",
    },
    {
        "id": "A-1005",
        "customer": "Mario Rossi",
        "status": "Shipped",
        "amount": 980.25,
        "date": "2026-11-08",
        "target": True,
    },
    {
        "id": "A-1006",
        "customer": "Nora Ito",
        "status": "Open",
        "amount": 15.0,
        "date": "2026-11-09",
    },
    {
        "id": "A-1007",
        "customer": "Oscar Wilde",
        "status": "Shipped",
        "amount": 220.0,
        "date": "2026-11-11",
    },
    {
        "id": "A-1008",
        "customer": "Priya Nair",
        "status": "Open",
        "amount": 64.9,
        "date": "2026-11-12",
        "target": True,
    },
    {
        "id": "A-1009",
        "customer": "Quentin Blake",
        "status": "Cancelled",
        "amount": 505.0,
        "date": "2026-11-14",
    },
    {
        "id": "A-1010",
        "customer": "Rosa Parks",
        "status": "Shipped",
        "amount": 8.75,
        "date": "2026-11-15",
        "target": True,
    },
]

MESSAGES: list[dict[str, Any]] = [
    {
        "id": "m1",
        "from": "Billing",
        "subject": "Invoice for March",
        "unread": True,
        "target": True,
        "body": "Hello, the invoice for March is attached."
        " The total is 1,250.00 EUR, due on 15 April.",
    },
    {
        "id": "m2",
        "from": "Grace Hopper",
        "subject": "Lunch on Friday?",
        "unread": True,
        "body": "Shall we meet at noon by the river?",
    },
    {
        "id": "m3",
        "from": "Build bot",
        "subject": "Nightly build passed",
        "unread": False,
        "body": "All 812 checks passed.",
    },
    {
        "id": "m4",
        "from": "Kenji Sato",
        "subject": "Slides for the review",
        "unread": False,
        "target": True,
        "body": "Here are the slides for Thursday. The meeting code is 7734.",
    },
    {
        "id": "m5",
        "from": "Travel desk",
        "subject": "Your booking",
        "unread": True,
        "body": "Your train leaves at 08:12 from platform 4.",
    },
    {
        "id": "m6",
        "from": "Lina Berg",
        "subject": "Re: team offsite",
        "unread": False,
        "body": "Berlin works for me.",
    },
]

SALES: list[dict[str, Any]] = [
    {"month": m, "north": n, "south": s}
    for m, n, s in (
        ("January", 90, 60),
        ("February", 110, 70),
        ("March", 140, 95),
        ("April", 120, 100),
        ("May", 160, 80),
        ("June", 175, 130),
    )
]

TREE: list[dict[str, Any]] = [
    {
        "name": "Documents",
        "target": True,
        "children": [
            {
                "name": "Invoices",
                "children": [
                    {"name": "invoice-march.pdf", "size": "84 KB", "target": True},
                    {"name": "invoice-april.pdf", "size": "80 KB"},
                ],
            },
            {"name": "Letters", "children": [{"name": "welcome.txt", "size": "2 KB"}]},
        ],
    },
    {
        "name": "Pictures",
        "children": [
            {"name": "holiday.jpg", "size": "2.1 MB"},
            {"name": "team.png", "size": "640 KB", "target": True},
        ],
    },
    {
        "name": "Projects",
        "children": [
            {"name": "handbook.md", "size": "12 KB", "target": True},
            {"name": "roadmap.xlsx", "size": "33 KB", "target": True},
        ],
    },
]

PHONES = {"c3": "+81 3 5550 0192", "c1": "+49 30 5550 0111", "c2": "+33 1 5550 0122"}
"""Phone numbers of the contacts the detail page's cases read."""

LIBRARY: list[dict[str, Any]] = [
    {"name": "cv-ada.pdf", "type": "application/pdf"},
    {"name": "id-card.png", "type": "image/png"},
    {"name": "notes.txt", "type": "text/plain"},
]


def _kept(rows: list[dict[str, Any]], state: str) -> list[dict[str, Any]]:
    return [r for r in rows if not (state == "missing" and r.get("target"))]


def _bury(
    rows: list[dict[str, Any]], make: Callable[[int], dict[str, Any]], state: str
) -> list[dict[str, Any]]:
    """Under ``overlong``, generated rows first, then the real ones (the targets among them)."""
    if state != "overlong":
        return rows
    return [make(i) for i in range(OVERLONG_ROWS)] + rows


def _contact(i: int) -> dict[str, Any]:
    first, last = _FIRST[i % 10], _LAST[(i // 10) % 10]
    return {
        "id": f"g{i}",
        "name": f"{first} {last} {i + 1}",
        "city": _CITIES[i % 4],
        "email": f"user{i}@example.net",
    }


def _order(i: int) -> dict[str, Any]:
    return {
        "id": f"B-{2000 + i}",
        "customer": f"{_FIRST[i % 10]} {_LAST[(i // 10) % 10]}",
        "status": ("Open", "Shipped", "Cancelled")[i % 3],
        "amount": float(20 + (i * 37) % 400),
        "date": f"2026-10-{1 + i % 28:02d}",
    }


def _message(i: int) -> dict[str, Any]:
    return {
        "id": f"n{i}",
        "from": f"{_FIRST[i % 10]} {_LAST[(i // 10) % 10]}",
        "subject": f"Weekly digest {i + 1}",
        "unread": i % 5 == 0,
        "body": "Your weekly digest. " * 40,
    }


def _messages(state: str) -> list[dict[str, Any]]:
    rows = _bury(_kept(MESSAGES, state), _message, state)
    if state == "overlong":
        rows = [dict(r, body=r["body"] + " " + "Quoted earlier message. " * 400) for r in rows]
    return rows


def _tree(nodes: list[dict[str, Any]], state: str) -> list[dict[str, Any]]:
    out = []
    for node in _kept(nodes, state):
        if "children" in node:
            node = dict(node, children=_tree(node["children"], state))
        out.append(node)
    if state == "overlong" and nodes is TREE:
        archive = [{"name": f"scan-{i + 1:04d}.pdf", "size": "1 MB"} for i in range(OVERLONG_ROWS)]
        out.insert(0, {"name": "Archive", "children": archive})
    return out


def _detail(state: str, query: dict[str, str]) -> dict[str, Any]:
    ids = [c["id"] for c in CONTACTS]
    wanted = query.get("id", "c3")
    index = ids.index(wanted) if wanted in ids else 2
    record = dict(
        CONTACTS[index],
        customer=f"CU-{30415 + index}",
        previous=ids[index - 1],
        next=ids[(index + 1) % len(ids)],
    )
    record.pop("target", None)
    record["phone"] = PHONES.get(record["id"], f"+44 20 5550 {index:04d}")
    record["notes"] = "Prefers a call in the morning."
    if state == "missing":
        del record["phone"]
    if state == "overlong":
        record["notes"] += " " + "Earlier call logged. " * 1500
    return record


def _sales(state: str) -> list[dict[str, Any]]:
    return [] if state == "missing" else SALES


_SETS: dict[str, Callable[[str], Any]] = {
    "ready": lambda state: {"ok": True},
    "contacts": lambda state: _bury(_kept(CONTACTS, state), _contact, state),
    "orders": lambda state: _bury(_kept(ORDERS, state), _order, state),
    "messages": _messages,
    "sales": _sales,
    "tree": lambda state: _tree(TREE, state),
    "library": lambda state: _kept(LIBRARY, state),
}


def dataset(name: str, state: str, query: dict[str, str]) -> Any:
    """The data set ``name`` under ``state``.

    Raises:
        KeyError: for an unknown data set.

    """
    if name == "detail":
        return _detail(state, query)
    return _SETS[name](state)
