"""The pages: the table's (for the TV) and a seat's (for a phone), plain HTML and a little
script that draws the snapshots it receives and sends the taps. No outside request: the
styles, the script and the QR codes are all in the page."""

from __future__ import annotations

import json
from html import escape
from urllib.parse import quote

from voxpopuli_tui.engine.ruleset import MAX_PLAYERS, MIN_PLAYERS
from voxpopuli_tui.i18n import _, language
from voxpopuli_tui.web import MARK_SVG

from .new_table import DEFAULT_TARGET, MAX_FORM_TARGET, NewTable

STYLE = """
:root { color-scheme: dark; }
body { margin: 0; background: #121212; color: #e8e8e8;
       font: 18px/1.35 system-ui, sans-serif; }
pre { font: 14px/1.15 "DejaVu Sans Mono", monospace; margin: 0; white-space: pre; }
header { padding: 10px 14px; background: #7a1f1f; color: #f0c040; font-weight: 600; }
#status { padding: 10px 14px; font-size: 1.15em; }
.notice { color: #ffb0a0; padding: 0 14px; min-height: 1.2em; }
section { padding: 6px 14px; }
h2 { font-size: 1em; color: #f0c040; margin: 10px 0 4px; }
.log div { padding: 1px 0; }
.gone { padding: 40px 20px; font-size: 1.2em; }
"""

TABLE_STYLE = """
body { font-size: 22px; }
pre { font-size: 20px; }
#links figure.here { opacity: 0.45; }
#links figure.here figcaption::after { content: " ✔"; }
#grid { display: flex; flex-wrap: wrap; gap: 14px; padding: 8px; }
#links { display: flex; flex-wrap: wrap; gap: 18px; padding: 8px 14px; }
#links figure { margin: 0; background: #fff; color: #000; padding: 8px; border-radius: 6px;
                font-size: 13px; max-width: 260px; word-break: break-all; }
#links figcaption { font-weight: 700; font-size: 16px; }
#end { font-size: 1.6em; color: #f0c040; padding: 10px 14px; }
button.small { font-size: 16px; padding: 4px 10px; }
.newgame { display: flex; flex-direction: column; gap: 16px; padding: 20px; max-width: 520px; }
.newgame select, .newgame button { font-size: 24px; padding: 8px 14px; margin-left: 10px; }
"""

SEAT_STYLE = """
#menu { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; padding: 8px 14px; }
#menu button { min-height: 64px; font-size: 20px; border-radius: 10px; border: 0;
               background: #2f4f7f; color: #fff; padding: 8px; touch-action: manipulation; }
#menu button.wide { grid-column: 1 / -1; }
#menu.map { grid-template-columns: repeat(8, 1fr); gap: 4px; padding: 8px 6px; }
#menu.map button { min-height: 52px; font-size: 15px; padding: 2px; border-radius: 6px; }
#menu.map button:nth-child(n) { grid-column-end: span 1; }
#menu.map button.back { grid-row: 7; grid-column: 1 / -1; }
#menu button.vote { min-height: 120px; font-size: 28px; font-weight: 700; }
#menu button.a { background: #2e7d32; }
#menu button.b { background: #a33; }
#menu button.back { background: #555; }
#menutitle { padding: 8px 14px 0; font-weight: 600; font-size: 1.1em; }
body.myturn header { background: #f0c040; color: #121212; }
.card { background: #222; border: 1px solid #444; border-radius: 8px; padding: 8px 10px;
        margin: 6px 0; }
.card b { color: #f0c040; }
.card.playable { border-color: #f0c040; }
#curtain { position: fixed; inset: 0; background: #121212; display: none;
           align-items: center; justify-content: center; flex-direction: column; gap: 20px; }
#curtain button, #hide { font-size: 22px; padding: 14px 22px; border-radius: 10px; }
"""

