"""``dshkit pack``: the npm tarball of a bundle directory, as ``npm pack`` writes it."""

from dshkit.pack.packer import PackResult, pack_directory, tarball_name
from dshkit.pack.packlist import packlist

__all__ = ["PackResult", "pack_directory", "packlist", "tarball_name"]
