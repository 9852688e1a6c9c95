"""Is a human sentence a rule, a decision, or neither? (docs/memory.md "Graph memory").

A rule's words (must, should, always, never, don't, 必须, 不要 …) and a decision's
(decided, switch to, use … instead, 改用 …) are everywhere in ordinary talk:
"What should I do before committing?", "That must have been awesome!", "I always
forget my keys", "Never give up!", "The README says you should run make setup".
Filing those as rules puts a wrong instruction in front of the model at every
step, so a sentence is a statement only when it passes two gates:

1. *not talk about something else*: no question, no hypothetical or maybe, no
   reported speech (someone else said, the docs say, Bob decided), no perfect or
   past experience (must have, should have, never been), no habit or description
   of a person or thing (I always …, it's always …, 他总是 …), no encouragement
   (never give up, don't worry …);
2. *a form that states it*: for a rule, an imperative opening (always / never /
   don't / make sure …), an obligation addressed to the agent or the team
   (you / we must, should, have to), a requirement on a thing (tests must pass,
   every migration must be reversible), anything after a standing-order prefix
   (from now on, remember:, 以后都), or a Chinese obligation word; for a decision,
   the speaker's own choice (we decided, let's go with, I chose, switch X to Y,
   use X instead, X will use Y, 决定, 改用 …), or a correction opening (no, …,
   actually, 不对).

Measured on a labelled set of real and written sentences (bench/bench_statements.py,
its held-out third asserted by tests/sidecar_graph/test_statement_precision.py).
"""

from __future__ import annotations

import re

_I = re.I

# -- gate 1: talk about something else ------------------------------------------------

_QUESTION = re.compile(
    r"[?？]\s*[\"')\]]*$|^\s*(?:what|which|why|how|where|who|whom|whose)\b|"
    r"^\s*(?:should|must|do|does|did|is|are|was|were|can|could|would|will|shall|may|might|have|has|had)"
    r"(?:n't)?\s+(?:i|we|you|they|he|she|it|the|this|that|these|those|our|my|your|there)\b|"
    r"吗[。.!！]?$|呢[。.!！]?$|是不是|要不要|能不能|可不可以|是否|为什么|怎么|什么|哪个|哪些|哪里", _I)
_HYPOTHETICAL = re.compile(
    r"^\s*(?:if|unless|suppose|supposing|assuming|in case|imagine|what if|maybe|perhaps|hopefully)\b|"
    r"\b(?:might|maybe|perhaps|probably|possibly|not sure|i think|i guess|i feel like|i wish|"
    r"would be|could be|one day|someday|at some point)\b|"
    r"如果|假如|假设|要是|万一|也许|可能|或许|没想好|说不定", _I)
_REPORTED = re.compile(
    r"\b(?:says?|said|saying|told|tells|telling|according to|complain(?:s|ed)?|mention(?:s|ed)?|claims?|"
    r"claimed|wrote|writes|asks?|asked|reminds? (?:me|us)|reminded|suggests?|suggested|the sign)\b|"
    r"[\"“”「」]|他说|她说|他们说|写着|提到|据说|认为|听说|"
    r"(?:老板|经理|同事|老师|领导|客户|文档|官方|大家|别人|有人)(?:说|讲|要求|提到|觉得)", _I)
_PERFECT = re.compile(
    r"\b(?:must|should|could|would|might)(?:\s+not)?\s+have\b|\b(?:must|should|could|would)'ve\b|"
    r"\bnever\s+(?:been|seen|had|saw|thought|knew|heard|tried|liked|got|gotten|did|done|went|gone|"
    r"mind|forget|ceases?|stop(?:s|ped)?)\b|\bi'?ll never\b|\bnever-ending\b|\bmust-have\b|"
    r"\byou must be (?!careful|sure|able|explicit|consistent)\w+|\bmust (?:be (?:so|really|very|pretty|quite|super|such|a|an)|feel|look|sound)\b|"
    r"^\s*don'?t (?:feel|think|know|want|like|have|get|see|remember|understand|care)\b|"
    r"^\s*never again\b|"  # a vow about oneself ("Never again am I …"), not an instruction
    # an epistemic must: a guess about what is ("the VPN must be down again"), not a requirement
    r"\bmust be (?:down|stale|broken|wrong|off|out of date|busy|dead|gone|stuck|the (?:reason|problem|cause|issue))\b|"
    r"\bmust be\b.*\b(?:again|that'?s why|that is why|because|i guess)\b", _I)
