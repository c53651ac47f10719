"""A small Qt 5 window for the desktop tests: a menu, a text field, a check box, a button.

Run with the system Python that has PyQt5 (``/usr/bin/python3``). Clicking "Apply"
prints the field's text and the check box's state on stdout, so tests can see what the
program received.
"""

import sys

from PyQt5.QtWidgets import (
    QAction,
    QApplication,
    QCheckBox,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


def main() -> None:
    app = QApplication(sys.argv)
    app.setApplicationName("qtform")
    win = QMainWindow()
    win.setWindowTitle("Qt form")
    body = QWidget()
    layout = QVBoxLayout(body)
    field = QLineEdit()
    field.setAccessibleName("Name")
    check = QCheckBox("Subscribe")
    button = QPushButton("Apply")

    def apply() -> None:
        print(f"applied {field.text()!r} {check.isChecked()}", flush=True)

    button.clicked.connect(apply)
    for w in (field, check, button):
        layout.addWidget(w)
    win.setCentralWidget(body)
    menu = win.menuBar().addMenu("&File")
    hello = QAction("Say hello", win)
    hello.triggered.connect(lambda: print("hello", flush=True))
    menu.addAction(hello)
    win.resize(360, 200)
    win.show()
    sys.exit(app.exec_())


if __name__ == "__main__":
    main()
