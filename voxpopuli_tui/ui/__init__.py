"""The Textual hot-seat interface: screens, widgets and the table controller."""
