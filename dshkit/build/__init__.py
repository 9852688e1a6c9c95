"""``dshkit build``: a bundle directory from a spec, atomically and reproducibly."""

from dshkit.build.render import Bundle, render
from dshkit.build.builder import build_bundle

__all__ = ["Bundle", "build_bundle", "render"]
