"""``dshkit check --fix`` / ``--diff``: mechanical fixes as text edits.

A rule that can fix what it reports defines ``fix(ctx)`` beside ``check(ctx)``,
both fed by one detection, yielding :class:`Fix` edits of one file of a
bundle directory. Edits replace only the bytes they are about: every comment,
key order, quote style and indentation outside them stays as written. (A
ruamel.yaml round trip re-emits the whole file — it re-indents sequences and
re-spaces flow collections — and ``json.dumps`` would re-indent package.json,
so neither keeps an author's layout byte for byte; the edits below do.)
"""

from __future__ import annotations

import difflib
import json
from bisect import bisect_right
from dataclasses import dataclass
from pathlib import Path

from dshkit.model.source import DirSource
from dshkit.model.yamlnode import Node


@dataclass(frozen=True)
class Fix:
    bundle: object  # dshkit.model.bundle.Bundle
    rel: str
    start: int  # offsets into the file's text
    end: int
    text: str
    code: str
    line: int  # the line the rule reports: a suppressed or disabled finding is not fixed


class Text:
    """A file's text with line/column (1-based, as nodes carry them) -> offset."""

    def __init__(self, text: str):
        self.text = text
        self.line_starts = [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]

    def offset(self, line: int, column: int) -> int:
        return self.line_starts[line - 1] + column - 1

    def line_of(self, offset: int) -> int:
        return bisect_right(self.line_starts, offset)


def fixable(bundle) -> bool:
    """Only files on disk are fixed (not tarballs, not specs rendered in memory)."""
    return isinstance(getattr(bundle, "source", None), DirSource)


def read_text(bundle, rel: str) -> Text:
    return Text(bundle.source.read_text(rel) or "")


# -- JSON ------------------------------------------------------------------------------------

def json_value_span(text: Text, node: Node) -> tuple[int, int]:
    """Offsets of the JSON value token(s) that ``node`` was read from."""
    start = text.offset(node.line, node.column)
    _, end = json.JSONDecoder().raw_decode(text.text, start)
    return start, end


def json_add_members(text: Text, obj: Node, members: dict[str, object], code: str, bundle, rel: str,
                     line: int) -> Fix:
    """Add ``members`` at the end of the JSON object ``obj``, one per line, indented
    like its existing members (or one level deeper than the object's line)."""
    start, end = json_value_span(text, obj)
    line_start = text.line_starts[text.line_of(start) - 1]
    base = len(text.text[line_start:start]) - len(text.text[line_start:start].lstrip(" "))
    if obj.value:
        last_key = list(obj.value)[-1]
        first = obj.keys[list(obj.value)[0]]
        indent = " " * (first.column - 1)
        _, last_end = json_value_span(text, obj.value[last_key])
        body = "".join(f",\n{indent}{json.dumps(k)}: {json.dumps(v)}" for k, v in members.items())
        return Fix(bundle, rel, last_end, last_end, body, code, line)
    indent = " " * (base + 2)
    body = ",\n".join(f"{indent}{json.dumps(k)}: {json.dumps(v)}" for k, v in members.items())
    return Fix(bundle, rel, start, end, "{\n" + body + "\n" + " " * base + "}", code, line)


# -- YAML -------------------------------------------------------------------------------------

def yaml_wrap_in_insert(text: Text, seq: Node, index: int, code: str, bundle, rel: str, line: int) -> Fix | None:
    """Rewrite item ``index`` of the block sequence ``seq`` as ``- insert:\\n    - <item>``.

    None when the item is not a block item on lines of its own (flow style)."""
    item = seq.value[index]
    line_text = text.text[text.line_starts[item.line - 1]:].split("\n", 1)[0]
    dash = line_text.rfind("-", 0, item.column - 1)
    if dash < 0 or line_text[:dash].strip() or line_text[dash + 1:item.column - 1].strip():
        return None
    first = item.line
    last = (seq.value[index + 1].line - 1) if index + 1 < len(seq.value) else len(text.line_starts)
    if index + 1 < len(seq.value) and seq.value[index + 1].line == first:
        return None
    start = text.line_starts[first - 1]
    end = text.line_starts[last] if last < len(text.line_starts) else len(text.text)
    lines = text.text[start:end].split("\n")
    indent = line_text[:dash]
    out = [f"{indent}- insert:", "    " + lines[0]]
    out += [("    " + ln) if ln.strip() else ln for ln in lines[1:]]
    return Fix(bundle, rel, start, end, "\n".join(out), code, line)


# -- applying -----------------------------------------------------------------------------------

def plan(ctx, rules, findings) -> dict[Path, tuple[str, str, list[str]]]:
    """``{file: (old text, new text, codes fixed)}`` for every fixable finding
    among ``findings`` (what the run reported, after disables and suppressions)."""
    reported = {(f.code, f.path, f.line) for f in findings}
    per_file: dict[tuple[int, str], list[Fix]] = {}
    owners = {}
    for rule in rules:
        fixer = getattr(rule, "fix", None)
        if fixer is None:
            continue
        for f in fixer(ctx):
            if fixable(f.bundle) and (f.code, f.bundle.source.display(f.rel), f.line) in reported:
                per_file.setdefault((id(f.bundle), f.rel), []).append(f)
                owners[(id(f.bundle), f.rel)] = f.bundle
    out = {}
    for key, fixes in per_file.items():
        bundle = owners[key]
        rel = key[1]
        old = bundle.source.read_text(rel) or ""
        new = old
        taken: list[tuple[int, int]] = []
        codes = []
        for f in sorted(fixes, key=lambda f: (f.start, f.end), reverse=True):
            if any(f.start < e and s < f.end or (f.start == f.end and s <= f.start < e) for s, e in taken):
                continue  # overlapping: the next --fix run gets it
            new = new[:f.start] + f.text + new[f.end:]
            taken.append((f.start, f.end))
            codes.append(f.code)
        if new != old:
            out[bundle.source.root / rel] = (old, new, sorted(set(codes)))
    return out


def unified(path: Path, old: str, new: str) -> str:
    return "".join(difflib.unified_diff(old.splitlines(keepends=True), new.splitlines(keepends=True),
                                        f"a/{path}", f"b/{path}"))


def wrap_patch_item(bundle, item: Node, code: str, line: int | None = None) -> Fix | None:
    """Wrap a top-level patch item of ``bundle`` in ``- insert:`` (None if it is not one)."""
    for patch in getattr(bundle, "patches", None) or ():
        root = patch.root
        if root is None or not root.is_seq or patch.rel is None:
            continue
        for index, node in enumerate(root.value):
            if node is item:
                return yaml_wrap_in_insert(read_text(bundle, patch.rel), root, index, code, bundle, patch.rel,
                                           line or item.line)
    return None