SCRIPT = """
(function () {
  var words = %(words)s;
  var token = location.pathname.split("/").pop();
  var delay = 500, socket = null, last = null, timer = null;
  function el(tag, text, cls) {
    var e = document.createElement(tag);
    if (text !== undefined && text !== null) e.textContent = text;
    if (cls) e.className = cls;
    return e;
  }
  function send(data) { if (socket && socket.readyState === 1) socket.send(JSON.stringify(data)); }
  function connect() {
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + "/ws/" + token);
    socket.onopen = function () { delay = 500; document.getElementById("link").textContent = ""; };
    socket.onmessage = function (event) {
      last = JSON.parse(event.data); draw(last);
      document.body.dataset.frames = String(Number(document.body.dataset.frames || 0) + 1);
    };
    socket.onclose = function (event) {
      if (event.code === 4403) {
        document.body.innerHTML = "";
        document.body.appendChild(el("div", words.refused, "gone"));
        return;
      }
      document.getElementById("link").textContent = words.reconnecting;
      timer = setTimeout(connect, delay); delay = Math.min(delay * 2, 5000);
    };
  }
  window.voxSend = send;
  window.voxLast = function () { return last; };
  window.voxEl = el;
  document.addEventListener("DOMContentLoaded", connect);
  // a phone whose screen was off comes back at once, not at the next retry
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible" && socket && socket.readyState === 3) {
      clearTimeout(timer); delay = 500; connect();
    }
  });
})();
"""

TABLE_SCRIPT = """
function draw(f) {
  var el = window.voxEl, form = document.getElementById("newgame");
  if (f.new_game) return;
  if (form) { location.reload(); return; }  // the game started: the page with its links
  document.getElementById("status").textContent = f.status;
  document.getElementById("end").textContent = f.end || "";
  document.getElementById("map").innerHTML = f.drawn ? f.drawn.map : "";
  document.getElementById("board").innerHTML = f.drawn ? f.drawn.board : "";
  document.getElementById("players").innerHTML = f.drawn ? f.drawn.players : "";
  var match = document.getElementById("match"); match.innerHTML = "";
  if (f.match) {
    match.appendChild(el("div", f.match.kind + " — " + f.match.arena));
    f.players.forEach(function (p, i) {
      var said = f.match.votes[i] || (f.match.voted[i] ? "✔" : "…");
      match.appendChild(el("div", window.voxWords.said.replace("{name}", p.name)
                                                    .replace("{what}", said)));
    });
    if (f.match.result) {
      match.appendChild(el("div", f.match.result
                               + " (" + f.match.applause + " / " + f.match.boos + ")"));
    }
  }
  var log = document.getElementById("log"); log.innerHTML = "";
  f.log.forEach(function (line) { log.appendChild(el("div", line)); });
  document.body.dataset.version = f.version;
  var all = true;
  f.present.forEach(function (here, seat) {
    var figure = document.querySelector('#links figure[data-seat="' + (seat + 1) + '"]');
    if (figure) figure.classList.toggle("here", here);
    if (figure && !here) all = false;
  });
  if (all && !linksShown) document.getElementById("links").style.display = "none";
}
var linksShown = false;
document.addEventListener("DOMContentLoaded", function () {
  var form = document.getElementById("newgame");
  if (form) {
    form.onsubmit = function (event) {
      event.preventDefault();
      var people = Number(document.getElementById("people").value);
      var computers = Number(document.getElementById("computers").value);
      var seed = document.getElementById("seed").value.trim();
      window.voxSend({"new": {players: people, computers: Math.min(computers, people - 1),
                              target: Number(document.getElementById("target").value),
                              cards: document.getElementById("cards").checked,
                              seed: /^[0-9]{1,10}$/.test(seed) ? Number(seed) : null}});
    };
  }
  document.getElementById("togglelinks").onclick = function () {
    var links = document.getElementById("links");
    links.style.display = links.style.display === "none" ? "flex" : "none";
    linksShown = links.style.display !== "none";
  };
});
"""

