#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages Handrail needs, only those that are missing.
# Runs apt-get as root directly, or through sudo.
set -euo pipefail

PACKAGES=(
  python3 python3-venv python3-pip
  xvfb xauth dbus dbus-x11 at-spi2-core
  gnome-calculator zenity gtk-3-examples
  chromium
  python3-pyatspi python3-doc python3-gi gir1.2-gtk-3.0
  fonts-dejavu-core
  python3-tk fonts-wqy-microhei xterm
  python3-pyqt5 mousepad firefox-esr
  libreoffice-writer libreoffice-calc libreoffice-gtk3
  openbox
  xinput
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

# npm installs the test pages' web libraries. A Node.js from elsewhere (NodeSource's
# package provides npm and conflicts with Debian's) serves as well as Debian's.
if ! command -v npm >/dev/null 2>&1; then
  missing+=(nodejs npm)
fi

if [ ${#missing[@]} -eq 0 ]; then
  echo "system packages: all present"
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
echo "system packages: installing ${missing[*]}"
$SUDO apt-get update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
