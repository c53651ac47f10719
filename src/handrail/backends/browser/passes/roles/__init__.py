"""Passes that say what an element is: the control a page draws, and how elements nest.

A drawn select is a combobox, a knob in a pill a switch, radio-style cards radio
buttons, a slider's handle a slider, a row of links tabs; a tree's rows nest under
their folders; a field reads the value its library draws.
"""
