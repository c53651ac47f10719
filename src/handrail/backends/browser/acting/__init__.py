"""Acting on a page's elements: finding each again, aiming, pressing, typing, scrolling.

:mod:`.perform` carries out an action on an element a read named: it finds the element
again (:mod:`.livenode`, and :mod:`.sameness` tells whether it is still the element read;
a stale one fails and nothing is sent), aims a press at a point
a hit test checks right before it (:mod:`.hittest`), types and sets values and reads them
back (:mod:`.textentry`, :mod:`.keyedvalue`, :mod:`.cellkeys`), scrolls by the wheel
(:mod:`.wheel`), and names the tabs a press opened (:mod:`.newtabs`).
"""
