"""A file's bytes and its text as ``dshkit check`` read it, for ``--fix``.

``check`` decodes files as UTF-8 with every invalid sequence read as one
U+FFFD (what Node's ``utf8`` decoding gives the host) and its readers drop a
leading BOM; node positions (1-based line and code-point column) count in
that text. ``--fix`` computes its edits in the same text but writes *bytes*:
everything outside an edit is copied from the file as it is — a Latin-1 byte,
a BOM, ``\\r\\n`` endings — so this maps text offsets back to byte offsets.

Line breaks differ by reader: js-yaml breaks lines at ``\\n``, ``\\r\\n`` and a
lone ``\\r``; ``JSON.parse`` (and :mod:`dshkit.model.jsonsrc`) only at ``\\n``.
Everything here is linear in the file's size.
"""

from __future__ import annotations

import codecs
import re
from bisect import bisect_left, bisect_right

YAML_BREAKS = re.compile(r"\r\n?|\n")
JSON_BREAKS = re.compile(r"\n")
_CONTINUATION = bytes(range(0x80, 0xC0))  # UTF-8 bytes that never start a character
_BOM = b"\xef\xbb\xbf"
_STEP = 4096  # characters between two recorded byte offsets

_spans: list[tuple[int, int]] = []


def _record(exc: UnicodeDecodeError) -> tuple[str, int]:
    """Decoding error handler: ``"replace"``, remembering which bytes each U+FFFD stands for."""
    _spans.append((exc.start, exc.end))
    return "\ufffd", exc.end


codecs.register_error("dshkit-fix-record", _record)


def decode(raw: bytes) -> tuple[str, list[tuple[int, int, int]]]:
    """``raw.decode("utf-8", "replace")`` and, per U+FFFD it put in, ``(text offset,
    first byte, end byte)``."""
    try:
        return raw.decode("utf-8"), []
    except UnicodeDecodeError:
        pass
    del _spans[:]
    text = raw.decode("utf-8", "dshkit-fix-record")
    spans, _spans[:] = list(_spans), []
    bad, at, prev = [], 0, 0
    for start, end in spans:
        at += len(raw[prev:start].translate(None, _CONTINUATION))  # one lead byte per character
        bad.append((at, start, end))
        at += 1
        prev = end
    return text, bad


class FileText:
    """``text`` (BOM dropped, as the readers drop it) with line/column -> offset
    and offset -> byte offset into ``raw``."""

    def __init__(self, raw: bytes, breaks: re.Pattern = YAML_BREAKS):
        self.raw = raw
        text, bad = decode(raw)
        self.bom = 3 if raw.startswith(_BOM) else 0
        if self.bom:
            text = text[1:]
            bad = [(t - 1, s, e) for t, s, e in bad]
        self.text = text
        self._bad = bad
        self._bad_at = [t for t, _, _ in bad]
        self.line_starts = [0]
        self._break_starts = []
        for m in breaks.finditer(text):
            self._break_starts.append(m.start())
            self.line_starts.append(m.end())
        self._simple = not bad and len(raw) - self.bom == len(text)  # ASCII: a character is a byte
        self._checkpoints = [] if self._simple else self._byte_checkpoints()

    @property
    def valid_utf8(self) -> bool:
        return not self._bad

    def _byte_checkpoints(self) -> list[int]:
        out, at = [self.bom], self.bom
        for i in range(0, len(self.text), _STEP):
            at += self._bytes_between(i, min(i + _STEP, len(self.text)))
            out.append(at)
        return out

    def _bytes_between(self, a: int, b: int) -> int:
        """How many bytes of ``raw`` the characters ``text[a:b]`` came from."""
        n = len(self.text[a:b].encode("utf-8"))
        for t, s, e in self._bad[bisect_left(self._bad_at, a):bisect_left(self._bad_at, b)]:
            n += (e - s) - 3  # U+FFFD encodes as 3 bytes; it stood for e - s
        return n

    def byte_offset(self, offset: int) -> int:
        if self._simple:
            return self.bom + offset
        k = offset // _STEP
        return self._checkpoints[k] + self._bytes_between(k * _STEP, offset)

    def replaces_bad_bytes(self, start: int, end: int) -> bool:
        """Does ``text[start:end]`` hold a U+FFFD that stands for bytes that were not UTF-8?"""
        return bisect_left(self._bad_at, end) > bisect_left(self._bad_at, start)

    # -- lines -----------------------------------------------------------------------------

    @property
    def lines(self) -> int:
        return len(self.line_starts)

    def offset(self, line: int, column: int) -> int:
        return self.line_starts[line - 1] + column - 1

    def line_of(self, offset: int) -> int:
        return bisect_right(self.line_starts, offset)

    def content_end(self, line: int) -> int:
        """Offset of the line break that ends ``line`` (or of the end of the text)."""
        return self._break_starts[line - 1] if line - 1 < len(self._break_starts) else len(self.text)

    def line_text(self, line: int) -> str:
        return self.text[self.line_starts[line - 1]:self.content_end(line)]

    def eol(self, line: int) -> str:
        """The line ending of ``line`` (``\\r\\n`` also where only ``\\n`` breaks lines, as
        in JSON); for the last line, the file's first one (else ``\\n``)."""
        if not self._break_starts:
            return "\n"
        at = line - 1 if line - 1 < len(self._break_starts) else 0
        start = self._break_starts[at]
        brk = self.text[start:self.line_starts[at + 1]]
        return "\r\n" if brk == "\n" and start and self.text[start - 1] == "\r" else brk


def splice(ft: FileText, pieces: list[tuple[int, int, str]]) -> bytes:
    """``ft.raw`` with each ``(start, end, text)`` (text offsets, sorted, not
    overlapping) replaced; every other byte is kept as it is."""
    out, prev = [], 0
    for start, end, text in pieces:
        b0, b1 = ft.byte_offset(start), ft.byte_offset(end)
        out.append(ft.raw[prev:b0])
        out.append(text.encode("utf-8", "surrogatepass"))  # a lone surrogate: the re-read refuses it
        prev = b1
    out.append(ft.raw[prev:])
    return b"".join(out)