SEAT_SCRIPT = """
function draw(f) {
  var el = window.voxEl, s = f.secret;
  document.getElementById("who").textContent = s.name + " · " + f.status;
  document.getElementById("notice").textContent = s.notice || (f.end || "");
  var w = window.voxWords;
  document.getElementById("facts").textContent = s.facts;
  var menu = document.getElementById("menu"); menu.innerHTML = "";
  document.getElementById("menutitle").textContent = s.menu ? s.menu.title : "";
  menu.dataset.step = s.menu ? s.menu.step : "";
  document.body.classList.toggle("myturn", Boolean(s.menu));
  if (s.menu) {
    var vote = s.menu.step === "side";
    // spaces in their places on the map's grid (columns A-H, rows 1-6): tap the space
    var onMap = s.menu.step === "space" && s.menu.options.every(function (o) {
      return /^[A-H][1-6]$/.test(o.label);
    });
    menu.className = onMap ? "map" : "";
    s.menu.options.forEach(function (o, i) {
      var b = el("button", o.label, vote ? ("vote " + (i === 0 ? "a" : "b")) : "");
      if (onMap) {
        b.style.gridColumn = String(o.label.charCodeAt(0) - 64);
        b.style.gridRow = o.label.slice(1);
      } else if (!vote && (o.label.length > 18 || s.menu.options.length === 1)) {
        b.className += " wide";
      }
      b.dataset.key = o.key;
      b.onclick = function () { window.voxSend({pick: o.key}); };
      menu.appendChild(b);
    });
    if (s.menu.back) {
      var back = el("button", window.voxWords.back, "back wide");
      back.onclick = function () { window.voxSend({back: true}); };
      menu.appendChild(back);
    }
  }
  // a tapped playable card: its menu line when offered, else the menu's "play a card" line
  if (window.voxWant && s.menu) {
    var want = window.voxWant, found = null;
    s.menu.options.forEach(function (o) {
      if (o.label === want || (!found && o.key === "'play'")) found = o;
    });
    if (found && found.label === want) window.voxWant = null;
    if (found) { window.voxSend({pick: found.key}); } else { window.voxWant = null; }
  }
  var hand = document.getElementById("hand"); hand.innerHTML = "";
  s.hand.forEach(function (c) {
    var d = el("div", null, "card" + (c.playable ? " playable" : ""));
    if (c.playable) {
      d.onclick = function () { window.voxWant = c.title; draw(window.voxLast()); };
    }
    d.appendChild(el("b", c.title)); d.appendChild(el("div", c.text)); hand.appendChild(d);
  });
  var stars = document.getElementById("stars"); stars.innerHTML = "";
  s.own.forEach(function (o) {
    var values = o.values.map(function (v) { return v === 0 ? "?" : v; });
    stars.appendChild(el("div", w.said.replace("{name}", o.name)
                                      .replace("{what}", values.join(" "))));
  });
  s.placed.forEach(function (p) {
    var decoy = p.decoy ? " (? → " + p.decoy + ")" : "";
    stars.appendChild(el("div", "★ " + p.value + " → " + p.politician + decoy));
  });
  var log = document.getElementById("log"); log.innerHTML = "";
  s.private.concat(f.log.slice(-6)).forEach(function (line) { log.appendChild(el("div", line)); });
  document.body.dataset.version = f.version;
}
document.addEventListener("DOMContentLoaded", function () {
  var curtain = document.getElementById("curtain");
  document.getElementById("hide").onclick = function () {
    curtain.style.display = "flex";
    document.getElementById("show").focus();  // a keyboard at the TV: Enter shows it again
  };
  document.getElementById("show").onclick = function () {
    curtain.style.display = "none";
    var first = document.querySelector("#menu button");
    if (first) first.focus();
  };
});
"""


def _icon() -> str:
    return f'<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,{quote(MARK_SVG)}">'


def _page(title: str, style: str, body: str, script: str = "") -> str:
    return (f'<!DOCTYPE html><html lang="{escape(language())}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{escape(title)}</title>{_icon()}<style>{STYLE}{style}</style>"
            f"<script>{script}</script></head><body>{body}</body></html>")


def _common_script(extra: str) -> str:
    words = {"reconnecting": _("Connection lost: coming back…"),
             "refused": _("This link does not open a seat at this table."),
             "back": _("Back"), "said": _("{name}: {what}")}
    data = json.dumps(words).replace("<", "\\u003c")
    return (SCRIPT % {"words": data}) + f"window.voxWords = {data};" + extra


