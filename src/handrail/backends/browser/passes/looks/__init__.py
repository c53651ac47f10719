"""Readers of what a page draws, shared by the passes of every group.

What a node's class words say it is drawn as (:mod:`.classlooks`; which words only say
how it is drawn, :mod:`.utilityclass`), the icon hints an unnamed control takes from its
attributes, classes and glyphs (:mod:`.hints`) or from the shapes of its inline SVG
(:mod:`.svgshapes`).
"""
