// A date field with a calendar: the button next to a field opens a month of day buttons
// ("24 December 2026"), with "Previous month" and "Next month"; typed dates are checked too.
"use strict";

const DatePicker = {
  months: ["January", "February", "March", "April", "May", "June", "July", "August",
    "September", "October", "November", "December"],

  spoken(iso) {
    const [y, m, d] = iso.split("-").map(Number);
    return d + " " + DatePicker.months[m - 1] + " " + y;
  },

  valid(iso) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
    const [y, m, d] = iso.split("-").map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  },

  wire(what) {
    for (const button of document.querySelectorAll("[data-date-for]")) {
      const field = document.getElementById(button.dataset.dateFor);
      button.addEventListener("click", () => DatePicker.open(field, what, 2026, 11));
      field.addEventListener("change", () => DatePicker.report(field, what));
    }
  },

  report(field, what) {
    if (DatePicker.valid(field.value)) {
      field.removeAttribute("aria-invalid");
      Site.status(what + ": " + DatePicker.spoken(field.value));
    } else {
      field.setAttribute("aria-invalid", "true");
      Site.status(what + ": write the date as YYYY-MM-DD");
    }
  },

  open(field, what, year, month) {
    document.querySelector(".calendar-backdrop")?.remove();
    const close = () => backdrop.remove();
    const title = DatePicker.months[month] + " " + year;
    const grid = Site.el("div", { class: "calendar", role: "group", "aria-label": title });
    const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    for (let d = 1; d <= days; d++) {
      const iso = year + "-" + String(month + 1).padStart(2, "0") + "-" + String(d).padStart(2, "0");
      grid.append(Site.el("button", {
        type: "button", text: String(d), "aria-label": DatePicker.spoken(iso),
        onclick: () => { field.value = iso; close(); DatePicker.report(field, what); },
      }));
    }
    const shift = (n) => () => {
      const m = month + n;
      DatePicker.open(field, what, year + Math.floor(m / 12), ((m % 12) + 12) % 12);
    };
    const backdrop = Site.el("div", { class: "modal-backdrop calendar-backdrop" },
      Site.el("div", { class: "modal", role: "dialog", "aria-modal": "true", "aria-label": "Choose a date" },
        Site.el("h2", { text: title }),
        Site.el("button", { type: "button", text: "Previous month", onclick: shift(-1) }),
        Site.el("button", { type: "button", text: "Next month", onclick: shift(1) }),
        grid,
        Site.el("button", { type: "button", text: "Close", onclick: close })));
    document.body.append(backdrop);
  },
};
