"""A labelled set of human sentences for statement extraction (rule / decision / none).

Who reads it: ``bench/bench_statements.py`` (precision and recall per class, the
current extractor next to the old one), ``tests/sidecar_graph/test_statement_precision.py``
(the held-out floor), ``bench/train_statements.py`` (the classifier learns from every dev
case) and ``bench/cv_statements.py`` (leave-one-writer-out over :attr:`Case.source`). Three sources:

- real human messages of the recorded DSH sessions (``fixtures/dsh-sessions``: the
  ``user/message`` texts whose source kind is ``user``) and LoCoMo's dialogue turns
  (``fixtures/locomo``): shared data is never copied here, so each is a *reference* —
  file, locator, label and the first 8 hex of the sentence's sha256, which
  :func:`load` checks (a locator that stops resolving fails loudly). The LoCoMo part
  is every sentence of conversations 26, 30 and 41 that the old extractor's
  constraint or decision words match (must/should/always/never/don't/decided/use …:
  the hard cases) plus a hash-picked 1/64 of the others;
- sentences written here, ``INLINE``: what a user tells a coding agent (rules,
  decisions, corrections, in English and Chinese) and the hard negatives the issue
  names (questions, hypotheticals, reported speech, chit-chat, one-off requests).

Labels. ``rule``: a standing instruction the user wants followed from now on (an
obligation or prohibition about the work). ``decision``: the speaker (or their team)
states a choice they made or make now, corrections included. ``none``: anything else,
however it is worded. Sentences are cut by :data:`SPLIT` (this file's locator rule, kept
apart from the extractor's own sentence splitting so tuning it cannot move a label).

Split. Decided before any tuning: a case is *held out* when the sha256 of its key
(``locomo/26.json#D2:4/1``, ``dsh-sessions/<file>#<line>/<i>``, ``inline:<text>``) is
0 mod 3; the rest is the dev set the extractor was tuned on.

The *fresh* slice (``FRESH_LOCOMO``, ``FRESH_INLINE``; issue 22's follow-up): the held-out
third had been looked at once, so a second slice was labelled before anything ran on it
and is never tuned on — every LoCoMo sentence not in the set above that has a directive
or choice word the first selection did not look for (have to, need to, gotta, make sure,
remember, going to, chose, let's, switch …; the DSH sessions have no human sentence left),
and hard cases written for it (rules and decisions in forms the set lacks; questions,
hypotheticals, reported speech, chit-chat, negations, Chinese forms).

The *blind* slice ``fresh2`` (``bench/statement_blind.py``): 347 sentences, 68 rules and
40 decisions, labelled and committed before the extractor ran on it, never tuned on.

The *independent* slice ``fresh3`` (``bench/statement_fresh3.py``): 356 sentences, 88 rules
and 63 decisions, written and labelled by someone who never read the extractor, the other
slices or the tuning sentences (only the label definitions above), committed before anything
ran on it; its figures were read as totals only, by the lead, once per commit of the second
and third passes (which never saw it), and nothing was tuned on it.

The second *independent* slice ``fresh4`` (``bench/statement_fresh4.py``): 402 sentences, 100
rules and 75 decisions, written the same way by another writer on 2026-12-02 and committed
before anything ran on it; the lead read its totals four times (the patterns twice, the
learned classifier at two thresholds), nothing was tuned on it, and the engineers who built
the classifier never saw it.

The third *independent* slice ``fresh5`` (``bench/statement_fresh5.py``): 400 sentences, 100
rules and 75 decisions, written the same way by another writer on 2026-12-02 (its prompt gave
the label definitions without example sentences, so none of its lines echoes one) and
committed before anything ran on it; read as totals only, by the lead, once, for the reader
that gives the patterns' form to the model (the session's last change to it).

The fourth *independent* slice ``fresh6`` (``bench/statement_fresh6.py``): 407 sentences, 102
rules and 75 decisions, written the same way after that measurement and committed unread on
2026-12-02; loaded here first for the next reader (more training writers, ``TRAIN_K`` …
``TRAIN_P``) and read as totals only, once, for it.

Written for tuning (``TUNING`` … ``TUNING11``, keys ``tuning:``, always dev): the second pass
(after the lead measured an independent slice: totals only) wrote its sentences in batches,
each before the extractor ran on it — terse lowercase requests to a coding agent, one-off
requests, reported rules, advice and banter between friends, decisions in any domain — and
the commit that added a batch gives its first measurement, a small blind check of the batch
before. The third pass (the lead's independent slice: recall was the gap) wrote ``TUNING7`` …
``TUNING12`` the same way: a speaker's choice in any tense and domain, a pick among what the
agent offered, terse tool rules and verbless rules, each with its near misses.

Independent training sets (``TRAIN_SETS``: keys ``train22a:`` …, always dev): written on
2026-12-02 for the learned classifier (``dshkit/sidecar/graph/statement_model.py``), each by a
separate helper session that never saw the extractor, its tests or any other labelled set
(only the label definitions), as ``label<TAB>sentence`` lines: ``TRAIN_A``
(``bench/statement_train22a.py``: 502, 127 rules, 100 decisions; ~70% typed to a coding agent,
the rest casual chat, 65 Chinese) and ``TRAIN_B`` (``bench/statement_train22b.py``: 513, 127
rules, 100 decisions; 45% to a coding agent, the rest friends, family and colleagues, 134
Chinese), ``TRAIN_C`` (``bench/statement_train22c.py``: 511, 128 rules, 103 decisions; two
thirds to a coding agent, many in non-native phrasing, ~16% Chinese) and ``TRAIN_D``
(``bench/statement_train22d.py``: 528, 129 rules, 105 decisions; 60% to a coding agent, the
rest friends' catch-up chat, 52 Chinese) and ``TRAIN_E`` (``bench/statement_train22e.py``: 513,
125 rules, 100 decisions; all typed to a coding agent: one-off task steering, requirements
stated on a thing, descriptions of how code behaves, 42 Chinese; written after the first four
showed the model reading task openers as decisions) and ``TRAIN_F``
(``bench/statement_train22f.py``: 526, 165 rules, 62 decisions; all to a coding agent: one-off
tasks and standing rules written in pairs with the same verbs and objects, 62 Chinese;
written after the model read one-off tasks as rules; the prompts of E and F named those
categories, never a sentence of the card bench's workloads); then, in the next session,
``TRAIN_G`` (``bench/statement_train22g.py``: 534, 32 rules, 170 decisions; casual chat among
friends, family and colleagues: decisions against plans, errands, habits, old choices told as
stories and advice, 82 Chinese) and ``TRAIN_H`` (``bench/statement_train22h.py``: 534, 156
rules, 102 decisions; all to a coding agent, 220 Chinese or mixed, a quarter polite or
non-native English: project history, rules others set, facts about code, one-off requests),
``TRAIN_I`` (``bench/statement_train22i.py``: 516, 205 rules, 31 decisions; to a coding agent:
requirements stated on a part of the system against facts about how code behaves, guesses,
reported requirements and one-off changes, 65 Chinese) and ``TRAIN_J``
(``bench/statement_train22j.py``: 500, 40 rules, 200 decisions; to a coding agent: choices of
technology or design said as imperatives or short statements against one-off steps, questions,
musings, reported choices and project history, 68 Chinese; I and J were written after the
learned reader and the card disagreed on those two forms: their prompts name the forms, never
a sentence of the card bench's workloads); ``TRAIN_K`` … ``TRAIN_P``
(``bench/statement_train22k.py`` … ``22p.py``, 3,065 sentences, 813 rules, 772 decisions),
written after the reader of the patterns' forms: K to N on four forms its leave-one-writer-out
errors showed (a standing rule against its one-off twin; short and verbless forms; chat
between friends; long messy messages with a rule or choice inside), O and P on two forms the
card bench's workloads showed it misread (the ordinary flow of a session: go-aheads,
continuations, topic-prefixed tasks, all none but their twins that settle a choice; a design
choice said as a bare imperative or a "we'll" sentence against the one-off step that looks the
same), their prompts naming the forms with their own examples, never a sentence of the
workloads; each file's docstring says how it was written. :attr:`Case.source` names who wrote or
picked a case (``dsh``, ``locomo``, ``written`` for INLINE and TUNING, ``train22a`` …): the
groups of ``bench/cv_statements.py``'s leave-one-writer-out validation.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path

from bench.statement_blind import BLIND_INLINE, BLIND_LOCOMO
from bench.statement_fresh3 import FRESH3
from bench.statement_fresh4 import FRESH4
from bench.statement_fresh5 import FRESH5
from bench.statement_fresh6 import FRESH6
from bench.statement_train22a import TRAIN_A
from bench.statement_train22b import TRAIN_B
from bench.statement_train22c import TRAIN_C
from bench.statement_train22d import TRAIN_D
from bench.statement_train22e import TRAIN_E
from bench.statement_train22f import TRAIN_F
from bench.statement_train22g import TRAIN_G
from bench.statement_train22h import TRAIN_H
from bench.statement_train22i import TRAIN_I
from bench.statement_train22j import TRAIN_J
from bench.statement_train22k import TRAIN_K
from bench.statement_train22l import TRAIN_L
from bench.statement_train22m import TRAIN_M
from bench.statement_train22n import TRAIN_N
from bench.statement_train22o import TRAIN_O
from bench.statement_train22p import TRAIN_P

SPLIT = re.compile(r"(?<=[^\d\s][.!?])\s+|(?<=[。！？])|\n+")
LABELS = ("rule", "decision", "none")


@dataclass(frozen=True)
class Case:
    key: str
    text: str
    label: str
    part: str = ""  # "fresh", "fresh2" … "fresh6" (the blind slices): never tuned on (module docstring)

    @property
    def fresh(self) -> bool:
        return bool(self.part)

    @property
    def held_out(self) -> bool:
        if self.key.startswith(TUNING_KEY) or self.key.startswith(TRAIN_KEYS):  # written for training: always dev
            return False
        return self.fresh or int(hashlib.sha256(self.key.encode()).hexdigest(), 16) % 3 == 0

    @property
    def source(self) -> str:
        """Who wrote or picked it, for leave-one-writer-out validation (bench/cv_statements.py):
        ``dsh``, ``locomo``, ``written`` (INLINE and the TUNING batches: the passes that tuned the
        old patterns), ``train22a`` … ``train22d``."""
        if self.key.startswith(("locomo/", "dsh-sessions/")):
            return self.key.split("-", 1)[0].split("/", 1)[0]
        prefix = self.key.split(":", 1)[0]
        return "written" if prefix in ("inline", "tuning") else prefix


TUNING_KEY = "tuning:"
# the independent training sets (module docstring): dev, never held out; (prefix, table)
TRAIN_SETS = (("train22a", TRAIN_A), ("train22b", TRAIN_B), ("train22c", TRAIN_C), ("train22d", TRAIN_D), ("train22e", TRAIN_E), ("train22f", TRAIN_F),
              ("train22g", TRAIN_G), ("train22h", TRAIN_H),
              ("train22i", TRAIN_I), ("train22j", TRAIN_J), ("train22k", TRAIN_K), ("train22l", TRAIN_L),
              ("train22m", TRAIN_M), ("train22n", TRAIN_N), ("train22o", TRAIN_O),
              ("train22p", TRAIN_P))
TRAIN_KEYS = tuple(f"{name}:" for name, _ in TRAIN_SETS)


def split(text: str) -> list[str]:
    return [s.strip() for s in SPLIT.split(text) if s and s.strip()]


def _sha8(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:8]


# dsh-sessions: file, line of the user/message event (0-based), sentence, label, sha8
DSH = """
01-zh-decision-rule.jsonl.gz 8 0 decision 837db0e5
01-zh-decision-rule.jsonl.gz 8 1 rule 9a8e6c56
01-zh-decision-rule.jsonl.gz 8 2 none a49bb6f2
02-secrets-relative-dates.jsonl.gz 8 0 none 8079e69a
02-secrets-relative-dates.jsonl.gz 8 1 none 896a4ca5
03-tool-error.jsonl.gz 8 0 none 1b1ae205
04-multiline-plan.jsonl.gz 8 0 none 27605a23
04-multiline-plan.jsonl.gz 8 1 none bd4e03de
04-multiline-plan.jsonl.gz 8 2 none 8fe0752c
04-multiline-plan.jsonl.gz 8 3 none 41dadbbf
04-multiline-plan.jsonl.gz 8 4 rule 156323ab
05-tool-ok-rule.jsonl.gz 8 0 none d298e2b8
05-tool-ok-rule.jsonl.gz 8 1 rule 3c363735
"""

# LoCoMo: conversation, dia_id, sentence of the turn's text, label, sha8
LOCOMO = """
26 D2:4 1 none 2ad4fafd
26 D3:4 2 none 87c54c25
26 D3:5 2 none 0ac44cc1
26 D3:19 2 none aa8f9041
26 D4:3 2 none 0c415bab
26 D4:8 4 none 2c7d593f
26 D4:14 1 none a999b377
26 D5:16 2 none 5857e511
26 D6:5 1 none 3c0c3100
26 D6:7 1 none 9f55e7be
26 D7:6 1 none b199e792
26 D7:8 3 none 65c5d44b
26 D7:9 3 none 02679fc1
26 D7:11 1 none da363340
26 D7:13 1 none b414eb59
26 D7:16 2 none 5eb6d497
26 D8:12 2 none 61dadc15
26 D8:13 0 none 1a7e0f73
26 D8:22 2 none 7be48f34
26 D8:34 0 none 595a51c8
26 D9:3 3 none cc596cb2
26 D9:11 1 none 5e97d7e0
26 D10:10 1 none 2848bdf5
26 D10:10 2 none 591c0ccc
26 D10:12 0 none d3e8b53c
26 D10:14 0 none f8e48244
26 D10:14 3 none dddd2c90
26 D10:17 1 none cedde3ca
26 D10:20 0 none 2f4d30d8
26 D11:5 0 none 81182b12
26 D12:8 2 none 9bfe6229
26 D12:14 1 none 893627f7
26 D12:15 0 none a01262e8
26 D13:1 4 none f259deea
26 D13:1 6 none 50bef05a
26 D13:4 0 none 2a1359e1
26 D13:7 3 none bce34af5
26 D14:12 2 none fad16897
26 D14:14 0 none e4eacb75
26 D14:19 2 none db05ccea
26 D14:22 0 none 543dd4f3
26 D15:4 2 none 58ffd39b
26 D16:12 2 none df228c2f
26 D17:4 2 none 062c35e8
26 D17:7 4 none db1a117f
26 D17:9 2 none 20513351
26 D17:11 0 none 0d868348
26 D17:13 3 none d34fd868
26 D17:18 0 none 9ca5b115
26 D17:23 3 none 4a0dbd8a
26 D18:2 1 none 3237be1b
26 D18:6 1 none acf2654c
26 D18:12 0 none a51a0902
26 D18:21 2 none 73a07cbc
26 D19:5 2 none bc970c7f
26 D19:8 0 none e520cddd
26 D19:12 1 none 341ef447
30 D1:11 2 none a84d89ff
30 D1:20 0 none eeddb455
30 D1:23 1 none 82fff783
30 D2:1 0 none 5cbb92b6
30 D2:2 3 none de722b83
30 D2:5 2 none d86ebfc5
30 D2:5 5 none 47e0b92a
30 D2:7 1 none 2091a3fc
30 D2:11 3 none 6ffd8357
30 D3:5 1 none a49ba402
30 D3:11 0 none f29b0ed0
30 D4:4 0 none 4a7d6d3e
30 D4:5 2 none ee49e3a1
30 D4:6 4 none e02b7bc1
30 D4:16 1 none ddc83fe4
30 D4:18 1 none d4c14ced
30 D5:8 1 none b53c993b
30 D5:10 4 none 6d77f000
30 D5:11 0 none a7c674c9
30 D5:11 2 none 5dbd8e97
30 D5:21 2 none 8c9674d2
30 D5:22 3 none ac3b5682
30 D7:5 3 none 3b928f40
30 D7:6 1 none 9377531a
30 D7:8 1 none 48db4aa0
30 D7:14 1 none 9dfd65cf
30 D8:2 2 none 8603344f
30 D8:5 1 none 961d7d32
30 D8:9 1 none 01ed07bb
30 D8:10 2 none 2e12d794
30 D8:18 0 none 13691521
30 D8:23 0 none 8efaf9ff
30 D9:9 6 none 15f69615
30 D10:7 1 none 94495264
30 D10:10 3 none 4a73abe9
30 D10:12 2 none 647f9adc
30 D11:4 0 none 0a357912
30 D11:4 2 none 0e961bed
30 D11:7 3 none 715c438c
30 D11:22 1 none 5edbb894
30 D12:14 0 none 1aa7b1c1
30 D12:16 2 none ef3f2f4d
30 D12:18 2 none a974f0e3
30 D13:2 1 none 9680a4ad
30 D13:12 0 none 48037c77
30 D13:22 1 none ef0adea6
30 D14:4 2 none ab25a257
30 D14:6 1 none 41ab3546
30 D14:12 1 none eb069c4f
30 D14:14 1 none 36dbcfa5
30 D15:6 3 none 3f1e58a6
30 D15:8 0 none f8eca4fd
30 D15:9 2 none 7f4d4afe
30 D15:10 0 none 2ee3d0b7
30 D16:13 3 none 582700a8
30 D16:14 0 none 6569a9fb
30 D16:14 1 none b0c29a81
30 D17:3 1 none dddfbaf1
30 D17:11 0 none 647f9adc
30 D17:15 1 none df74d2fb
30 D17:17 1 none 6e596fda
30 D18:5 4 none 8b1b62f1
30 D19:2 2 none cf93d1b3
30 D19:6 3 none e091052c
30 D19:10 3 none 4a4a6a9d
41 D1:9 1 none 500cecb4
41 D1:10 1 none 9d5ce749
41 D1:13 1 none b86590bb
41 D2:10 2 none 288cde7e
41 D2:11 2 none 7cc26643
41 D2:14 0 none f6b27ae7
41 D2:17 0 none 8e9d8c99
41 D2:19 2 none fc93c237
41 D2:22 1 none 51c12338
41 D3:2 0 none 2aa00dda
41 D3:4 1 none fdc1fac4
41 D5:2 2 none e9d59b0b
41 D5:3 1 none 006760d3
41 D5:3 2 none 59523a2c
41 D5:4 1 none 69fd4159
41 D5:5 1 none d8441a4d
41 D5:7 2 none 278ecf2d
41 D5:10 5 none 12ebe625
41 D5:13 1 none ce8fdb10
41 D5:13 2 none 593c3f5d
41 D5:15 2 none bba84fc6
41 D6:4 2 none 9f544e1a
41 D6:12 0 decision 99560c5c
41 D6:13 1 none 552777ba
41 D6:20 2 none 15f69615
41 D6:21 2 none 4a7db2be
41 D7:3 1 none 3c81e3b1
41 D8:6 0 none 400e0aa0
41 D8:9 1 none 7b86f3cf
41 D8:10 1 none 79630213
41 D8:24 0 none da156c3f
41 D9:3 0 none e91bc877
41 D9:3 1 none 125c7954
41 D9:13 1 none e442cbf4
41 D10:12 2 none ac42d230
41 D10:13 1 none 1de757eb
41 D10:14 3 none c530800d
41 D10:15 0 none 1322d761
41 D11:4 0 none 0344ca4e
41 D11:6 0 none eeddb455
41 D11:15 1 none bc24102f
41 D11:17 1 none a7c30d02
41 D11:21 0 none 6685ffde
41 D12:2 2 none e157a219
41 D12:10 0 none 8ad488de
41 D13:5 1 none d8d28ba1
41 D13:37 1 none cf74eee7
41 D14:1 2 decision e8ec103e
41 D14:2 3 none 7ec7b613
41 D14:2 4 none 8dc73e30
41 D14:22 1 none b1098d13
41 D14:23 1 none 8e30755b
41 D15:2 2 none d8562df3
41 D15:3 0 none 5c9d1fc9
41 D15:3 1 none 30508e05
41 D18:4 3 none e44646e3
41 D18:6 2 none 9367489d
41 D18:11 0 none 89c53494
41 D18:18 1 none 21ecae1a
41 D18:23 0 none 2933dc2d
41 D19:7 2 none bf32c308
41 D19:24 2 none 6b8d91f1
41 D19:24 3 none b0ecd0cd
41 D19:25 3 none 5ec30ddf
41 D19:26 1 none 842d37d2
41 D20:4 1 none 692ec0a2
41 D20:5 1 none ad78b07d
41 D20:8 2 none 9b871d70
41 D20:15 2 none 5ce60db3
41 D21:13 2 none 1074286c
41 D21:24 0 none c233fe4c
41 D21:29 0 none 7e37be0a
41 D22:6 1 none 3f8abfd7
41 D22:15 3 none 439b7548
41 D22:17 1 none 7268e03d
41 D23:2 1 none f2ea7501
41 D23:2 2 none f32eda06
41 D23:5 1 none 6d154d92
41 D23:12 1 none 17204042
41 D24:5 2 none 57cf3761
41 D24:9 1 none 6b5850e5
41 D24:12 1 none 3c873c32
41 D25:4 1 none a7ddd81a
41 D25:14 1 none c7bb850f
41 D26:9 1 none 25b8bd2f
41 D28:1 4 none 4cc6285f
41 D28:2 1 none 05fcce5d
41 D28:5 1 none 32f5b027
41 D28:12 1 none 23bccef6
41 D28:19 1 none c4e0408d
41 D29:3 1 none c96952a8
41 D29:9 1 none aa1c1a16
41 D30:3 1 none 5b595ece
41 D30:4 2 none 023ea12d
41 D30:10 0 none 77697443
41 D30:14 1 none 324dbae8
41 D30:19 1 none f5b84bfb
41 D31:4 1 none f190af0b
41 D31:5 1 none 22d36d0f
41 D31:11 1 none e93abd65
41 D31:15 0 none 45b13dc6
41 D31:16 1 none 363f0abd
41 D31:17 1 none f45e5227
41 D32:4 1 none 4f5744e4
"""

INLINE: list[tuple[str, str]] = [
    # rules: standing instructions about the work
    ("Always run make lint before committing.", "rule"),
    ("Never commit generated files to the repo.", "rule"),
    ("Don't touch the vendored code under third_party/.", "rule"),
    ("Do not edit CHANGELOG.md by hand.", "rule"),
    ("You must sign every release tag.", "rule"),
    ("From now on, use tabs in Makefiles.", "rule"),
    ("Remember to bump the version in pyproject.toml with every release.", "rule"),
    ("Tests must pass before anything is merged.", "rule"),
    ("Please never print secrets in the logs.", "rule"),
    ("Make sure to run the migrations before starting the server.", "rule"),
    ("We must keep Python 3.10 support.", "rule"),
    ("You should always add a regression test for each bug fix.", "rule"),
    ("The public API must return JSON errors.", "rule"),
    ("Avoid global state in the sidecar.", "rule"),
    ("Only use the standard library in the sidecar.", "rule"),
    ("Never force-push to a shared branch.", "rule"),
    ("Always write commit messages in the imperative mood.", "rule"),
    ("Do not add new dependencies without asking me first.", "rule"),
    ("Every migration must be reversible.", "rule"),
    ("Remember: the staging database is read-only for you.", "rule"),
    ("You must not call the payment API from tests.", "rule"),
    ("Always use UTC timestamps in the store.", "rule"),
    ("Never log the request body of /login.", "rule"),
    ("Please always run the formatter before you push.", "rule"),
    ("Don't use print for debugging in library code; use the logger.", "rule"),
    ("Keep every function under fifty lines, always.", "rule"),
    ("Going forward, you must open a draft PR before a large refactor.", "rule"),
    ("Never deploy the billing service on Fridays.", "rule"),
    ("All new endpoints must have an integration test.", "rule"),
    ("Do not rename public functions without a deprecation period.", "rule"),
    ("You have to run the full suite before tagging a release.", "rule"),
    ("Always pin exact versions in requirements.txt.", "rule"),
    ("提交前必须运行 make test。", "rule"),
    ("不要直接推送到 main 分支。", "rule"),
    ("禁止在日志里打印密钥。", "rule"),
    ("永远不要在周五发布。", "rule"),
    ("务必在合并前更新文档。", "rule"),
    ("记住：配置文件一律用 YAML。", "rule"),
    ("所有接口都必须有单元测试。", "rule"),
    ("不得修改自动生成的代码。", "rule"),
    ("每次提交前总是先跑 lint。", "rule"),
    ("以后都记住：发布前必须打标签。", "rule"),
    ("不要在测试里访问真实的支付接口。", "rule"),
    ("新的数据库迁移必须可以回滚。", "rule"),
    # decisions: a choice made, corrections included
    ("We decided to use PostgreSQL 16 for the orders service.", "decision"),
    ("Let's go with Redis for the cache.", "decision"),
    ("Switch the CI to GitHub Actions.", "decision"),
    ("We'll use pnpm instead of npm.", "decision"),
    ("Actually, use port 8080 instead.", "decision"),
    ("No, the cache should use Memcached.", "decision"),
    ("I chose SQLite for the local store.", "decision"),
    ("For the frontend, use Vue.", "decision"),
    ("Decision: the sidecar stays stdlib-only.", "decision"),
    ("We're switching the logger to structlog.", "decision"),
    ("We settled on weekly releases.", "decision"),
    ("Let's use FastAPI for the new service.", "decision"),
    ("We will use Kafka for the event bus.", "decision"),
    ("I decided to drop support for Python 3.8.", "decision"),
    ("Change the default timeout to 30 seconds.", "decision"),
    ("Go with the second option.", "decision"),
    ("We opted for a monorepo.", "decision"),
    ("Use Postgres for the analytics store instead of MySQL.", "decision"),
    ("That's wrong, the queue is RabbitMQ, not Kafka.", "decision"),
    ("The orders service will use gRPC.", "decision"),
    ("我们决定用 Kafka 做消息队列。", "decision"),
    ("缓存改用 Redis。", "decision"),
    ("前端采用 React。", "decision"),
    ("数据库换成 MySQL 8。", "decision"),
    ("不对，端口是 8080。", "decision"),
    ("我们选用 Go 来写网关。", "decision"),
    ("日志库改成 zap。", "decision"),
    # questions
    ("What should I do before committing?", "none"),
    ("Should we use Redis or Memcached?", "none"),
    ("Do we always need to run the linter?", "none"),
    ("Must the tests pass before merging?", "none"),
    ("Why did we decide on PostgreSQL?", "none"),
    ("Is it always this slow?", "none"),
    ("Should I never use globals, or is that too strict?", "none"),
    ("Which database did we decide to use", "none"),
    ("Do I have to restart the server after each change?", "none"),
    ("Can we switch to pnpm?", "none"),
    ("What must be in the release notes?", "none"),
    ("Did you always use tabs here?", "none"),
    ("我们必须用 Python 3.10 吗？", "none"),
    ("应该用哪个数据库？", "none"),
    ("为什么总是失败？", "none"),
    ("要不要改用 pnpm？", "none"),
    ("是不是不要提交 lock 文件？", "none"),
    # hypotheticals and maybes
    ("If the build fails, we should probably roll back.", "none"),
    ("If you must use globals, document them.", "none"),
    ("Suppose we decided to drop Python 3.9, what breaks", "none"),
    ("We might switch to Kafka at some point.", "none"),
    ("Maybe we should use Redis, not sure yet.", "none"),
    ("When the cache is cold, requests always take longer.", "none"),
    ("Unless the tests fail, you never need to touch that file.", "none"),
    ("如果构建失败，我们应该回滚。", "none"),
    ("假如必须支持 Windows，会很麻烦。", "none"),
    ("也许应该换成 Redis，还没想好。", "none"),
    # reported speech
    ("The README says you should run make setup first.", "none"),
    ("He told me they always use tabs.", "none"),
    ("The linter complained that lines must be shorter than 80 characters.", "none"),
    ("The error says the field must be a string.", "none"),
    ("Bob decided to use Vim for everything.", "none"),
    ("My manager said we should never deploy on Fridays, but I'm not sure why.", "none"),
    ("According to the docs, you must call init() first.", "none"),
    ("他说必须先运行测试。", "none"),
    ("文档里写着不要修改这个文件。", "none"),
    # chit-chat and descriptions that use the words
    ("I always forget where I put my keys.", "none"),
    ("This build never works on the first try.", "none"),
    ("The tests always take forever.", "none"),
    ("You must be tired after that release!", "none"),
    ("That must have been painful.", "none"),
    ("I should have pushed earlier.", "none"),
    ("I never liked YAML anyway.", "none"),
    ("It's always DNS.", "none"),
    ("Thanks, you always help a lot!", "none"),
    ("Don't worry about it, it happens.", "none"),
    ("Never mind, I found it.", "none"),
    ("I've never seen this error before.", "none"),
    ("You should see the size of this diff, it's huge!", "none"),
    ("这个测试总是很慢。", "none"),
    ("我永远记不住这个命令。", "none"),
    ("他总是迟到。", "none"),
    ("别担心，这种事常有。", "none"),
    # one-off requests and plain statements
    ("Use the search tool to find the config file.", "none"),
    ("Please fix the failing test in test_api.py.", "none"),
    ("Run the benchmarks and tell me the numbers.", "none"),
    ("The deploy script lives in scripts/deploy.sh.", "none"),
    ("Let me know when you're done.", "none"),
    ("Yesterday's deploy went fine.", "none"),
    ("帮我看看这个报错。", "none"),
    ("先把测试跑一遍。", "none"),
]


# The fresh slice (module docstring), labelled before any run on it.
# LoCoMo: conversation, dia_id, sentence of the turn's text, label, sha8
FRESH_LOCOMO = """
26 D2:12 0 decision f3beb769
26 D2:16 2 none 81014086
26 D3:7 3 none da71b3f5
26 D3:8 2 none b0f99fe6
26 D3:9 0 none 65c4a7a0
26 D5:13 1 none b531854f
26 D6:9 1 none ecc78117
26 D7:4 3 none 3618663d
26 D7:8 1 none 7ad6ac65
26 D7:25 1 none 149cd27d
26 D9:9 1 none 428463a5
26 D12:1 4 none b6edf1b4
26 D12:18 1 none 6644ba73
26 D14:35 2 none 0ba869c9
26 D15:3 5 none 1054a933
26 D16:9 2 none d5054d3d
30 D1:10 1 none e1458209
30 D1:11 1 none dd8406eb
30 D1:13 2 none 585402f8
30 D2:6 2 none 0ae1aea0
30 D2:12 1 none b44fbacc
30 D2:14 0 none 2232736d
30 D2:15 2 none 58d5fa52
30 D3:6 2 decision 894a4499
30 D4:1 3 none ab6e113f
30 D5:23 2 none 4c7e1a30
30 D6:1 3 none bb70855b
30 D6:17 2 none 3f556b42
30 D6:18 0 none 9565e41b
30 D7:5 1 none 04159548
30 D8:12 2 none e0db0a1f
30 D9:8 0 none f92022d5
30 D10:3 2 none 69c7f1b7
30 D10:9 2 none b7822daa
30 D10:14 1 none b8882d66
30 D13:20 0 none 93ee8a20
30 D14:11 1 none c8070317
30 D15:12 1 none babec886
30 D15:13 1 none a43a1bb7
30 D15:21 1 none 3deece35
30 D16:6 1 decision 6d39cb8a
30 D16:12 1 none e85275ea
30 D17:3 0 none 366b561a
30 D18:14 2 none e226337c
30 D18:15 0 none 283c22d7
30 D18:17 2 none e1c4356a
30 D18:18 1 none 974e80a8
30 D18:19 3 none 4a3e5617
30 D18:20 2 none 89209251
30 D18:21 1 none 89bb05b3
30 D19:2 1 none 84195b52
30 D19:12 0 none 1e041924
41 D1:15 1 none 4b688916
41 D2:27 2 none e983d2f8
41 D2:28 0 none 40563e0a
41 D3:17 1 none 3196e4eb
41 D4:20 2 none 68d771f1
41 D4:21 0 none 74ae1a81
41 D5:5 2 none ddd966a8
41 D5:6 1 none 425b338c
41 D7:13 2 none a66dd65f
41 D7:14 1 none 67718232
41 D7:15 1 none bf868b17
41 D7:16 0 none 9d0ab81d
41 D7:17 2 none f4f0f27b
41 D9:9 0 none 426aa49d
41 D9:10 0 none 8b821d04
41 D9:17 0 none 37ce278e
41 D9:17 1 none fd002fd8
41 D9:18 0 none fb63b72d
41 D9:18 2 none bb5c3a18
41 D10:3 0 none fe815f03
41 D10:18 0 none efe4f52a
41 D12:23 1 none b5193ef0
41 D13:3 0 none cb2781c9
41 D13:33 1 none 87e327cc
41 D14:6 1 none fddf82ca
41 D14:14 1 none 461048b3
41 D14:16 0 none 9f72b40d
41 D14:18 1 none 1d9626e3
41 D14:20 2 none b0bd3e8c
41 D14:21 1 none 1d29770e
41 D14:22 2 none 561061ca
41 D14:23 0 none 8bc433c1
41 D15:6 1 none e040c04b
41 D15:9 0 none b0655dee
41 D15:10 2 none 32d73519
41 D16:4 2 none 11510f59
41 D16:5 1 none 44e8220b
41 D16:7 3 none f7d89e48
41 D16:8 1 none 700f68ff
41 D16:9 2 none 84147ca5
41 D17:5 0 none f47e9fc2
41 D17:6 1 none 190eaafb
41 D17:8 1 none cba19d9f
41 D18:15 1 none 57c880fd
41 D19:20 1 none 2f8cd7aa
41 D21:22 2 none a745483c
41 D21:22 3 none dc897a83
41 D22:9 1 none fe47de3b
41 D22:14 1 none 48e84d6c
41 D22:19 3 none 512334dd
41 D23:1 3 none 33b34da1
41 D23:4 1 none 466c747c
41 D23:5 2 none 2b944c59
41 D23:6 3 none 337dd801
41 D23:7 3 none 158e8c47
41 D23:8 0 none 5f3bab36
41 D23:8 2 none aeb9dcb0
41 D23:9 1 none d21c0109
41 D23:10 0 none 51942cfb
41 D23:10 2 none f594ee4d
41 D23:11 0 none c3fa306e
41 D23:13 2 none 6ffe771f
41 D24:1 2 none 06ff7cf6
41 D24:13 2 none f22c5c07
41 D24:16 3 none 29ec4e1a
41 D24:17 3 none a5c0785a
41 D27:12 1 none d44c50be
41 D29:12 1 none a456c56d
41 D29:13 2 none 1ce11793
41 D29:14 3 none 970772bf
41 D29:15 1 none ba901eef
41 D29:17 2 none 1d3dcdce
41 D30:10 2 none c2e4d87e
41 D30:15 2 none 62bae99b
41 D30:16 2 none b758c640
41 D31:7 1 none 67093154
41 D32:15 2 none db0e4d3a
41 D32:16 1 none 5c2822ed
41 D32:17 0 none 901ea593
"""

FRESH_INLINE: list[tuple[str, str]] = [
    # rules, in forms the first set has few of
    ("Before every release, bump the changelog.", "rule"),
    ("Never merge your own pull request without a review.", "rule"),
    ("Please don't run migrations against production from your laptop.", "rule"),
    ("Always keep the API responses under 100 ms in the hot path.", "rule"),
    ("You mustn't commit .env files.", "rule"),
    ("From now on, write docstrings for every public function.", "rule"),
    ("Remember to run npm audit after adding a package.", "rule"),
    ("The config loader must never read from the network.", "rule"),
    ("Don't ever squash the release branch.", "rule"),
    ("We should always pin the base image digest.", "rule"),
    ("Commits must reference an issue number.", "rule"),
    ("Make sure every new script has a shebang line.", "rule"),
    ("以后不要再用 print 调试。", "rule"),
    ("每次发布前必须跑完整的回归测试。", "rule"),
    ("记住，永远不要把密钥写进代码。", "rule"),
    ("请务必使用 UTC 时间。", "rule"),
    # decisions
    ("We're going with Celery for the background jobs.", "decision"),
    ("OK, let's use the blue-green deploy then.", "decision"),
    ("I picked Ruff over flake8 for linting.", "decision"),
    ("Switch the default branch to main.", "decision"),
    ("No wait, keep the timeout at 10 seconds.", "decision"),
    ("We decided against GraphQL; the API stays REST.", "decision"),
    ("Use uv instead of pip for the dev setup.", "decision"),
    ("The new service will be written in Rust.", "decision"),
    ("我们改用 Poetry 管理依赖。", "decision"),
    ("决定了，测试框架用 pytest。", "decision"),
    # questions
    ("Should the cache always be warmed before the tests run?", "none"),
    ("Why must every migration be reversible?", "none"),
    ("Do you think we should switch to uv?", "none"),
    ("Could you make sure the tests pass now?", "none"),
    ("Perhaps we should always squash merges?", "none"),
    ("你是不是必须重启服务？", "none"),
    # hypotheticals and maybes
    ("If we ever move to Kubernetes, we must revisit the health checks.", "none"),
    ("We may need to use Redis later.", "none"),
    ("如果必要的话，可以改用 MySQL。", "none"),
    # reported speech
    ("The style guide says functions should be short.", "none"),
    ("Alice said we must never use tabs.", "none"),
    ("老板说以后不要在周五发布。", "none"),
    ("他们总是用 tabs。", "none"),
    # descriptions, chit-chat, epistemic must
    ("Our old team always deployed on Mondays.", "none"),
    ("Never again will I trust a flaky test.", "none"),
    ("The server must have crashed overnight.", "none"),
    ("The tests must be flaky, they passed locally.", "none"),
    ("You must be joking!", "none"),
    ("Honestly, you should have seen the look on his face!", "none"),
    ("Don't forget to have fun this weekend!", "none"),
    ("In case the deploy hangs, don't panic.", "none"),
    ("It doesn't always fail, only on Tuesdays.", "none"),
    ("别忘了周末好好休息！", "none"),
    ("我从来没用过 Rust。", "none"),
    # negations and one-off requests
    ("I don't use Windows at all.", "none"),
    ("We didn't decide anything about the database yet.", "none"),
    ("We never decided on a logging library.", "none"),
    ("You never told me about the staging server.", "none"),
    ("我们还没决定用哪个数据库。", "none"),
    ("Please run make lint now.", "none"),
]


# Written for tuning after the fresh slice was measured once (its errors never read):
# the categories the issue names, in words of their own; always in the dev set.
TUNING: list[tuple[str, str]] = [
    # a weak "remember" opening: a platitude or a cheer, unless it instructs
    ("Remember, life is short!", "none"),
    ("Remember that hard work pays off in the end.", "none"),
    ("Remember Sam, you can do this!", "none"),
    ("Remember that being kind is so important.", "none"),
    ("Remember: staging credentials never go in the repo.", "rule"),
    ("Remember to rebase on main before you open a PR.", "rule"),
    ("Remember that the prod database is read-only for you.", "rule"),
    # "we need to": a wish about life, or a one-off task, is not a standing rule
    ("We really need to catch up soon.", "none"),
    ("We need to find a bigger apartment.", "none"),
    ("We need to fix the login bug today.", "none"),
    ("You need to run make setup before the first build.", "rule"),
    ("We must ship the hotfix tonight.", "none"),
    ("You should call the vendor tomorrow.", "none"),
    ("We should always squash merge feature branches.", "rule"),
    # values and feelings
    ("Family is so important to me, you know.", "none"),
    ("Staying healthy is really important.", "none"),
    ("It's essential to have people who support you.", "none"),
    ("Never again am I buying a used car.", "none"),
    ("Never again, that trip was a disaster.", "none"),
    # decisions in forms the first set has few of
    ("We're going with Terraform for the infrastructure.", "decision"),
    ("I'm going with the simpler design.", "decision"),
    ("So let's go with option B.", "decision"),
    ("OK, let's use SQLAlchemy for the models.", "decision"),
    ("Alright, let's switch the queue to SQS.", "decision"),
    ("No wait, the port is 5432.", "decision"),
    ("Hmm, no, keep the old parser.", "decision"),
    ("The dashboard will be built with Svelte.", "decision"),
    ("The worker will run on Python 3.12.", "decision"),
    ("I'm going to the gym later.", "none"),
    ("We're going to the beach this weekend!", "none"),
    ("Let's go to the park, it'll be fun!", "none"),
    ("Let's grab coffee sometime.", "none"),
    # Chinese reported speech and one-offs
    ("老板说所有接口都必须加日志。", "none"),
    ("同事说不要用这个库。", "none"),
    ("经理要求以后每周五开会。", "none"),
    ("今天必须把这个 bug 修好。", "none"),
    ("以后提交代码前都要跑测试。", "rule"),
    ("接口返回必须是 JSON。", "rule"),
    # epistemic must: a guess about what is, not a requirement
    ("The cache must be stale, that's why the numbers are off.", "none"),
    ("The VPN must be down again.", "none"),
    ("That must be the reason it failed.", "none"),
    ("The config file must be valid YAML.", "rule"),
    # advice and wishes to a friend
    ("Make sure you get some rest this weekend.", "none"),
    ("Take care of yourself, and make sure you eat well.", "none"),
    ("Don't be a stranger!", "none"),
    ("Don't you just love spring?", "none"),
    ("You should totally come to the party!", "none"),
    ("你一定要来玩啊！", "none"),
    ("我们一定要再聚一次！", "none"),
    # negations that state no rule
    ("We don't need to change the schema for this.", "none"),
    ("You don't have to reply tonight.", "none"),
    ("I never use the debugger.", "none"),
    ("We don't always agree, but that's fine.", "none"),
    ("Don't push the release tag until CI is green.", "rule"),
    ("We never store plaintext passwords, ever.", "rule"),
    # opinions about people and the world, life advice
    ("Kids should play outside more.", "none"),
    ("People should be kinder to each other.", "none"),
    ("Parents must have so much patience.", "none"),
    ("Everyone should read this book at least once.", "none"),
    ("Life should be about the little moments.", "none"),
    ("Never stop learning.", "none"),
    ("Always follow your heart.", "none"),
    ("You have to see this video.", "none"),
    ("You must visit Japan someday.", "none"),
    ("Don't forget your umbrella.", "none"),
    ("Make sure to bring a jacket tomorrow.", "none"),
    ("Friends should always support each other.", "none"),
    ("孩子们应该多出去玩。", "none"),
    ("人一定要对自己好一点。", "none"),
    # requirements on the work, in the same forms
    ("Tests should be fast and independent.", "rule"),
    ("Every public endpoint must be documented.", "rule"),
    ("Always follow the naming scheme in docs/naming.md.", "rule"),
    ("Never store tokens in localStorage.", "rule"),
    ("代码必须通过类型检查。", "rule"),
    # Written after the blind slice (fresh2) was measured once (its errors never read), in
    # words of their own: a bare imperative is a rule when its scope is standing (every,
    # all, before you …) and a one-off request when it is not; a conditional imperative
    # is a rule, a conditional plan or a description is not; verbless rules; choices
    # said with let's / we'll / a subject that moves to something; third parties' choices.
    ("Run mypy on every file you change.", "rule"),
    ("Write docstrings for all public classes.", "rule"),
    ("Check the coverage report before each merge.", "rule"),
    ("Add a changelog entry with every user-facing change.", "rule"),
    ("Keep secrets out of the logs.", "rule"),
    ("Prefer small pull requests over big ones.", "rule"),
    ("Follow PEP 8 in all Python code.", "rule"),
    ("Use four spaces for indentation everywhere.", "rule"),
    ("Put shared helpers in lib/common, not next to the callers.", "rule"),
    ("Ask me before you run anything against staging.", "rule"),
    ("Tag each release with a signed tag.", "rule"),
    ("Wrap every external call in a timeout.", "rule"),
    ("Validate user input at the API boundary, never deeper.", "rule"),
    ("Name branches after the ticket they fix.", "rule"),
    ("Default to read-only access unless a task needs writes.", "rule"),
    ("Run mypy on this file and paste the output.", "none"),
    ("Check the coverage report for me.", "none"),
    ("Add a changelog entry for this fix.", "none"),
    ("Put the helper in lib/common for now.", "none"),
    ("Open the config and tell me what the timeout is.", "none"),
    ("Fix the failing test in test_api.py.", "none"),
    ("Show me the last three commits.", "none"),
    ("Rename the function to load_config.", "none"),
    ("Try it again with the verbose flag.", "none"),
    ("Take a break, you've earned it.", "none"),
    ("Get some sleep before the demo.", "none"),
    ("Enjoy the long weekend.", "none"),
    ("Have a look at the stack trace first.", "none"),
    ("If a migration fails, stop and tell me instead of retrying.", "rule"),
    ("When you rename a public function, keep the old name as an alias.", "rule"),
    ("Whenever the API changes, update the OpenAPI file too.", "rule"),
    ("Before you delete a branch, check that it was merged.", "rule"),
    ("After every refactor, run the whole suite.", "rule"),
    ("如果改了接口，记得同步更新文档。", "rule"),
    ("If the tests pass, we should be good to go.", "none"),
    ("If it rains tomorrow, we'll stay in.", "none"),
    ("When I was a kid, I never used a computer.", "none"),
    ("If you want, run it again.", "none"),
    ("When the server restarts, the cache is empty.", "none"),
    ("If you ever visit, bring your camera.", "none"),
    ("No commented-out code in the main branch.", "rule"),
    ("No network calls in unit tests.", "rule"),
    ("Docs in Markdown only.", "rule"),
    ("Migrations go in db/migrations, one per change.", "rule"),
    ("Config values belong in settings.py.", "rule"),
    ("Two approvals per pull request, minimum.", "rule"),
    ("No worries, take your time.", "none"),
    ("No idea why that broke.", "none"),
    ("No luck with the new build either.", "none"),
    ("Coffee only, no sugar.", "none"),
    ("Every endpoint needs an integration test.", "rule"),
    ("All config changes require a review.", "rule"),
    ("Each service gets its own database user.", "rule"),
    ("We all need some rest after this week.", "none"),
    ("Every team needs a good lead.", "none"),
    ("Everybody needs a hobby.", "none"),
    ("所有脚本都要能重复执行。", "rule"),
    ("新接口统一返回 JSON。", "rule"),
    ("提交前记得跑格式化。", "rule"),
    ("别在循环里查数据库。", "rule"),
    ("日志级别始终用 INFO 以上。", "rule"),
    ("配置里不能出现明文密码。", "rule"),
    ("别客气，小事一桩。", "none"),
    ("别着急，慢慢看。", "none"),
    ("记得给我带杯咖啡。", "none"),
    ("他们都要去开会。", "none"),
    ("Let's retire the legacy importer.", "decision"),
    ("Let's rename the module to ingest.", "decision"),
    ("Let's freeze the API at v2.", "decision"),
    ("We'll deploy the worker on Fargate.", "decision"),
    ("We're moving the docs to MkDocs.", "decision"),
    ("I'll stick with Flask for this one.", "decision"),
    ("The auth service switches to OAuth2.", "decision"),
    ("Verdict: we keep the monolith.", "decision"),
    ("Fine, protobuf it is.", "decision"),
    ("We agreed on semantic versioning.", "decision"),
    ("I meant the staging bucket, not prod.", "decision"),
    ("我们定了用 Redis 做缓存。", "decision"),
    ("消息队列选了 NATS。", "decision"),
    ("Let's catch up next week.", "none"),
    ("Let's hope the deploy goes fine.", "none"),
    ("Let's talk about it tomorrow.", "none"),
    ("We'll find out soon enough.", "none"),
    ("My sister picked a new apartment.", "none"),
    ("Their team chose Angular years ago.", "none"),
    ("她决定辞职了。", "none"),
    ("We'll be there at six.", "none"),
    ("I'll try my best.", "none"),
    ("Call your mom every Sunday.", "none"),
    ("Make friends wherever you go.", "none"),
    ("Keep smiling.", "none"),
    ("Stay strong, buddy.", "none"),
    ("Read more books this year.", "none"),
    ("Send me the pics when you can.", "none"),
    ("Lock the door before you leave.", "none"),
    ("When you get home, call me.", "none"),
    ("Check out this song, it's amazing.", "none"),
    ("Keep your chin up.", "none"),
    ("Try new things every day.", "none"),
    ("Save some cake for me.", "none"),
    ("Check return values on every system call.", "rule"),
    ("Save intermediate results to disk, never to /tmp.", "rule"),
    ("Once a feature flag is fully rolled out, delete it within a sprint.", "rule"),
    ("No secrets in screenshots or pasted logs.", "rule"),
    ('Never use "latest" as an image tag.', "rule"),
    ('Tag releases as "vX.Y.Z", never as bare numbers.', "rule"),
    ('She said "always test first" in her talk.', "none"),
    ('"Don\'t panic" is my motto.', "none"),
    ('My t-shirt says "never trust a computer".', "none"),
    ("「必须先写测试」是他的口头禅。", "none"),
    ("Update all the dependencies.", "none"),
    ("Delete all the temp files in build/.", "none"),
    ("Fix every typo in the README.", "none"),
    ("Run all the tests and tell me what fails.", "none"),
    ("Not every test needs a fixture.", "none"),
    ("Don't worry about the lint warnings for now.", "none"),
    ("I always run the linter twice, old habit.", "none"),
    ("Last year we moved the API to GraphQL.", "decision"),
    ("I'm going to keep painting this summer.", "none"),
    ("We'll keep you posted!", "none"),
    ("I'll keep that in mind.", "none"),
    ("So the party is at eight then.", "none"),
    ("We're moving to a bigger apartment in May.", "none"),
    ("Let's keep in touch, Sam!", "none"),
    ("I'm keeping the puppy for now.", "none"),
    ("Let's not use the ORM for the reporting queries.", "decision"),
    ("I'm switching the CI runner to Buildkite.", "decision"),
    ("Never a boring day at this job.", "none"),
    ("Always the same story with that vendor.", "none"),
    ("Don't get me wrong, the tool is great.", "none"),
    ("Don't ask me why it works.", "none"),
    ("We should really grab dinner sometime.", "none"),
    ("You should come to the meetup on Thursday.", "none"),
    ("我不能去了，家里有事。", "none"),
    ("你别急，我看看。", "none"),
    ("你一定要注意身体。", "none"),
    ("The concert will be on Saturday.", "none"),
    ("Our wedding stays in June.", "none"),
    ("I meant to call you yesterday.", "none"),
    ("Sorry, I meant it as a compliment.", "none"),
    ("We agreed to meet at the café.", "none"),
]


# Written for tuning by a second pass (issue 22 item 2, after the lead measured an independent
# slice: totals only, never its sentences): terse, lowercase, code tokens, chat with a friend;
# written before the extractor ran on them; always in the dev set.
TUNING2: list[tuple[str, str]] = [
    # standing rules, typed to a coding agent
    ("always run `make lint` before you push", "rule"),
    ("never commit directly to main", "rule"),
    ("from now on write tests with pytest, not unittest", "rule"),
    ("dont use print for debugging, use the logger", "rule"),
    ("no console.log in committed code", "rule"),
    ("keep PRs under 400 lines", "rule"),
    ("all new endpoints need auth", "rule"),
    ("prefer composition over inheritance", "rule"),
    ("every migration must be reversible", "rule"),
    ("api responses should always be camelCase", "rule"),
    ("you must not touch the vendored dir", "rule"),
    ("do not edit generated files under gen/", "rule"),
    ("never force push to shared branches", "rule"),
    ("make sure to add type hints to any new function", "rule"),
    ("whenever you change the schema, bump the version", "rule"),
    ("if a test is flaky, mark it with @flaky and open a ticket", "rule"),
    ("in future please ask before deleting files", "rule"),
    ("going forward, squash commits before merging", "rule"),
    ("by default, target python 3.10", "rule"),
    ("only use f-strings for string formatting", "rule"),
    ("don't add new dependencies without asking me", "rule"),
    ("stop adding emojis to commit messages", "rule"),
    ("commit messages should be in the imperative mood", "rule"),
    ("tabs not spaces in the Makefile", "rule"),
    ("env vars go in .env.example, never in code", "rule"),
    ("please always reply in english", "rule"),
    ("always explain what you changed at the end", "rule"),
    ("never run migrations against prod", "rule"),
    ("do not use sudo", "rule"),
    ("before running anything destructive, ask me first", "rule"),
    ("comments in english only", "rule"),
    ("all sql must go through the query builder", "rule"),
    ("we should always pin versions in requirements.txt", "rule"),
    ("you should never hardcode credentials", "rule"),
    ("each PR needs a changelog entry", "rule"),
    ("keep the public api backwards compatible", "rule"),
    ("avoid global state", "rule"),
    ("use absolute imports everywhere", "rule"),
    ("Write docstrings for all public functions.", "rule"),
    ("Don't refactor unrelated code in the same PR.", "rule"),
    ("don't ever log request bodies", "rule"),
    ("Never swallow exceptions silently.", "rule"),
    ("always use utc for timestamps", "rule"),
    ("rule of thumb for this repo: no function longer than 50 lines", "rule"),
    ("in this codebase we don't use exceptions for control flow", "rule"),
    ("ask before you install anything globally", "rule"),
    ("以后提交前都要跑一遍测试", "rule"),
    ("不要直接改 main 分支", "rule"),
    ("代码注释一律用英文", "rule"),
    ("每次改完接口都要更新文档", "rule"),
    ("禁止在代码里写死密码", "rule"),
    ("记住：测试不能依赖网络", "rule"),
    # one-off requests in imperative form
    ("fix the typo in README", "none"),
    ("make sure the tests pass for this change", "none"),
    ("run the tests", "none"),
    ("please add a docstring to this function", "none"),
    ("rename foo to bar in utils.py", "none"),
    ("just use the default config for now", "none"),
    ("don't worry about the lint errors for now", "none"),
    ("don't bother with tests this time", "none"),
    ("make sure you push when you're done", "none"),
    ("never mind, I fixed it", "none"),
    ("use the staging db for this test run", "none"),
    ("don't merge it yet", "none"),
    ("never mind the warning, it's harmless", "none"),
    ("you should run the migration now", "none"),
    ("we need to fix this before friday", "none"),
    ("we must ship this by thursday", "none"),
    ("ok now delete the old handler", "none"),
    ("just commit it", "none"),
    ("please don't push yet, I want to review first", "none"),
    ("don't touch that file for now", "none"),
    ("add a test for the bug we just fixed", "none"),
    ("always check the output of the last run and paste it here", "none"),
    ("don't forget to update the changelog for this release", "none"),
    ("make sure the build is green before you hand it back", "none"),
    ("keep going with the refactor", "none"),
    ("never use the old endpoint in the demo tomorrow", "none"),
    ("you have to restart the server for that to take effect", "none"),
    ("only change the parser, nothing else", "none"),
    ("这次先不要跑测试", "none"),
    ("今天必须把这个 bug 修掉", "none"),
    # reported rules
    ("the style guide says never use var", "none"),
    ("my lead says we should always squash", "none"),
    ("according to the docs you must call init first", "none"),
    ("Sarah wants every PR to have two reviewers", "none"),
    ("the linter complains that lines must be under 80 chars", "none"),
    ("apparently you're supposed to never call this from a thread", "none"),
    ("google's style guide wants 2 spaces everywhere", "none"),
    ("the README claims you must install node 18", "none"),
    ("老板说必须周五前上线", "none"),
    ("文档上说必须先登录", "none"),
    # life advice to a friend
    ("you should always wear sunscreen", "none"),
    ("never go grocery shopping hungry", "none"),
    ("always drink water before bed", "none"),
    ("don't text your ex", "none"),
    ("you have to try the ramen place on 5th", "none"),
    ("always tip your barista lol", "none"),
    ("never trust a dog that doesn't wag its tail", "none"),
    ("you must watch that show", "none"),
    ("make sure you stretch before every run", "none"),
    ("never skip leg day", "none"),
    ("你应该试试那家火锅", "none"),
    ("一定要多喝水", "none"),
    # sarcasm and jokes
    ("sure, always deploy on friday, what could go wrong", "none"),
    ("yeah never test anything, that's the spirit", "none"),
    ("oh great, another rule we must follow lol", "none"),
    # negated obligations
    ("you don't have to write tests for the prototype", "none"),
    ("it doesn't have to be perfect", "none"),
    ("you don't need to be so formal with me", "none"),
    # habits and descriptions
    ("I always forget to run the linter", "none"),
    ("we always end up rewriting the parser", "none"),
    ("the build never finishes before lunch", "none"),
    ("CI always fails on windows", "none"),
    ("this test never passes on my machine", "none"),
    ("our team never writes docs", "none"),
    ("I never use vim", "none"),
    ("he always pushes straight to main", "none"),
    ("他总是忘记跑测试", "none"),
    # questions and musings
    ("should we always pin deps", "none"),
    ("do you always need to run make first", "none"),
    ("must every endpoint have auth", "none"),
    ("what's the rule for naming branches", "none"),
    ("I wonder if we should always use async", "none"),
    ("maybe we should never use ORMs", "none"),
    ("idk if tests must run in ci", "none"),
    ("it would be nice if every PR had a description", "none"),
    ("we probably should add more tests", "none"),
    ("我们是不是必须用 docker", "none"),
    # decisions, any domain
    ("I decided to take the job in Denver", "decision"),
    ("we went with postgres in the end", "decision"),
    ("i'm going with the blue one", "decision"),
    ("let's go with option b", "decision"),
    ("decided: we use ruff instead of flake8", "decision"),
    ("actually, make that 3.11", "decision"),
    ("no, use httpx instead", "decision"),
    ("we switched to pnpm last month", "decision"),
    ("I chose the red couch", "decision"),
    ("i'll go with the cheaper plan", "decision"),
    ("we opted for the train instead of flying", "decision"),
    ("I've decided to quit my job", "decision"),
    ("we picked Rust for the new service", "decision"),
    ("ok we'll use redis for the cache", "decision"),
    ("fine, sqlite it is", "decision"),
    ("we're going with the monorepo layout", "decision"),
    ("I decided against the upgrade", "decision"),
    ("we chose not to support python 3.8", "decision"),
    ("i'm gonna go with tailwind", "decision"),
    ("going with option 2", "decision"),
    ("let's do option a", "decision"),
    ("we'll stick with REST for now", "decision"),
    ("scratch that, use yaml", "decision"),
    ("on second thought, keep the old name", "decision"),
    ("nah, keep it as a list", "decision"),
    ("we went for the smaller apartment", "decision"),
    ("I'm taking the offer from Stripe", "decision"),
    ("my wife and I decided to move to Portland", "decision"),
    ("we finally decided on a name for the dog: Max", "decision"),
    ("after a lot of thought I chose to go back to school", "decision"),
    ("决定用 FastAPI 了", "decision"),
    ("我们选了 vue", "decision"),
    ("就用 sqlite 吧", "decision"),
    ("我决定下个月搬家", "decision"),
    # not decisions
    ("I might switch to vim", "none"),
    ("should we go with postgres", "none"),
    ("I can't decide between the two", "none"),
    ("still deciding on the framework", "none"),
    ("thinking about moving to Go", "none"),
    ("they decided to cancel the event", "none"),
    ("my wife chose the restaurant", "none"),
    ("we need to decide on a db soon", "none"),
    ("did you decide yet", "none"),
    ("I'd go with mysql if I were you", "none"),
    ("what if we used kafka", "none"),
    ("let's see how it goes", "none"),
    ("let's grab lunch", "none"),
    ("I used to use emacs", "none"),
    ("we use jenkins at work", "none"),
    ("deciding is hard", "none"),
    ("我还没决定", "none"),
    ("他们决定取消会议", "none"),
]


# A third batch, written after the second was tuned on and before anything ran on it: its first
# measurement is a check on what the second's changes generalize to (then it is dev too).
TUNING3: list[tuple[str, str]] = [
    # rules, terse and lowercase
    ("use black for formatting", "rule"),
    ("never use `any` in typescript", "rule"),
    ("always await promises, no floating ones", "rule"),
    ("no raw sql in views", "rule"),
    ("don't mock the database in integration tests", "rule"),
    ("all dates in iso 8601", "rule"),
    ("tests go in tests/, mirroring src/", "rule"),
    ("put new helpers in utils/ not in the views", "rule"),
    ("every public function gets a docstring", "rule"),
    ("never print secrets, even in debug mode", "rule"),
    ("make sure every new file has the license header", "rule"),
    ("from here on, answer in chinese", "rule"),
    ("going forward use conventional commits", "rule"),
    ("don't ever rewrite git history on main", "rule"),
    ("only touch files under src/", "rule"),
    ("keep functions under 40 lines", "rule"),
    ("we use snake_case for python and camelCase for js", "rule"),
    ("you should always run the formatter before committing", "rule"),
    ("never guess an API, look it up", "rule"),
    ("ask me before you delete anything", "rule"),
    ("when you add a dependency, pin it", "rule"),
    ("if the tests fail, don't commit", "rule"),
    ("please don't use jquery", "rule"),
    ("stop using var", "rule"),
    ("Default to async handlers.", "rule"),
    ("logs must never contain PII", "rule"),
    ("errors should be returned, not thrown", "rule"),
    ("以后所有接口都要加鉴权", "rule"),
    ("变量名统一用驼峰", "rule"),
    ("不要用 print 调试", "rule"),
    # one-off requests
    ("run the linter on auth.py", "none"),
    ("can you make sure nothing else broke", "none"),
    ("don't change anything else in that function", "none"),
    ("just use a dict here", "none"),
    ("please commit this with a good message", "none"),
    ("make sure the docs build after your edit", "none"),
    ("don't run the full suite, just test_api.py", "none"),
    ("always a good idea to double check", "none"),
    ("never mind the last request", "none"),
    ("you should see the logs in /tmp now", "none"),
    ("we have to finish the migration by monday", "none"),
    ("delete the temp files when you're done", "none"),
    ("use the same approach as in the other PR", "none"),
    ("把这个函数改成异步的", "none"),
    ("先别提交", "none"),
    # chat between people
    ("you should totally come to the bbq saturday", "none"),
    ("I always cry at weddings", "none"),
    ("never thought I'd say this but I miss school", "none"),
    ("we must go hiking again sometime!", "none"),
    ("you have to send me that recipe", "none"),
    ("don't be a stranger", "none"),
    ("always happy to help", "none"),
    ("my mom always says never go to bed angry", "none"),
    ("kids should be in bed by nine, that's my rule", "none"),
    ("you shouldn't work so hard", "none"),
    ("I should really start running again", "none"),
    ("we need to get together soon", "none"),
    ("the trick is to never stop learning", "none"),
    ("always look on the bright side", "none"),
    ("don't forget your umbrella", "none"),
    ("make sure you get some rest this weekend", "none"),
    ("Stay hydrated out there!", "none"),
    ("no phones at the dinner table, that's the rule at our house", "none"),
    # reported / questions / musings in the work
    ("the team lead wants all PRs reviewed by two people", "none"),
    ("our policy says passwords must rotate every 90 days", "none"),
    ("why must the build always take 20 minutes", "none"),
    ("should I always use async here", "none"),
    ("not sure we should always squash", "none"),
    ("I think we should never use mocks", "none"),
    ("ideally every function would have a test", "none"),
    ("we used to always deploy on fridays", "none"),
    ("the old code never handled nulls", "none"),
    ("this function must be the bottleneck", "none"),
    ("you don't need to add types to the tests", "none"),
    # decisions
    ("we decided to go with graphql", "decision"),
    ("I'm going with the simpler approach", "decision"),
    ("picked sqlite for local dev", "decision"),
    ("let's use zod for validation", "decision"),
    ("ok, postgres then", "decision"),
    ("we'll go with monthly billing", "decision"),
    ("switching the build to vite", "decision"),
    ("I went with the 14 inch macbook", "decision"),
    ("we decided not to have kids", "decision"),
    ("I chose to study nursing", "decision"),
    ("we booked the cabin instead of the hotel", "decision"),
    ("decision: drop python 3.8 support", "decision"),
    ("actually let's keep the old api for now", "decision"),
    ("no wait, use the v2 endpoint", "decision"),
    ("final answer: tabs", "decision"),
    ("I've settled on a career in teaching", "decision"),
    ("we're moving the docs to mkdocs", "decision"),
    ("改用 poetry 管理依赖", "decision"),
    ("我决定辞职了", "decision"),
    ("我们最后选了 react", "decision"),
    # not decisions
    ("I'm thinking of switching to linux", "none"),
    ("should I go with the blue or the red", "none"),
    ("we haven't decided on the venue yet", "none"),
    ("my boss decided to cancel the project", "none"),
    ("it's your call", "none"),
    ("the decision was hard", "none"),
    ("let's talk tomorrow", "none"),
    ("I'll use the bathroom quick", "none"),
    ("we'll see", "none"),
    ("Caroline decided to adopt a puppy", "none"),
    ("they went with a different candidate", "none"),
    ("choosing a framework is always a pain", "none"),
    ("我在考虑换工作", "none"),
]


# A fourth batch, written after the third was tuned on and before anything ran on it (its first
# measurement is in the commit that added it); then dev like the others.
TUNING4: list[tuple[str, str]] = [
    # human chat: decisions about life
    ("After months of back and forth, I finally decided to adopt a rescue cat.", "decision"),
    ("We chose a small ceremony with just family.", "decision"),
    ("I've made up my mind, I'm going back to school in the fall.", "decision"),
    ("I picked pottery as my new hobby!", "decision"),
    ("We settled on Lisbon for our honeymoon.", "decision"),
    ("I decided not to renew my lease.", "decision"),
    ("I opted for the night shift so I can be with the kids during the day.", "decision"),
    ("we're going with the grey paint for the living room", "decision"),
    # human chat: not decisions
    ("She decided to start her own bakery, isn't that amazing?", "none"),
    ("I'm still torn between the two offers.", "none"),
    ("Deciding where to live is so stressful.", "none"),
    ("What made you decide to become a nurse?", "none"),
    ("I'll decide after I talk to my sister.", "none"),
    ("It must be so hard to leave your hometown.", "none"),
    ("You should be really proud of yourself!", "none"),
    ("I always feel better after a long walk.", "none"),
    ("My dad never let us have a dog growing up.", "none"),
    ("We should definitely catch up over coffee next week.", "none"),
    ("You must try the lemon cake at that bakery.", "none"),
    ("Never stop chasing your dreams, Mel.", "none"),
    ("Always be kind, that's what my grandma taught me.", "none"),
    ("I use painting to relax after work.", "none"),
    ("We have to keep supporting each other.", "none"),
    ("You really don't have to thank me.", "none"),
    ("Don't be so hard on yourself.", "none"),
    ("I never expected the adoption to go so fast.", "none"),
    ("We used the money from the sale to fix the roof.", "none"),
    ("Make sure you take lots of pictures at the concert!", "none"),
    ("I really should get back into running.", "none"),
    ("People should always be able to be themselves.", "none"),
    ("Kids need to be heard, that's something I believe strongly.", "none"),
    # to the agent: rules
    ("never use relative imports in the package", "rule"),
    ("always add a regression test when you fix a bug", "rule"),
    ("don't leave TODOs in the code, open an issue instead", "rule"),
    ("the api must never return 500 for bad input", "rule"),
    ("every commit should build on its own", "rule"),
    ("use pathlib, not os.path", "rule"),
    ("dont disable the linter with noqa comments", "rule"),
    ("please keep answers short", "rule"),
    ("no new global variables", "rule"),
    ("make sure any new config option is documented in the README", "rule"),
    ("after every change run the unit tests", "rule"),
    ("you may not push to release branches", "rule"),
    ("never log the full token, only its last 4 chars", "rule"),
    ("Always use parameterized queries.", "rule"),
    ("Pin every dependency to an exact version.", "rule"),
    ("we always write the test first, then the fix", "rule"),
    ("from now on, no more force pushes", "rule"),
    ("new modules need a docstring at the top", "rule"),
    ("以后回答都用中文", "rule"),
    ("所有新函数必须有类型注解", "rule"),
    ("别在循环里查数据库", "rule"),
    # to the agent: not rules
    ("always the same error, ugh", "none"),
    ("you must have missed the import", "none"),
    ("should I always use --force here?", "none"),
    ("the tests should pass now", "none"),
    ("this should work", "none"),
    ("it should be in the config dir", "none"),
    ("the function must be called somewhere else", "none"),
    ("never seen this error before", "none"),
    ("don't know why it fails", "none"),
    ("we should probably refactor this at some point", "none"),
    ("use the logger from utils in this file", "none"),
    ("run pytest -k auth and show me the output", "none"),
    ("make sure that fix actually works", "none"),
    ("please don't delete that file, I need it", "none"),
    ("stop, that's wrong", "none"),
    ("always happy to pair on this", "none"),
    ("the linter says imports must be sorted", "none"),
    ("pep8 says you should use 4 spaces", "none"),
    ("the CI config requires every job to have a timeout", "none"),
    ("our old team lead always insisted on tabs", "none"),
    ("in the old repo we never wrote tests", "none"),
    ("you don't have to explain every line", "none"),
    ("no need to run the whole suite", "none"),
    ("it needs to be faster", "none"),
    ("这个测试必须先跑一下", "none"),
    ("你是不是忘了加 await", "none"),
    ("他说以后都要用 yarn", "none"),
    # to the agent: decisions
    ("let's go with the adapter pattern", "decision"),
    ("we'll keep sqlite for tests and postgres in prod", "decision"),
    ("decided to drop the cache layer", "decision"),
    ("ok use option 1", "decision"),
    ("i went with httpx in the end", "decision"),
    ("switch the queue to rabbitmq", "decision"),
    ("actually no, keep the flag", "decision"),
    ("we're dropping windows support", "decision"),
    ("决定不用 redis 了", "decision"),
    ("就按方案二来", "decision"),
    # to the agent: not decisions
    ("which one would you pick?", "none"),
    ("I use vscode mostly", "none"),
    ("we might use kafka later", "none"),
    ("the team decided on react before I joined", "none"),
    ("I'm not sure whether to use celery", "none"),
    ("use whatever you think is best", "none"),
    # more ways of saying a choice was made, and near misses
    ("I've chosen the smaller room", "decision"),
    ("We ended up going with a local caterer.", "decision"),
    ("I ended up picking the cheaper flight", "decision"),
    ("I made the call to cancel the trip.", "decision"),
    ("We selected Vitest for the frontend tests.", "decision"),
    ("最后还是用 MySQL", "decision"),
    ("就这么定了", "decision"),
    ("我选择了留在北京", "decision"),
    ("I ended up staying home sick.", "none"),
    ("We ended up talking for hours.", "none"),
    ("I haven't chosen yet", "none"),
    ("She's chosen a new path.", "none"),
    ("Have you chosen a date?", "none"),
]


# A fifth batch of hard cases in the agent's chat (mostly not statements), written before the
# extractor ran on them; first measurement in the commit that added it.
TUNING5: list[tuple[str, str]] = [
    ("this endpoint should return 200, not 204", "none"),
    ("the test should fail now that the check is gone", "none"),
    ("the function always returns None for some reason", "none"),
    ("why does the build always break on monday", "none"),
    ("use the grep tool to find where it's defined", "none"),
    ("it never finishes, stuck at 99%", "none"),
    ("you always forget to close the file handle", "none"),
    ("don't you think the cache is overkill", "none"),
    ("if it fails again we should roll back", "none"),
    ("should be fine after the restart", "none"),
    ("must've been cached", "none"),
    ("I decided to ask you instead of googling", "decision"),
    ("the migration must run before the seed script", "rule"),
    ("requests should time out after 5 seconds", "rule"),
    ("the docs must be updated with every API change", "rule"),
    ("error messages should say what to do next", "rule"),
    ("the output should be sorted", "none"),
    ("that variable should be an int, not a string", "none"),
    ("the config file should be at ~/.config/app.toml", "none"),
    ("the user must be logged in to see this page, right", "none"),
    ("you need to import it first", "none"),
    ("we need to use the new client", "none"),
    ("always something with this repo", "none"),
    ("never worked for me", "none"),
    ("keep me posted", "none"),
    ("keep an eye on the memory usage while it runs", "none"),
    ("always, thanks", "none"),
    ("must be nice to have a working CI", "none"),
    ("use your judgement", "none"),
    ("stop the server", "none"),
    ("stop, don't run that", "none"),
    ("don't do that", "none"),
    ("never do that again", "none"),
    ("please never do that again", "rule"),
    ("you should never have pushed that", "none"),
    ("we decided to ask the vendor first", "decision"),
    ("i decided to rewrite the parser from scratch", "decision"),
    ("we're using postgres for this project", "decision"),
    ("the team uses jira for tickets", "none"),
    ("i use tabs personally", "none"),
    ("let's use the same names as the api", "decision"),
    ("let's try again", "none"),
    ("let's move on to the next file", "none"),
    ("let's keep going", "none"),
    ("let's keep it simple", "none"),
    ("switch to the other terminal", "none"),
    ("change the port to 8080 in this file", "none"),
    ("move the helper to utils.py", "none"),
    ("我们必须在周五前完成", "none"),
    ("这个函数总是返回空", "none"),
    ("为什么总是失败", "none"),
    ("测试应该会过", "none"),
    ("接口必须返回 JSON", "rule"),
    ("以后别用 var 了", "rule"),
    # the team's way vs a habit, and a banned name vs advice (added with the convention form)
    ("we never deploy on fridays", "rule"),
    ("we always review each other's code", "rule"),
    ("we always go to the beach in july", "none"),
    ("we always argue about tabs vs spaces", "none"),
    ("stop using facebook so much", "none"),
    ("never use shampoo on a wool sweater", "none"),
]


# A sixth batch: friends' chat with obligation words, and terse agent rules, written before
# the extractor ran on it; first measurement in the commit that added it.
TUNING6: list[tuple[str, str]] = [
    ("You should've seen the look on his face!", "none"),
    ("We should totally do a road trip this summer.", "none"),
    ("I must say, your garden looks amazing.", "none"),
    ("You always know how to cheer me up.", "none"),
    ("Never in a million years did I think I'd run a marathon.", "none"),
    ("Don't let anyone tell you you can't do it.", "none"),
    ("Always remember where you came from.", "none"),
    ("I have to admit, I was nervous.", "none"),
    ("You need to come visit us in Austin!", "none"),
    ("We must have walked ten miles that day.", "none"),
    ("Promise me you'll never change.", "none"),
    ("You should write a book about it.", "none"),
    ("Never underestimate a good nap.", "none"),
    ("Use the time to rest, you deserve it.", "none"),
    ("I've decided that this year is about me.", "decision"),
    ("We decided to name her Luna.", "decision"),
    ("I went with the online program so I can keep working.", "decision"),
    ("So we chose to stay in the city after all.", "decision"),
    ("I'm thinking we should move closer to my parents.", "none"),
    ("Jon decided to open his own dance studio.", "none"),
    ("never commit .env files", "rule"),
    ("always bump the version in package.json when you release", "rule"),
    ("don't use mutable default args", "rule"),
    ("no print() in library code", "rule"),
    ("make sure error paths are tested too", "rule"),
    ("all handlers must be idempotent", "rule"),
    ("prefer small commits", "rule"),
    ("you must run migrations through the cli, never by hand", "rule"),
    ("don't reformat files you didn't change", "rule"),
    ("keep the changelog in sync with the releases", "rule"),
    ("always double check the diff before you commit", "rule"),
    ("fix the failing test in test_utils.py", "none"),
    ("make the button blue", "none"),
    ("add logging to the retry loop", "none"),
    ("you should be able to see it in the dashboard", "none"),
    ("the tests must be flaky, they passed locally", "none"),
    ("never had this problem with the old version", "none"),
    ("i should have read the docs first", "none"),
    ("we went with your suggestion, works great", "decision"),
    ("ok let's not do the migration after all", "decision"),
]


TUNING7: list[tuple[str, str]] = [
    # a choice made, in any tense and domain, told by the speaker
    ("ok I'm getting the 13-inch, the bigger one is too heavy.", "decision"),
    ("We booked the cabin near the lake for July.", "decision"),
    ("I'll take the window seat.", "decision"),
    ("I signed up for the Tuesday pottery class.", "decision"),
    ("We went for the cheaper contractor in the end.", "decision"),
    ("gonna go with the green tiles for the bathroom", "decision"),
    ("I'll stick with my old phone for another year.", "decision"),
    ("I'm sticking with vim, not switching editors.", "decision"),
    ("we're keeping the old sofa after all", "decision"),
    ("I picked the red one for Mia's birthday.", "decision"),
    ("The blue one it is.", "decision"),
    ("postgres it is", "decision"),
    ("going with option B", "decision"),
    ("actually make it 7pm instead", "decision"),
    ("I accepted the offer from the Berlin startup.", "decision"),
    ("We're going to name her Luna.", "decision"),
    ("I'm going with the second draft of the logo.", "decision"),
    ("we'll go with sqlite for the prototype", "decision"),
    ("Let's do Thursday then.", "decision"),
    ("I'm taking the job in Denver.", "decision"),
    ("We've booked flights to Lisbon for the 12th.", "decision"),
    ("I ordered the standing desk, the walnut one.", "decision"),
    ("我买了那个灰色的", "decision"),
    ("我们定了下个月去杭州", "decision"),
    ("就选第二个方案吧", "decision"),
    ("还是选 redis 吧", "decision"),
    ("fine, we'll keep the monorepo", "decision"),
    ("I'm not going to the reunion this year, decided.", "decision"),
    ("we settled it: fastapi over flask", "decision"),
    ("I enrolled in the evening MBA program.", "decision"),
    ("i'm switching to the annual plan", "decision"),
    ("We're getting a golden retriever!", "decision"),
    # not a choice: musings, plans, others' choices, questions, offers, habits
    ("I'm thinking about getting the 14-inch.", "none"),
    ("I might take the job in Denver.", "none"),
    ("Can't decide between the blue and the green.", "none"),
    ("I'm torn between vim and emacs.", "none"),
    ("should I go with postgres or mysql", "none"),
    ("My sister picked the red one.", "none"),
    ("They went for the cheaper contractor.", "none"),
    ("I'm getting tired of this weather.", "none"),
    ("I'm getting better at cooking.", "none"),
    ("We're going to the beach this weekend.", "none"),
    ("I'll take a look at it tomorrow.", "none"),
    ("I'll take care of the dishes.", "none"),
    ("We booked it last year too and loved it.", "none"),
    ("I usually go with the cheapest option.", "none"),
    ("I'm keeping an eye on the logs.", "none"),
    ("we're keeping busy with the kids", "none"),
    ("I picked up some groceries on the way home.", "none"),
    ("I signed the card for her.", "none"),
    ("The red one is nicer than the blue one.", "none"),
    ("it is what it is", "none"),
    ("Which one did you end up getting?", "none"),
    ("我在考虑买那个灰色的", "none"),
    ("他们定了下个月去杭州", "none"),
    ("I'm getting the hang of it.", "none"),
    ("I took the train to work today.", "none"),
    ("I went for a run this morning.", "none"),
    ("We went for dinner at the new Thai place.", "none"),
    # standing rules said tersely to the agent, and their one-off twins
    ("don't use moment.js, we're on date-fns", "rule"),
    ("no lodash", "rule"),
    ("use pnpm not npm", "rule"),
    ("never use var in js", "rule"),
    ("use type hints everywhere", "rule"),
    ("don't add new dependencies without asking", "rule"),
    ("prefer composition to inheritance", "rule"),
    ("use ruff for linting", "rule"),
    ("always use f-strings", "rule"),
    ("不要用 jquery", "rule"),
    ("用 black 格式化代码", "rule"),
    ("use black to format this file", "none"),
    ("run the unit tests after this change", "none"),
    ("don't use jquery for this one, it's a quick demo", "none"),
    ("Use the grey one for the invitation.", "none"),
    ("don't use too much salt", "none"),
    ("never use your real name online lol", "none"),
]

TUNING8: list[tuple[str, str]] = [
    # choices, agent chat and life, written to probe TUNING7's forms on new words
    ("ok go with the second approach", "decision"),
    ("lets use zod for validation", "decision"),
    ("we'll write it in go", "decision"),
    ("switching to vitest", "decision"),
    ("fine, keep the retry logic as is", "decision"),
    ("the second one, the one with the cache", "decision"),
    ("i'll take option 2", "decision"),
    ("I bought the grey couch in the end.", "decision"),
    ("We're adopting the older cat, the shy one.", "decision"),
    ("I've enrolled Sam in the Spanish class.", "decision"),
    ("We reserved the back room for Saturday.", "decision"),
    ("I'm going for the marathon in April.", "decision"),
    ("decided, we're moving to Portland", "decision"),
    ("I'll keep the Honda, the repairs are cheaper.", "decision"),
    ("so we're going with the later flight", "decision"),
    ("Tuesday it is, then.", "decision"),
    ("我们还是选了那个小一点的房子", "decision"),
    ("就用 vitest 吧", "decision"),
    ("actually let's do the 8am one", "decision"),
    ("we'll stick to the original plan", "decision"),
    # near misses
    ("I'm getting a headache from this.", "none"),
    ("I'll take you up on that!", "none"),
    ("We're taking a trip to Maine next month.", "none"),
    ("I'm taking a class on Tuesdays.", "none"),
    ("I bought a coffee on the way.", "none"),
    ("I'll get the door.", "none"),
    ("I'll get back to you on that.", "none"),
    ("she's going with the grey couch", "none"),
    ("Are we going with the later flight?", "none"),
    ("We might book the back room.", "none"),
    ("I'd probably go with the Honda.", "none"),
    ("I'm leaning toward the Honda.", "none"),
    ("If I were you I'd take the job.", "none"),
    ("You should take the job!", "none"),
    ("you should go with postgres here", "none"),
    ("I'm getting a lot of errors from the linter", "none"),
    ("I got the job!", "none"),
    ("We're keeping our fingers crossed.", "none"),
    ("I'll take it from here.", "none"),
    ("we went with it last time and it was fine", "none"),
    ("我买了一些水果", "none"),
    ("他还是选了那个大房子", "none"),
    # rules, terse, and their one-off twins
    ("use zod for all input validation", "rule"),
    ("always use pnpm", "rule"),
    ("dont use any, use unknown", "rule"),
    ("no default exports", "rule"),
    ("use tabs for indentation", "rule"),
    ("before each commit run the linter", "rule"),
    ("prefer async/await over callbacks", "rule"),
    ("以后都用 pnpm", "rule"),
    ("use zod to validate this form", "none"),
    ("don't use any here, just for this cast", "none"),
    ("run the linter before you commit this", "none"),
    ("my mom always says use your head", "none"),
    ("use sunscreen for the beach!", "none"),
]

TUNING9: list[tuple[str, str]] = [
    # choices in agent chat and life, forms TUNING7-8 did not write
    ("we're using tailwind for the styling", "decision"),
    ("I'm going to use the blue paint for the hallway.", "decision"),
    ("ok we'll do it with a cron job instead", "decision"),
    ("We've decided against the renovation.", "decision"),
    ("i'm not going with the monorepo after all", "decision"),
    ("We're not doing the trip to Spain this year.", "decision"),
    ("I'll pass on the offer.", "decision"),
    ("I'm turning down the promotion.", "decision"),
    ("we'll skip the caching layer for v1", "decision"),
    ("keeping the old API, not worth the churn", "decision"),
    ("ok, the 7pm slot then", "decision"),
    ("Option A, final answer.", "decision"),
    ("I'm buying the red bike, the blue one sold out.", "decision"),
    ("we chose not to migrate", "decision"),
    ("我决定不去了", "decision"),
    ("那就周六吧", "decision"),
    ("算了，还是用 mysql", "decision"),
    ("Go with the cheaper hosting, we can move later.", "decision"),
    # near misses
    ("we're using a lot of memory here", "none"),
    ("I'm going to use the bathroom.", "none"),
    ("I'll pass the salt.", "none"),
    ("I'm turning 30 next week!", "none"),
    ("They're not doing the trip this year.", "none"),
    ("We haven't decided on the venue yet.", "none"),
    ("Still deciding between the two offers.", "none"),
    ("Did you go with the blue one?", "none"),
    ("I'll probably skip the party.", "none"),
    ("we could use a cron job for that", "none"),
    ("the 7pm slot is already taken", "none"),
    ("Option A looks cleaner to me.", "none"),
    ("I went with my gut and it worked out.", "none"),
    ("我还在想要不要去", "none"),
    ("那就这样吧，晚安", "none"),
    ("keeping you in my thoughts", "none"),
    ("I'm going to take a nap.", "none"),
    ("we'll see how it goes", "none"),
    # rules and one-offs
    ("use snake_case for all python files", "rule"),
    ("keep commits small", "rule"),
    ("don't touch the generated files", "rule"),
    ("always ask before deleting anything", "rule"),
    ("never push to main directly", "rule"),
    ("no emojis in commit messages", "rule"),
    ("代码注释用英文写", "rule"),
    ("keep it short", "none"),
    ("don't touch the generated files in this PR, I'll regenerate", "none"),
    ("ask Sam before you delete the old branch", "none"),
]

TUNING10: list[tuple[str, str]] = [
    # choices said to a coding agent, the way terse chat picks among what it was offered
    ("yeah the first one", "decision"),
    ("the second approach, please", "decision"),
    ("lets go with redis", "decision"),
    ("i prefer the first version, go with that", "decision"),
    ("ok keep it as a dict, no class", "decision"),
    ("we don't need redis, sqlite is fine", "decision"),
    ("i want it in rust", "decision"),
    ("fine, no docker then", "decision"),
    ("do the simpler fix", "decision"),
    ("go ahead with option 2", "decision"),
    ("revert to the old approach, the new one is too slow", "decision"),
    ("nah, leave the tests as they are", "decision"),
    ("let's not add caching", "decision"),
    ("ok, plan B", "decision"),
    ("我们就用第一个方案", "decision"),
    ("用 fastapi 吧", "decision"),
    # near misses in the same chat
    ("the first one looks wrong", "none"),
    ("which approach is faster?", "none"),
    ("i'm not sure redis is worth it", "none"),
    ("go ahead and run the tests", "none"),
    ("ok, thanks", "none"),
    ("the second approach also fails on windows", "none"),
    ("i want to understand why it fails", "none"),
    ("sqlite is fine for tests but not for prod, right?", "none"),
    ("do you prefer the first version?", "none"),
    ("let's see what the tests say", "none"),
    ("ok, interesting", "none"),
    ("fine, whatever works", "none"),
    ("用 fastapi 写一个 hello world", "none"),
    ("leave it running overnight", "none"),
]

TUNING11: list[tuple[str, str]] = [
    # standing rules typed to a coding agent, terse
    ("comments in english", "rule"),
    ("always use absolute imports", "rule"),
    ("only edit files under src/", "rule"),
    ("ask before installing packages", "rule"),
    ("don't commit without running the tests", "rule"),
    ("use logging not print", "rule"),
    ("type hints required on public functions", "rule"),
    ("tests go in tests/ next to the module name", "rule"),
    ("pls always run the formatter before committing", "rule"),
    ("max line length 100", "rule"),
    ("never hardcode api keys", "rule"),
    ("每次改完都跑一遍测试", "rule"),
    ("不要改 vendor 目录", "rule"),
    ("注释用英文", "rule"),
    # the same chat's one-offs, reports and musings
    ("comments look fine", "none"),
    ("keep going", "none"),
    ("only edit the first file for now", "none"),
    ("ask before you merge this one", "none"),
    ("use logging here", "none"),
    ("the max line length is 100 in this repo i think", "none"),
    ("did you run the formatter?", "none"),
    ("tests are in tests/", "none"),
    ("改完跑一下测试", "none"),
    ("他说不要改 vendor 目录", "none"),
]

TUNING12: list[tuple[str, str]] = [
    # get / take / keep a definite thing somewhere is an errand, not a choice
    ("I'm taking the dog to the vet this afternoon.", "none"),
    ("We're getting the kids back home by six.", "none"),
    ("I'll take the trash out.", "none"),
    ("I'm getting the results back tomorrow.", "none"),
    ("I'll get the car to the garage on Monday.", "none"),
    ("We're keeping the heater off at night.", "none"),
    ("I'm taking the early train for a change.", "none"),
    ("I'll take the blue one to the party.", "decision"),
    ("I'm getting the Subaru, the Honda was too small.", "decision"),
    ("we're keeping the old logo", "decision"),
]


def _shared_sentence(shared: Path, source: str, ref: list[str]) -> tuple[str, str]:
    if source == "dsh":
        file, line, index = ref[0], int(ref[1]), int(ref[2])
        with gzip.open(shared / "fixtures" / "dsh-sessions" / file, "rt", encoding="utf-8") as fh:
            event = json.loads(fh.readlines()[line])
        text = "".join(b.get("text", "") for b in event["data"]["content"] if isinstance(b, dict))
        return f"dsh-sessions/{file}#{line}/{index}", split(text)[index]
    conv, dia, index = ref[0], ref[1], int(ref[2])
    data = _locomo(shared, conv)
    session = "session_" + dia[1:].split(":")[0]
    turn = next(t for t in data[session] if t["dia_id"] == dia)
    return f"locomo/{conv}.json#{dia}/{index}", split(turn["text"])[index]


_LOCOMO_CACHE: dict[tuple[Path, str], dict] = {}


def _locomo(shared: Path, conv: str) -> dict:
    key = (shared, conv)
    if key not in _LOCOMO_CACHE:
        data = json.loads((shared / "fixtures" / "locomo" / f"{conv}.json").read_text(encoding="utf-8"))
        _LOCOMO_CACHE[key] = data.get("conversation", data)
    return _LOCOMO_CACHE[key]


def _by_reference(shared: Path, source: str, table: str, part: str = "") -> list[Case]:
    """The rows of a table of references, each read from ``shared`` and checked by its sha8."""
    cases = []
    for row in table.split("\n"):
        if not row.strip():
            continue
        *ref, label, sha8 = row.split()
        key, text = _shared_sentence(shared, source, ref)
        if _sha8(text) != sha8:
            raise ValueError(f"{key}: the locator no longer names the labelled sentence")
        cases.append(Case(key, text, label, part=part))
    return cases


def _rows(table: str) -> list[tuple[str, str]]:
    """``label<TAB>sentence`` lines, as the independent writers' files hold them."""
    return [tuple(row.split("\t", 1)) for row in table.strip().splitlines()]


