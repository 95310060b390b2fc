"""The one error every `datestone` command raises for a person: one line on stderr, exit 2, nothing written."""


class UsageError(Exception):
    """Something the operator asked for that cannot be done; exit 2, nothing written."""
