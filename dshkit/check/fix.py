"""``dshkit check --fix`` / ``--diff``: mechanical fixes, verified before anything is written.

A rule that can fix what it reports defines ``fix(ctx)`` beside ``check(ctx)``,
both fed by one detection, yielding :class:`Fix` values that say *what* changes
in the parsed document: wrap a patch item in ``- insert:`` (:func:`wrap_patch_item`),
set a JSON value (:func:`json_set`), add members to a JSON object
(:func:`json_add`). :func:`plan` turns them into byte edits of each file:

* only bytes an edit is about change: comments, key order, quotes, indentation,
  the encoding (a Latin-1 byte stays that byte), a BOM and the line endings
  outside the edits stay as written, and lines an edit adds end like the line
  they join (:mod:`dshkit.check.fixtext`). A ruamel.yaml round trip or
  ``json.dumps`` would re-emit the whole file;
* a file is written only when it is a regular file inside the bundle
  (:func:`dshkit.fsutil.resolve_inside`, the rule ``build`` follows; a symlink
  inside the bundle is written through, never replaced by a copy);
* the result is read back as the host reads it (the js-yaml port for patches,
  ``JSON.parse``'s rules for package.json) under check's own limits, and its
  value must equal the old value with exactly the intended changes: any other
  difference (a ``...`` marker pulled into an item, a block scalar's spaces),
  a parse error or a result over a limit refuses the whole file — nothing is
  written, and a :class:`Refusal` says where and why (DSH006);
* everything is linear in the file's size (one text per file, one pass to
  splice, a line-level diff built from the edits themselves).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path

from dshkit.check.fixtext import JSON_BREAKS, YAML_BREAKS, FileText, splice
from dshkit.fsutil import MAX_TEXT_BYTES, MAX_YAML_BYTES, UnsafeFile, resolve_inside
from dshkit.model.jsonsrc import JsonError, parse_json
from dshkit.model.limits import parse_bounded
from dshkit.model.source import DirSource
from dshkit.model.yamlnode import JSON, Node, YamlError
from dshkit.model.yamlsrc import parse_yaml_full

REFUSED = "DSH006"  # a fix that would change more than it means to, or leave the bundle
WRAP, SET, ADD = "wrap", "set", "add"
MANIFEST = "package.json"


@dataclass(frozen=True)
class Fix:
    bundle: object  # dshkit.model.bundle.Bundle
    code: str
    line: int  # the line the rule reports: a suppressed or disabled finding is not fixed
    kind: str  # WRAP | SET | ADD
    node: Node  # the patch item (WRAP), the JSON value (SET), the JSON object (ADD)
    path: tuple = ()  # JSON: the keys from package.json's root to ``node``
    value: object = None  # SET: the new value; ADD: ``{key: value}`` to append


def wrap_patch_item(bundle, item: Node, code: str, line: int | None = None) -> Fix:
    """Wrap a top-level item of one of ``bundle``'s patch files in ``- insert:``."""
    return Fix(bundle, code, line or item.line, WRAP, item)


def json_set(bundle, path: tuple, node: Node, value, code: str, line: int) -> Fix:
    """Replace the package.json value ``node`` (at ``path``) with ``value``."""
    return Fix(bundle, code, line, SET, node, tuple(path), value)


def json_add(bundle, path: tuple, obj: Node, members: dict, code: str, line: int) -> Fix:
    """Add ``members`` at the end of the package.json object ``obj`` (at ``path``)."""
    return Fix(bundle, code, line, ADD, obj, tuple(path), dict(members))


@dataclass(frozen=True)
class Change:
    display: str  # how findings name the file
    target: Path  # the real path written (inside the bundle, after every symlink)
    old: bytes
    new: bytes
    codes: tuple[str, ...]
    diff: str


@dataclass(frozen=True)
class Refusal:
    display: str
    line: int
    column: int
    why: str

    def __str__(self) -> str:
        return f"{self.display}:{self.line}:{self.column}: not fixed: {self.why} [{REFUSED}]"


def fixable(bundle) -> bool:
    """Only files on disk are fixed (not tarballs, not specs rendered in memory)."""
    return isinstance(getattr(bundle, "source", None), DirSource)


# -- where each fix lands --------------------------------------------------------------------

class _File:
    """One file to edit: its parsed tree as check read it and the fixes on it."""

    def __init__(self, bundle, rel: str, root: Node | None, is_yaml: bool):
        self.bundle, self.rel, self.root, self.is_yaml = bundle, rel, root, is_yaml
        self.fixes: list[tuple[Fix, tuple]] = []  # (fix, path from the document root)

    @property
    def display(self) -> str:
        return self.bundle.source.display(self.rel)


