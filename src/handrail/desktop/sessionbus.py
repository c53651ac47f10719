"""The managed desktop's session bus configuration: activation of everything but AT-SPI.

``dbus-daemon --session`` starts a service on the first call to its name. The desktop
starts ``at-spi-bus-launcher`` itself, and the first ``org.a11y.Bus`` call (made to wait
for it) may come before the launcher owns the name: the bus would then start a second
launcher, and the recorded one would exit. The private configuration written here
lists the usual session service directories' services (dconf, portals, …) except
``org.a11y.Bus``, so nothing but the desktop starts the AT-SPI bus.
"""

from __future__ import annotations

import os
from pathlib import Path
from xml.sax.saxutils import escape

__all__ = ["A11Y_SERVICE", "write_bus_config"]

A11Y_SERVICE = "org.a11y.Bus.service"


def _service_dirs() -> list[Path]:
    data = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    dirs = [Path(d) / "dbus-1" / "services" for d in data.split(":") if d]
    return [d for d in dict.fromkeys(dirs) if d.is_dir()]


def write_bus_config(base: Path, runtime: Path) -> Path:
    """Write ``base/session.conf`` and its service directory; return the config's path.

    The bus listens on a socket under ``runtime`` and may activate the services of the
    standard session service directories, ``org.a11y.Bus`` left out.
    """
    services = base / "services"
    services.mkdir(parents=True, exist_ok=True)
    for old in services.iterdir():
        old.unlink()
    for d in reversed(_service_dirs()):  # earlier directories win, as dbus-daemon has it
        for f in d.glob("*.service"):
            if f.name != A11Y_SERVICE:
                link = services / f.name
                if link.is_symlink() or link.exists():
                    link.unlink()
                link.symlink_to(f)
    conf = base / "session.conf"
    conf.write_text(
        f"""<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <keep_umask/>
  <listen>unix:dir={escape(str(runtime))}</listen>
  <auth>EXTERNAL</auth>
  <servicedir>{escape(str(services))}</servicedir>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
""",
        encoding="utf-8",
    )
    return conf
