"""Verbs of self-custody wallets, NFT marketplaces and staking dashboards, as data.

A pending transaction sped up or cancelled (both sign and broadcast a replacement), a token
burned, rewards harvested, compounded or claimed on chain, a governance vote cast or its
power delegated, a listing completed, a swap confirmed, a token wrapped or minted. Merged
into :data:`handrail.safety.words.verbs.SPACED` by category; folded like the labels they are
matched against. Each is anchored and names its object, so that a link about the action
(*Harvest schedule*, *Burn address*, *Rewards history*) commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_CRYPTO"]

_REWARDS = r"(?:(?:all |my |your |pending |staking )?(?:rewards?|yield|earnings|fees))"
"""What a staking pool or a farm pays out."""

SPACED_CRYPTO: dict[str, tuple[str, ...]] = {
    "send": (
        r"^(?:speed up|accelerate|cancel) (?:the |this )?(?:pending )?transaction$",
        r"^(?:cast (?:my |your |the )?vote|vote (?:for|against|yes|no|abstain))$",
        r"^delegate (?:votes|voting power)(?: to \S+)?$",
    ),
    "trade": (
        rf"^(?:harvest|compound|claim)(?: {_REWARDS})?$",
        r"^confirm (?:the )?swap$",
        r"^(?:wrap|unwrap) (?:eth|weth|sol|wsol|btc|wbtc|matic|bnb|avax|ftm|s)$",
        r"^mint(?: now| nft| \d+)?$",
        r"^complete (?:the )?listing$",
        r"^accept (?:the |this |best )?(?:offer|bid)$",
    ),
    "destroy": (
        r"^burn(?: (?:the |this |my )?(?:nfts?|tokens?|items?))?$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
