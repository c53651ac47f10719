// Shared behaviour of the suite's pages: data with a skeleton and an error, a status
// line, an in-page confirm dialog, the consent popup's buttons and an in-app clipboard.
"use strict";

const Site = {
  state: document.documentElement.dataset.state || "none",

  async data(name) {
    const reply = await fetch("api/" + name, { cache: "no-store" });
    if (!reply.ok) {
      throw new Error(reply.status + " " + (reply.statusText || "error"));
    }
    return reply.json();
  },

  // Show the skeleton until data set `name` arrives, then render it and show the app;
  // when the request fails, say so with a "Try again" button that asks once more.
  async start(name, render) {
    const skeleton = document.getElementById("skeleton");
    const app = document.getElementById("app");
    const error = document.getElementById("error");
    document.body.dataset.loaded = "no";
    skeleton.hidden = false;
    error.hidden = true;
    try {
      const data = await Site.data(name);
      render(data);
      app.hidden = false;
      document.body.dataset.loaded = "yes";
    } catch (err) {
      error.hidden = false;
      error.replaceChildren(
        Site.el("p", { text: "Could not load this page: " + err.message + ". Try again later." }),
        Site.el("button", { type: "button", text: "Try again", onclick: () => Site.start(name, render) }));
      document.body.dataset.loaded = "error";
    } finally {
      skeleton.hidden = true;
    }
  },

  status(text) {
    document.getElementById("status").textContent = text;
  },

  el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (key === "text") node.textContent = value;
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else if (value === true) node.setAttribute(key, "");
      else if (value !== false && value !== null && value !== undefined) node.setAttribute(key, value);
    }
    for (const child of children) node.append(child);
    return node;
  },

  // An in-page modal dialog asking to confirm; resolves true for the confirming button.
  confirm(title, okLabel) {
    return new Promise((resolve) => {
      const close = (answer) => { backdrop.remove(); resolve(answer); };
      const backdrop = Site.el("div", { class: "modal-backdrop" },
        Site.el("div", { class: "modal", role: "alertdialog", "aria-modal": "true", "aria-label": title },
          Site.el("h2", { text: title }),
          Site.el("p", { text: "This cannot be undone." }),
          Site.el("button", { type: "button", text: okLabel, onclick: () => close(true) }),
          Site.el("button", { type: "button", text: "Cancel", onclick: () => close(false) })));
      document.body.append(backdrop);
      backdrop.querySelector("button").focus();
    });
  },

  clipboard: "",
};

document.addEventListener("click", (event) => {
  const button = event.target.closest("#consent-accept, #consent-later");
  if (button) {
    document.getElementById("consent").remove();
    document.body.dataset.popup = button.id === "consent-accept" ? "accepted" : "dismissed";
  }
});
