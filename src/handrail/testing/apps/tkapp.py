"""A Tk window with no accessibility tree: buttons, an entry, a list, English and Chinese labels.

Run with the system Python (python3-tk): ``tkapp.py TITLE EVENTS_FILE``. It appends
what happens to EVENTS_FILE, one line per event, so tests can wait on real signals:
``box LABEL X Y W H`` (each labelled widget's place on the screen), ``ready``,
``clicked NAME``, ``entered NAME`` (the pointer came onto a button), ``entry TEXT`` (on
Return), ``selected ITEM``.
"""

import sys
import tkinter as tk
import tkinter.font as tkfont

FONT = ("WenQuanYi Micro Hei", 16)


def main() -> None:
    """Build the window and run it."""
    title = sys.argv[1] if len(sys.argv) > 1 else "Handrail Tk"
    root = tk.Tk(className="HandrailTk")
    root.title(title)
    root.geometry("520x420+40+40")
    root.configure(background="white")

    events = sys.argv[2] if len(sys.argv) > 2 else None

    def say(line: str) -> None:
        if events is None:
            sys.stdout.write(line + "\n")
            sys.stdout.flush()
            return
        with open(events, "a", encoding="utf-8") as f:
            f.write(line + "\n")

    status = tk.Label(root, text="Ready", font=FONT, bg="white")
    status.place(x=20, y=14)

    def clicked(name: str) -> None:
        status.configure(text=f"Clicked {name}")
        say(f"clicked {name}")

    labelled = [status]
    for name, x in (("Save", 20), ("Open", 140), ("发送消息", 260)):
        button = tk.Button(root, text=name, font=FONT, command=lambda n=name: clicked(n))
        button.bind("<Enter>", lambda _e, n=name: say(f"entered {n}"))
        button.place(x=x, y=60)
        labelled.append(button)
    name_label = tk.Label(root, text="Name:", font=FONT, bg="white")
    name_label.place(x=20, y=130)
    labelled.append(name_label)
    entry = tk.Entry(root, font=FONT, width=18)
    entry.insert(0, "Guest")
    entry.place(x=110, y=130)

    def submitted(_event: object) -> None:
        text = entry.get()
        status.configure(text=f"Hello {text}")
        say(f"entry {text}")

    entry.bind("<Return>", submitted)
    listbox = tk.Listbox(root, font=FONT, height=4, exportselection=False)
    for item in ("Apples", "Bananas", "联系人列表", "Cherries"):
        listbox.insert(tk.END, item)
    listbox.place(x=20, y=190)

    def selected(_event: object) -> None:
        chosen = listbox.curselection()
        if chosen:
            item = listbox.get(chosen[0])
            status.configure(text=f"Picked {item}")
            say(f"selected {item}")

    listbox.bind("<<ListboxSelect>>", selected)
    chinese = tk.Label(root, text="中文标签 测试", font=FONT, bg="white")
    chinese.place(x=300, y=200)
    labelled.append(chinese)

    def announce() -> None:
        root.update_idletasks()
        for widget in labelled:
            text = widget.cget("text").replace(" ", "")
            x, y = widget.winfo_rootx(), widget.winfo_rooty()
            say(f"box {text} {x} {y} {widget.winfo_width()} {widget.winfo_height()}")
        font = tkfont.Font(font=FONT)
        line = font.metrics("linespace")
        for i, item in enumerate(listbox.get(0, tk.END)):
            bbox = listbox.bbox(i)
            x, y = listbox.winfo_rootx() + bbox[0], listbox.winfo_rooty() + bbox[1]
            say(f"box {item} {x} {y} {font.measure(item)} {line}")
        say("ready")

    root.after(300, announce)
    root.mainloop()


if __name__ == "__main__":
    main()
