"""The Qt card table (PySide6). Nothing here is imported by the rules core.

PySide6-Essentials 6.12.0 is excluded in pyproject.toml: on Python 3.11 each
call of a Qt method returning nothing drops a reference to ``None``, and after
a few thousand calls the interpreter aborts ("deallocating None").
"""
