"""Snapshots of the host's own rows, one JSON file per host version
(written by ``scripts/snapshot_host_rows.py`` from the npm packages)."""