def _locate(fix: Fix, items: dict[int, dict[int, tuple]]) -> tuple[str, Node | None, tuple] | None:
    """(file, its root, path to the fixed node) or None when the node is in no file we can edit."""
    if fix.kind != WRAP:
        manifest = getattr(fix.bundle, "manifest", None)
        return (MANIFEST, manifest.root, fix.path) if manifest is not None else None
    key = id(fix.bundle)
    if key not in items:  # every top-level patch item of the bundle, once: no search per fix
        items[key] = {}
        for patch in getattr(fix.bundle, "patches", None) or ():
            if patch.root is not None and patch.root.is_seq and patch.rel is not None:
                for index, node in enumerate(patch.root.value):
                    items[key].setdefault(id(node), (patch.rel, patch.root, (index,)))
    return items[key].get(id(fix.node))


def plan(ctx, rules, findings, memo: dict | None = None) -> tuple[list[Change], list[Refusal]]:
    """The verified changes for every fixable finding among ``findings`` (what the
    run reported, after disables and suppressions), and the files refused.

    ``memo`` (shared by the runs against several host snapshots) keeps each file's
    result by the fixes asked of it: the same fixes are placed and verified once."""
    reported = {(f.code, f.path, f.line) for f in findings}
    files: dict[tuple[int, str], _File] = {}
    items: dict[int, dict[int, tuple]] = {}
    for rule in rules:
        fixer = getattr(rule, "fix", None)
        if fixer is None:
            continue
        for fix in fixer(ctx):
            if not fixable(fix.bundle):
                continue
            where = _locate(fix, items)
            if where is None:
                continue
            rel, root, path = where
            if (fix.code, fix.bundle.source.display(rel), fix.line) not in reported:
                continue
            f = files.setdefault((id(fix.bundle), rel), _File(fix.bundle, rel, root, fix.kind == WRAP))
            f.fixes.append((fix, path))
    changes, refusals = [], []
    memo = {} if memo is None else memo
    for f in files.values():
        key = (id(f.bundle), f.rel, tuple(sorted((fix.code, fix.line, fix.kind, id(fix.node), path, repr(fix.value))
                                                 for fix, path in f.fixes)))
        if key not in memo:
            memo[key] = _edit(f)
        result = memo[key]
        if result is not None:
            (refusals if isinstance(result, Refusal) else changes).append(result)
    return changes, refusals


# -- from fixes to bytes ----------------------------------------------------------------------

def _edit(f: _File) -> Change | Refusal | None:
    source = f.bundle.source
    limit = MAX_YAML_BYTES if f.is_yaml else MAX_TEXT_BYTES
    first = min(fix.line for fix, _ in f.fixes)

    def refuse(why: str, line: int = first, column: int = 1) -> Refusal:
        return Refusal(f.display, line, column, why)

    try:
        target = resolve_inside(source.root, f.rel)
    except UnsafeFile as exc:
        return refuse(exc.message.replace("the project", "the bundle"))
    if not target.is_file():  # resolve_inside followed every link: this is the file itself
        return refuse("not a regular file")
    raw = source.read(f.rel, limit)  # check's bounded reader: a FIFO or an oversized file raises SourceError
    if raw is None:
        return None
    ft = FileText(raw, YAML_BREAKS if f.is_yaml else JSON_BREAKS)
    edits = []  # (start, end, pieces, fix, path)
    for fix, path in f.fixes:
        made = _wrap(ft, f.root, path[0]) if fix.kind == WRAP else _json_edit(ft, fix)
        if made is not None:
            edits.append((*made, fix, path))
    edits.sort(key=lambda e: (e[0], e[1]))
    kept, pieces, end = [], [], -1
    for start, stop, parts, fix, path in edits:
        if start < end or (start == end and kept and (start == stop or kept[-1][0] == kept[-1][1])):
            continue  # overlapping another fix: the next --fix run gets it
        if any(s < e and ft.replaces_bad_bytes(s, e) for s, e, _ in parts):
            continue  # would rewrite bytes that are not UTF-8 with their U+FFFD reading
        kept.append((start, stop, fix, path))
        pieces.extend(parts)
        end = stop
    if not kept:
        return None
    new = splice(ft, pieces)
    if new == raw:
        return None
    if len(new) > limit:
        return refuse(f"the fixed file would be {len(new)} bytes; dshkit reads at most {limit} "
                      "(fix part of it by hand, or split the file)")
    problem = _verify(f, new, [(fix, path) for _, _, fix, path in kept])
    if problem is not None:
        return refuse(problem)
    diff = unified_diff(f.display, ft, FileText(new, YAML_BREAKS if f.is_yaml else JSON_BREAKS), pieces)
    return Change(f.display, target, raw, new, tuple(sorted({fix.code for _, _, fix, _ in kept})), diff)


