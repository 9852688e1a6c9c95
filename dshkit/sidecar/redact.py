"""Secret redaction: every match becomes ``[REDACTED:<label>]``.

Each rule is one regex plus literal *triggers*: a rule's regex only runs when
one of its triggers occurs in the text (a C-speed substring test), so a typical
message costs a few dozen ``in`` checks instead of a scan per pattern. Rules
run in list order: private-key blocks first (before anything can cut into
them), specific token shapes next, the generic ``key = value`` rule last — its
value may not already be a redaction marker. Where a rule names the secret by a
key (``password=…``, ``Authorization: …``, URL credentials) the key is kept and
only the value goes.
"""

from __future__ import annotations

import re
from typing import Callable, NamedTuple


class RuleSource(NamedTuple):
    """One redaction rule as written. A pattern may define the groups
    ``<p>_keep`` (kept verbatim before the marker) and ``<p>_tail`` (kept
    verbatim after it)."""
    label: str
    pattern: str
    triggers: tuple[str, ...]  # literals, one of which must occur for the regex to run
    lower: bool  # the triggers are lower-case and looked for in the lower-cased text


class Rule(NamedTuple):
    """A compiled rule. A NamedTuple rather than a slotted dataclass: redact()
    unpacks it once per rule, which a tuple does at C speed."""
    label: str
    regex: re.Pattern[str]
    triggers: tuple[str, ...]
    hiding: tuple[str, ...]  # lower-case triggers: characters without which lower() changes nothing (_hiding_chars)
    keep_group: str | None
    tail_group: str | None
    gates: tuple[str, ...]  # characters of which one must occur before the triggers are looked for (_GATES)
    replace: Callable[[re.Match[str]], str]


_A = r"A-Za-z0-9"
_AWS = ("AKIA", "ASIA", "AGPA", "AIDA", "AROA", "ANPA", "ANVA", "AIPA")
_RULES_SRC: list[RuleSource] = [RuleSource(*r) for r in [
    ("private-key", r"-----BEGIN (?P<pk_kind>[A-Z0-9 ]*?)PRIVATE KEY(?: BLOCK)?-----"
                    r"(?:[\s\S]*?-----END (?P=pk_kind)PRIVATE KEY(?: BLOCK)?-----|[\s\S]*)",
     ("PRIVATE KEY",), False),
    ("jwt", rf"eyJ[{_A}_-]{{6,}}\.[{_A}_-]{{6,}}\.[{_A}_-]{{6,}}", ("eyJ",), False),
    # starts at the literal "://" (fast scan); the scheme before it stays in the text
    ("url-credentials", r"(?P<url_keep>://(?<=[A-Za-z0-9+.-]://)[^\s:/@]{1,128}:)"
                        r"[^\s@/]{1,256}(?P<url_tail>@)", ("://",), False),
    ("authorization", r"(?P<auth_keep>(?i:\b(?:proxy-)?authorization)\s*[:=]\s*)[^\r\n]+",
     ("authorization",), True),
    ("bearer", rf"(?P<bearer_keep>(?i:\bbearer)\s+)[{_A}._~+/=-]{{8,}}", ("bearer",), True),
    ("anthropic-key", rf"sk-ant-(?<![A-Za-z0-9_]sk-ant-)[{_A}_-]{{16,}}", ("sk-ant-",), False),
    ("api-key", rf"sk-(?<![A-Za-z0-9_]sk-)(?:proj-|live-|or-v1-)?[{_A}_-]{{20,}}", ("sk-",), False),
    ("aws-access-key", r"(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)(?<![A-Za-z0-9]....)[A-Z0-9]{16}\b", _AWS, False),
    ("github-token", rf"gh[pousr]_[{_A}]{{30,}}", ("ghp_", "gho_", "ghu_", "ghs_", "ghr_"), False),
    ("github-token", r"github_pat_[A-Za-z0-9_]{30,}", ("github_pat_",), False),
    ("gitlab-token", r"glpat-[A-Za-z0-9_-]{20,}", ("glpat-",), False),
    ("slack-token", r"xox[baprse]-[A-Za-z0-9-]{10,}", ("xox",), False),
    ("slack-webhook", r"https://hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9/_-]{10,}",
     ("hooks.slack.com",), False),
    ("google-api-key", r"AIza[0-9A-Za-z_-]{35}", ("AIza",), False),
    ("google-oauth", r"ya29\.[0-9A-Za-z_-]{20,}", ("ya29.",), False),
    ("stripe-key", r"(?:sk|rk|pk)_(?:live|test)_[0-9A-Za-z]{16,}", ("_live_", "_test_"), False),
    ("sendgrid-key", r"SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}", ("SG.",), False),
    ("npm-token", r"npm_[A-Za-z0-9]{36}\b", ("npm_",), False),
    ("pypi-token", r"pypi-AgE[A-Za-z0-9_-]{40,}", ("pypi-AgE",), False),
    ("huggingface-token", r"hf_[A-Za-z0-9]{30,}", ("hf_",), False),
    ("digitalocean-token", r"do[opr]_v1_[a-f0-9]{64}", ("_v1_",), False),
    ("shopify-token", r"shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}", ("shp",), False),
    ("telegram-bot-token", r"(?<![0-9])\d{8,10}:AA[A-Za-z0-9_-]{33}", (":AA",), False),
    ("twilio-key", r"SK(?<![A-Za-z0-9]SK)[0-9a-fA-F]{32}\b", ("SK",), False),
    ("mailgun-key", r"key-(?<![A-Za-z0-9]key-)[0-9a-zA-Z]{32}\b", ("key-",), False),
    ("vault-token", r"hv[sb]\.[A-Za-z0-9_-]{24,}", ("hvs.", "hvb."), False),
    ("databricks-token", r"dapi[a-f0-9]{32}\b", ("dapi",), False),
    ("doppler-token", r"dp\.(?:pt|st|ct|sa)\.[A-Za-z0-9]{40,}", ("dp.",), False),
    ("azure-key", r"(?P<az_keep>(?i:\b(?:AccountKey|SharedAccessKey|sig))=)[A-Za-z0-9+/%=]{20,}",
     ("accountkey", "sharedaccesskey", "sig="), True),
]]


