"""`python -m datestone ...` runs the operator CLI (datestone/cli.py)."""

import sys

from datestone.cli import main

if __name__ == "__main__":
    sys.exit(main())
