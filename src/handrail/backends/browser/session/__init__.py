"""Keeping a browser session: launching, connecting, watching and mirroring.

:mod:`.cdp` is the DevTools protocol client; :mod:`.launcher` starts and stops the
managed Chromium and :mod:`.cdpdaemon` the session daemon that holds one connection
for the shells; :mod:`.remote`, :mod:`.routes` and :mod:`.watchsocket` carry reads and
dialogs between processes. :mod:`.targets`, :mod:`.endpoints` and :mod:`.spec` name
browsers and their pages; :mod:`.page` is one attached page with its out-of-process
iframes, :mod:`.framewatch` follows its frames, :mod:`.navigate` opens URLs and
:mod:`.presence` notices a person using the page. :mod:`.mirror` keeps a copy of a
page's accessibility tree current between reads, fed by :mod:`.watchscript`, the
script it runs in the page.
"""
