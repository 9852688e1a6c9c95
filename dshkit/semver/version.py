"""One version: npm ``semver``'s ``SemVer`` class (parse, loose mode, precedence).

Precedence of versions whose numeric identifiers fit a JavaScript safe integer
is plain SemVer 2.0, which the PyPI package ``semver`` implements faithfully:
``SemVer.compare`` delegates those to ``semver.Version.compare``.  Everything
else is ours, because PyPI ``semver`` does not do it the npm way: it parses
with Unicode ``\\d`` and has no loose mode (``=v1.2.3``, ``1.2.3beta``,
leading zeros), and npm compares numeric identifiers beyond 2**53 as doubles
(two different ids can be "equal"), which an exact comparison does not.
The hot path (range tests) compares precomputed tuple keys instead, which is
20x faster than constructing PyPI objects; the differential tests prove all
three agree with npm.

As a Python value (``<``, ``==``, ``hash``, ``sorted``, sets) a ``SemVer`` is
ordered by its key alone, in the manner of ``packaging``'s ``_BaseVersion``:
the key is npm precedence with unsafe numeric identifiers as doubles.  That is
npm's ``compare`` everywhere but one corner where npm's order is not an order:
npm stops at the first differing pair of prerelease identifiers even when it
calls them equal (two unsafe ids that round to one double), so it says
``1.0.0-9007199254740993.a == 1.0.0-9007199254740992.b`` and yet
``1.0.0-9007199254740992.a < 1.0.0-9007199254740992.b`` — not transitive, so no
key and no hash can follow it.  There the operators use the key's total order
and ``compare`` (and every npm-facing function, range tests included) stays
npm's, quirk and all.
"""

from __future__ import annotations

from functools import lru_cache

import semver as pypi_semver

from dshkit.semver._jsre import MAX_LENGTH, MAX_SAFE_INTEGER, NUMERIC, RE, js_length, js_trim

Identifier = int | str


class InvalidVersion(ValueError):
    """Raised by the strict API (``SemVer(...)``, ``compare``) for what npm rejects."""


def compare_identifiers(a: Identifier, b: Identifier) -> int:
    """npm's ``compareIdentifiers``: numeric ids compare as JavaScript numbers."""
    if isinstance(a, int) and isinstance(b, int):
        return 0 if a == b else (-1 if a < b else 1)
    anum = isinstance(a, int) or NUMERIC.match(a) is not None
    bnum = isinstance(b, int) or NUMERIC.match(b) is not None
    if anum and bnum:
        fa, fb = float(a), float(b)
        return 0 if fa == fb else (-1 if fa < fb else 1)
    if a == b:
        return 0
    if anum:
        return -1
    if bnum:
        return 1
    return -1 if a < b else 1  # type: ignore[operator]


def _identifier(raw: str) -> Identifier:
    if NUMERIC.match(raw) and int(raw) < MAX_SAFE_INTEGER:
        return int(raw)
    return raw