def _wrap(ft: FileText, root: Node, index: int):
    """``- insert:`` above item ``index`` of the block sequence ``root`` and four
    spaces before each of its lines. None when the item does not sit on lines of
    its own (flow style, two items on a line)."""
    item = root.value[index]
    first = item.line
    line_text = ft.line_text(first)
    dash = line_text.rfind("-", 0, item.column - 1)
    if dash < 0 or line_text[:dash] != " " * dash or line_text[dash + 1:item.column - 1].strip():
        return None
    stop = root.value[index + 1].line if index + 1 < len(root.value) else ft.lines + 1
    if stop == first:
        return None
    # The item's lines: up to its last line indented past the dash. A line at or left of
    # the dash that is neither blank nor a comment (``...``, a key of an enclosing map)
    # ends it; comments and blank lines after the last such line are not the item's.
    last = first
    for n in range(first + 1, stop):
        text = ft.line_text(n)
        body = text.lstrip(" ")
        if not body.strip() or body.startswith("#"):
            continue
        if len(text) - len(body) <= dash:
            break
        last = n
    at = ft.line_starts[first - 1]
    parts = [(at, at, f"{line_text[:dash]}- insert:{ft.eol(first)}    ")]
    for n in range(first + 1, last + 1):
        if ft.line_text(n):  # empty lines stay empty; whitespace-only lines keep their depth
            s = ft.line_starts[n - 1]
            parts.append((s, s, "    "))
    return at, ft.content_end(last), parts


_SPAN = json.JSONDecoder(parse_int=len, parse_float=len, parse_constant=len)  # no int() of 5,000 digits


def _json_edit(ft: FileText, fix: Fix):
    node = fix.node
    start = ft.offset(node.line, node.column)
    try:
        _, end = _SPAN.raw_decode(ft.text, start)
    except (ValueError, RecursionError):
        return None  # the node is not where the parse put it (the file changed since): not fixed
    if fix.kind == SET:
        return start, end, [(start, end, json.dumps(fix.value, ensure_ascii=False))]
    members = fix.value
    if node.value:
        first_key = node.keys[next(iter(node.value))]
        last = node.value[next(reversed(node.value))]
        indent = " " * (first_key.column - 1)
        at = ft.offset(last.line, last.column)
        try:
            _, after = _SPAN.raw_decode(ft.text, at)
        except (ValueError, RecursionError):
            return None
        eol = ft.eol(ft.line_of(after))  # the ending of the line the new members join
        body = "".join(f",{eol}{indent}{json.dumps(k, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False)}"
                       for k, v in members.items())
        return after, after, [(after, after, body)]
    eol = ft.eol(ft.line_of(start))
    line_text = ft.line_text(ft.line_of(start))
    base = len(line_text) - len(line_text.lstrip(" "))
    body = f",{eol}".join(f"{' ' * (base + 2)}{json.dumps(k, ensure_ascii=False)}: "
                          f"{json.dumps(v, ensure_ascii=False)}" for k, v in members.items())
    return start, end, [(start, end, "{" + eol + body + eol + " " * base + "}")]


# -- read back, as the host reads it ----------------------------------------------------------

def _verify(f: _File, new: bytes, fixes: list[tuple[Fix, tuple]]) -> str | None:
    """Why the result must not be written (None: it reads as the old value with
    exactly the fixes' changes)."""
    text = new.decode("utf-8", errors="replace")  # as check and the host decode it
    try:
        if f.is_yaml:
            got = parse_bounded(text, JSON, reader=parse_yaml_full)  # the js-yaml port, check's limits
        else:
            got = parse_json(text)
    except (YamlError, JsonError) as exc:
        return f"the fixed file would not read: {exc.message} (line {exc.line} of the result)"
    old = f.root.plain() if f.root is not None else None
    wanted = _expected(old, [(path, _change(fix)) for fix, path in fixes])
    where = _difference(wanted, got.plain() if got is not None else None)
    if where is not None:
        return f"the fixed file would read differently at {where} (the edit would change more than the fix)"
    return None


def _change(fix: Fix):
    if fix.kind == WRAP:
        return lambda v: {"insert": [v]}
    if fix.kind == SET:
        return lambda v: fix.value
    return lambda v: {**v, **fix.value}


