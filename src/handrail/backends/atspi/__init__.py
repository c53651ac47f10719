"""The Linux AT-SPI backend: accessibility trees over D-Bus (dbus-fast), input via XTEST.

See :class:`AtspiBackend`. The modules split the work: :mod:`.bus` (calls with
timeouts), :mod:`.apps` (applications and targets), :mod:`.walk` and :mod:`.tree`
(reading trees fast), :mod:`.roles` and :mod:`.names` (the vocabulary), :mod:`.act`
(the operation ladder) and :mod:`.inputs` (the X server).
"""

from handrail.backends.atspi.backend import AtspiBackend

__all__ = ["AtspiBackend"]
