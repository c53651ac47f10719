"""Reading the small text files a user names (policy, replay, criteria): bounded, never hanging.

A named pipe or a device (``/dev/zero``) would block or never end, a binary file would
not decode: each is refused with one clear line instead.
"""

from __future__ import annotations

import stat
from pathlib import Path

from handrail.errors import UsageError

__all__ = ["MAX_TEXT_FILE", "read_text_file"]

MAX_TEXT_FILE = 16 << 20
"""The largest such file read (16 MiB)."""


def read_text_file(path: Path, what: str, limit: int = MAX_TEXT_FILE) -> str:
    """The UTF-8 text of the regular file ``path``, at most ``limit`` bytes.

    Raises:
        UsageError: naming ``what`` and ``path`` when it is missing, not a regular file,
            too big, unreadable or not UTF-8 text.

    """
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise UsageError(f"{what} {path}: not a regular file")
        if info.st_size > limit:
            raise UsageError(f"{what} {path}: larger than {limit} bytes")
        with path.open("rb") as fh:
            data = fh.read(limit + 1)
    except OSError as exc:
        raise UsageError(f"{what} {path}: {exc.strerror or exc}") from None
    if len(data) > limit:
        raise UsageError(f"{what} {path}: larger than {limit} bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UsageError(
            f"{what} {path}: not UTF-8 text ({exc.reason} at byte {exc.start})"
        ) from None
