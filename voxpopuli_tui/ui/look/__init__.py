"""The look: themes, colours, styles, preferences, plain text, key names and the keymap file."""
