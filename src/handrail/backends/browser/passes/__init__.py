"""The finishing passes of a browser read, and the order they run in.

A read's drafts (:mod:`handrail.backends.browser.shape`) are shaped into the lines an
agent sees by a chain of small passes, each of one job: a name freed of a check mark, a
drawn select read as a combobox, a tree's rows nested. :mod:`.chain` declares the chain
in one list; the lookups the last step of :func:`handrail.backends.browser.finish.finish_drafts`
makes per node (icon hints, drawn states, tooltips) are :mod:`.lookups`, and the kinds of
draft passes of every group look for (a pressable element with no control's role, a
dialog) :mod:`.kinds`.

The passes are grouped by what they work on: :mod:`.names`, :mod:`.states`,
:mod:`.roles` (what an element is and how elements nest) and :mod:`.leftout` (what is
no element of its own); :mod:`.looks` holds the readers of class words, icons and
drawings they share.
"""
