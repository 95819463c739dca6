"""The card table: the scene and its view, picking cards up, rendering, card
faces, the animation stages and the undo commands.
"""
