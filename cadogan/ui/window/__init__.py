"""The main window and its dialogs: the chooser, the rules, statistics, the
end-of-game panel and the look of the table.
"""
