"""Archived runs: a run directory packed into one zstandard-compressed tar file.

``<runs>/<run id>.tar.zst`` holds the run's files (``run.json`` first, so a reader that
only wants the header stops early) under ``<run id>/``. Packing checks that the archive
gives back every file byte for byte before the directory is removed; every reader of run
logs goes through :func:`run_files`, which reads a directory or an archive alike.
"""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import tarfile
import threading
import time
from pathlib import Path

import zstandard

from handrail.errors import UsageError

__all__ = [
    "ARCHIVE_SUFFIX",
    "archive_id",
    "archive_runs",
    "is_archive",
    "pack_run",
    "parse_age",
    "read_member",
    "run_file",
    "run_files",
    "unpack_run",
]

ARCHIVE_SUFFIX = ".tar.zst"
_LEVEL = 10
_AGE = re.compile(r"\s*(\d+(?:\.\d+)?)\s*([smhdw]?)\s*\Z")
_UNIT = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400, "w": 7 * 86400}


def parse_age(text: str) -> float:
    """Seconds in ``7d``, ``12h``, ``30m``, ``90s``, ``2w`` (a bare number is seconds).

    Raises:
        UsageError: when the text is not such a duration.

    """
    m = _AGE.match(text)
    if not m:
        raise UsageError(f"not a duration: {text!r} (use e.g. 7d, 12h, 30m)")
    return float(m.group(1)) * _UNIT[m.group(2)]


def is_archive(path: Path) -> bool:
    """True when ``path`` names an archived run."""
    return path.name.endswith(ARCHIVE_SUFFIX) and path.is_file()


def archive_id(path: Path) -> str:
    """The run id of an archive (its name without the suffix) or of a directory."""
    name = path.name
    return name[: -len(ARCHIVE_SUFFIX)] if name.endswith(ARCHIVE_SUFFIX) else name


def _members(path: Path, only: str | None = None) -> dict[str, bytes]:
    out: dict[str, bytes] = {}
    try:
        with path.open("rb") as raw:
            reader = zstandard.ZstdDecompressor().stream_reader(raw)
            with tarfile.open(fileobj=reader, mode="r|") as tar:
                for member in tar:
                    if not member.isfile():
                        continue
                    name = member.name.rsplit("/", 1)[-1]
                    if only is not None and name != only:
                        continue
                    fh = tar.extractfile(member)
                    if fh is not None:
                        out[name] = fh.read()
                    if only is not None:
                        break
    except (OSError, tarfile.TarError, zstandard.ZstdError) as exc:
        raise UsageError(f"{path}: not a readable run archive ({exc})") from exc
    return out


_cache_lock = threading.Lock()
_cache: tuple[tuple[str, int, int], dict[str, bytes]] | None = None


def _cached(path: Path) -> dict[str, bytes]:
    # The last archive read whole is kept: a reader asks for its files one by one (rounds,
    # element lists, prompts, pictures), and each would decompress it from the start.
    global _cache
    st = path.stat()
    key = (str(path.resolve()), st.st_mtime_ns, st.st_size)
    with _cache_lock:
        if _cache is not None and _cache[0] == key:
            return _cache[1]
    files = _members(path)
    with _cache_lock:
        _cache = (key, files)
    return files


def read_member(path: Path, name: str) -> bytes | None:
    """One file of an archived run (``None`` when the archive lacks it).

    ``run.json`` and ``rounds.jsonl`` are read alone (they come first); any other file
    reads the archive whole once and keeps it for the next file asked of the same archive.

    Raises:
        UsageError: when the archive cannot be read.

    """
    if name in ("run.json", "rounds.jsonl"):
        return _members(path, only=name).get(name)
    try:
        return _cached(path).get(name)
    except OSError as exc:
        raise UsageError(f"{path}: not a readable run archive ({exc})") from exc


def run_file(path: Path, name: str) -> bytes | None:
    """One file of a run (directory or archive); ``None`` when it has none of that name.

    Raises:
        UsageError: when the archive cannot be read.

    """
    if is_archive(path):
        return read_member(path, name)
    try:
        return (path / name).read_bytes()
    except OSError:
        return None


def run_files(path: Path) -> dict[str, bytes]:
    """Every file of a run, by name, from its directory or its archive.

    Raises:
        UsageError: when the archive cannot be read.

    """
    if is_archive(path):
        return dict(_members(path))
    out: dict[str, bytes] = {}
    for p in sorted(path.iterdir()):
        if p.is_file() and not p.name.endswith(".tmp"):
            out[p.name] = p.read_bytes()
    return out


def _order(name: str) -> tuple[int, str]:
    return (0 if name == "run.json" else 1 if name == "rounds.jsonl" else 2, name)


def pack_run(run_dir: Path) -> Path:
    """Pack ``run_dir`` into ``<run_dir>.tar.zst`` and remove the directory.

    The archive is written beside the directory under a temporary name, read back and
    compared with every file before it takes its name and the directory goes.

    Raises:
        UsageError: when the directory is not a run, the archive exists, or the read-back
            differs (the directory is then kept).

    """
    if not (run_dir / "run.json").is_file():
        raise UsageError(f"{run_dir}: not a run directory")
    dest = run_dir.with_name(run_dir.name + ARCHIVE_SUFFIX)
    if dest.exists():
        raise UsageError(f"{dest} exists already")
    files = run_files(run_dir)
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for name in sorted(files, key=_order):
            info = tarfile.TarInfo(f"{run_dir.name}/{name}")
            info.size = len(files[name])
            info.mtime = int((run_dir / name).stat().st_mtime)
            info.mode = 0o644
            tar.addfile(info, io.BytesIO(files[name]))
    tmp = dest.with_name(dest.name + ".tmp")
    with tmp.open("wb") as fh:
        fh.write(zstandard.ZstdCompressor(level=_LEVEL).compress(buf.getvalue()))
        fh.flush()
        os.fsync(fh.fileno())
    try:
        back = _members(tmp)
    except UsageError:
        back = {}
    if back != files:
        tmp.unlink()
        raise UsageError(f"{run_dir}: the archive did not read back identically; kept the run")
    os.replace(tmp, dest)
    shutil.rmtree(run_dir)
    return dest


def unpack_run(archive: Path, dest_root: Path) -> Path:
    """Unpack an archived run into ``dest_root/<run id>/`` and return that directory.

    Raises:
        UsageError: when the archive cannot be read or the directory exists.

    """
    target = dest_root / archive_id(archive)
    if target.exists():
        raise UsageError(f"{target} exists already")
    files = _members(archive)
    target.mkdir(parents=True)
    for name, data in files.items():
        (target / name).write_bytes(data)
    return target


def _ended(run_dir: Path) -> float | None:
    try:
        header = json.loads((run_dir / "run.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(header, dict) or header.get("status") == "running":
        return None
    when = header.get("ended_at") or header.get("started_at")
    return float(when) if isinstance(when, int | float) else None


def archive_runs(runs_dir: Path, older_than_s: float, now: float | None = None) -> list[Path]:
    """Pack every ended run in ``runs_dir`` that ended more than ``older_than_s`` ago.

    Runs still ``running`` are never packed. Returns the archives written.

    Raises:
        UsageError: as :func:`pack_run`.

    """
    cutoff = (time.time() if now is None else now) - older_than_s
    out: list[Path] = []
    if not runs_dir.is_dir():
        return out
    for p in sorted(runs_dir.iterdir()):
        if not p.is_dir():
            continue
        ended = _ended(p)
        if ended is not None and ended < cutoff:
            out.append(pack_run(p))
    return out