class SemVer:
    """A parsed version.  ``str(v)`` is npm's ``version`` (no build metadata)."""

    __slots__ = ("raw", "loose", "major", "minor", "patch", "prerelease", "build", "version", "_key", "_npm_key", "_pypi")

    def __init__(self, version: str, loose: bool = False):
        if not isinstance(version, str):
            raise TypeError(f'Invalid version. Must be a string. Got type "{type(version).__name__}".')
        if len(version) > MAX_LENGTH and js_length(version) > MAX_LENGTH:
            raise InvalidVersion(f"version is longer than {MAX_LENGTH} characters")
        m = (RE.LOOSE if loose else RE.FULL).match(js_trim(version))
        if not m:
            raise InvalidVersion(f"Invalid Version: {version}")
        self.raw = version
        self.loose = loose
        self.major, self.minor, self.patch = int(m[1]), int(m[2]), int(m[3])
        for part, value in (("major", self.major), ("minor", self.minor), ("patch", self.patch)):
            if value > MAX_SAFE_INTEGER:
                raise InvalidVersion(f"Invalid {part} version")
        self.prerelease: tuple[Identifier, ...] = tuple(_identifier(i) for i in m[4].split(".")) if m[4] else ()
        self.build: tuple[str, ...] = tuple(m[5].split(".")) if m[5] else ()
        self._finish()

    @classmethod
    def _from_parts(cls, major: int, minor: int, patch: int, prerelease: tuple[Identifier, ...]) -> SemVer:
        self = cls.__new__(cls)
        self.loose = False
        self.major, self.minor, self.patch = major, minor, patch
        self.prerelease, self.build = prerelease, ()
        self._finish()
        self.raw = self.version
        return self

    def _finish(self) -> None:
        self.version = f"{self.major}.{self.minor}.{self.patch}"
        if self.prerelease:
            self.version += "-" + ".".join(str(i) for i in self.prerelease)
        self._key, exact = _sort_key(self.major, self.minor, self.patch, self.prerelease)
        # _npm_key: the key when comparing keys is npm's compare exactly (the fast path)
        self._npm_key = self._key if exact else None
        self._pypi = None

    def __str__(self) -> str:
        return self.version

    def __repr__(self) -> str:
        return f"SemVer({self.version!r})"

    # -- precedence ---------------------------------------------------------
    def compare(self, other: SemVer) -> int:
        if other.version == self.version:
            return 0
        if self._npm_key is not None and other._npm_key is not None:
            return self._pypi_version().compare(other._pypi_version())
        return self.compare_main(other) or self.compare_pre(other)

    def _pypi_version(self) -> pypi_semver.Version:
        if self._pypi is None:
            pre = ".".join(str(i) for i in self.prerelease) or None
            self._pypi = pypi_semver.Version(self.major, self.minor, self.patch, pre)
        return self._pypi

    def compare_main(self, other: SemVer) -> int:
        a, b = (self.major, self.minor, self.patch), (other.major, other.minor, other.patch)
        return 0 if a == b else (-1 if a < b else 1)

    def compare_pre(self, other: SemVer) -> int:
        if self.prerelease and not other.prerelease:
            return -1
        if not self.prerelease and other.prerelease:
            return 1
        if not self.prerelease:
            return 0
        return _compare_lists(self.prerelease, other.prerelease)

    def compare_build(self, other: SemVer) -> int:
        return _compare_lists(self.build, other.build)

    # -- value semantics: all six comparisons and the hash from one key -------
    def __hash__(self) -> int:
        return hash(self._key)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SemVer):
            return NotImplemented
        return self._key == other._key

    def __ne__(self, other: object) -> bool:
        if not isinstance(other, SemVer):
            return NotImplemented
        return self._key != other._key

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, SemVer):
            return NotImplemented
        return self._key < other._key

    def __le__(self, other: object) -> bool:
        if not isinstance(other, SemVer):
            return NotImplemented
        return self._key <= other._key

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, SemVer):
            return NotImplemented
        return self._key > other._key

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, SemVer):
            return NotImplemented
        return self._key >= other._key


def _compare_lists(a: tuple, b: tuple) -> int:
    # npm returns compareIdentifiers() at the first non-identical pair, even when
    # it says 0 (two unsafe numeric ids that round to the same double).
    i = 0
    while True:
        x = a[i] if i < len(a) else None
        y = b[i] if i < len(b) else None
        if x is None and y is None:
            return 0
        if y is None:
            return 1
        if x is None:
            return -1
        if type(x) is not type(y) or x != y:
            return compare_identifiers(x, y)
        i += 1


def _sort_key(major: int, minor: int, patch: int, prerelease: tuple[Identifier, ...]) -> tuple[tuple, bool]:
    """(key, exact): a tuple ordered like npm precedence, and whether comparing
    two exact keys is npm's ``compare`` (no unsafe numeric id, see the module doc).

    Numeric ids sort before alphanumeric ones; an unsafe (>= 2**53 - 1) numeric
    id, kept as a string, enters as the double npm compares it as.  Python
    compares an int with a float exactly, and safe ints are exact doubles, so
    mixed pairs order as in JavaScript.
    """
    if not prerelease:
        return (major, minor, patch, (1,)), True
    ids = []
    exact = True
    for ident in prerelease:
        if isinstance(ident, int):
            ids.append((0, ident))
        elif NUMERIC.match(ident):
            ids.append((0, float(ident)))
            exact = False
        else:
            ids.append((1, ident))
    return (major, minor, patch, (0, tuple(ids))), exact


@lru_cache(maxsize=4096)
def parse_cached(version: str, loose: bool) -> SemVer | None:
    """Parse or None; versions are immutable in practice, so sharing is safe."""
    try:
        return SemVer(version, loose)
    except ValueError:
        return None