# Gates: characters of which at least one must occur before a rule's triggers are
# even looked for (single-character `in` is a memchr, far cheaper than a
# substring search); most prose fails every gate.
_GATES: dict[str, tuple[str, ...]] = {
    "private-key": ("-",), "jwt": (".",), "url-credentials": (":",), "authorization": (":", "="),
    "anthropic-key": ("-",), "api-key": ("-",), "aws-access-key": ("A",), "github-token": ("_",),
    "gitlab-token": ("-",), "slack-token": ("-",), "slack-webhook": (":",), "google-api-key": ("A",),
    "google-oauth": (".",), "stripe-key": ("_",), "sendgrid-key": (".",), "npm-token": ("_",),
    "pypi-token": ("-",), "huggingface-token": ("_",), "digitalocean-token": ("_",),
    "shopify-token": ("_",), "telegram-bot-token": (":",), "twilio-key": ("S",), "mailgun-key": ("-",),
    "vault-token": (".",), "doppler-token": (".",), "azure-key": ("=",),
}


def _compile() -> list[Rule]:
    rules = []
    for label, pat, triggers, lower in _RULES_SRC:
        m = re.search(r"\(\?P<(\w+)_keep>", pat)
        prefix = m.group(1) if m else None
        keep = f"{prefix}_keep" if prefix else None
        tail = f"{prefix}_tail" if prefix and f"<{prefix}_tail>" in pat else None
        rules.append(Rule(label, re.compile(pat), triggers, _hiding_chars(triggers) if lower else (),
                          keep, tail, _GATES.get(label, ()), _replacer(label, keep, tail)))
    return rules


# The only non-ASCII characters whose lower() contains an ASCII letter
# (checked over all of Unicode): KELVIN SIGN -> k, LATIN CAPITAL I WITH DOT -> i + U+0307.
_LOWER_TO_ASCII = {"k": "\u212a", "i": "\u0130"}


def _hiding_chars(triggers: tuple[str, ...]) -> tuple[str, ...]:
    """Characters without which ``t in text.lower()`` equals ``t in text`` for
    every (lower-case ASCII) trigger ``t``: the upper-case forms of its letters."""
    letters = {c for t in triggers for c in t if c.isalpha()}
    return tuple(sorted({c.upper() for c in letters} | {_LOWER_TO_ASCII[c] for c in letters
                                                         if c in _LOWER_TO_ASCII}))


_COMPILED: list[Rule] | None = None  # compiled on first use: keeps cold start short


def _replacer(label: str, keep_name: str | None, tail_name: str | None):
    def repl(m: re.Match[str]) -> str:
        keep = m.group(keep_name) if keep_name else ""
        tail = m.group(tail_name) if tail_name else ""
        name = label
        if label == "secret" and keep:
            # name the secret after its key word, e.g. [REDACTED:password]
            word = re.sub(r"[\"'\s:=]", "", keep).lower()
            if "pass" in word or word.endswith("pwd"):
                name = "password"
            elif "token" in word:
                name = "token"
        return f"{keep or ''}[REDACTED:{name}]{tail or ''}"
    return repl




