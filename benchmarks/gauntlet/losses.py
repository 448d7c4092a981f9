"""Why a level loses: a loss table per opponent, from seat-rotated games.

    python benchmarks/gauntlet/losses.py normal rule --seeds 25
    python benchmarks/gauntlet/losses.py hard rule --seeds 10 --json losses.json
    python benchmarks/gauntlet/losses.py --from a.json b.json      # one table from earlier runs

For every game it records, from the focal seat's side: who became Emperor and whether the focal
seat had Stars there; its value in the Emperor's compartment against the winner's (and the
Supporter tie-break, R29); where most of its Stars went; its Gladiator value converted into
Stars (R21 b) and lost (Boos, R22 and eliminations) and still in arenas at the end; the matches
it organised that were applauded or booed, and its votes on the winning and the losing side.
The summary splits the games into wins and losses and gives the means, and splits the losses by
cause (the wrong politician backed, or beaten in the Emperor's compartment), so a change can aim
at a measured cause; `--from` pools the records of earlier runs into one table. Figures read the
real game after each action (a benchmark, not a bot: no bot sees any of this).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from pool import rate_text  # noqa: E402
from run import ACTION_CAP, factory, load, next_action, quantile  # noqa: E402

from voxpopuli_tui.engine.bots import Bot  # noqa: E402
from voxpopuli_tui.engine.constants import POLITICIANS  # noqa: E402
from voxpopuli_tui.engine.game import Game  # noqa: E402
from voxpopuli_tui.engine.ruleset import Ruleset  # noqa: E402
from voxpopuli_tui.engine.scoring import compute_outcome  # noqa: E402
from voxpopuli_tui.engine.sim import wilson  # noqa: E402
from voxpopuli_tui.engine.state import GameState  # noqa: E402


def _gladiator_value(st: GameState, seat: int) -> int:
    return sum(v for arena in st.arenas for s, v in arena if s == seat)


def _stars_by_politician(st: GameState, seat: int) -> list[int]:
    return [sum(i.value for i in content if i.seat == seat) for content in st.slots]


def record_game(
    seats: list[Callable[[int], Bot]], seed: int, focal: int, times: list[float] | None = None
) -> dict[str, object]:
    """Play one game and return the focal seat's loss-table record (`times`: the focal seat's
    decisions with a real choice, in seconds, appended)."""
    game = Game.new(Ruleset.default(len(seats), seed=seed, use_cards=True))
    bots = [make(seed * 7919 + s) for s, make in enumerate(seats)]
    converted = lost = 0
    organised = {"applause": 0, "boos": 0}
    votes = {"won": 0, "lost": 0}
    seen_match: set[int] = set()
    for _ in range(ACTION_CAP):
        if game.is_over:
            break
        st = game.state
        action = next_action(game, bots, focal, times)
        glad0 = _gladiator_value(st, focal)
        elim0 = len(st.players[focal].eliminated)
        game.apply(action)
        st = game.state
        removed = glad0 - _gladiator_value(st, focal)
        if removed > 0:
            gone = sum(st.players[focal].eliminated[elim0:])
            lost_now = min(removed, gone)
            lost += lost_now
            converted += removed - lost_now
        m = st.turn_state.match
        if m is not None and m.revealed and m.result is not None and id(m) not in seen_match:
            seen_match.add(id(m))
            result = str(m.result)
            if m.organiser == focal:
                organised["applause" if result == "applause" else "boos"] += 1
            vote = m.votes[focal] if focal < len(m.votes) else None
            if vote is not None:
                votes["won" if str(vote) == result else "lost"] += 1
    st = game.state
    out = compute_outcome(st)
    emperor = out.emperor
    mine = _stars_by_politician(st, focal)
    best_other = max((s for s in range(st.n) if s != focal), key=lambda s: out.scores[s])
    winner = out.winners[0] if focal not in out.winners else best_other
    backers = 0
    if emperor is not None:
        backers = sum(
            1 for s in range(st.n) if any(i.seat == s and i.value > 0 for i in st.slots[emperor])
        )
    return {
        "seed": seed,
        "focal_seat": focal,
        "share": 1 / len(out.winners) if focal in out.winners else 0.0,
        "emperor": POLITICIANS[emperor] if emperor is not None else "-",
        "backers_of_emperor": backers,
        "focal_backed_emperor": emperor is not None and mine[emperor] > 0,
        "focal_top_politician": POLITICIANS[max(range(len(mine)), key=lambda p: mine[p])]
        if max(mine) > 0
        else "-",
        "focal_score": out.scores[focal],
        "rival_score": out.scores[winner],
        "focal_supporters": out.supporters[focal],
        "rival_supporters": out.supporters[winner],
        "tie_break": out.tie_break,
        "focal_stars_total": sum(mine),
        "gladiators_converted": converted,
        "gladiators_lost": lost,
        "gladiators_left": _gladiator_value(st, focal),
        "club_left": sum(v * c for v, c in st.players[focal].club.items()),
        "organised_applause": organised["applause"],
        "organised_boos": organised["boos"],
        "votes_won": votes["won"],
        "votes_lost": votes["lost"],
        "turns": st.turn,
    }


NUMERIC = (
    "focal_score",
    "rival_score",
    "focal_supporters",
    "rival_supporters",
    "focal_stars_total",
    "gladiators_converted",
    "gladiators_lost",
    "gladiators_left",
    "club_left",
    "organised_applause",
    "organised_boos",
    "votes_won",
    "votes_lost",
    "backers_of_emperor",
    "turns",
)


def summary(records: list[dict[str, object]]) -> dict[str, object]:
    """Means over wins and losses, the Emperors and how often the focal seat backed him."""
    wins = [r for r in records if float(r["share"]) > 0]  # type: ignore[arg-type]
    losses = [r for r in records if float(r["share"]) == 0]  # type: ignore[arg-type]
    total = sum(float(r["share"]) for r in records)  # type: ignore[arg-type]
    lo, hi = wilson(total, len(records))

    def means(rows: list[dict[str, object]]) -> dict[str, float]:
        if not rows:
            return {}
        out = {k: round(statistics.fmean(float(r[k]) for r in rows), 2) for k in NUMERIC}  # type: ignore[arg-type]
        out["backed_emperor"] = round(
            statistics.fmean(1.0 if r["focal_backed_emperor"] else 0.0 for r in rows), 2
        )
        out["lost_on_tie_break"] = round(
            statistics.fmean(
                1.0 if r["tie_break"] != "none" and r["focal_score"] == r["rival_score"] else 0.0
                for r in rows
            ),
            2,
        )
        return out

    wrong, beaten = split_losses(losses)
    return {
        "games": len(records),
        "wins": round(total, 2),
        "win_rate": round(total / max(1, len(records)), 4),
        "win_rate_95": [round(lo, 4), round(hi, 4)],
        "emperors": dict(Counter(str(r["emperor"]) for r in records).most_common()),
        "won": means(wins),
        "lost": means(losses),
        "lost_wrong_politician": {"games": len(wrong), **means(wrong)},
        "lost_beaten_with_him": {"games": len(beaten), **means(beaten)},
    }


def split_losses(
    losses: list[dict[str, object]],
) -> tuple[list[dict[str, object]], list[dict[str, object]]]:
    """The lost games in two: those where most of the focal seat's Stars were with another
    politician than the Emperor, or it had none (it backed the wrong one), and those where they
    were with the Emperor and a rival still had more there (it was beaten in his compartment).
    A change that aims at one cause can be measured on its own count."""
    wrong: list[dict[str, object]] = []
    beaten: list[dict[str, object]] = []
    for r in losses:
        (beaten if r["focal_top_politician"] == r["emperor"] else wrong).append(r)
    return wrong, beaten


def causes_line(result: dict[str, object]) -> str:
    """The two causes of loss (`split_losses`) in one line: how many, and the means that tell
    them apart."""
    parts = []
    for key, words in (("lost_wrong_politician", "backed the wrong politician"),
                       ("lost_beaten_with_him", "beaten in the Emperor's compartment")):
        d: dict[str, float] = result.get(key) or {}  # type: ignore[assignment]
        if not d.get("games"):
            parts.append(f"{words}: 0")
            continue
        parts.append(
            f"{words}: {d['games']:g} (its value there {d['focal_score']:g} of "
            f"{d['focal_stars_total']:g} in Stars, the winner's {d['rival_score']:g}; "
            f"Gladiators lost {d['gladiators_lost']:g}; Supporters {d['focal_supporters']:g} "
            f"against {d['rival_supporters']:g}; {d['turns']:g} turns)"
        )
    return "losses: " + "; ".join(parts)


def markdown_row(result: dict[str, object]) -> str:
    """One line of the loss table in docs/BOTS.md (means over the focal seat's lost games)."""
    lost: dict[str, float] = result["lost"] or {}  # type: ignore[assignment]
    won: dict[str, float] = result["won"] or {}  # type: ignore[assignment]
    emperors: dict[str, int] = result["emperors"]  # type: ignore[assignment]
    top, count = next(iter(emperors.items()))
    games = int(result["games"])  # type: ignore[call-overload]

    def g(d: dict[str, float], k: str) -> str:
        return f"{d[k]:g}" if k in d else "–"

    return (
        f"| {result['focal']} vs 3 {result['opponent']} | {games} "
        f"| {rate_text(result['win_rate'], result['win_rate_95'])} "  # type: ignore[arg-type]
        f"| {top} {100 * count / games:.0f} % | {g(lost, 'backed_emperor')} "
        f"| {g(lost, 'focal_score')} / {g(lost, 'rival_score')} "
        f"| {g(lost, 'gladiators_converted')} / {g(lost, 'gladiators_lost')} "
        f"(won: {g(won, 'gladiators_converted')} / {g(won, 'gladiators_lost')}) "
        f"| {g(lost, 'club_left')} (won: {g(won, 'club_left')}) "
        f"| {g(lost, 'organised_applause')} / {g(lost, 'organised_boos')} "
        f"| {g(lost, 'votes_won')} / {g(lost, 'votes_lost')} "
        f"| {g(lost, 'turns')} (won: {g(won, 'turns')}) "
        f"| {result['load_start']} → {result['load_end']} |"
    )


def pooled(paths: list[Path]) -> dict[str, object]:
    """One loss table from the records of several `--json` files of the same match-up (other
    seed ranges, other days), summed game by game rather than averaged run by run."""
    runs = [json.loads(p.read_text(encoding="utf-8")) for p in paths]
    if not runs or any("records" not in r for r in runs):
        raise SystemExit("--from takes the --json files losses.py writes (with their records)")
    if len({(r["focal"], r["opponent"]) for r in runs}) != 1:
        raise SystemExit("--from takes runs of one match-up")
    records = [rec for r in runs for rec in r["records"]]
    return {
        "focal": runs[0]["focal"],
        "opponent": runs[0]["opponent"],
        "load_start": runs[0]["load_start"],
        "load_end": runs[-1]["load_end"],
        **summary(records),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("focal", nargs="?")
    ap.add_argument("opponent", nargs="?")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--json", type=Path)
    ap.add_argument("--from", dest="pool", type=Path, nargs="+",
                    help="pool the records of earlier --json files instead of playing")
    args = ap.parse_args()
    if args.pool:
        result = pooled(args.pool)
        print(json.dumps(result, indent=1))
        print(markdown_row(result))
        print(causes_line(result))
        return
    if args.focal is None or args.opponent is None:
        ap.error("give FOCAL and OPPONENT, or --from FILE…")
    makers = [factory(args.focal)] + [factory(args.opponent)] * (args.players - 1)
    n = args.players
    records = []
    times: list[float] = []
    load_start = load()
    for i in range(args.seeds):
        for r in range(n):
            seats = makers[r:] + makers[:r]
            records.append(record_game(seats, args.seed + i, (n - r) % n, times))
    result = {
        "focal": args.focal,
        "opponent": args.opponent,
        "load_start": load_start,
        "load_end": load(),
        "think_p50": round(quantile(times, 0.5), 4),
        "think_p95": round(quantile(times, 0.95), 4),
        "think_max": round(max(times, default=0.0), 4),
        **summary(records),
    }
    if args.json:
        args.json.write_text(json.dumps({**result, "records": records}, indent=1), "utf-8")
    print(json.dumps(result, indent=1))
    print(markdown_row(result))
    print(causes_line(result))


if __name__ == "__main__":
    main()
