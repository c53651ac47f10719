"""The client side of the browser watcher: its socket, its dialog records, answering one.

Backend code (pages, actions, the launcher) reaches the long-lived watcher of
:mod:`handrail.backends.browser.watcher` through these, so that it never imports the
watcher process itself, which in turn builds a backend.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from handrail.errors import ActionFailed

__all__ = ["answer_dialog", "dialog_dir", "read_dialog", "socket_path"]


def dialog_dir(state_dir: Path) -> Path:
    """Where open dialogs are recorded, one JSON file per page."""
    return state_dir / "browser-dialogs"


def socket_path(state_dir: Path) -> Path:
    """The watcher's request socket."""
    return state_dir / "browser-watch.sock"


def read_dialog(state_dir: Path, target_id: str) -> dict[str, str] | None:
    """The open dialog the watcher recorded for page ``target_id`` (``type``, ``message``)."""
    try:
        data = json.loads((dialog_dir(state_dir) / f"{target_id}.json").read_text("utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


async def answer_dialog(state_dir: Path, target_id: str, accept: bool, timeout: float) -> None:
    """Ask the watcher to accept or dismiss page ``target_id``'s dialog.

    Raises:
        ActionFailed: when the watcher is not running or could not answer.

    """
    try:
        reader, writer = await asyncio.wait_for(
            asyncio.open_unix_connection(str(socket_path(state_dir))), timeout
        )
    except (OSError, TimeoutError) as exc:
        raise ActionFailed(f"cannot reach the dialog watcher: {exc}") from exc
    try:
        writer.write(json.dumps({"target": target_id, "accept": accept}).encode() + b"\n")
        await writer.drain()
        reply = json.loads(await asyncio.wait_for(reader.readline(), timeout) or b"{}")
    except (OSError, TimeoutError, ValueError) as exc:
        raise ActionFailed(f"the dialog watcher did not answer: {exc}") from exc
    finally:
        writer.close()
    if not reply.get("ok"):
        raise ActionFailed(f"the dialog could not be answered: {reply.get('error', 'unknown')}")
