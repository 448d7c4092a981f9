"""The hot-seat discipline: the key gate and its curtains, why a seat is handed the keyboard,
who holds it, seat PINs, and the private screens a secret input is made on."""
