"""Backends: the platform boundary (see :mod:`handrail.backends.base`)."""