def _expected(value, changes: list[tuple[tuple, object]]):
    """``value`` with each ``change`` applied at its path; each container on the
    way is copied once, however many changes it holds."""
    own = [fn for path, fn in changes if not path]
    below: dict = {}
    for path, fn in changes:
        if path:
            below.setdefault(path[0], []).append((path[1:], fn))
    if below:
        value = list(value) if isinstance(value, list) else dict(value)
        for key, sub in below.items():
            value[key] = _expected(value[key], sub)
    for fn in own:
        value = fn(value)
    return value


def _kind(v) -> str:
    if v is None or isinstance(v, (bool, str, list, dict)):
        return type(v).__name__
    return "number" if isinstance(v, (int, float)) else type(v).__name__


def _difference(a, b) -> str | None:
    """The path of the first place where ``a`` and ``b`` differ as JavaScript
    values (types, numbers, strings, key order), or None."""
    stack = [(a, b, "the top")]
    while stack:
        x, y, where = stack.pop()
        if _kind(x) != _kind(y):
            return where
        if isinstance(x, dict):
            if list(x) != list(y):
                return where
            stack.extend((x[k], y[k], f"{where} > {k!r}") for k in reversed(list(x)))
        elif isinstance(x, list):
            if len(x) != len(y):
                return where
            stack.extend((x[i], y[i], f"{where} > item {i + 1}") for i in reversed(range(len(x))))
        elif x != y and not (isinstance(x, float) and isinstance(y, float) and math.isnan(x) and math.isnan(y)):
            return where
    return None


# -- the diff ---------------------------------------------------------------------------------

def unified_diff(display: str, old: FileText, new: FileText, pieces: list[tuple[int, int, str]],
                 context: int = 3) -> str:
    """A unified diff built from the edits (sorted text offsets into ``old``):
    linear, where difflib's matcher is quadratic on a file whose every line moved."""
    blocks = []  # (first old line, last old line, first new line, last new line), 1-based, inclusive
    shift = 0  # offset in the new text minus offset in the old, before the current piece
    for start, end, text in pieces:
        b_start = start + shift
        shift += len(text) - (end - start)
        a0, a1 = _lines(old, start, end)
        b0, b1 = _lines(new, b_start, end + shift)
        if blocks and a0 <= blocks[-1][1] + 1:  # touching blocks: one run of - and + lines
            p = blocks[-1]
            blocks[-1] = (p[0], max(p[1], a1), p[2], max(p[3], b1))
        else:
            blocks.append((a0, a1, b0, b1))
    out = [f"--- a/{display}\n", f"+++ b/{display}\n"]
    i = 0
    while i < len(blocks):
        j = i
        while j + 1 < len(blocks) and blocks[j + 1][0] - blocks[j][1] <= 2 * context + 1:
            j += 1
        a_start = max(1, blocks[i][0] - context)
        a_end = min(_last_line(old), blocks[j][1] + context)
        b_start = blocks[i][2] - (blocks[i][0] - a_start)
        b_end = blocks[j][3] + (a_end - blocks[j][1])
        out.append(f"@@ -{a_start},{a_end - a_start + 1} +{b_start},{b_end - b_start + 1} @@\n")
        a = a_start
        for k in range(i, j + 1):
            a0, a1, b0, b1 = blocks[k]
            out.extend(" " + _line(old, n) for n in range(a, a0))
            out.extend("-" + _line(old, n) for n in range(a0, a1 + 1))
            out.extend("+" + _line(new, n) for n in range(b0, b1 + 1))
            a = a1 + 1
        out.extend(" " + _line(old, n) for n in range(a, a_end + 1))
        i = j + 1
    return "".join(out)


def _lines(ft: FileText, start: int, end: int) -> tuple[int, int]:
    """The lines ``text[start:end]`` touches, with the rest of the line it ends in
    (unless it ends just after a line break)."""
    last = _last_line(ft)
    first = min(ft.line_of(start), last)
    if end > start and end == ft.line_starts[min(ft.line_of(end), ft.lines) - 1]:
        end -= 1  # ends with a line break: the next line is not touched
    return first, max(first, min(ft.line_of(end), last))


def _last_line(ft: FileText) -> int:
    """The last line that has text (a final line break starts no line of its own)."""
    return ft.lines - 1 if ft.lines > 1 and ft.line_starts[-1] == len(ft.text) else ft.lines


def _line(ft: FileText, n: int) -> str:
    end = ft.line_starts[n] if n < ft.lines else len(ft.text)
    text = ("\ufeff" if n == 1 and ft.bom else "") + ft.text[ft.line_starts[n - 1]:end]  # the BOM is the file's
    return text if text.endswith(("\n", "\r")) else text + "\n\\ No newline at end of file\n"
