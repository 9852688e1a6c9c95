"""Drive DSH 0.2.1-rc.2 the way an SDK user does: ``DeepSeekHarness`` against a Messages mock.

``SdkInstall`` is one ``DSH_HOME`` with a bundle added by ``dsh plugin --profile P add
file:…`` (what a user types; pnpm copies the bundle into the profile), and
``harness()`` opens the SDK's own ``DeepSeekHarness`` on it (``tests/dshhost.SdkHost``),
pointed at a mock model (``messages_wire``). The SDK waits for a turn without a
deadline, so every harness carries a watchdog that kills the runtime after
``timeout`` seconds: a hung host then fails the test with the SDK's transport error
instead of hanging CI. The store helpers (``rows``, ``files``) are the rc.8 tests'
(``test_memory_e2e.Install``), as are the build of ``examples/memory`` and the
way a sidecar process is found.
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
from pathlib import Path
from typing import Iterator

import pytest

from tests.dshhost import SdkHost, SdkHostUnavailable, ensure_sdk_host
from tests.host.test_memory_e2e import REPO, Install, build_memory_example
from tests.host.test_memory_e2e import _sidecar_pids as sidecar_pids


class SdkInstall(Install):
    """A DSH home with ``bundle`` added to ``profile`` of the 0.2.1 host."""

    def __init__(self, host: SdkHost, base: Path, bundle: Path, name: str, profile: str = "sdk"):
        super().__init__(host, base, bundle, name, profile=profile, source="file")
        self.profile = profile
        self.harnesses = 0

    @contextlib.contextmanager
    def harness(self, model, profile: str | None = None, timeout: float = 120,
                extra_env: dict[str, str] | None = None) -> Iterator:
        """A started ``DeepSeekHarness`` on this home, its model ``model``; closed (the
        runtime shut down, so the entry's dispose ran) on exit. ``stats`` (the entry's
        ``DSHKIT_MEMORY_STATS`` file) is read after close into ``self.stats``."""
        self.harnesses += 1
        stats = self.base / f"sdk-stats-{self.harnesses}.json"
        env = {"DSHKIT_MEMORY_STATS": str(stats), **(extra_env or {})}
        harness = self.host.harness(self.home, self.work, base_url=model.base_url,
                                    profile=profile or self.profile, extra_env=env)
        watchdog = threading.Timer(timeout, _kill_runtime, (harness,))
        watchdog.daemon = True
        watchdog.start()
        try:
            harness.start()
            yield harness
        finally:
            watchdog.cancel()
            harness.close()
            self.stats = json.loads(stats.read_text()) if stats.exists() else {}

    def runtime_stderr(self, harness) -> str:
        """The runtime's last stderr lines (for assertion messages)."""
        return "\n".join(list(harness.client._stderr_lines)[-60:])


def sdk_host_or_skip() -> SdkHost:
    """The 0.2.1 host, or a skip saying why it cannot exist on this machine."""
    try:
        return ensure_sdk_host()
    except SdkHostUnavailable as why:
        pytest.skip(str(why))


def memory_example_on_sdk(tmp_path_factory, name: str) -> tuple[SdkHost, Path, Path]:
    """The 0.2.1 host, a temporary base folder and ``examples/memory`` built into it as is."""
    host = sdk_host_or_skip()
    base = tmp_path_factory.mktemp(name)
    return host, base, build_memory_example(base, (REPO / "examples" / "memory" / "dshkit.yaml").read_text())


def _kill_runtime(harness) -> None:
    proc = harness.client._proc  # the SDK keeps no public handle on its runtime process
    if proc is not None and proc.poll() is None:
        proc.kill()


def kill_sidecars(home: Path, sig: int) -> list[int]:
    pids = sidecar_pids(home)
    for pid in pids:
        os.kill(pid, sig)
    return pids
