"""Everything the rules look at: the bundles in install order, the profile's
own layer, the host snapshot, and the composition of all patch layers."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from dshkit.check.host import HostData
from dshkit.model.bundle import Bundle
from dshkit.model.compose import Composer, Layer

# The host's shipped profiles (hostdata "surfaces"): 0.1 ships web and
# headless, 0.2.1 also sdk, sdk-minimal and acp.
SURFACES = ("web", "headless", "sdk", "sdk-minimal", "acp")
DEFAULT_SURFACE = "web"  # a profile's own layer, and a snapshot that names no surfaces


@dataclass
class CheckContext:
    bundles: list[Bundle]
    host: HostData
    profile: Bundle | None = None  # a profile's own layer (its cordis.patch.yml)
    surface: str = DEFAULT_SURFACE
    options: dict = field(default_factory=dict)
    # How messages name the host. Checking several hosts whose rows are equal
    # runs the rules once with a placeholder here; hostset puts the names in.
    host_label: str | None = None

    @property
    def host_name(self) -> str:
        return self.host_label or self.host.version

    @property
    def where(self) -> str:
        """``host V (S surface)``; with several (host, surface) pairs checked at
        once, ``host <placeholder>`` (the merge names every pair)."""
        if self.host_label is not None:
            return f"host {self.host_label}"
        return f"host {self.host.version} ({self.surface} surface)"

    @property
    def layers_in_order(self) -> list[Bundle]:
        """Bundles then the profile's own layer: the host's application order."""
        return self.bundles + ([self.profile] if self.profile is not None else [])

    def patch_files(self):
        """(bundle, patch file) for every patch file that exists, in order."""
        for bundle in self.layers_in_order:
            for patch in bundle.patches:
                yield bundle, patch

    def manifests(self) -> list[tuple[Bundle, object]]:
        """(bundle, manifest) for every plugin bundle whose package.json loaded
        (listed once: twenty rules walk it)."""
        return self._manifests

    @cached_property
    def _manifests(self) -> list[tuple[Bundle, object]]:
        return [(bundle, bundle.manifest) for bundle in self.bundles if bundle.manifest is not None]

    @cached_property
    def host_bundle_names(self) -> set[str]:
        return {b["name"] for b in self.host.data.get("bundles", [])}

    def _host_layer(self, composer: Composer, record: dict, index: int) -> Layer:
        layer = Layer(f"{record['name']} (host {self.host_name})", "host", index)
        by_id: dict = {}
        for row in record["rows"]:
            parent = by_id.get(row.get("parent")) if row.get("parent") is not None else None
            made = composer.add_host_row(layer, row["id"], row["name"], bool(row.get("group")), parent)
            made.config = {k: None for k in row.get("config_keys", [])} or None
            by_id[row["id"]] = made
        return layer

    @cached_property
    def composition(self) -> Composer:
        composer = Composer()
        index = 0
        if self.profile is None:
            for record in self.host.surface_bundles(self.surface):
                self._host_layer(composer, record, index)
                index += 1
        for bundle in self.layers_in_order:
            if bundle.missing and bundle.label in self.host_bundle_names:
                # A profile lists a host base bundle that is not installed here:
                # use its snapshot rows.
                self._host_layer(composer, self.host.bundle(bundle.label), index)
                index += 1
                continue
            if self.profile is None and bundle.name in self.host_bundle_names:
                continue  # checking a host bundle itself: its snapshot is already a layer
            kind = "profile" if bundle.kind == "profile" else "bundle"
            layer = Layer(bundle.name, kind, index, owner=bundle)
            index += 1
            for patch in bundle.patches:
                if patch.root is not None:
                    composer.apply_file(patch.root, layer, patch.display)
        return composer

    @cached_property
    def user_events_by_kind(self) -> dict[str, list[tuple[int, object]]]:
        """Composition events of the checked layers (not the host's own), by kind,
        each with its place in the composition: a dozen rules ask for one or two
        kinds among thousands of events (:func:`dshkit.check.rules._patch.user_events`)."""
        out: dict[str, list[tuple[int, object]]] = {}
        for i, event in enumerate(self.composition.events):
            if event.layer.kind != "host" and event.display:
                out.setdefault(event.kind, []).append((i, event))
        return out

    @cached_property
    def suppressed(self) -> dict[str, dict[int, set[str]]]:
        out = {}
        for _, patch in self.patch_files():
            if patch.suppressed:
                out[patch.display] = patch.suppressed
        return out
