"""A GTK 3 form with tabs and a long list, whose abnormal states the acceptance suite injects.

Run with the system Python (python3-gi): ``gtkform.py --state STATE [--events FILE]``;
it writes ``ready`` to FILE once it has drawn its form and has nothing left to do.
STATE is one of

- ``none``: the form as it is;
- ``loading``: a spinner and "Loading…" for two seconds, then the form;
- ``popup``: a modal "Allow notifications?" dialog over the form (Not now / Allow);
- ``missing``: the Save button is renamed Store and the Undo button removed;
- ``overlong``: the list holds 3000 items and the notes a long text;
- ``unavailable``: "Error 503: the record service is unavailable" and a Retry button
  that fails again, instead of the form.

Everything it does shows in its accessibility tree: the status line says what
happened ("Saved: Alice, Large, subscribed").
"""

import argparse
import sys

import gi

gi.require_version("Gtk", "3.0")
from gi.repository import GLib, Gtk  # noqa: E402

SIZES = ("Small", "Medium", "Large")


def named(widget: Gtk.Widget, name: str) -> Gtk.Widget:
    """Give ``widget`` an accessible name."""
    widget.get_accessible().set_name(name)
    return widget


class Form:
    """The window and its widgets."""

    def __init__(self, state: str) -> None:
        self.state = state
        self.window = Gtk.Window(title="Handrail form")
        self.window.set_default_size(520, 560)
        self.window.connect("destroy", Gtk.main_quit)
        self.outer = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=6, margin=10)
        self.window.add(self.outer)
        self.status = Gtk.Label(label="Ready")
        self.status.set_xalign(0)
        self.last_name = ""

    def build(self) -> None:
        """Put the form in the window."""
        notebook = Gtk.Notebook()
        notebook.append_page(self._general(), Gtk.Label(label="General"))
        notebook.append_page(self._items(), Gtk.Label(label="Items"))
        notebook.append_page(self._advanced(), Gtk.Label(label="Advanced"))
        self.outer.pack_start(notebook, True, True, 0)
        self.outer.pack_start(self.status, False, False, 0)
        self.outer.show_all()

    def _general(self) -> Gtk.Widget:
        grid = Gtk.Grid(column_spacing=8, row_spacing=6, margin=8)
        self.name = named(Gtk.Entry(), "Name")
        grid.attach(Gtk.Label(label="Name", xalign=0), 0, 0, 1, 1)
        grid.attach(self.name, 1, 0, 2, 1)
        self.quantity = named(Gtk.SpinButton.new_with_range(0, 100, 1), "Quantity")
        grid.attach(Gtk.Label(label="Quantity", xalign=0), 0, 1, 1, 1)
        grid.attach(self.quantity, 1, 1, 2, 1)
        self.sizes: list[Gtk.RadioButton] = []
        group = None
        for i, size in enumerate(SIZES):
            radio = Gtk.RadioButton.new_with_label_from_widget(group, size)
            group = group or radio
            self.sizes.append(radio)
            grid.attach(radio, i, 2, 1, 1)
        self.subscribe = Gtk.CheckButton(label="Subscribe")
        grid.attach(self.subscribe, 0, 3, 2, 1)
        self.bold = Gtk.ToggleButton(label="Bold")
        self.bold.connect("toggled", self._toggled)
        grid.attach(self.bold, 2, 3, 1, 1)
        save = Gtk.Button(label="Store" if self.state == "missing" else "Save")
        save.connect("clicked", self._save)
        grid.attach(save, 0, 4, 1, 1)
        clear = Gtk.Button(label="Clear")
        clear.connect("clicked", self._clear)
        grid.attach(clear, 1, 4, 1, 1)
        if self.state != "missing":
            undo = Gtk.Button(label="Undo")
            undo.connect("clicked", self._undo)
            grid.attach(undo, 2, 4, 1, 1)
        delete = Gtk.Button(label="Delete record")
        delete.connect("clicked", lambda _b: self.say("Deleted the record"))
        grid.attach(delete, 0, 5, 1, 1)
        return grid

    def _items(self) -> Gtk.Widget:
        scroller = Gtk.ScrolledWindow()
        scroller.set_min_content_height(300)
        box = Gtk.ListBox()
        named(box, "Items")
        count = 3000 if self.state == "overlong" else 40
        for i in range(1, count + 1):
            row = Gtk.ListBoxRow()
            row.add(Gtk.Label(label=f"Item {i}", xalign=0))
            box.add(row)
        box.connect("row-activated", self._picked)
        box.connect("row-selected", self._picked)
        scroller.add(box)
        return scroller

    def _advanced(self) -> Gtk.Widget:
        box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=6, margin=8)
        self.expert = Gtk.CheckButton(label="Expert mode")
        self.expert.connect("toggled", lambda b: self.say(f"Expert mode {_on(b)}"))
        box.pack_start(self.expert, False, False, 0)
        notes = "Notes about this record. " * (400 if self.state == "overlong" else 2)
        text = Gtk.TextView(wrap_mode=Gtk.WrapMode.WORD)
        text.get_buffer().set_text(notes.strip())
        named(text, "Notes")
        scroller = Gtk.ScrolledWindow()
        scroller.set_min_content_height(200)
        scroller.add(text)
        box.pack_start(scroller, True, True, 0)
        return box

    def say(self, text: str) -> None:
        """Show ``text`` on the status line."""
        self.status.set_text(text)

    def _toggled(self, button: Gtk.ToggleButton) -> None:
        self.say(f"Bold {_on(button)}")

    def _save(self, _button: Gtk.Button) -> None:
        size = next(s.get_label() for s in self.sizes if s.get_active())
        sub = "subscribed" if self.subscribe.get_active() else "not subscribed"
        qty = int(self.quantity.get_value())
        self.say(f"Saved: {self.name.get_text()}, {size}, {sub}, {qty}")

    def _clear(self, _button: Gtk.Button) -> None:
        self.last_name = self.name.get_text()
        self.name.set_text("")
        self.say("Cleared")

    def _undo(self, _button: Gtk.Button) -> None:
        self.name.set_text(self.last_name)
        self.say(f"Restored: {self.last_name}")

    def _picked(self, _box: Gtk.ListBox, row: Gtk.ListBoxRow | None) -> None:
        if row is not None:
            self.say(f"Picked: {row.get_child().get_text()}")

    def popup(self) -> None:
        """The permission popup over the form."""
        dialog = Gtk.Dialog(title="Allow notifications?", transient_for=self.window, modal=True)
        dialog.add_button("Not now", Gtk.ResponseType.CANCEL)
        dialog.add_button("Allow", Gtk.ResponseType.OK)
        dialog.get_content_area().add(
            Gtk.Label(label="Handrail form would like to show notifications.")
        )
        dialog.connect("response", lambda d, _r: d.destroy())
        dialog.show_all()

    def unavailable(self) -> None:
        """The error the form shows instead of itself."""
        self.outer.pack_start(
            Gtk.Label(label="Error 503: the record service is unavailable"), False, False, 0
        )
        retry = Gtk.Button(label="Retry")
        retry.connect("clicked", lambda _b: self.say("Retry failed: 503 Service Unavailable"))
        self.outer.pack_start(retry, False, False, 0)
        self.outer.pack_start(self.status, False, False, 0)
        self.outer.show_all()


