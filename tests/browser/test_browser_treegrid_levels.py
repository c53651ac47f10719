"""A tree grid's rows nest as their ``aria-level`` says: a task reads under its epic.

A tree grid (WAI-ARIA Authoring Practices) keeps its rows side by side in one table and
says each one's depth by ``aria-level`` alone; read flat, a task and its epic were peers,
and an agent could not tell what it would hide or open by pressing a row.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_rows_read_under_the_row_one_level_up(browser_env: BrowserEnv) -> None:
    await browser_env.goto("treegrid_levels.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        epic = find(snap, Role.ROW, "Epic: Search 13")
        task = find(snap, Role.ROW, "Index pages 8")
        sub = find(snap, Role.ROW, "Tokenizer 3")
        typo = find(snap, Role.ROW, "Typo tolerance 5")
        billing = find(snap, Role.ROW, "Epic: Billing 8")
        assert task.parent == epic.id and typo.parent == epic.id, text
        assert sub.parent == task.id, text
        assert billing.parent == epic.parent, text  # a peer of the first epic
        assert billing.has(State.COLLAPSED) and "Invoices" not in text, text
        # The lines say it too: a task is indented under its epic.
        lines = text.splitlines()
        at = {
            e.id: next(i for i, ln in enumerate(lines) if ln.lstrip().startswith(e.id + " "))
            for e in (epic, task, sub)
        }
        depth = {k: len(lines[i]) - len(lines[i].lstrip()) for k, i in at.items()}
        assert depth[epic.id] < depth[task.id] < depth[sub.id], text
        # Opening the second epic shows its task under it; ids of the others hold.
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=billing.id))
        assert (await browser_env.value("window.__did"))[-1] == "row E2"
        after = format_snapshot(r.after)
        invoices = find(r.after, Role.ROW, "Invoices 8")
        assert invoices.parent == find(r.after, Role.ROW, "Epic: Billing 8").id, after
        assert find(r.after, Role.ROW, "Tokenizer 3").id == sub.id, after
