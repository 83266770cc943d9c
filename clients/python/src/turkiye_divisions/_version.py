"""The package's version: pyproject.toml reads it from here, and the User-Agent names it."""

__version__ = "0.1.0"
