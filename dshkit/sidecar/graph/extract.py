"""Rule extraction of graph facts from one span of session events (no model, no store).

What a span says, as :class:`Fact` rows, each carrying the session event
``seq`` it came from (docs/memory.md "Graph memory"):

- ``constraint``: a human sentence that states a standing obligation or
  prohibition, as statements.kind judges it (the hand patterns, else a sure
  verdict of the learned classifier: not a question, hypothetical, reported
  speech, one-off task or chit-chat); pinned when it is meant to last;
- ``decision``: a human sentence that chooses (the same two readers);
  a *correction* ("no, …", "actually …", 不对) is a decision that contradicts
  the earlier one on the same object;
- ``artifact``: a file a tool call created or changed, from ``path`` or
  ``file_path`` in object or JSON-string ``arguments``, when its result was ok;
- ``progress``: an assistant sentence reporting work done.

Also returned: *uses* (the tool read or wrote a path) — evidence for the
"need" ranking — and each tool call's name and file (never its arguments or
output, as in the log's tool ledger), for recall and expand: the human and
assistant texts those read come from the log itself (graph.logtext).

Only ``source.kind == "user"`` messages count as human: runtime-context
snapshots and any plugin message (our own card included) are never read, so
the graph cannot feed on its own projection. A failing tool is not a
correction: corrections come from human words only.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from dshkit.sidecar.content import blocks_text, judge_result, tool_name
from dshkit.sidecar.redact import redact

from .statements import correction as is_correction
from .statements import kind as statement_kind

CARD_HEADER = "## Working memory"  # the projected card's first line (never extracted)
# What each file tool of the host does to a file, and which argument names the file.
# Source: the tool definitions of DSH 0.1.0-rc.8 (packages @deepseek-ai/dsh-tool-fs,
# dsh-tool-fs-search, dsh-tool-str-replace-editor; the same schemas are in the ``tools``
# of the recorded request headers in ../shared/fixtures/dsh-sessions):
#   read(file_path) / read_image(file_path)       -> read
#   write(file_path, content) / edit(file_path, …) -> write
#   grep(pattern, path?)  path is "file or directory" -> read (a directory path is harmless:
#                                                         no artifact node carries it)
#   glob(pattern, path?)  path is a directory, matches are not read -> not a use
#   str_replace_editor(command, path): view -> read; create | str_replace | insert -> write
# bash / pwsh take a command line; the files it touches are not parsed (not a use).
# Names other agents' hosts give the same operations (multi_edit, apply_patch with a path,
# notebook_edit, …) stay recognised: a bundle may add such tools through MCP.
HOST_FILE_TOOLS: dict[str, tuple[str, tuple[str, ...]]] = {
    "read": ("read", ("file_path",)),
    "read_image": ("read", ("file_path",)),
    "write": ("write", ("file_path",)),
    "edit": ("write", ("file_path",)),
    "grep": ("read", ("path",)),
    "str_replace_editor": ("by-command", ("path",)),
}
# str_replace_editor's ``command`` (its enum in rc.8; ``undo_edit`` is the upstream tool's).
EDITOR_COMMANDS = {"view": "read", "create": "write", "str_replace": "write", "insert": "write",
                   "undo_edit": "write"}
WRITE_TOOLS = frozenset({"multi_edit", "multiedit", "create", "create_file", "apply_patch", "write_file",
                         "edit_file", "str_replace", "notebook_edit", "patch"})
READ_TOOLS = frozenset({"read_file", "view", "cat", "open"})
PATH_KEYS = ("path", "file_path", "filePath", "filename", "file", "notebook_path")

# Human sentences: a period ends one only before a space (Python 3.10, m1.py are not ends);
# CJK stops always do.
_SENT_SPLIT = re.compile(r"(?<=[.!?;])\s+|(?<=[。！？；])\s*|\n+|(?:^|\s)\d+[.)]\s+")
# Assistant progress keeps the split at every period it was measured with (bench_graph_memory's
# card figures): "Done: updated src/a.py, src/b.py." yields the short "Done: updated src/a."
_PROGRESS_SPLIT = re.compile(r"(?<=[.!?;。！？；])\s*|\n+|(?:^|\s)\d+[.)]\s+")
_PIN = re.compile(r"\b(always|never|from now on|remember|every time|in all)\b|以后|记住|永远|一律|总是", re.I)
_PROGRESS = re.compile(r"\b(done|finished|completed?|implemented|fixed|added|created|wrote|updated|passing|"
                       r"passed|merged|refactored)\b|已完成|完成了|修复了|已经", re.I)
# Words that say *how* something is stated, not *what* it is about: removed
# before two statements are compared, so "decided X uses A" and "X must use A"
# are about the same object X.
_DIRECTIVE = re.compile(
    r"\b(we|i|you|let'?s|decided?|decision|to|the|a|an|from now on|remember|please|must|should|always|never|"
    r"will|shall|need to|have to|changed?|switch(?:ed)?|go with|instead|use|uses|using|used|is|are|be|"
    r"actually|no|ok|okay|now|later|also|that|this|for|our|all|every time|in all|do|not|don'?t|only)\b|"
    r"决定|改用|改成|必须|以后都|以后|记住|总是|永远|一律|不要|我们|请|使用|用|要|是|的", re.I)
_WORD = re.compile(r"[\w./\-]+|[\u3040-\u30ff\u3400-\u9fff]", re.U)
# The object of a decision: what comes before the chosen value.
_SUBJECT_VALUE = (
    re.compile(r"^(?P<subj>.+?)\s*(?:改用|改成|换成|采用|使用|用)\s*(?P<val>.+)$"),
    re.compile(r"^(?:use|switch to|go with|opt for)\s+(?P<val>.+?)\s+(?:for|in|on|as)\s+(?P<subj>.+)$", re.I),
    re.compile(r"^(?:for|in|on)\s+(?P<subj>[^,]+),\s*(?P<val>.+)$", re.I),
    re.compile(r"^(?P<subj>.+?)\s+(?:uses?|is|are|should be|must be|will be|goes? to|=|:)\s+(?P<val>.+)$", re.I),
    re.compile(r"^(?:switch|change|move)\s+(?P<subj>.+?)\s+to\s+(?P<val>.+)$", re.I),
)


@dataclass(frozen=True, slots=True)
class Fact:
    kind: str            # constraint | decision | artifact | progress
    seq: int             # the session event it came from
    index: int           # its position among the facts of that event
    turn: int
    text: str
    entity: str          # normalised object ("same thing" key)
    value: str           # normalised statement of it (same entity, other value: supersede)
    pinned: bool = False
    correction: bool = False
    path: str | None = None


@dataclass(frozen=True, slots=True)
class Use:
    seq: int
    turn: int
    how: str             # mention | read | write
    term: str            # a path or a word


@dataclass(slots=True)
class SpanFacts:
    facts: list[Fact] = field(default_factory=list)
    uses: list[Use] = field(default_factory=list)
    tool_calls: list[tuple[int, str, int]] = field(default_factory=list)  # (seq, "name path", turn)
    cue: str = ""        # the span's last human message (the current cue)


def words(text: str) -> list[str]:
    return [w.lower().strip("./-") for w in _WORD.findall(text) if w.strip("./-")]


def normalise(text: str) -> str:
    """The object words of a statement: directive words and punctuation removed."""
    return " ".join(w for w in words(_DIRECTIVE.sub(" ", text)) if w)


def subject_value(sentence: str) -> tuple[str, str]:
    """(entity, value) of a statement. The entity is its object ("the database
    migration"), the value what is said about it; with no separable object the
    whole normalised sentence is both, so only an identical statement matches."""
    s = sentence.strip().rstrip(".。!！")
    s = re.sub(r"^(?:no[,.!]?|actually,?|we decided(?: that)?|decided:?|decision:?|from now on,?|"
               r"remember:?|我们决定|决定|以后都记住[:：]?|记住[:：]?)\s*", "", s, flags=re.I)
    for pattern in _SUBJECT_VALUE:
        m = pattern.match(s)
        if m:
            subj, val = normalise(m.group("subj")), normalise(m.group("val"))
            if subj and val:
                return subj, val
    whole = normalise(s)
    return whole, whole


def sentences(text: str, split: re.Pattern = _SENT_SPLIT) -> list[str]:
    return [s.strip() for s in split.split(text) if s and len(s.strip()) >= 4]


def is_card_or_snapshot(text: str) -> bool:
    t = text.lstrip()
    return t.startswith(CARD_HEADER) or t.startswith("Current runtime context")


MAX_ARGUMENTS_JSON = 1 << 20  # a JSON-string arguments value longer than this is not parsed


def tool_arguments(raw: object) -> dict:
    """A tool call's arguments: an object, or a JSON string holding one (not too
    long; too deep is no arguments either: json raises RecursionError)."""
    if isinstance(raw, dict):
        return raw
    if isinstance(raw, str) and len(raw) <= MAX_ARGUMENTS_JSON and raw.strip().startswith("{"):
        try:
            parsed = json.loads(raw)
        except (ValueError, RecursionError):
            return {}
        return parsed if isinstance(parsed, dict) else {}
    return {}


def tool_path(args: dict, name: str | None = None) -> str | None:
    """The file a call names: the argument the host's table gives for ``name`` first, then
    any usual path key (lenient: another host or an MCP tool may spell it otherwise).
    Redacted here, the one door every graph column, record and card line it reaches
    goes through (a secret-shaped file name stays out of them all); a path with a NUL
    names no file."""
    first = HOST_FILE_TOOLS.get(name.lower(), (None, ()))[1] if name else ()
    for key in (*first, *PATH_KEYS):
        v = args.get(key)
        if isinstance(v, str) and v.strip() and len(v) <= 1024 and "\x00" not in v:
            return redact(v.strip())
    return None


def file_op(name: str, args: dict) -> str | None:
    """"write", "read" or None: what a tool call does to the file ``tool_path(args)`` names
    (HOST_FILE_TOOLS first, then the other hosts' names)."""
    lname = name.lower()
    known = HOST_FILE_TOOLS.get(lname)
    if known is not None:
        how, _ = known
        if how == "by-command":
            command = args.get("command")
            return EDITOR_COMMANDS.get(command.lower()) if isinstance(command, str) else None
        return how
    if lname in WRITE_TOOLS:
        return "write"
    return "read" if lname in READ_TOOLS else None


def _human_text(e: dict) -> str | None:
    data = e.get("data") if isinstance(e.get("data"), dict) else {}
    src = data.get("source") if isinstance(data.get("source"), dict) else {}
    if src.get("kind") != "user":
        return None
    text = blocks_text(data.get("content"))
    return None if not text or is_card_or_snapshot(text) else text


human_text = _human_text  # public: evolution reads user corrections from the same words (evolution/deviations.py)


def _assistant_text(e: dict) -> str:
    data = e.get("data") if isinstance(e.get("data"), dict) else {}
    msg = data.get("message") if isinstance(data.get("message"), dict) else {}
    src = msg.get("source") if isinstance(msg.get("source"), dict) else {}
    kind = src.get("kind")
    if isinstance(kind, str) and (kind == "plugin" or kind.startswith("plugin:")):
        return ""
    return blocks_text(msg.get("content"))


def human_facts(seq: int, turn: int, text: str, start_index: int = 0) -> list[Fact]:
    out: list[Fact] = []
    for sentence in sentences(text):
        kind = statement_kind(sentence)
        if kind is None:
            continue
        correction = kind == "decision" and is_correction(sentence)
        entity, value = subject_value(sentence)
        if not entity:
            continue
        out.append(Fact(kind, seq, start_index + len(out), turn, sentence[:400], entity, value,
                        pinned=kind == "constraint" and bool(_PIN.search(sentence)), correction=correction))
    return out


def extract(events: list[dict], last_turn: int = 0) -> SpanFacts:
    """The facts, uses and tool calls of one span's events (see the module docstring)."""
    out = SpanFacts()
    turn = last_turn
    calls: dict[str, tuple[int, str, dict]] = {}   # callId -> (seq, tool name, args)
    for e in events:
        etype = e.get("type")
        data = e.get("data") if isinstance(e.get("data"), dict) else {}
        seq = e.get("seq")
        if not isinstance(seq, int):
            continue
        if isinstance(data.get("turn"), int):
            turn = data["turn"]
        if etype == "user/message":
            text = _human_text(e)
            if text is None:
                continue
            out.cue = text
            out.facts.extend(human_facts(seq, turn, text))
        elif etype == "assistant/message":
            text = _assistant_text(e)
            if not text or is_card_or_snapshot(text):
                continue
            n = 0
            for sentence in sentences(text, _PROGRESS_SPLIT):
                if _PROGRESS.search(sentence) and not sentence.rstrip().endswith("?"):
                    entity = normalise(sentence)
                    if entity:
                        out.facts.append(Fact("progress", seq, n, turn, sentence[:300], entity, entity))
                        n += 1
        elif etype == "tool/call":
            cid = data.get("callId")
            name = tool_name(data)
            args = tool_arguments(data.get("arguments", data.get("input")))
            if isinstance(cid, str):
                calls.setdefault(cid, (seq, name, args))
            # Like the log's tool ledger: the tool and its file, never its arguments or
            # output (they may quote memory text a user later forgets, or secrets).
            path = tool_path(args)
            out.tool_calls.append((seq, f"{name} {path}" if path else name, turn))
        elif etype == "tool/result":
            msg = data.get("message") if isinstance(data.get("message"), dict) else {}
            for block in msg.get("content") or []:
                if not isinstance(block, dict) or block.get("type") != "tool-result":
                    continue
                call = calls.pop(block.get("toolCallId"), None)
                text = blocks_text(block.get("content"))
                if call is None:
                    continue
                cseq, name, args = call
                path = tool_path(args, name)
                ok, _, _ = judge_result(text, block.get("isError") is True)
                if path is None or not ok:
                    continue
                how = file_op(name, args)
                if how == "write":
                    out.facts.append(Fact("artifact", cseq, 0, turn, f"{name} {path}", path, path, path=path))
                    out.uses.append(Use(cseq, turn, "write", path))
                elif how == "read":
                    out.uses.append(Use(cseq, turn, "read", path))
        elif etype == "turn/end" and isinstance(data.get("turn"), int):
            turn = data["turn"]
    return out
