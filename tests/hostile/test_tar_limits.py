"""Issue 11 items 5 and 11: check's tar reader bounds every size before reading
it and reports corrupt PAX records; exit 2 with the tarball named, never a
traceback, memory a constant plus the input."""

from __future__ import annotations

import tarfile

import pytest

from dshkit.model.source import MAX_HEADER_BYTES, MAX_TAR_BYTES, SourceError, TarSource, pax_problem
from tests.hostile.helpers import assert_located_exit_2, baseline_peak, dshkit, dshkit_peak
from tests.hostile.tarballs import good_members, header, member, pax, pax_record, tgz, zeros_gzip


def _write(tmp_path, data: bytes, name: str = "b.tgz"):
    path = tmp_path / name
    path.write_bytes(data)
    return path


def test_a_good_tarball_still_reads(tmp_path):
    proc = dshkit("check", _write(tmp_path, tgz(good_members() + pax(pax_record("path", "package/x.js"))
                                                + member("ignored", b"") )))
    assert proc.returncode in (0, 1), proc.stderr
    assert "Traceback" not in proc.stderr


def test_a_pax_header_claiming_2_gib_costs_a_bounded_amount(tmp_path):
    """A 2 MB .tgz whose PAX header claims 2 GiB (then holds 2 GiB of zeros):
    2.1 GB peak before; now refused while decompressing, under the tar-stream cap."""
    path = _write(tmp_path, zeros_gzip(header("././@PaxHeader", 2 << 30, tarfile.XHDTYPE), 2 << 30))
    assert path.stat().st_size < 3 << 20
    proc, peak = dshkit_peak("check", path)
    assert_located_exit_2(proc, "b.tgz", "DSH001")
    assert peak < baseline_peak() + MAX_TAR_BYTES // 2**20 + 60, peak


@pytest.mark.parametrize("type_", [tarfile.XHDTYPE, tarfile.XGLTYPE, tarfile.GNUTYPE_LONGNAME],
                         ids=["pax", "pax-global", "gnu-longname"])
def test_an_extended_header_over_the_limit_is_refused_before_it_is_read(tmp_path, type_):
    size = 8 * MAX_HEADER_BYTES
    data = zeros_gzip(header("././@LongLink", size, type_), size + 4096)
    proc = dshkit("check", _write(tmp_path, data))
    assert_located_exit_2(proc, "extended header claims", "DSH001")


@pytest.mark.parametrize("records,why", [
    (b"garbage without a length\n", "no record length"),
    (b"99 path=package/x\n", "claims 99 bytes"),
    (b"5 a=b\n", "not 'keyword=value"),
    (b"11 novalue\n", "not 'keyword=value"),
    (pax_record("path", "package/ok.js") + b"junk", "no record length"),
], ids=["no-length", "overlong", "bad-length", "no-equals", "trailing-junk"])
def test_corrupt_pax_records_are_reported(tmp_path, records, why):
    proc = dshkit("check", _write(tmp_path, tgz(pax(records) + good_members())))
    line = assert_located_exit_2(proc, "corrupt PAX header", "DSH001")
    assert why in line, line


def test_pax_problem_accepts_what_tarfile_writes():
    info = tarfile.TarInfo("package/" + "ü" * 120 + ".js")
    info.size = 0
    buf = info.tobuf(tarfile.PAX_FORMAT)
    size = tarfile.nti(buf[124:136])
    assert pax_problem(buf[512:512 + size], size) is None


def test_a_nul_in_a_pax_path_is_refused(tmp_path):
    proc = dshkit("check", _write(tmp_path, tgz(pax(pax_record("path", "package/a\0b.js")) + member("x", b"")
                                                + good_members())))
    assert_located_exit_2(proc, "NUL", "DSH001")


def test_a_gzip_bomb_stops_at_the_cap():
    data = zeros_gzip(header("package/zeros.bin", 8 ** 11 - 1), MAX_TAR_BYTES + (64 << 20))
    with pytest.raises(SourceError, match="exceeds"):
        TarSource("bomb.tgz", data)


def test_a_truncated_gzip_stream_is_an_error():
    data = tgz(good_members())
    with pytest.raises(SourceError, match="corrupt tarball"):
        TarSource("cut.tgz", data[: len(data) // 2])
