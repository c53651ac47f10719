"""Token counts with the model's own tokenizer, offline.

OpenAI-style models are counted with their byte-pair encoding (``o200k_base`` for the
GPT-4o/4.1/5 and o-series families, ``cl100k_base`` for GPT-4 and GPT-3.5), bundled
with ``bpe-openai`` so nothing is downloaded. Other models (local ones, Claude) have no
tokenizer available offline; they are counted with ``o200k_base`` too and the count is
marked approximate. A server's own usage figures, when it reports them, always win.
"""

from __future__ import annotations

import warnings
from functools import cache
from typing import Any

__all__ = ["count_tokens", "tokenizer_for"]

FALLBACK = "o200k_base"


@cache
def _encoding(name: str) -> Any:
    import bpe_openai  # loaded on first use: most commands never count tokens

    return bpe_openai.get_encoding(name)


def tokenizer_for(model: str | None) -> tuple[str, bool]:
    """The encoding name for ``model`` and whether it is the model's own."""
    if model:
        import bpe_openai

        try:
            return str(bpe_openai.encoding_name_for_model(model)), True
        except (KeyError, ValueError, bpe_openai.UnsupportedModelError):
            pass
    return FALLBACK, False


def count_tokens(text: str, model: str | None = None) -> tuple[int, str]:
    """The number of tokens ``text`` takes for ``model``, and the encoding that counted.

    The encoding's name has ``~`` in front when the model's own tokenizer is not
    available offline and ``o200k_base`` stood in.
    """
    with warnings.catch_warnings():
        # Its bundled-data loader uses a deprecated importlib.resources call.
        warnings.simplefilter("ignore", DeprecationWarning)
        name, own = tokenizer_for(model)
        n = len(_encoding(name).encode(text, disallowed_special=())) if text else 0
    return n, (name if own else f"~{name}")
