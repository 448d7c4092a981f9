"""The app's Textual themes: club colours are theme variables (`$club-legio_rossa`, ...).

The default palette is Okabe–Ito, told apart by red–green colour-blind players; a
high-contrast theme; and ANSI themes that use the terminal's own 16 colours. Any other Textual
theme chosen in the command palette keeps the default club colours. The widgets draw Rich text,
so `style.colour` reads the current `palette`, which `install_themes` keeps in step with the
app's theme.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from textual.theme import BUILTIN_THEMES, Theme

from voxpopuli_tui.ui.look.palette import set_palette
from voxpopuli_tui.ui.look.prefs import DEFAULT_THEME, Prefs

if TYPE_CHECKING:

    from textual.app import App


#: Club ids in the order of the ruleset's clubs (R3).
CLUBS = ("legio_rossa", "aquila_azzurra", "viridis_tiberina", "sol_aureus",
         "purpura_imperialis", "lupa_capitolina")
#: Okabe & Ito (2008): vermillion, blue, bluish green, yellow, reddish purple, orange.
OKABE_ITO = ("#D55E00", "#0072B2", "#009E73", "#F0E442", "#CC79A7", "#E69F00")
#: The same hues raised for a black background (sky blue is Okabe–Ito's own light blue).
HIGH_CONTRAST = ("#FF7A33", "#56B4E9", "#2EE6B0", "#FFF266", "#FF9ED8", "#FFC233")
ANSI = ("ansi_bright_red", "ansi_bright_blue", "ansi_bright_green", "ansi_bright_yellow",
        "ansi_bright_magenta", "ansi_bright_cyan")
ANSI_LIGHT = ("ansi_red", "ansi_blue", "ansi_green", "ansi_yellow", "ansi_magenta", "ansi_cyan")


def club_variables(colours: tuple[str, ...]) -> dict[str, str]:
    return {f"club-{club}": c for club, c in zip(CLUBS, colours, strict=True)}


THEMES = (
    Theme(name=DEFAULT_THEME, primary="#0072B2", secondary="#56B4E9", accent="#E69F00",
          warning="#F0E442", error="#D55E00", success="#009E73", foreground="#E8E6E3",
          background="#15171A", surface="#1E2125", panel="#2A2E33", dark=True,
          variables=club_variables(OKABE_ITO)),
    Theme(name="vox-high-contrast", primary="#FFFF00", secondary="#56B4E9", accent="#FFC233",
          warning="#FFF266", error="#FF7A33", success="#2EE6B0", foreground="#FFFFFF",
          background="#000000", surface="#000000", panel="#1A1A1A", boost="#262626",
          dark=True, luminosity_spread=0.3, text_alpha=1.0,
          variables=club_variables(HIGH_CONTRAST)),
    # Textual's own ANSI themes (the terminal's 16 colours), with the clubs in them.
    replace(BUILTIN_THEMES["ansi-dark"], name="vox-ansi-dark",
            variables={**BUILTIN_THEMES["ansi-dark"].variables, **club_variables(ANSI)}),
    replace(BUILTIN_THEMES["ansi-light"], name="vox-ansi-light",
            variables={**BUILTIN_THEMES["ansi-light"].variables,
                       **club_variables(ANSI_LIGHT)}),
)
THEME_NAMES = tuple(t.name for t in THEMES)


def rich_colour(value: str) -> str:
    """A theme colour as Rich writes it (`ansi_red` is Textual's name for Rich's `red`)."""
    return value.removeprefix("ansi_")


def palette_of(variables: dict[str, str]) -> dict[str, str]:
    """Club id → Rich colour from a theme's variables; the Okabe–Ito default for the rest."""
    default = club_variables(OKABE_ITO)
    return {club: rich_colour(variables.get(f"club-{club}", default[f"club-{club}"]))
            for club in CLUBS}


#: Rich's names of the colour systems that have only the terminal's own 16 colours.
SIXTEEN_COLOURS = frozenset({"standard", "windows"})


def starting_theme(preferred: str, available: set[str] | dict[str, Any],
                   colour_system: str | None) -> str:
    """The theme to start in: the preferred one, except that a terminal of 16 colours gets
    the app's ANSI theme (its own colours) rather than a true-colour theme mapped down to
    the nearest of 16, which turns the candidate cells red and the panels olive."""
    theme = preferred if preferred in available else DEFAULT_THEME
    if colour_system in SIXTEEN_COLOURS and "ansi" not in theme:
        return "vox-ansi-dark"
    return theme


def install_themes(app: App[Any], prefs: Prefs) -> None:
    """Register the themes and apply the preferred one (before the app runs)."""
    for theme in THEMES:
        app.register_theme(theme)
    app.theme = starting_theme(prefs.theme, app.available_themes, app.console.color_system)
    set_palette(palette_of(app.current_theme.variables))
