"""The app's workers: computers' turns, hints, the solo table's hand, card plays and the card
windows of a computer's turn; each runs beside the screens and reports back to the app."""