# A person or a thing described (a habit, a feeling), not an instruction.
_DESCRIBED = re.compile(
    r"(?:^|[,;]\s*)\s*(?:and |but |so |yeah,? |yes,? |oh,? |wow,? |sure,? )?"
    r"(?:i|i'm|i've|i'd|he|he's|she|she's|they|they're|they've|it|it's|its|this|that|that's|there|"
    r"there's|these|those|you're|you've|you|my|his|her|their|everyone|everybody|people)\b"
    r"(?:\s+(?!(?:must|should|shall|have|need)\b)\w+){0,3}?\s+(?:always|never|don't|doesn't|didn't)\b|"
    r"\byou (?:always|never)\b|\balways (?:here|there)\b|"
    r"\b(?:is|are|was|were|be|feels?|looks?|sounds?)\s+(?:so\s+|really\s+)?always\b|"
    r"(?:我|你|他|她|它|这个|那个|这|那)(?:们)?(?:\S{0,6})?(?:总是|永远|一直)", _I)
_CHEER = re.compile(
    r"^\s*(?:thanks|thank you)\b|\b(?:give up|quit|worry|be (?:afraid|scared|shy)|let (?:anything|it|them|that|the \w+) "
    r"(?:stop|get|bring|hold)|stop dreaming|believe in yourself|stay positive|miss a beat|keep going|"
    r"keep (?:it )?up|cheer|have fun|stay safe|underestimate|forget (?:your|to (?:stay|take|prepare|have))|"
    r"follow your (?:heart|dreams?|passion|gut)|be yourself|enjoy (?:life|the moment)|"
    r"(?:i|you|we) (?:should|must|have to|gotta) (?:totally|definitely|really|so|see|try|check|come|go|get|give|hear|watch|"
    r"visit|plan|cherish|fight|be so)|"
    r"(?:is|are|'s)\s+(?:so\s+|very\s+|really\s+|super\s+)?(?:important|essential|crucial)\s+(?:to (?:me|us)|[.!]?$)|"
    r"^\s*it'?s (?:so |very |really )?(?:important|essential|crucial) to (?:have|be|feel|stay|remember|take care))\b|"
    r"别担心|不要担心|加油|别放弃|不要放弃", _I)


def talk(sentence: str) -> bool:
    """Gate 1: the sentence talks about something other than a rule or a choice."""
    return any(p.search(sentence) for p in (_QUESTION, _HYPOTHETICAL, _REPORTED, _PERFECT, _DESCRIBED, _CHEER))


# -- gate 2: the forms ----------------------------------------------------------------

_STANDING = re.compile(
    r"^\s*(?:ok(?:ay)?,?\s+|so,?\s+|also,?\s+)?(?:please\s+)?(?:from now on|going forward|remember(?: that)?|note|rule|important|"
    r"for (?:all|every) \w+|in (?:all|every) \w+)\s*[:,]?\s*|以后都记住[:：]?|以后都|以后|记住[:：]?", _I)
# "Remember, …" / "Remember that …" without a colon opens advice and cheers as often as rules
# ("Remember, life is short!"): what follows must instruct or be said to the agent
_WEAK_STANDING = re.compile(r"^\s*(?:ok(?:ay)?,?\s+|so,?\s+|also,?\s+)?(?:please\s+)?remember(?!\s*:|\s+to\b)", _I)
_TO_YOU = re.compile(r"\b(?:you|your)\b", _I)
# a one-off task (today, tomorrow, 今天 …) is not a standing rule unless a standing prefix says so
_ONE_OFF = re.compile(r"\b(?:today|tonight|tomorrow|this (?:morning|afternoon|evening|week|weekend)|right now|asap|"
                      r"soon|later)\b|今天|明天|今晚|马上|立刻|现在", _I)
