"""DSH313: which rows count as a compaction backend, and what one context is."""

from __future__ import annotations

import pytest

from dshkit.check.api import check_paths
from dshkit.check.rules.compaction_backends import is_backend
from tests.check.helpers import write_bundle


@pytest.mark.parametrize("name,expected", [
    ("@deepseek-ai/dsh-compaction-basic", True),
    ("dsh-dshkit-memory/compaction", True),
    ("dsh-acme-compaction", True),
    ("@deepseek-ai/dsh-compaction", False),  # the seam, no backend
    ("@deepseek-ai/dsh-compaction-tool-result-pruner", False),
    ("@deepseek-ai/dsh-command-compact", False),
    ("dsh-acme-memory", False),
    (None, False),
])
def test_what_is_a_backend(name, expected):
    assert is_backend(name) is expected


def _codes(tmp_path, patch: str) -> list:
    root = write_bundle(tmp_path / "b", {"files": {"cordis.patch.yml": patch}})
    return [f for f in check_paths([str(root)]) if f.code == "DSH313"]


def test_two_bundle_backends_with_the_host_one_disabled(tmp_path):
    hits = _codes(tmp_path, "- insert:\n    - id: a-compaction\n      name: dsh-a-compaction\n"
                            "    - id: b-compaction\n      name: dsh-b-compaction\n"
                            "- id: compaction-basic\n  disabled: true\n")
    assert len(hits) == 1 and "b-compaction" in hits[0].message and hits[0].line == 5


def test_a_disabled_bundle_backend_is_clean(tmp_path):
    assert not _codes(tmp_path, "- insert:\n    - id: a-compaction\n      name: dsh-a-compaction\n"
                                "      disabled: true\n")


def test_a_group_isolating_compaction_is_its_own_context(tmp_path):
    patch = ("- insert:\n    - id: a-scope\n      name: cordis:group\n      group: true\n"
             "      isolate: [compaction]\n      config:\n"
             "        - id: a-compaction\n          name: dsh-a-compaction\n")
    assert not _codes(tmp_path, patch)
    # without the isolation the group shares the root context with compaction-basic
    assert len(_codes(tmp_path / "x", patch.replace("      isolate: [compaction]\n", ""))) == 1


PRESET = ("- insert:\n    - id: preset-fixture\n      name: '@deepseek-ai/dsh-agent-preset'\n      config:\n"
          "        id: fixture\n        plugins:\n"
          "          - id: compaction-basic\n            name: '@deepseek-ai/dsh-compaction-basic'\n"
          "          - id: tool-result-pruner\n            name: '@deepseek-ai/dsh-compaction-tool-result-pruner'\n"
          "          - id: acme-compaction\n            name: dsh-acme-compaction\n")


def test_a_preset_with_two_backends_is_its_own_context(tmp_path):
    hits = _codes(tmp_path, PRESET)
    assert len(hits) == 1 and hits[0].line == 12 and "dsh-acme-compaction" in hits[0].message, hits
    # the host's backend disabled in the preset: one backend (and the pruner is none)
    fixed = PRESET.replace("name: '@deepseek-ai/dsh-compaction-basic'\n",
                           "name: '@deepseek-ai/dsh-compaction-basic'\n            disabled: true\n")
    assert not _codes(tmp_path / "x", fixed)
