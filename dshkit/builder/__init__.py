"""``dshkit build``: a bundle directory from a spec, atomically and reproducibly."""

from dshkit.builder.render import Bundle, render
from dshkit.builder.builder import build_bundle

__all__ = ["Bundle", "build_bundle", "render"]