_IMPERATIVE = re.compile(
    r"^\s*(?:please\s+|also,?\s+|and\s+)?(?:always|never|don't|do not|avoid|make sure|be sure to|remember to|"
    r"only use|no more than|at most|at least|stop)\b", _I)
# an obligation addressed to the agent or the team
# ("we need to …" is a wish or a to-do as often as a rule: it counts with always / never only)
_ADDRESSED = re.compile(
    r"(?:^|[,;:]\s*|\b(?:so|and|but|then|also)\s+)(?:please\s+)?(?:(?:you|everyone|everybody|all of us)\s+"
    r"(?:\w+ly\s+|always\s+|never\s+)?(?:must|should|shall|have to|need to|are required to|are not allowed to|"
    r"may not|cannot|can't)|we\s+(?:\w+ly\s+|always\s+|never\s+)?(?:must|should|shall|have to|are required to|"
    r"are not allowed to|may not|cannot|can't)|we\s+(?:always|never)\s+need to)\b", _I)
# a requirement on a thing: "<noun phrase> must|should|shall … <verb>" (not a pronoun's)
_REQUIRED = re.compile(
    r"^\s*(?!(?:i|he|she|they|it|this|that|there|these|those|you|we|my|his|her|their|our|love|life|"
    r"kids|children|people|parents|friends|family|families|humans|men|women|folks|someone|somebody|nobody)\b)"
    r"[\w./`'\-]+(?:\s+[\w./`'\-]+){0,5}?\s+(?:must|should|shall|has to|have to|needs to|need to|"
    r"is required to|are required to)(?:\s+not|n't)?(?:\s+(?:always|never|only))?\s+\w+", _I)
# an imperative with its standing order at the end: "Keep functions short, always."
_PINNED_TAIL = re.compile(r"^\s*(?!(?:i|he|she|they|it|this|that|there|the|a|an|my|our|your|his|her|their|its|we|"
                          r"you|when|if|and|but|so|yeah|even)\b)[a-z]+\b.*[,;]\s*(?:always|never)\s*[.!]?$", _I)
_ZH_RULE = re.compile(r"必须|禁止|不要|不得|务必|一律|不准|不许|严禁|永远不要|每次.{0,12}(?:总是|都要|先)|都必须")

_CHOICE = re.compile(
    r"^\s*(?:we|i)(?:\s+|(?='))(?:have\s+|'ve\s+|just\s+|finally\s+)?(?:decided|chose|picked|settled on|opted for|"
    r"went with|switched|are switching|'re switching|am switching|'m switching|will use|'ll use|will go with|"
    r"'ll go with|are going with|'re going with|am going with|'m going with|made the decision)\b|"
    r"\b(?:we|i)\s+(?:decided|chose|picked|settled on|opted for|went with)\b|\bmade (?:me|us) decide\b|"
    r"^\s*(?:decided|decision|chosen|choice)\s*[:：]|^\s*(?:decided|chose|picked|settled on|opted for|went with)\b|"
    r"^\s*let'?s\s+(?:go with|use|switch|move|stick with|pick|choose)\b|"
    r"^\s*(?:switch|change|move|migrate)\b.{1,80}\b(?:to|over to)\b|"
    r"^\s*(?:go with|stick with|pick|choose)\b|"
    r"^\s*use\b.{1,80}\binstead\b|^\s*(?:for|in|on)\b[^,]{1,60},\s*use\b|"
    r"^(?!\s*(?:i|he|she|they|it|this|that|there|you|we)\b)\s*[\w./`\-]+(?:\s+[\w./`\-]+){0,5}?\s+"
    r"(?:will|is going to|shall)\s+(?:use|run on|be (?:written|built|implemented|hosted|deployed) (?:in|with|on))\b", _I)
