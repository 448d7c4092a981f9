"""A crash prints one line and no traceback (Textual's would show locals, secrets included)."""

from __future__ import annotations

from pathlib import Path

import pytest

from voxpopuli_tui.ui.app import create_app


def test_crash_prints_one_line_and_writes_a_trace_without_locals(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    app = create_app(save_dir=tmp_path)
    secret_hand = ["CENSORSHIP"]  # a local that Textual's traceback would print
    try:
        raise RuntimeError("boom " + str(len(secret_hand)))
    except RuntimeError as exc:
        app._exception = exc
    app._exit_renderables.append("a rich traceback with locals: CENSORSHIP")
    app._print_error_renderables()
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "unexpected error" in err and "Continue" in err
    assert "CENSORSHIP" not in err and "Traceback" not in err
    reports = list(tmp_path.glob("crash-*.txt"))
    assert len(reports) == 1
    text = reports[0].read_text()
    assert "RuntimeError: boom 1" in text
    assert "CENSORSHIP" not in text  # the trace carries no local variables
