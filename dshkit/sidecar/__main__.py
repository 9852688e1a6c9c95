"""``python -m dshkit.sidecar`` (and the zipapp entry point)."""

from dshkit.sidecar.server import main

if __name__ == "__main__":
    main()
