"""What the page hides from its tree behind an open overlay is left out of the read.

MUI (and the libraries made like it) opens a menu, a select's list or a dialog in a
portal over an invisible backdrop and sets ``aria-hidden`` on the app's root behind
it. Chromium's tree then leaves out every control there; a read still finds them
clickable from the DOM, and each became an unnamed ``clickable covered (icon: size
medium 1yxmbwk)`` line hinted by its CSS classes. Such a node — drafted from a node the
page hides, unnamed, and found covered by the hit test — is nothing a person can read
or press while the overlay is open, and goes with nothing inside it read; so do the
unnamed hidden ones off screen then (a switch further down the page behind it).
"""

from __future__ import annotations

from handrail.model import Node
from handrail.vocab import State

__all__ = ["without_hidden_behind"]


def without_hidden_behind(
    nodes: list[Node], bids: list[tuple[str, int | None]], hidden: set[str]
) -> tuple[list[Node], list[tuple[str, int | None]]]:
    """``nodes`` (and their ``bids``) without the unnamed, covered ones the page hides.

    ``hidden``: the locators of the nodes drafted from nodes the page hides from its
    tree (``aria-hidden``). A node with another inside it stays; one off screen goes
    when another went as covered.
    """
    if not hidden:
        return nodes, bids
    holding = {n.parent for n in nodes}
    unnamed = {
        n.locator
        for n in nodes
        if n.locator in hidden and not n.name.strip() and n.locator not in holding
    }
    behind = {n.locator for n in nodes if n.locator in unnamed and State.COVERED in n.states}
    if behind:
        # Behind an overlay: what the hidden part holds below the fold goes too.
        behind |= {n.locator for n in nodes if n.locator in unnamed and State.OFFSCREEN in n.states}
    keep = [i for i, n in enumerate(nodes) if n.locator not in behind]
    if len(keep) == len(nodes):
        return nodes, bids
    return [nodes[i] for i in keep], [bids[i] for i in keep]
