"""Passes that read the states a page says by ARIA or draws by its classes and glyphs.

``selected``, ``current``, ``pressed``, ``checked``, ``expanded``/``collapsed``,
``unread``; and what is not one (a highlight is no choice, a leaf opens nothing, a
``not-allowed`` cursor presses nothing).
"""
