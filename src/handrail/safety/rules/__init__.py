"""The risk policy's rules, one module per kind of page or per thing they read.

:mod:`handrail.safety.rules.view` holds what every rule reads (``View``, a snapshot with
parent links and caches; ``Assessment``), :mod:`~handrail.safety.rules.place` where an
element stands; the others judge one domain's controls (``devops``, ``ehr``, ``trade``, …)
or one kind of control (``roles``, ``lists``, ``forms``, ``sections``, ``keys``).
:mod:`handrail.safety.rulebook` lists them in the order
:class:`~handrail.safety.policy.RiskPolicy` asks them.
"""
