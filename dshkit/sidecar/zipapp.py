"""Build the sidecar as one ``.pyz`` that runs on a bare ``python3`` >= 3.10.

``python -m dshkit.sidecar.zipapp OUT.pyz`` copies only ``dshkit/sidecar``
(the consolidation extension included) plus a stub ``dshkit/__init__.py``, so
nothing of the CLI side — or its third-party imports — can be reached.

Each module also gets a ``.pyc`` beside it (zipimport's layout), compiled by
the building interpreter with unchecked hashes: an interpreter of the same
version skips compiling at every start; any other version ignores the
mismatched bytecode and compiles the source. Stored uncompressed: it is small
and reading is faster.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import py_compile
import shutil
import tempfile
import zipapp

_STUB_INIT = '"""dshkit (sidecar-only zipapp build)."""\n'
_MAIN = "from dshkit.sidecar.server import main\n\nmain()\n"


def build(out: str | os.PathLike, *, interpreter: str = "/usr/bin/env python3") -> pathlib.Path:
    src = pathlib.Path(__file__).resolve().parent
    out = pathlib.Path(out).resolve()
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        pkg = root / "dshkit"
        pkg.mkdir()
        (pkg / "__init__.py").write_text(_STUB_INIT)
        shutil.copytree(src, pkg / "sidecar",
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "zipapp.py"))
        (root / "__main__.py").write_text(_MAIN)
        for py in root.rglob("*.py"):
            if py.name == "__main__.py" and py.parent == root:
                continue  # zipimport runs the top-level __main__ from source anyway
            py_compile.compile(str(py), cfile=str(py.with_suffix(".pyc")),
                               dfile=str(py.relative_to(root)), doraise=True,
                               invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp_out = out.with_name(out.name + ".tmp")
        zipapp.create_archive(root, tmp_out, interpreter=interpreter, compressed=False)
        os.replace(tmp_out, out)
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", nargs="?", default="dist/dshkit-sidecar.pyz")
    ap.add_argument("--python", default="/usr/bin/env python3", help="shebang interpreter")
    args = ap.parse_args(argv)
    print(build(args.out, interpreter=args.python))


if __name__ == "__main__":
    main()