def refusal_page() -> str:
    """What a page with no or a wrong token gets: a refusal, nothing of the game."""
    return _page("Vox Populi", "", '<header>Vox Populi</header><div class="gone">'
                 + escape(_("This link does not open a seat at this table.")) + "</div>")


def new_game_form(table: NewTable) -> str:
    """The table page's New game form: how many at the table, how many of them computers, the
    Popularity that ends the game, the event cards, the seed (`table`: what it shows first)."""
    people = "".join(f'<option value="{n}"{" selected" if n == table.players else ""}>{n}'
                     "</option>" for n in range(MIN_PLAYERS, MAX_PLAYERS + 1))
    computers = "".join(f'<option value="{n}"{" selected" if n == table.computers else ""}>'
                        f"{n}</option>" for n in range(MAX_PLAYERS))
    target = table.target or DEFAULT_TARGET
    targets = "".join(f'<option value="{n}"{" selected" if n == target else ""}>{n}</option>'
                      for n in range(1, MAX_FORM_TARGET + 1))
    cards = " checked" if table.cards is not False else ""
    seed = "" if table.seed is None else str(table.seed)
    return ('<form id="newgame" class="newgame"><h2>' + escape(_("New game")) + "</h2>"
            "<label>" + escape(_("Players at the table")) + f' <select id="people">{people}'
            "</select></label><label>" + escape(_("Computers among them"))
            + f' <select id="computers">{computers}</select></label>'
            "<label>" + escape(_("Popularity that ends the game"))
            + f' <select id="target">{targets}</select></label>'
            f'<label><input type="checkbox" id="cards"{cards}> ' + escape(_("Event cards"))
            + "</label><label>" + escape(_("Seed (empty: at random)"))
            + f' <input id="seed" inputmode="numeric" pattern="[0-9]*" maxlength="10"'
            f' value="{seed}"></label>'
            '<button type="submit" id="start">' + escape(_("Start")) + "</button></form>")


def table_page(seats: list[tuple[str, str, str]], new_game: NewTable | None = None) -> str:
    """The TV's page; `seats`: (name, link, QR SVG) for each human seat; `new_game`: the
    game has not started, the page opens on its form (showing that table first)."""
    figures = "".join(
        f'<figure data-seat="{i + 1}">{svg}<figcaption>{escape(name)}</figcaption>'
        f'<a href="{escape(url)}" target="_blank">{escape(url)}</a></figure>'
        for i, (name, url, svg) in enumerate(seats))
    toggle = escape(_("Seats’ links"))
    body = (f'<header>Vox Populi <button class="small" id="togglelinks">{toggle}</button>'
            ' <span id="link"></span></header>'
            f'<div id="links">{figures}</div>{new_game_form(new_game) if new_game else ""}'
            '<div id="status"></div><div id="end"></div>'
            '<div id="grid"><section><pre id="map"></pre></section>'
            '<section><pre id="board"></pre><h2>' + escape(_("Players")) + '</h2>'
            '<pre id="players"></pre><h2>' + escape(_("Match")) + '</h2><div id="match"></div>'
            '<h2>' + escape(_("Log")) + '</h2><div id="log" class="log"></div></section></div>')
    return _page(_("Vox Populi — the table"), TABLE_STYLE, body, _common_script(TABLE_SCRIPT))


def seat_page(name: str) -> str:
    """A seat's page, for its phone."""
    body = (f'<header id="who">{escape(name)}</header><div id="link" class="notice"></div>'
            '<div id="notice" class="notice"></div><div id="menutitle"></div><div id="menu"></div>'
            '<section id="facts"></section>'
            '<section><h2>' + escape(_("Your Stars")) + '</h2><div id="stars"></div></section>'
            '<section><h2>' + escape(_("Your hand")) + '</h2><div id="hand"></div></section>'
            '<section><h2>' + escape(_("Log")) + '</h2><div id="log" class="log"></div></section>'
            '<section><button id="hide">' + escape(_("Hide my screen")) + '</button></section>'
            '<div id="curtain"><div>' + escape(name) + '</div><button id="show">'
            + escape(_("Show my screen")) + "</button></div>")
    return _page(f"Vox Populi — {name}", SEAT_STYLE, body, _common_script(SEAT_SCRIPT))
