"""What the page hides from its tree behind an open overlay is left out of the read.

MUI (and the libraries made like it) opens a menu, a select's list or a dialog in a
portal over an invisible backdrop and sets ``aria-hidden`` on the app's root behind
it. Chromium's tree then leaves out every control there; a read still finds them
clickable from the DOM, and each became an unnamed ``clickable covered (icon: size
medium 1yxmbwk)`` line hinted by its CSS classes. Such a node — drafted from a node the
page hides, unnamed, and found covered by the hit test — is nothing a person can read
or press while the overlay is open, and goes with nothing inside it read; so do the
unnamed hidden ones off screen then (a switch further down the page behind it).

So does one under an element that hides what it holds on purpose (``aria-hidden`` on a
box with text, :func:`unlisted.hidden_on_purpose`), covered or not: Material Web's
``md-menu`` is hidden from the tree as soon as an item is pressed, while its closing
animation still draws the items, whose clickable parts read ``clickable (icon: list
text slot surface)`` under the shut menu's button. An ``aria-hidden`` wrapper holding
no text (an icon's) hides it from screen readers alone: it stays.

Hidden content that no scrolling brings into view (:mod:`reach`: a closed drawer Flowbite
moves off the page and marks ``aria-hidden``) goes too, whether covered or not: its
links read as ``clickable (icon: dashboard)`` under ``offscreen``, things a person
neither sees nor reaches until the page's own button opens it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from handrail.model import Node
from handrail.vocab import State

__all__ = ["without_hidden_behind"]


def without_hidden_behind(
    nodes: list[Node],
    bids: list[tuple[str, int | None]],
    hidden: set[str],
    far: Callable[[], set[tuple[str, int]]] | None = None,
    muted: Callable[[set[tuple[str, int]]], set[tuple[str, int]]] | None = None,
) -> tuple[list[Node], list[tuple[str, int | None]]]:
    """``nodes`` (and their ``bids``) without the unnamed, covered ones the page hides.

    ``hidden``: the locators of the nodes drafted from nodes the page hides from its
    tree (``aria-hidden``). A node with another inside it stays; one off screen goes
    when another went as covered. ``far`` gives the (session, backend node id) pairs no
    scrolling brings into view: a hidden node among them goes, named or not, and what
    it held moves up to its nearest kept ancestor. ``muted`` gives, of the (session,
    backend node id) pairs asked, those under an element hiding what it holds on
    purpose: an unnamed hidden node among them holding nothing goes, covered or not.
    """
    if not hidden:
        return nodes, bids
    if far is not None:
        nodes, bids = _without_far(nodes, bids, hidden, far)
    holding = {n.parent for n in nodes}
    unnamed = {
        n.locator
        for n in nodes
        if n.locator in hidden and not n.name.strip() and n.locator not in holding
    }
    behind = {n.locator for n in nodes if n.locator in unnamed and State.COVERED in n.states}
    if muted is not None and unnamed - behind:
        asked = {
            (sid, bid): n.locator
            for n, (sid, bid) in zip(nodes, bids, strict=True)
            if n.locator in unnamed and n.locator not in behind and bid is not None
        }
        behind |= {asked[pair] for pair in muted(set(asked))}
    if behind:
        # Behind an overlay: what the hidden part holds below the fold goes too.
        behind |= {n.locator for n in nodes if n.locator in unnamed and State.OFFSCREEN in n.states}
    keep = [i for i, n in enumerate(nodes) if n.locator not in behind]
    if len(keep) == len(nodes):
        return nodes, bids
    return [nodes[i] for i in keep], [bids[i] for i in keep]


def _without_far(
    nodes: list[Node],
    bids: list[tuple[str, int | None]],
    hidden: set[str],
    far: Callable[[], set[tuple[str, int]]],
) -> tuple[list[Node], list[tuple[str, int | None]]]:
    """``nodes`` without the hidden ones lying where no scrolling brings them."""
    if not any(n.locator in hidden and State.OFFSCREEN in n.states for n in nodes):
        return nodes, bids
    away = far()
    gone: dict[str, str | None] = {}
    for n, (sid, bid) in zip(nodes, bids, strict=True):
        if n.locator in hidden and State.OFFSCREEN in n.states and (sid, bid) in away:
            gone[n.locator] = n.parent
    if not gone:
        return nodes, bids

    def kept_parent(p: str | None) -> str | None:
        while p is not None and p in gone:
            p = gone[p]
        return p

    out_nodes: list[Node] = []
    out_bids: list[tuple[str, int | None]] = []
    for n, b in zip(nodes, bids, strict=True):
        if n.locator in gone:
            continue
        if n.parent in gone:
            n = replace(n, parent=kept_parent(n.parent))
        out_nodes.append(n)
        out_bids.append(b)
    return out_nodes, out_bids
