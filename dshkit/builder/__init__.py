"""``dshkit build``: a bundle directory from a spec, atomically and reproducibly."""

from dshkit.builder.render import RenderedBundle, render
from dshkit.builder.builder import build_bundle

__all__ = ["RenderedBundle", "build_bundle", "render"]
