"""`python -m voxpopuli_tui` runs the `voxpopuli` command."""

import sys

from .cli import main

sys.exit(main())
