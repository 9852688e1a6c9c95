"""Hand-made hostile tarballs: headers built byte by byte, as an attacker would."""

from __future__ import annotations

import gzip
import io
import json
import struct
import tarfile
import zlib

MANIFEST = {"name": "dsh-demo", "version": "1.0.0", "dsh": {"bundle": {"patch": "./cordis.patch.yml"}}}
PATCH = b"- insert:\n    - id: demo-row\n      name: dsh-demo\n"


def header(name: str, size: int, type_: bytes = tarfile.REGTYPE) -> bytes:
    info = tarfile.TarInfo(name)
    info.type = type_
    info.size = size
    info.mode = 0o644
    return info.tobuf(tarfile.GNU_FORMAT)[-512:] if size >= 8 ** 11 else info.tobuf(tarfile.USTAR_FORMAT)


def member(name: str, data: bytes) -> bytes:
    return header(name, len(data)) + data + b"\0" * (-len(data) % 512)


def pax(records: bytes, type_: bytes = tarfile.XHDTYPE) -> bytes:
    return header("././@PaxHeader", len(records), type_) + records + b"\0" * (-len(records) % 512)


def pax_record(key: str, value: str) -> bytes:
    body = f" {key}={value}\n".encode()
    n = len(body) + 1
    while len(str(n)) + len(body) != n:
        n += 1
    return str(n).encode() + body


def good_members() -> bytes:
    return member("package/package.json", json.dumps(MANIFEST).encode()) + member("package/cordis.patch.yml", PATCH)


def tgz(tar: bytes) -> bytes:
    return gzip.compress(tar + b"\0" * 1024, mtime=0)


def zeros_gzip(head: bytes, total: int, chunk: int = 16 << 20) -> bytes:
    """gzip of ``head`` followed by zeros up to ``total`` bytes, without compressing
    them all: deflate blocks after a full flush are independent, so one block of
    ``chunk`` zeros is repeated (2 GiB of tar in a 2 MB file, in about a second)."""
    c = zlib.compressobj(1, zlib.DEFLATED, -15, 9, zlib.Z_RLE)
    first = c.compress(head) + c.flush(zlib.Z_FULL_FLUSH)
    c = zlib.compressobj(1, zlib.DEFLATED, -15, 9, zlib.Z_RLE)
    zeros = bytes(chunk)
    block = c.compress(zeros) + c.flush(zlib.Z_FULL_FLUSH)
    count = (total - len(head)) // chunk
    crc = zlib.crc32(head)
    for _ in range(count):
        crc = zlib.crc32(zeros, crc)
    size = len(head) + count * chunk
    end = zlib.compressobj(1, zlib.DEFLATED, -15).flush()
    return (b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff" + first + block * count + end
            + struct.pack("<II", crc, size & 0xFFFFFFFF))


__all__ = ["header", "member", "pax", "pax_record", "good_members", "tgz", "zeros_gzip", "io"]
