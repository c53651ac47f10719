// Reload the page when the console's state changes (new approval, run progress, stop).
(function () {
  "use strict";
  if (document.body.dataset.poll !== "1") { return; }
  var version = null;
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
