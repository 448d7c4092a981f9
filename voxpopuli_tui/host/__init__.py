"""`voxpopuli host`: one game held by one process, the table on a TV, each hand on its own phone.

The room (`room`) holds the game; the server (`server`) gives the table page the public view
only and each seat's page its own view, each reached by its own unguessable link (`tokens`).
"""