# a spoken opening before a choice ("OK, let's use …", "So let's go with …")
_OPENER = re.compile(r"^\s*(?:ok(?:ay)?|so|alright|all right|right|fine|then|well|hmm+)\b[,.]?\s*", _I)
# "Use Alembic for the migrations": an imperative use of a named tool (case matters: "Use the
# search tool to find …" is a one-off request, not a choice)
_USE_NAMED = re.compile(r"^\s*(?:[Uu]se|[Ll]et'?s use)\s+(?!(?:The|A|An|This|That|My|Your|Our)\b)[A-Z0-9][\w.+\-]*")
_ZH_CHOICE = re.compile(r"决定|改用|改成|采用|选用|换成|就用")
_THIRD_PERSON_CHOICE = re.compile(r"^\s*(?!(?:[Ww]e|I|[Ll]et'?s)\b)[A-Z][a-z]+\s+(?:decided|chose|picked|opted)\b")
CORRECTION = re.compile(r"^\s*(?:(?:hmm+|oh|ah|wait)[,.]?\s+)?(?:no(?:\s+wait)?[,.!]|nope\b|actually\b|wrong\b|"
                        r"that'?s (?:wrong|not right)|correction\b)|"
                        r"不对|不是这样|纠正|搞错", _I)


# an obligation said as an exclamation ("Never give up!", "We should plan a trip soon!") or
# to "all of us" is a wish or a cheer, not an instruction; a standing order ("from now on …",
# 以后都 …) keeps its form whatever its punctuation
_EXCLAIMED = re.compile(r"!\s*$|\b(?:we|you) (?:should|must) (?:all|really|totally|definitely)\b", _I)


def kind(sentence: str) -> str | None:
    """``"constraint"``, ``"decision"`` or None for one human sentence."""
    s = sentence.strip()
    if not s or talk(s):
        return None
    if CORRECTION.search(s) or _ZH_CHOICE.search(s) and not _ZH_RULE.search(s):
        return "decision"
    opened = _OPENER.sub("", s, count=1)
    if any((_CHOICE.search(t) or _USE_NAMED.search(t)) and not _THIRD_PERSON_CHOICE.search(t) for t in {s, opened}):
        return "decision"
    rest = _STANDING.sub("", s, count=1)
    if rest != s and rest.strip():
        if not _WEAK_STANDING.match(s):
            return "constraint"
        # a weak opening: the rest must instruct, or tell the agent something, and not exclaim
        if not _EXCLAIMED.search(rest) and (_instructs(rest) or _TO_YOU.search(rest)):
            return "constraint"
        return None
    if _ONE_OFF.search(s):
        return None
    return "constraint" if _instructs(s) and not _EXCLAIMED.search(s) else None


def _instructs(s: str) -> bool:
    """Gate 2 for a rule: a form that instructs (the module docstring)."""
    return bool(_ZH_RULE.search(s)) or any(p.search(s) for p in (_IMPERATIVE, _PINNED_TAIL, _ADDRESSED, _REQUIRED))


_LABEL = re.compile(r"^\s*(?:decided|decision|rule|note)\s*[:：]\s*", _I)
# the words that only announce a choice: the card's "decided" tag says it ("We decided the
# cache uses Redis" -> "The cache uses Redis", "Let's switch X to Y" -> "Switch X to Y")
_ANNOUNCED = re.compile(
    r"^\s*(?:(?:no|ok(?:ay)?|so|alright|well)[,.]?\s+)?(?:actually,?\s+)?"
    r"(?:(?:(?:we|i)(?:'ve| have)?\s+decided(?:\s+that|(?=\s+to\b))?|decided(?=\s+to\b)|let'?s|we'?ll|we will)\s+(?:to\s+)?)?", _I)


def bare(sentence: str) -> str:
    """The statement without the words that only announced it ("Please remember:",
    "From now on,", "Decided:", 以后都记住：): the card's line says must/decided itself."""
    out = _ANNOUNCED.sub("", sentence, count=1).strip() or sentence
    out = _LABEL.sub("", _STANDING.sub("", out, count=1), count=1).strip()
    return out[:1].upper() + out[1:] if out else sentence
