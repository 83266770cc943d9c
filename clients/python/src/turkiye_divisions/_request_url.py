"""An operation's URL from its parameters: path parameters into the template (percent-encoded), the
rest as the query by the API's names. Booleans become ``true``/``false`` and sequences comma-separated
lists, as the API reads them; parameters left at None are not sent."""

from __future__ import annotations

from decimal import Decimal
from typing import Mapping, Sequence, cast
from urllib.parse import quote, urlencode


def parameter_text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        # The API reads decimal numbers, never an exponent (repr(0.00001) is '1e-05').
        text = repr(value)
        return format(Decimal(text), "f") if "e" in text else text
    if isinstance(value, (str, int)):
        return str(value)
    if isinstance(value, (list, tuple)):
        return ",".join(parameter_text(item) for item in cast("Sequence[object]", value))
    raise TypeError(f"{value!r} is not a parameter value: give a str, int, float, bool or a list of str")


def request_url(base_url: str, path: str, path_params: Mapping[str, object], query: Mapping[str, object]) -> str:
    for name, value in path_params.items():
        path = path.replace(f"{{{name}}}", quote(parameter_text(value), safe=""))
    pairs = [(name, parameter_text(value)) for name, value in query.items() if value is not None]
    return f"{base_url}{path}{'?' + urlencode(pairs) if pairs else ''}"