def load(shared: Path) -> list[Case]:
    """Every labelled case, the shared ones read from ``shared`` (checked by sha8)."""
    cases = _by_reference(shared, "dsh", DSH) + _by_reference(shared, "locomo", LOCOMO)
    cases += [Case(f"inline:{text}", text, label) for text, label in INLINE]
    cases += [Case(f"{TUNING_KEY}{text}", text, label) for text, label in TUNING + TUNING2 + TUNING3 + TUNING4 + TUNING5 + TUNING6 + TUNING7 + TUNING8 + TUNING9 + TUNING10 + TUNING11 + TUNING12]
    for name, table in TRAIN_SETS:
        cases += [Case(f"{name}:{text}", text, label) for label, text in _rows(table)]
    cases += _by_reference(shared, "locomo", FRESH_LOCOMO, "fresh")
    cases += [Case(f"inline:{text}", text, label, part="fresh") for text, label in FRESH_INLINE]
    cases += _by_reference(shared, "locomo", BLIND_LOCOMO, "fresh2")
    cases += [Case(f"blind:{text}", text, label, part="fresh2") for text, label in BLIND_INLINE]
    cases += [Case(f"fresh3:{text}", text, label, part="fresh3") for label, text in _rows(FRESH3)]
    cases += [Case(f"fresh4:{text}", text, label, part="fresh4") for label, text in _rows(FRESH4)]
    cases += [Case(f"fresh5:{text}", text, label, part="fresh5") for label, text in _rows(FRESH5)]
    cases += [Case(f"fresh6:{text}", text, label, part="fresh6") for label, text in _rows(FRESH6)]
    assert all(c.label in LABELS for c in cases)
    assert len({c.key for c in cases}) == len(cases), "a sentence labelled twice"
    return cases
