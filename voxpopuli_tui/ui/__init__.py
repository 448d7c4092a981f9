"""The Textual hot-seat interface, in folders by layer (docs/ARCHITECTURE.md).

Imports sit at the top of every module except on the start-up path — `app`, `app_commands`,
`app_support`, `hotseat.handoff`, `look`, `saves.flow`, `screens.title`, `screens.too_small`,
`screens.last_table`, `table.purpose`, `widgets.footer`, `workers.computers` — whose functions
import the engine, pydantic, the saves and the table's screens only when a game needs them,
so that the title is drawn before any of that is loaded (`tests/cli/test_startup_imports.py`).
"""
