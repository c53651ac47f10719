"""Passes that give elements the names a person reads, or take wrong ones away.

A control named by the text beside it, its label, its caption, its group, its row and
column, its item or the face it draws; a name freed of words that belong to its
controls, its state or its icons.
"""
