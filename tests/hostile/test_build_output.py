"""Issue 11 items 6 and 8: the build swaps its output atomically, cleans what a
SIGKILL left, serializes overlapping builds; an unwritable output (read-only,
full) for build, pack and ``memory export`` is a clear error, exit 2."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from dshkit.builder.output import clean_stale
from tests.hostile.helpers import GOOD_SPEC, assert_located_exit_2, bundle_dir, dshkit, project


def _leftovers(parent: Path, name: str = "out") -> list[str]:
    return sorted(p.name for p in parent.iterdir() if p.name.startswith(f".{name}."))


def test_a_build_cleans_what_a_killed_build_left(tmp_path):
    root = project(tmp_path / "p")
    ours = [".out.build-abcd1234", ".out.old-zz_99xyz", ".out.build-k_x9abcd"]
    kept = [".other.build-abcd1234", ".out.build-toolong123", ".out.build-abcd123", "out.build-abcd1234"]
    for name in ours + kept:
        (tmp_path / name).mkdir()
        (tmp_path / name / "f").write_text("x")
    (tmp_path / ".out.old-file1234").write_text("a file, not one of our directories")
    os.symlink(tmp_path / "p", tmp_path / ".out.build-link1234")  # a symlink: never followed, never removed
    proc = dshkit("build", "-o", tmp_path / "out", cwd=root)
    assert proc.returncode == 0, proc.stderr
    for name in ours:
        assert not (tmp_path / name).exists(), name
    for name in kept + [".out.old-file1234", ".out.build-link1234"]:
        assert os.path.lexists(tmp_path / name), name
    assert (tmp_path / "p" / "index.js").exists()


_KILL_DURING_SWAP = textwrap.dedent("""
    import os, shutil, signal, sys
    from pathlib import Path
    target = os.path.abspath(sys.argv[2])
    real_rename, real_rmtree = os.rename, shutil.rmtree

    def die():
        os.kill(os.getpid(), signal.SIGKILL)

    def rename(src, dst, *a, **k):
        if os.path.abspath(dst) == target and os.path.lexists(target) is False and sys.argv[3] == "rename":
            die()  # the new tree is about to take the target's name
        return real_rename(src, dst, *a, **k)

    def rmtree(path, *a, **k):
        if (".build-" in str(path) or ".old-" in str(path)) and sys.argv[3] == "rmtree":
            die()  # the swap is done; the previous tree is about to be deleted
        return real_rmtree(path, *a, **k)

    os.rename, shutil.rmtree = rename, rmtree
    from dshkit.builder import build_bundle
    build_bundle(sys.argv[1], target)
""")


@pytest.mark.parametrize("where", ["rename", "rmtree"])
def test_a_sigkill_during_the_swap_leaves_a_complete_output(tmp_path, where):
    root = project(tmp_path / "p")
    out = tmp_path / "out"
    assert dshkit("build", "-o", out, cwd=root).returncode == 0
    (root / "index.js").write_text("export function apply() { /* v2 */ }\n")
    proc = subprocess.run([sys.executable, "-c", _KILL_DURING_SWAP, root / "dshkit.yaml", out, where],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode in (0, -9), proc.stderr
    assert out.is_dir(), "the output folder vanished"
    assert (out / "package.json").is_file() and (out / "index.js").is_file()
    # the next build removes whatever the killed one left, and succeeds
    assert dshkit("build", "-o", out, cwd=root).returncode == 0
    assert _leftovers(tmp_path) == []
    assert "v2" in (out / "index.js").read_text()


_BUILD_LOOP = textwrap.dedent("""
    import sys
    from dshkit.builder import build_bundle
    for i in range(int(sys.argv[3])):
        build_bundle(sys.argv[1], sys.argv[2])
