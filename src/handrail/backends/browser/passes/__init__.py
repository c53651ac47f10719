"""The finishing passes of a browser read, and the order they run in.

A read's drafts (:mod:`handrail.backends.browser.shape`) are shaped into the lines an
agent sees by a chain of small passes, each of one job: a name freed of a check mark, a
drawn select read as a combobox, a tree's rows nested. :mod:`.chain` declares the chain
in one list; the lookups the last step of :func:`handrail.backends.browser.finish.finish_drafts`
makes per node (icon hints, drawn states, tooltips) live here too.
"""
