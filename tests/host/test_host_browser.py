"""`voxpopuli host` in the system's Chromium: the table page on a TV and three seat pages at
a phone's size, by touch. A whole game, every websocket frame checked for other seats'
secrets; a seat page reloaded mid-vote resumes; a wrong token gets a refusal."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from voxpopuli_tui.engine import Game, Ruleset, public_view
from voxpopuli_tui.host.wire import status
from voxpopuli_tui.saves import load_save

from .hosting import CHROMIUM_FLAGS, PHONE, Hosted, chromium_path, hosted, wait_for
from .secrets import check_frame, timeline

pytest.importorskip("aiohttp", reason="aiohttp (the web extra) is not installed")
pytest.importorskip("segno", reason="segno (the web extra) is not installed")
playwright = pytest.importorskip(
    "playwright.sync_api", reason="playwright (the test extra) is not installed"
)


def browser_exe() -> str:
    exe = chromium_path()
    if exe is None:
        pytest.skip("Chromium is not installed (Debian: apt-get install chromium)")
    return exe


def frames_seen(page: Any) -> int:
    return int(page.evaluate("() => Number(document.body.dataset.frames || 0)"))


def menu_of(page: Any) -> tuple[str, list[str], bool]:
    """The seat page's menu as drawn: its step, its lines, whether it has Back."""
    step = str(page.evaluate("() => document.getElementById('menu').dataset.step || ''"))
    labels = page.locator("#menu button:not(.back)").all_inner_texts()
    return step, labels, page.locator("#menu button.back").count() > 0


def tap_first(page: Any) -> None:
    """Tap the first line of the menu and wait for the page to be redrawn."""
    before = frames_seen(page)
    page.locator("#menu button:not(.back)").first.tap()
    wait_for(lambda: frames_seen(page) > before, 20, "the page's next frame")


def reload(page: Any) -> None:
    page.reload()
    wait_for(lambda: frames_seen(page) > 0, 20, "the reloaded page's first frame")


def test_a_whole_game_on_a_tv_and_three_phones(tmp_path: Path) -> None:
    exe = browser_exe()
    frames: dict[int | None, list[str]] = defaultdict(list)

    def record(page: Any, role: int | None) -> None:
        page.on("websocket", lambda ws: ws.on(
            "framereceived", lambda payload: frames[role].append(str(payload))))

    with hosted(tmp_path) as h, playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=exe, args=CHROMIUM_FLAGS, timeout=30_000)
        try:
            tv = browser.new_page(viewport={"width": 1920, "height": 1080})
            tv.set_default_timeout(20_000)
            record(tv, None)
            tv.goto(h.table)
            assert tv.locator("#links figure").count() == 3  # a QR code per seat
            phones = []
            for number in (1, 2, 3):
                page = browser.new_context(**PHONE).new_page()
                page.set_default_timeout(20_000)
                record(page, number - 1)
                page.goto(h.seat(number))
                wait_for(lambda page=page: frames_seen(page) > 0, 20, "a seat's first frame")
                phones.append(page)
            reloaded_vote = reloaded_step = False
            taps = 0
            while not tv.locator("#end").inner_text().strip():
                assert taps < 400, "the game does not end"
                page = next((pg for pg in phones if menu_of(pg)[1]), None)
                if page is None:
                    wait_for(lambda: any(menu_of(pg)[1] for pg in phones)
                             or tv.locator("#end").inner_text().strip(), 20, "a decision")
                    continue
                step, labels, back = menu_of(page)
                if step == "side" and not reloaded_vote:
                    reloaded_vote = True  # mid-vote: the page comes back to the same vote
                    reload(page)
                    assert menu_of(page) == (step, labels, back)
                    buttons = page.locator("#menu button.vote")
                    assert buttons.count() == 2
                    box = buttons.first.bounding_box()
                    assert box is not None and box["height"] >= 100  # a thumb's button
                elif back and not reloaded_step:
                    reloaded_step = True  # a step already chosen is kept
                    reload(page)
                    assert menu_of(page) == (step, labels, back)
                tap_first(page)
                taps += 1
            tv.screenshot(path=str(tmp_path / "tv-end.png"))
        finally:
            browser.close()
    assert reloaded_vote and reloaded_step
    check_every_frame(h, frames)


