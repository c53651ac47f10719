"""The ``handrail`` command line."""
