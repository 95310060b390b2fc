"""`python -m datestone ...` runs the operator CLI (datestone/people/cli.py)."""

import sys

from datestone.people.cli import main

if __name__ == "__main__":
    sys.exit(main())
