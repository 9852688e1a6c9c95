"""Output formats: text, json, sarif (2.1.0), github (workflow annotations)."""

from __future__ import annotations

import json

from dshkit import __version__
from dshkit.check.finding import Finding
from dshkit.check.rules import all_rules
from dshkit.errors import Location

def _where(f: Finding) -> str:
    return str(Location(f.path, f.line, f.column))  # the same "path:line:col" as CLI errors


def text(findings: list[Finding]) -> str:
    return "".join(f"{_where(f)}: {f.severity} {f.code} {f.message}\n" for f in findings)


def as_json(findings: list[Finding]) -> str:
    return json.dumps([f.as_dict() for f in findings], indent=2, ensure_ascii=False) + "\n"


_SARIF_LEVEL = {"error": "error", "warning": "warning", "info": "note"}


def sarif(findings: list[Finding]) -> str:
    rules = all_rules()
    index = {r.ID: i for i, r in enumerate(rules)}
    results = []
    for f in findings:
        loc: dict = {"artifactLocation": {"uri": f.path}}
        if f.line is not None:
            loc["region"] = {"startLine": f.line, **({"startColumn": f.column} if f.column else {})}
        result = {"ruleId": f.code, "level": _SARIF_LEVEL[f.severity], "message": {"text": f.message},
                  "locations": [{"physicalLocation": loc}]}
        if f.code in index:
            result["ruleIndex"] = index[f.code]
        results.append(result)
    doc = {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "dshkit check",
                "version": __version__,
                "informationUri": "https://github.com/deepseek-ai/deepseek-harness",
                "rules": [{
                    "id": r.ID, "name": r.NAME,
                    "shortDescription": {"text": (r.__doc__ or "").strip().splitlines()[0]},
                    "fullDescription": {"text": (r.__doc__ or "").strip()},
                    "defaultConfiguration": {"level": _SARIF_LEVEL[r.SEVERITY]},
                } for r in rules],
            }},
            "results": results,
        }],
    }
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def _gh_escape(value: str, prop: bool = False) -> str:
    value = value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    if prop:
        value = value.replace(":", "%3A").replace(",", "%2C")
    return value


_GH_LEVEL = {"error": "error", "warning": "warning", "info": "notice"}


def github(findings: list[Finding]) -> str:
    out = []
    for f in findings:
        props = [f"file={_gh_escape(f.path, True)}"]
        if f.line is not None:
            props.append(f"line={f.line}")
            if f.column is not None:
                props.append(f"col={f.column}")
        props.append(f"title={_gh_escape(f.code + ' ' + f.name, True)}")
        out.append(f"::{_GH_LEVEL[f.severity]} {','.join(props)}::{_gh_escape(f.message)}\n")
    return "".join(out)


# The one list of formats: --format's choices are its keys, in this order.
REPORTERS = {"text": text, "json": as_json, "sarif": sarif, "github": github}
FORMATS = tuple(REPORTERS)


def render(findings: list[Finding], fmt: str) -> str:
    return REPORTERS[fmt](findings)