def check_every_frame(h: Hosted, frames: dict[int | None, list[str]]) -> None:
    """Every frame each page received holds none of another seat's secrets, and the game
    had what there is to keep: each seat voted and placed Stars from its page."""
    (save,) = h.saves.glob("*.json")
    loaded = load_save(save)
    history = list(loaded.game.history)
    assert loaded.game.is_over
    for seat in range(3):
        kinds = {str(a.type) for a in history if a.seat == seat}
        assert {"vote", "star"} <= kinds, f"seat {seat} did not vote and place Stars"
    known = timeline(loaded.game.ruleset, history)
    checked = 0
    revealed = False
    for role, texts in frames.items():
        assert texts, f"no frame reached {role}"
        for text in texts:
            frame = json.loads(text)
            check_frame(frame, role, known[frame["version"]])
            checked += 1
            match = frame.get("match")
            if role is None and match and match["revealed"]:
                revealed = revealed or all(v is not None for v in match["votes"])
    assert revealed, "the table never showed the votes revealed"
    assert checked > 100


def test_a_wrong_token_gets_a_refusal_and_nothing_of_the_game(tmp_path: Path) -> None:
    exe = browser_exe()
    with hosted(tmp_path) as h, playwright.sync_playwright() as p:
        base = h.table.rsplit("/table/", 1)[0]
        names = Ruleset.default(3, seed=4).players
        browser = p.chromium.launch(executable_path=exe, args=CHROMIUM_FLAGS, timeout=30_000)
        try:
            page = browser.new_context(**PHONE).new_page()
            seen: list[str] = []
            page.on("websocket", lambda ws: ws.on(
                "framereceived", lambda payload: seen.append(str(payload))))
            for url in (f"{base}/seat/{'A' * 43}", f"{base}/table/x", f"{base}/",
                        h.seat(1)[:-1]):
                response = page.goto(url)
                assert response is not None and response.status == 403
                text = page.inner_text("body")
                assert "does not open a seat" in text
                assert not any(spec.name in text for spec in names)
            assert seen == []
        finally:
            browser.close()
        # each further wrong token waits longer (per client address)
        took = []
        for _ in range(2):
            start = time.monotonic()
            with pytest.raises(urllib.error.HTTPError):
                urllib.request.urlopen(f"{base}/seat/wrong", timeout=30)
            took.append(time.monotonic() - start)
        assert took[1] >= took[0] * 1.5 >= 1.0


def first_frame(url: str) -> dict[str, Any]:
    """The first frame a socket on `url` receives."""
    import asyncio

    import aiohttp

    async def read() -> dict[str, Any]:
        async with aiohttp.ClientSession() as session, session.ws_connect(url) as socket:
            message = await socket.receive(timeout=30)
            return dict(json.loads(message.data))

    return asyncio.run(read())


def test_links_file_and_a_game_started_at_once(tmp_path: Path) -> None:
    """`--links FILE` writes the table's and each seat's link; `--players N --seed S` starts
    that game with the default names at once."""
    extra = ("--players", "4", "--seed", "11")
    with hosted(tmp_path, extra) as h:
        assert set(h.links) == {"table", "seats"} and set(h.links["seats"]) == {"1", "2", "3", "4"}
        assert (tmp_path / "links.json").stat().st_mode & 0o077 == 0
        urls = [h.table, *(h.seat(n) for n in (1, 2, 3, 4))]
        assert len({u.rsplit("/", 1)[1] for u in urls}) == 5
        for url in urls:
            with urllib.request.urlopen(url, timeout=30) as answer:
                assert answer.status == 200
        page = urllib.request.urlopen(h.seat(2), timeout=30).read().decode()
        expected = Game.new(Ruleset.default(4, seed=11))
        assert expected.names[1] in page
        first = first_frame(h.table.replace("http://", "ws://").replace("/table/", "/ws/"))
        assert first["status"] == status(public_view(expected))
        assert [pl["name"] for pl in first["players"]] == list(expected.names)
        assert "secret" not in first
        log = h.log.read_text("utf-8")
        assert h.table in log
        for n in (1, 2, 3, 4):
            assert h.seat(n) in log and expected.names[n - 1] in log


