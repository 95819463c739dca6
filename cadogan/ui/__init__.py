"""The Qt card table (PySide6). Nothing here is imported by the rules core."""