""")


def test_overlapping_builds_into_one_folder_end_cleanly(tmp_path):
    root = project(tmp_path / "p", GOOD_SPEC.replace("  main: index.js\n", "  main: index.js\n  files: [assets]\n"),
                   **{f"assets/f{i}.txt": "x" for i in range(5)})
    out = tmp_path / "out"
    procs = [subprocess.Popen([sys.executable, "-c", _BUILD_LOOP, root / "dshkit.yaml", out, "30"],
                              stderr=subprocess.PIPE, text=True) for _ in range(3)]
    errors = [p.communicate(timeout=240)[1] for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0], errors
    assert _leftovers(tmp_path) == []
    assert len(list((out / "assets").iterdir())) == 5


def test_clean_stale_touches_only_our_pattern(tmp_path):
    (tmp_path / ".out.build-abcdefgh").mkdir()
    (tmp_path / ".out.build-abcdefgh.keep").mkdir()
    (tmp_path / ".outx.build-abcdefgh").mkdir()
    assert clean_stale(tmp_path, "out") == [".out.build-abcdefgh"]
    assert sorted(p.name for p in tmp_path.iterdir()) == [".out.build-abcdefgh.keep", ".outx.build-abcdefgh"]


# --- unwritable outputs ---------------------------------------------------------------

FSIZE = 64 * 1024  # bytes a "full disk" process may write into one file


def _read_only_dir(base: Path) -> Path:
    """A directory this process cannot write: mode 0555, or, for root (which
    ignores modes), a path under /sys — a read-only file system in a container."""
    if os.geteuid() != 0:
        ro = base / "ro"
        ro.mkdir()
        os.chmod(ro, 0o555)
        return ro
    ro = Path("/sys/dshkit-hostile-test")
    if os.access("/sys", os.W_OK) and not _sys_refuses(ro):
        pytest.skip("running as root with a writable /sys: no read-only directory to write into")
    return ro


def _sys_refuses(path: Path) -> bool:
    try:
        path.mkdir()
    except OSError:
        return True
    path.rmdir()
    return False


def _full_disk():
    """preexec_fn: each file this process writes stops at FSIZE bytes (EFBIG), as on a full disk."""
    resource.setrlimit(resource.RLIMIT_FSIZE, (FSIZE, FSIZE))


def _commands(base: Path, out: Path) -> dict[str, list]:
    files = {f"assets/f{i}.txt": os.urandom(40 * 1024).hex() for i in range(4)}
    spec = project(base / "p", GOOD_SPEC.replace("  main: index.js\n", "  main: index.js\n  files: [assets]\n"),
                   **files)
    bundle = bundle_dir(base / "b")
    for rel, text in files.items():
        (bundle / rel).parent.mkdir(exist_ok=True)
        (bundle / rel).write_text(text)
    # the extensions' migrations are in this store: tests/conftest.py imports them first,
    # as a running sidecar does (the read-only CLI refuses a store missing one, MEM002)
    from dshkit.sidecar.store import Store

    store = Store(str(base / "memory.sqlite3"))
    for i in range(60):
        store.put_entry(f"fact-{i}", body=os.urandom(1500).hex(), title=f"fact {i}")
    store.close()
    return {
        "build": ["build", spec / "dshkit.yaml", "-o", out / "bundle"],
        "pack": ["pack", bundle, "-o", out / "b.tgz"],
        "memory-export": ["memory", "export", "--store", base / "memory.sqlite3", "--all", "-o", out / "m.jsonl"],
    }


@pytest.mark.parametrize("command", ["build", "pack", "memory-export"])
def test_a_read_only_output_is_a_clear_error(tmp_path, command):
    ro = _read_only_dir(tmp_path)
    proc = dshkit(*_commands(tmp_path, ro)[command])
    assert_located_exit_2(proc, "cannot ")
    assert not ro.exists() or list(ro.iterdir()) == []


@pytest.mark.parametrize("command", ["build", "pack", "memory-export"])
def test_a_full_output_is_a_clear_error(tmp_path, command):
    out = tmp_path / "out"
    out.mkdir()
    args = _commands(tmp_path, out)[command]
    proc = dshkit(*args, preexec_fn=_full_disk)
    assert_located_exit_2(proc, "too large")
    assert [p.name for p in out.iterdir()] == []  # nothing half-written is left
    assert dshkit(*args).returncode == 0  # the same command, given room, succeeds
