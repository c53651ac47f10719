// The upload control: "Choose file" opens the site's file library (the files it ships),
// "Upload" sends the chosen file's bytes to the server, which answers with its size.
"use strict";

const Upload = {
  chosen: null,

  wire(what) {
    const choose = document.getElementById("library");
    const upload = document.getElementById("upload");
    if (!choose || !upload) return;
    choose.addEventListener("click", () => Upload.open());
    upload.addEventListener("click", async () => {
      const name = Upload.chosen;
      if (!name) return;
      Site.status("Uploading " + name + "…");
      try {
        const file = await fetch("files/" + encodeURIComponent(name));
        const bytes = await file.arrayBuffer();
        const reply = await fetch("api/upload", { method: "POST", body: bytes, headers: { "x-file-name": name } });
        if (!reply.ok) throw new Error(reply.status + " " + reply.statusText);
        const answer = await reply.json();
        Site.status("Uploaded " + what + ": " + answer.name + " (" + answer.bytes + " bytes)");
        document.body.dataset.uploaded = answer.name;
      } catch (err) {
        Site.status("Upload failed: " + err.message);
      }
    });
  },

  async open() {
    let files;
    try {
      files = await Site.data("library");
    } catch (err) {
      Site.status("Could not open the file library: " + err.message);
      return;
    }
    const close = () => backdrop.remove();
    const list = Site.el("ul", { class: "items" });
    for (const f of files) {
      list.append(Site.el("li", {}, Site.el("button", {
        type: "button", text: f.name,
        onclick: () => {
          Upload.chosen = f.name;
          document.getElementById("chosen").textContent = "Chosen: " + f.name;
          document.getElementById("upload").disabled = false;
          close();
        },
      })));
    }
    const backdrop = Site.el("div", { class: "modal-backdrop" },
      Site.el("div", { class: "modal", role: "dialog", "aria-modal": "true", "aria-label": "Choose a file" },
        Site.el("h2", { text: "Choose a file" }), list,
        Site.el("button", { type: "button", text: "Close", onclick: close })));
    document.body.append(backdrop);
  },
};
