"""The interface's language: English (the source text) or French, over the standard `gettext`.

Every string a player reads goes through `_()` (or `ngettext()` for a count, `pgettext()` when
one English word has two French ones). The catalogues are managed with Babel (`babel.cfg`:
`pybabel extract`, `update`, `compile`); the compiled `fr` catalogue is installed with the
package (`voxpopuli_tui/locale/fr/LC_MESSAGES/voxpopuli.mo`).

The language is one for the whole process, chosen once at start-up: `--lang` first, then the
saved preference, then the locale (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`, in gettext's
order), else English. Strings are looked up at the moment they are drawn, so module constants
are marked with `N_()` and translated where they are shown. Saves hold no interface words: a
game saved in one language loads in the other.
"""

from __future__ import annotations

import gettext
from collections.abc import Mapping
from pathlib import Path

DOMAIN = "voxpopuli"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
#: The languages the interface speaks (the first is the source text, and the default).
LANGUAGES = ("en", "fr")
DEFAULT = "en"
#: Each language's own name (how the choice is offered).
LANGUAGE_NAMES = {"en": "English", "fr": "Français"}
#: The environment variables gettext reads, in its order.
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_current: gettext.NullTranslations = gettext.NullTranslations()
_language = DEFAULT


def language_code(text: str | None) -> str | None:
    """The supported language a locale or language name means (`fr_FR.UTF-8` → "fr",
    `en-GB` → "en"), or None."""
    if not text:
        return None
    code = text.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else None


def from_locale(environ: Mapping[str, str]) -> str | None:
    """The language the locale asks for, as gettext reads it: the first of `LANGUAGE`,
    `LC_ALL`, `LC_MESSAGES`, `LANG` that is set, its entries (`fr:en`) in order; None when it
    names no language of the game (`C`, `POSIX`, `de_DE`)."""
    for variable in LOCALE_VARIABLES:
        value = environ.get(variable, "")
        if not value:
            continue
        for part in value.split(":"):
            if part in ("C", "POSIX") or part.startswith("C."):
                return None
            code = language_code(part)
            if code is not None:
                return code
        return None
    return None


def choose_language(
    asked: str | None, saved: str | None, environ: Mapping[str, str]
) -> str:
    """`--lang`, else the saved preference, else the locale, else English."""
    for choice in (language_code(asked), language_code(saved), from_locale(environ)):
        if choice is not None:
            return choice
    return DEFAULT


def set_language(code: str) -> str:
    """Speak `code` from now on (an unknown code means English); the language set."""
    global _current, _language
    chosen = language_code(code) or DEFAULT
    _current = words_in(chosen)
    _language = chosen
    return chosen


def words_in(code: str) -> gettext.NullTranslations:
    """The catalogue of `code`, without changing the language spoken (a served page's words
    are the browser's language, not the server's)."""
    chosen = language_code(code) or DEFAULT
    if chosen == DEFAULT:
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[chosen], fallback=True)


def language() -> str:
    """The language spoken now ("en" or "fr")."""
    return _language


def _(message: str) -> str:
    """`message` in the current language."""
    return _current.gettext(message)


def N_(message: str) -> str:
    """Marks `message` for the catalogue without translating it (a constant translated where
    it is shown)."""
    return message


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form for `count` ("1 sesterce", "2 sesterces"; French says "0 sesterce")."""
    return _current.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """`message` in the current language, where `context` tells two meanings apart."""
    return _current.pgettext(context, message)
