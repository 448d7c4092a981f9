"""The table model, free of Textual: the controller that holds the game at a table, the
intents a screen posts to it, the folded decision and its menus, notes and wording."""
