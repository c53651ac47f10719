// Reload the page when the console's state changes (new approval, run progress, stop).
(function () {
  "use strict";
  if (document.body.dataset.poll !== "1") { return; }
  // The version the page was rendered from: a change between rendering and the first
  // poll must reload too.
  var version = document.body.dataset.version || null;
  function tick() {
    fetch("/api/state", { credentials: "same-origin", cache: "no-store" })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (s) {
        if (!s) { return; }
        if (version !== null && s.version !== version) { window.location.reload(); return; }
        version = s.version;
      })
      .catch(function () {})
      .then(function () { window.setTimeout(tick, 1000); });
  }
  tick();
})();
