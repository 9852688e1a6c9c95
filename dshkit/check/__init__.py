"""``dshkit check``: lint bundles, tarballs and whole profiles against the host's rules."""
