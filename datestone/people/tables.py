"""The one table printer of the `datestone` commands: plain columns two spaces apart, as a person reads them.

Cells are printed as text (no number alignment), a missing value as "-", and no line ends in spaces, so a script
that splits a line on whitespace gets the same columns every time.
"""

from __future__ import annotations

from tabulate import tabulate

MISSING = "-"


def table(header: tuple, rows: list[tuple]) -> str:
    cells = [tuple(MISSING if c is None or c == "" else str(c) for c in row) for row in rows]
    # The header goes in as the first row: as `headers=` tabulate would widen each column by two more spaces.
    text = tabulate([tuple(header), *cells], tablefmt="plain", disable_numparse=True)
    return "\n".join(line.rstrip() for line in text.splitlines())
