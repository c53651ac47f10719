"""The risk vocabularies, as data: the verbs of irreversible actions by category.

:mod:`handrail.safety.words.verbs` merges them (``SPACED``, ``UNSPACED``); each other
module holds one domain's verbs (``access``, ``devops``, ``trade``, …) and, for some, what
its switches protect or expose. :mod:`handrail.safety.patterns` builds the patterns from
them.
"""
