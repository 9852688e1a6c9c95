from __future__ import annotations

import pytest

from tests.semver import bank
from tests.semver.oracle import ask_npm

_STATS: dict[str, int] = {}


@pytest.fixture(scope="session")
def npm_answers() -> dict[tuple, object]:
    """npm semver's answer to every question in ``bank``, from one Node run."""
    questions = bank.all_questions()
    answers = ask_npm(questions)
    assert len(answers) == len(questions)
    _STATS["questions"] = len(questions)
    return dict(zip(questions, answers))


def record(name: str, value: int) -> None:
    _STATS[name] = value


def pytest_terminal_summary(terminalreporter):
    if "cases" in _STATS:
        terminalreporter.write_line(
            f"dshkit.semver differential: {_STATS['cases']} random cases "
            f"({_STATS.get('questions', 0)} questions to npm semver in total), "
            f"{_STATS.get('disagreements', '?')} disagreements"
        )