def _on(button: Gtk.ToggleButton) -> str:
    return "on" if button.get_active() else "off"


def main() -> None:
    """Build the window in the state asked for and run it."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--state", default="none")
    parser.add_argument("--events")
    args = parser.parse_args()
    state = args.state

    def ready() -> bool:
        if args.events:
            with open(args.events, "a", encoding="utf-8") as f:
                f.write("ready\n")
        return False

    form = Form(state)
    form.window.show_all()
    if state == "unavailable":
        form.unavailable()
    elif state == "loading":
        spinner = Gtk.Spinner()
        spinner.start()
        wait = Gtk.Label(label="Loading…")
        form.outer.pack_start(spinner, False, False, 0)
        form.outer.pack_start(wait, False, False, 0)
        form.outer.show_all()

        def loaded() -> bool:
            spinner.destroy()
            wait.destroy()
            form.build()
            GLib.idle_add(ready, priority=GLib.PRIORITY_LOW)
            return False

        GLib.timeout_add(2000, loaded)
        GLib.idle_add(ready, priority=GLib.PRIORITY_LOW)
    else:
        form.build()
        if state == "popup":
            form.popup()
    if state != "loading":
        GLib.idle_add(ready, priority=GLib.PRIORITY_LOW)
    Gtk.main()


if __name__ == "__main__":
    sys.exit(main())
