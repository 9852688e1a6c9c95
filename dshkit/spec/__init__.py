"""The bundle spec, ``dshkit.yaml``: loading (with positions) and its model."""

from dshkit.spec.loader import SPEC_FILE, load_spec
from dshkit.spec.model import HostSpec, PackageSpec, RowSpec, SkillSpec, Spec

__all__ = ["SPEC_FILE", "HostSpec", "PackageSpec", "RowSpec", "SkillSpec", "Spec", "load_spec"]
