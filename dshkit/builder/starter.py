"""What ``dshkit init`` writes: a spec that builds as is, and a plugin module."""

from __future__ import annotations

import re

from dshkit.resources import data_dir

DEFAULT_HOST_MIN = "0.1.7-rc.1"
DEFAULT_CHANNELS = ["0.2.0-rc.1"]


def package_name_for(dirname: str) -> str:
    name = re.sub(r"[^a-z0-9._~-]+", "-", dirname.lower()).strip("-._~") or "bundle"
    return name if name.startswith("dsh-") else f"dsh-{name}"


def spec_text(name: str, preset: str | None) -> str:
    schema = data_dir("schemas") / "dshkit.schema.json"
    row_id = name.removeprefix("dsh-")
    presets = f"\n# Agent presets shipped with the bundle (built-in ids or ./paths).\npresets:\n  - {preset}\n" if preset else ""
    return f"""# yaml-language-server: $schema={schema.as_uri()}
# dshkit bundle spec: `dshkit build` turns it into package.json,
# cordis.patch.yml and README.md in ./dist; `dshkit pack` makes the tarball.
dshkit: 1
package:
  name: {name}
  version: 0.1.0
  description: A DSH plugin bundle.
  license: MIT
  main: src/index.js

# The lowest DSH this runs on, and the first prerelease of each later channel
# to admit; the @deepseek-ai/dsh peer range is written from these.
host:
  min: {DEFAULT_HOST_MIN}
  channels: [{", ".join(DEFAULT_CHANNELS)}]

# Packages the running DSH supplies (optional peers; `host` = same channels).
hostPeers:
  "@deepseek-ai/cordis": ^4.0.2

engines:
  node: ^22.19.0 || >=24.0.0

# Rows inserted into the profile. `module` defaults to this package.
plugins:
  - id: {row_id}
    config: {{}}
{presets}"""


PLUGIN_JS = """// The plugin module DSH loads for this bundle's row.
// apply(ctx, config) runs when the row is mounted; `config` is the row's config.
export const name = '{name}'

export function apply(ctx, config) {{
  // register tools, listeners or services on ctx here
}}
"""