def test_the_table_page_starts_a_new_game(tmp_path: Path) -> None:
    """Without `--players` the table page opens on New game; its form starts the game, and
    the page then shows a link per person (the links file says them too)."""
    exe = browser_exe()
    with hosted(tmp_path, ()) as h, playwright.sync_playwright() as p:
        assert h.links["seats"] == {}
        browser = p.chromium.launch(executable_path=exe, args=CHROMIUM_FLAGS, timeout=30_000)
        try:
            tv = browser.new_page(viewport={"width": 1920, "height": 1080})
            tv.set_default_timeout(20_000)
            sent: list[str] = []
            got: list[str] = []

            def watch(ws: Any) -> None:
                ws.on("framesent", lambda data: sent.append(str(data)))
                ws.on("framereceived", lambda data: got.append(str(data)))

            tv.on("websocket", watch)
            tv.goto(h.table)
            wait_for(lambda: frames_seen(tv) > 0, 20, "the form's first frame")
            assert tv.locator("#target").input_value() == "10"  # the command line's
            assert tv.locator("#cards").is_checked() and tv.locator("#seed").input_value() == ""
            tv.select_option("#people", "5")
            tv.select_option("#computers", "2")
            tv.select_option("#target", "3")
            tv.uncheck("#cards")
            tv.fill("#seed", "42")
            tv.click("#start")
            tv.wait_for_selector("#links figure")
            wait_for(lambda: tv.locator("#map span").count() > 0, 20, "the map")
            assert tv.locator("#links figure").count() == 3  # three people, two computers
        finally:
            browser.close()
        asked = [json.loads(text)["new"] for text in sent if '"new"' in text]
        assert asked == [{"players": 5, "computers": 2, "target": 3, "cards": False,
                          "seed": 42}]
        last = json.loads(got[-1])
        assert [p["cards"] for p in last["players"]] == [0] * 5  # no event cards dealt (R32)
        links = json.loads((tmp_path / "links.json").read_text("utf-8"))
        assert sorted(links["seats"]) == ["1", "2", "3"]
        with urllib.request.urlopen(links["seats"]["1"], timeout=30) as answer:
            assert answer.status == 200


def test_a_seat_without_a_phone_is_played_on_the_tv_by_keyboard(tmp_path: Path) -> None:
    """Hot-seat at the TV: the seat's link opened there is played with Tab and Enter, and its
    curtain (Hide my screen) covers it while the others look."""
    exe = browser_exe()
    with hosted(tmp_path) as h, playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=exe, args=CHROMIUM_FLAGS, timeout=30_000)
        try:
            tv = browser.new_page(viewport={"width": 1920, "height": 1080})
            tv.set_default_timeout(20_000)
            tv.goto(h.table)
            href = tv.locator('#links figure[data-seat="1"] a').get_attribute("href")
            assert href == h.seat(1)
            seats = []
            for number in (1, 2, 3):
                page = browser.new_page(viewport={"width": 1920, "height": 1080})
                page.goto(h.seat(number))
                wait_for(lambda page=page: frames_seen(page) > 0, 20, "a seat's first frame")
                seats.append(page)
            page = next(pg for pg in seats if menu_of(pg)[1])
            before = menu_of(page)
            page.locator("#hide").click()
            assert page.locator("#curtain").is_visible()
            page.keyboard.press("Enter")  # the curtain's button has the focus: show again
            wait_for(lambda: not page.locator("#curtain").is_visible(), 10, "the page shown")
            page.locator("#menu button").first.focus()
            seen = frames_seen(page)
            page.keyboard.press("Enter")
            wait_for(lambda: frames_seen(page) > seen, 20, "the next frame")
            wait_for(lambda: menu_of(page) != before, 20, "the next step of the menu")
        finally:
            browser.close()