def _rules() -> list[Rule]:
    global _COMPILED
    if _COMPILED is None:
        _COMPILED = _compile()
    return _COMPILED


# Gate characters as bits: a text's mask says which gates it passes, and the
# rules worth a trigger check are looked up per mask (computed once per mask).
_GATE_CHARS = tuple(sorted({g for gates in _GATES.values() for g in gates}))
_KV_MASK = sum(1 << i for i, g in enumerate(_GATE_CHARS) if g in (":", "="))
_BY_MASK: dict[int, list[tuple[int, Rule]]] = {}


def _mask(text: str) -> int:
    mask = 0
    bit = 1
    for g in _GATE_CHARS:
        if g in text:
            mask |= bit
        bit <<= 1
    return mask


def _candidates(mask: int) -> list[tuple[int, Rule]]:
    """(rule index, rule) for the rules whose gate ``mask`` passes, in rule order."""
    found = _BY_MASK.get(mask)
    if found is None:
        found = []
        for i, rule in enumerate(_rules()):
            gates = rule.gates
            if not gates or any(mask >> _GATE_CHARS.index(g) & 1 for g in gates):
                found.append((i, rule))
        _BY_MASK[mask] = found
    return found


def redact(text: str) -> str:
    """Replace every secret in ``text``; idempotent."""
    if not text:
        return text
    low = None
    mask = _mask(text)
    rules = _candidates(mask)
    pos = 0
    while pos < len(rules):
        index, (_, rx, triggers, hiding, _, _, _, repl) = rules[pos]
        pos += 1
        for t in triggers:
            if t in text:
                break
        else:
            # lower-case triggers: lower() can only reveal one behind a hiding char
            if not hiding:
                continue
            for c in hiding:
                if c in text:
                    break
            else:
                continue
            if low is None:
                low = text.lower()
            for t in triggers:
                if t in low:
                    break
            else:
                continue
        new = rx.sub(repl, text)
        if new is not text and new != text:
            text = new
            low = None
            # the new text may pass other gates: continue after this rule with its own list
            mask = _mask(text)
            rules = _candidates(mask)
            pos = 0
            while pos < len(rules) and rules[pos][0] <= index:
                pos += 1
    if mask & _KV_MASK:  # ":" or "=" in text
        text = _redact_key_values(text)
    return text


# `key|token|secret|password…` = value, including JSON/YAML/env spellings. Found
# from the separators outward (few per message) rather than by a case-insensitive
# scan at every position. The key is kept whole, so `aws_secret_access_key = …`
# keeps its prefix; a value that is already a marker or a PEM block is left alone.
_KV_SEP = re.compile(r"[:=]")
_KV_TRIGGERS = ("pass", "pwd", "secret", "token", "key", "credential")
_KV_KEY = re.compile(
    r"(?i)(?<![A-Za-z])(?:pass(?:word|wd|phrase)?|pwd|secret|token|api[_-]?key|access[_-]?key|"
    r"private[_-]?key|client[_-]?secret|credentials?|auth[_-]?key|key)s?(?:[_.-][A-Za-z0-9_.-]*)?"
    r"[\"']?\s*$")
_KV_VALUE = re.compile(r"\s*[\"']?(?!\[REDACTED|-----BEGIN)([^\s\"',;]{3,})(?<![.)\]])")


def _redact_key_values(text: str) -> str:
    low = text.lower()
    if not any(t in low for t in _KV_TRIGGERS):
        return text
    parts: list[str] = []
    last = 0
    for sep in _KV_SEP.finditer(text):
        i = sep.start()
        if i < last:
            continue
        key = _KV_KEY.search(text, max(last, i - 64), i)
        if key is None:
            continue
        value = _KV_VALUE.match(text, i + 1)
        if value is None:
            continue
        word = key.group().lower()
        label = "password" if "pass" in word or "pwd" in word else ("token" if "token" in word else "secret")
        parts.append(text[last:value.start(1)])
        parts.append(f"[REDACTED:{label}]")
        last = value.end(1)
    if not parts:
        return text
    parts.append(text[last:])
    return "".join(parts)


def labels() -> list[str]:
    return sorted({label for label, *_ in _RULES_SRC} | {"password", "secret", "token"})
