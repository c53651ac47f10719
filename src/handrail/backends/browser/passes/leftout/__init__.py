"""Passes that leave out what is no element of its own for a person.

Focus guards and rings, a library's hidden original control, a box whose content reads
elsewhere, row backgrounds, content a shut box or dialog cuts off, a sort arrow or tab
face that is part of its header or tab, a drag bar, a status for screen readers alone.
"""
