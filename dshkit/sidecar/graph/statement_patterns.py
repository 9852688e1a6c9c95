"""The hand-written reader of human sentences: rule, decision, or neither (one of the two
readers ``statements.kind`` combines; docs/memory.md "Graph memory").

A rule's words (must, should, always, never, don't, 必须, 不要 …) and a decision's
(decided, switch to, use … instead, 改用 …) are everywhere in ordinary talk:
"What should I do before committing?", "That must have been awesome!", "I always
forget my keys", "Never give up!", "The README says you should run make setup".
Filing those as rules puts a wrong instruction in front of the model at every
step, so a sentence is a statement only when it passes two gates:

1. *not talk about something else*: no question, no hypothetical or maybe, no
   reported speech (someone else said, the docs say, Bob decided, 他们决定), no
   perfect or past experience (must have, should have, never been), no habit or
   description of a person or thing (I always …, it's always …, 他总是 …), no
   encouragement (never give up, don't worry …), no lifted obligation (no need to,
   不用), no laugh or sarcasm (lol);
2. *a form that states it*: for a rule, an imperative opening (always / never /
   don't / make sure …), an obligation addressed to the agent or the team
   (you / we must, should, have to), a requirement on a thing (tests must pass,
   every endpoint needs a test), anything after a standing-order prefix
   (from now on, remember:, 以后都), a Chinese obligation word, a verbless rule
   (no X in Y, X only, X goes in Y), or a plain imperative whose scope is standing
   (run mypy on *every* file, *before you* push …; keep / prefer / avoid …) and not
   a one-off request (run mypy on *this* file, … for me) nor a one-time change
   (rename X everywhere), or the team's way in the present (we always write the
   test first), or a tool named for a kind of work (use ruff for linting) — only about the work (_WORK: "keep smiling", "we should grab lunch"
   are not), an imperative opening about the work or the agent's own conduct
   ("always reply in English", not "never skip leg day"); and any rule form but a
   standing prefix is not a one-off (for now, this time, by Friday, 这次; the thing
   at hand — this, that, just — unless always / never / every scopes it); for a decision, the
   speaker's own choice (we decided, let's go with, let's drop X, we'll host X on Y,
   I chose, I've chosen, we ended up going with, ok X then, switch X to Y, use X
   instead, X will use Y, X moves to Y, 决定, 改用, 选择了 … in any domain; the looser
   of these only about the work), a choice told by its verb and a definite thing (I'm
   getting the 13-inch, we booked the cabin, I'll pass on the offer, postgres it is, 就选),
   a pick among what was offered (the first one, ok plan B, go ahead with option 2), or a
   correction opening (no, …, actually, I meant,
   scratch that, on second thought, 不对).

Typed shorthand (dont, im, gonna, pls) is read as the forms it stands for first.

A leading condition (if / when / before / after … , 如果 …，) is judged apart: a
condition that governs a standing imperative ("When you add a dependency, pin it")
is a conditional rule; any other main clause ("If the build fails, we should roll
back") keeps the condition's hypothetical reading and is neither.

Tuned on the ``written``, LoCoMo and DSH-session sentences of bench/statement_set.py over
three passes; on sentences by writers it never saw it is precise but misses about half
(bench/cv_statements.py), which is why the learned reader (``statement_model``) stands
beside it.
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
    r"\b(?:might|maybe|perhaps|probably|possibly|not sure|idk|dunno|i wonder|i think|i guess|i feel like|i wish|"
    r"would be|could be|one day|someday|at some point)\b|"
    r"如果|假如|假设|要是|万一|也许|可能|或许|没想好|说不定|没决定|还没定|犹豫|纠结", _I)
# (a saying verb that opens the sentence is an imperative — "Ask me before …", "Mention the
# ticket …" —, one after a modal or "to" is the instruction's own ("should say what to do",
# "decided to ask"), and "needs writes" is a noun: none of them reports anyone)
_REPORTED = re.compile(
    r"(?<=\S\s)(?<!please\s)(?<!needs\s)(?<!\bneed\s)(?<!should\s)(?<!must\s)(?<!\bto\s)(?<!will\s)(?<!always\s)"
    r"(?<!never\s)\b(?:says?|said|saying|told|tells|telling|complain(?:s|ed)?|"
    r"mention(?:s|ed)?|claims?|claimed|wrote|writes|asks?|asked|reminds? (?:me|us)|reminded|suggests?|suggested)\b|"
    r"\b(?:according to|the sign)\b|"
    r"[\"“”「」]|他说|她说|他们说|写着|提到|据说|认为|听说|"
    r"(?:老板|经理|同事|老师|领导|客户|文档|官方|大家|别人|有人)(?:上|里)?(?:说|讲|写|要求|提到|觉得)", _I)
_PERFECT = re.compile(
    r"\b(?:must|should|could|would|might)(?:\s+not|\s+never)?\s+have\b|\b(?:must|should|could|would)'ve\b|"
    r"\bnever\s+(?:been|seen|had|saw|thought|knew|heard|tried|liked|got|gotten|did|done|went|gone|"
    r"mind|forget|ceases?|stop(?:s|ped)?)\b|\bi'?ll never\b|\bnever-ending\b|\bmust-have\b|"
    r"\byou must be (?!careful|sure|able|explicit|consistent)\w+|\bmust (?:be (?:so|really|very|pretty|quite|super|such|a|an)|feel|look|sound)\b|"
    r"^\s*don'?t (?:feel|think|know|want|like|have|get|see|remember|understand|care)\b|"
    r"^\s*never again\b|"  # a vow about oneself ("Never again am I …"), not an instruction
    # an epistemic must: a guess about what is ("the VPN must be down again"), not a requirement
    r"\bmust be (?:down|stale|broken|wrong|off|out of date|busy|dead|gone|stuck|flaky|cached|missing|related|outdated|"
    r"corrupted|a (?:bug|typo|race)|the (?:reason|problem|cause|issue))\b|"
    r"\byou should be able to\b|"  # what you will find, not what you must do
    r"\bmust be\b.*\b(?:again|that'?s why|that is why|because|i guess|somewhere|elsewhere|already)\b", _I)
# A person or a thing described (a habit, a feeling), not an instruction.
_DESCRIBED = re.compile(
    r"(?:^|[,;]\s*)\s*(?:and |but |so |yeah,? |yes,? |oh,? |wow,? |sure,? )?"
    r"(?:i|i'm|i've|i'd|he|he's|she|she's|they|they're|they've|it|it's|its|this|that|that's|there|"
    r"there's|these|those|you're|you've|you|my|his|her|their|everyone|everybody|people)\b"
    r"(?:\s+(?!(?:must|should|shall|have|need)\b)\w+){0,3}?\s+(?:always|never|don't|doesn't|didn't)\b|"
    r"\byou (?:always|never)\b|\balways (?:here|there)\b|"
    r"\b(?:is|are|was|were|be|feels?|looks?|sounds?)\s+(?:so\s+|really\s+)?always\b|"
    r"(?:我|你|他|她|它|这个|那个|这|那)(?:们)?(?:\S{0,6})?(?:总是|永远|一直)|"
    r"^\s*(?:他|她|它|他们|她们|别人)", _I)
_CHEER = re.compile(
    r"^\s*(?:thanks|thank you)\b|\b(?:(?:never|don'?t|do not|not|won'?t)\s+(?:ever\s+)?(?:give up|quit)|give up|worry|be (?:afraid|scared|shy)|let (?:anything|it|them|that|the \w+) "
    r"(?:stop|get|bring|hold)|stop dreaming|believe in yourself|stay positive|miss a beat|keep going|"
    r"keep (?:it )?up|cheer|have fun|stay safe|underestimate|forget (?:your|to (?:stay|take|prepare|have))|"
    r"follow your (?:heart|dreams?|passion|gut)|be yourself|enjoy (?:life|the moment)|"
    r"(?:i|you|we) (?:should|must|have to|gotta) (?:totally|definitely|really|so|see|try|check|come|go|get|give|hear|watch|"
    r"visit|plan|cherish|fight|be so)|"
    r"(?:is|are|'s)\s+(?:so\s+|very\s+|really\s+|super\s+)?(?:important|essential|crucial)\s+(?:to (?:me|us)|[.!]?$)|"
    r"^\s*it'?s (?:so |very |really )?(?:important|essential|crucial) to (?:have|be|feel|stay|remember|take care))\b|"
    r"别担心|不要担心|加油|别放弃|不要放弃", _I)

# an obligation lifted ("no need to run the whole suite", "you don't have to thank me", 不用):
# a permission or a kindness, not a rule
_NO_NEED = re.compile(r"^\s*(?:there'?s\s+)?no need\b|\b(?:don't|doesn't|do not|does not)\s+(?:really\s+)?(?:have|need) to\b|"
                      r"(?:^|[，,]\s*)(?:你|您|咱们|我们)?(?:不用|不必)|没必要", _I)
# a laugh or a sarcasm mark: a joke or a friend's banter ("always tip your barista lol",
# "sure, always deploy on friday /s"), not an instruction
_JOKE = re.compile(r"\b(?:lol|lmao|rofl|haha\w*|jk)\b|/s\s*$|[😂🤣😅😜]|^\s*(?:sure|yeah|oh great),?\s+.*\b(?:what could go wrong|that'?s the spirit)\b", _I)


# a quoted literal of one or two words ('Never use "latest" as a tag') is judged as one opaque
# word; a longer quote is someone's words and its quote marks keep the sentence reported
# speech (gate 1), as does a quote mark left unpaired
_QUOTED = re.compile(r"\"[^\"\s]{1,40}(?:\s[^\"\s]{1,40})?\"|“[^”\s]{1,40}(?:\s[^”\s]{1,40})?”|「[^」\s]{1,40}」")


def unquoted(sentence: str) -> str:
    return _QUOTED.sub("QUOTED", sentence)


# typed shorthand, as terse chat spells it: "dont", "im", "gonna", "pls" read as the forms
# the patterns know ("don't", "i'm", "going to", "please"); code tokens are untouched
_SHORTHAND = re.compile(r"\b(?:(do|does|did|ca|wo|is|are|should|must|would|could|have|has)nt|(im|ive|weve|youre)|(gonna)|"
                        r"(wanna)|(pls|plz)|(u)|(ur))\b|^(\s*)(lets)\b", _I)
_EXPANDED = {"im": "i'm", "ive": "i've", "weve": "we've", "youre": "you're"}


def _expand(m: re.Match) -> str:
    neg, pro, gonna, wanna, please, you, your, lead, lets = m.groups()
    if neg:
        return neg + "n't"
    if pro:
        return _EXPANDED[pro.lower()]
    return (gonna and "going to" or wanna and "want to" or please and "please" or you and "you"
            or your and "your" or lead + "let's")


def normal(sentence: str) -> str:
    return _SHORTHAND.sub(_expand, sentence)


def talk(sentence: str) -> bool:
    """Gate 1: the sentence talks about something other than a rule or a choice."""
    return any(p.search(sentence) for p in (_QUESTION, _HYPOTHETICAL, _REPORTED, _PERFECT, _DESCRIBED, _CHEER,
                                             _JOKE, _NO_NEED))


# -- gate 2: the forms ----------------------------------------------------------------

_STANDING = re.compile(
    r"^\s*(?:ok(?:ay)?,?\s+|so,?\s+|also,?\s+)?(?:please\s+)?(?:from now on|going forward|moving forward|"
    r"from here on(?: out)?|henceforth|in (?:the )?future|remember(?: that)?|note|rule|important|"
    r"for (?:all|every) \w+|in (?:all|every) \w+)\s*[:,]?\s*|以后都记住[:：]?|以后都|以后|记住[:：]?", _I)
# "Remember, …" / "Remember that …" without a colon opens advice and cheers as often as rules
# ("Remember, life is short!"): what follows must instruct or be said to the agent
_WEAK_STANDING = re.compile(r"^\s*(?:ok(?:ay)?,?\s+|so,?\s+|also,?\s+)?(?:please\s+)?remember(?!\s*:|\s+to\b)", _I)
# an opening that scopes what follows without ordering it ("By default it uses SQLite"): a
# standing rule only when the rest instructs, opens with a verb, or states the team's way
_WEAK_PREFIX = re.compile(r"^\s*(?:by default|as a rule|in (?:this|our) (?:repo|repository|codebase|project|code(?:base)?))"
                          r"\s*[:,]?\s*", _I)
_CONVENTION = re.compile(r"^\s*(?:we|you)\s+(?:don't|do not|never|always|only)\s+\w+", _I)
_TO_YOU = re.compile(r"\b(?:you|your)\b", _I)
# a one-off task (today, tomorrow, 今天 …) is not a standing rule unless a standing prefix says so
_ONE_OFF = re.compile(r"\b(?:today|tonight|tomorrow|this (?:morning|afternoon|evening|week|weekend)|right now|asap|"
                      r"soon|later|for now|for the moment|this time|just now|when you'?re done|once you'?re done|"
                      r"(?:for|in|on|with) (?:this|that|the current|the last) (?:change|pr|commit|release|task|ticket|"
                      r"issue|run|one|fix|bug|demo|session|diff))\b|"
                      r"\b(?:it|this|that|them|anything)\s+yet\b|^\s*(?:please\s+)?(?:don't|do not)\s+\w+\s+yet\b|"
                      r"\bnow\s*[.!]?$|"
                      r"\b(?:by|before|until|till) (?:(?:next |this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|eod|eow|"
                      r"noon|next week|end of (?:the )?(?:day|week|month|sprint))\b|"
                      r"今天|明天|今晚|马上|立刻|现在|这次|这回|暂时|先不要|先别|目前|"
                      r"(?:周|星期|礼拜)[一二三四五六日天]前|月底|下周|本周", _I)
# an imperative opening about the agent's own conduct needs no software word ("Always reply in
# English", "Never guess, ask"); one about anything else is advice to a friend as often ("never
# skip leg day", "always drink water before bed") and needs one
_AGENT_VERB = re.compile(
    r"^\s*(?:please\s+)?(?:always|never|don't|do not|avoid|make sure to|be sure to|remember to|stop)\s+(?:ever\s+)?"
    r"(?:reply|respond|answer|explain|summari[sz]e|ask|confirm|cite|quote|guess|assume|invent|make up|apologi[sz]e|"
    r"document|comment|commit|push|merge|deploy|lint|test|format|indent|log|print|escape|validate|sanitize|mock|"
    r"annotate|rebase|squash|hardcode|hard-code|refactor|rewrite|touch|edit|modify|delete|overwrite|run)\b", _I)
# the team's way, said in the present ("we always write the test first", "we don't use
# exceptions for control flow"): about the work, and not a habit ("we always end up …")
_CONVENTION_RULE = re.compile(r"^\s*(?:and\s+|so\s+|here,?\s+)?we\s+(?:always|never|don't|do not|only)\s+"
                              r"(?!(?:end up|forget|seem|get|got|have|had|used|go|went|know|like|want|need|see|talk|"
                              r"really|even|agree|argue|fight|complain|joke|laugh|worry|struggle|try)\b)[a-z]+(?<!ed)\b", _I)
_IMPERATIVE = re.compile(
    r"^\s*(?:please\s+|also,?\s+|and\s+)?(?:always|never|don't|do not|avoid|make sure|be sure to|remember to|"
    r"only (?:use|touch|edit|modify|change|run|import|call|write|commit)|no more than|at most|at least|"
    r"stop(?=\s+(?:\w+ing|and)\b))\b", _I)  # "stop adding emojis", "stop and ask", not "stop the server"
# always / never / don't before no verb ("Never a dull moment", "Always the same story") or
# said about the speaker ("Don't mind me", "Don't tell me it broke again")
_IDIOM = re.compile(r"^\s*(?:please\s+)?(?:always|never|don'?t|do not)\s+(?:a|an|the|this|that|something|nothing|"
                    r"anything|you|me|again)\b|^\s*don'?t\s+(?:mind|tell|get|ask)\s+(?:me|us)\b", _I)
# an obligation addressed to the agent or the team
# ("we need to …" is a wish or a to-do as often as a rule: it counts with always / never only)
_ADDRESSED = re.compile(
    r"(?:^|[,;:]\s*|\b(?:so|and|but|then|also)\s+)(?:please\s+)?(?:(?:you|everyone|everybody|all of us)\s+"
    r"(?:\w+ly\s+|always\s+|never\s+)?(?:must|should|shall|have to|need to|are required to|are not allowed to|"
    r"may not|cannot|can't)|we\s+(?:\w+ly\s+|always\s+|never\s+)?(?:must|should|shall|have to|are required to|"
    r"are not allowed to|may not|cannot|can't)|we\s+(?:always|never)\s+need to)\b", _I)
# a subject that is a person or a life, not a thing of the work
_NOT_A_THING = (r"(?!(?:i|he|she|they|it|this|that|there|these|those|you|we|my|his|her|their|our|love|life|"
                r"kids|children|people|parents|friends|family|families|humans|men|women|folks|someone|somebody|"
                r"nobody|everyone|everybody)\b)")
# a requirement on a thing: "<noun phrase> must|should|shall … <verb>" (not a pronoun's)
_REQUIRED = re.compile(
    r"^\s*" + _NOT_A_THING +
    r"[\w./`'\-]+(?:\s+[\w./`'\-]+){0,5}?\s+(?:must|should|shall|has to|have to|needs to|need to|"
    r"is required to|are required to)(?:\s+not|n't)?(?:\s+(?:always|never|only))?\s+\w+", _I)
# "the output should be sorted", "the config file should be at ~/.config": what one thing is
# expected to be now (should, said of one thing), not a requirement on a kind of thing
# ("Requests should time out after 5 s") nor one with a standing word ("the API should never …")
_EXPECTED = re.compile(r"^\s*(?:the|my|your|our)\s+[\w-]+(?:\s+[\w-]+)?(?<!s)\s+should\s+"
                       r"(?!(?:always|never|not|only|also)\b)", _I)
# an imperative with its standing order at the end: "Keep functions short, always."
_PINNED_TAIL = re.compile(r"^\s*(?!(?:i|he|she|they|it|this|that|there|the|a|an|my|our|your|his|her|their|its|we|"
                          r"you|when|if|and|but|so|yeah|even)\b)[a-z]+\b.*[,;]\s*(?:always|never)\s*[.!]?$", _I)


# -- gate 2, plain imperatives: a bare verb is a standing rule only when its scope is
# ("Run mypy on every file you change") and a one-off request when it names one thing
# ("Run mypy on this file and paste the output"); a verbless rule ("No X in Y") ---------------------

# verbs that are standing in themselves ("Keep secrets out of the logs"): _VERB and _STANDING_VERB
_STANDING_VERBS = r"keep|prefer|avoid|follow|stick to|stay|respect|default to|favou?r|reuse"
# verbs a user gives the agent work with (a closed list: "take a break", "enjoy the weekend"
# and "get some sleep" are not in it)
_VERB = (r"(?:run|write|check|add|use|put|ask|tag|wrap|validate|name|log|test|document|comment|pin|format|lint|"
         r"commit|push|rebase|merge|squash|mark|return|raise|store|save|send|call|handle|include|limit|"
         r"mock|split|prefix|sign|review|explain|summari[sz]e|reply|answer|respond|treat|set|cap|cache|declare|"
         r"annotate|load|import|export|escape|sanitize|encrypt|hash|deploy|"
         r"build|compile|print|spell|indent|quote|verify|ensure|guard|catch|retry|measure|"
         r"version|scope|leave|link|attach|reference|start|end|make|mention|list|describe|note|"
         r"record|report|notify|warn|fail|exit|abort|wait|double-check|" + _STANDING_VERBS + r"|read|target)")
# verbs of a change made once ("Rename the helper to x everywhere" is one task, however wide):
# an imperative of theirs is a rule only under a condition ("Whenever the API changes, update …")
_TASK_VERB = r"(?:update|bump|rename|delete|remove|clean|close|lock|install|upgrade|sort|refactor|fix|move|replace)"
_LEAD = r"^\s*(?:please\s+|also,?\s+|and\s+|so\s+)?"  # the words before an imperative's verb
_BARE = re.compile(_LEAD + _VERB + r"\b", _I)
_BARE_OR_TASK = re.compile(_LEAD + r"(?:" + _VERB + "|" + _TASK_VERB + r")\b", _I)
# a standing verb opening the sentence, unless said to a person
_STANDING_VERB = re.compile(r"^\s*(?:please\s+)?(?:" + _STANDING_VERBS + r")\b(?!\s+(?:me|us|him|her|them|you|it up|going)\b)", _I)
# a scope that makes a bare imperative standing: every / all / any / whenever / before you …
# ("all the files" is a set at hand, a one-off),
# or a bare plural right after the verb ("Name branches after …", "Log errors with …")
_SCOPE = re.compile(
    r"\b(?:every|each|all(?!\s+(?:of\s+)?(?:the|these|those|my|our|your))|any|anything|everything|always|never|"
    r"everywhere|whenever|unless|only|nothing|new|"
    r"instead of|rather than|by default|at all times|throughout|new code)\b|"
    r"\b(?:before|after|until)\s+(?:you|we|each|every|any|committing|merging|pushing|releasing|deploying|tagging)\b|"
    r"\b(?:before|after|without)\s+(?!(?:doing|getting|going)\b)\w+ing\b|"  # ask before installing packages
    r",?\s*not (?:in|on|with|as|from|under)\b|,\s*not\b|" + _LEAD + _VERB + r"\s+(?!(?:this|these|its|is|was|does|us|as|yes|less|us)\b)[a-z]+s\b", _I)
# a thing at hand ("in that function", "just test_api.py", "after your edit"): a one-off unless a
# standing word scopes the sentence ("never edit this file")
_NEAR = re.compile(r"\b(?:this|that|these|those|here|just|the other|(?:nothing|anything) else|your (?:edit|edits|change|changes|fix|patch|diff))\b|"
                   r"这个|这段|这里|那个|一下", _I)
_STANDING_WORD = re.compile(r"\b(?:always|never|every|any|whenever|all)\b|所有|每|一律|永远|都", _I)
# a one-off: the request names one thing or asks for an answer now
_DEICTIC = re.compile(r"\b(?:this|that|these|those|it|for me|tell me|show me|paste|let me know|for now|now|again)\b", _I)
# No X in Y: a verbless prohibition (not "no worries", "no idea why …")
_NO_IDIOM = (r"(?!(?:worries|worry|idea|luck|problem|problems|way|doubt|thanks|clue|kidding|rush|wonder|big|matter|"
             r"one|longer|need|more|less|time|reason|chance|comment|comments|shit|offense|offence)\b)")
_NO_X = re.compile(
    r"^\s*no\s+" + _NO_IDIOM + r"[\w-]+(?:\s+[\w-]+){0,4}?\s+"
    r"(?:in|on|for|to|inside|within|under|at|during|from|into)\s+\w|"
    r"^\s*no\s+[\w-]*(?:[./`][\w./`-]*|\(\))\s", _I)
_VERBLESS = re.compile(
    r"^\s*no\s+(?:new|more)\s+[\w-]+(?:\s+[\w-]+)?\s*[.!]?$|"  # no new global variables
    r"^\s*no\s+" + _NO_IDIOM + r"(?:[\w-]+\s+)?[\w-]+s\s*[.!]?$|"  # no default exports (a kind of thing: plural)
    r"^\s*" + _NOT_A_THING + r"[\w./`-]+,?\s+not\s+[\w./`-]+(?:\s+(?:in|for|on)\s+[^,]{1,40})?\s*[.!]?$|"  # tabs not spaces
    r"^\s*(?:all|every)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:in|as)\s+\S[^,]{0,40}$|"  # all dates in ISO 8601
    r"^\s*(?:please\s+)?prefer\s+.{1,60}\b(?:over|to|instead of)\b|"  # prefer X over Y
    r"^\s*" + _NOT_A_THING + r"[\w-]+(?:\s+[\w-]+)?\s+(?:in|as)\s+(?:english|chinese|japanese|german|french|spanish|"
    r"lowercase|uppercase|snake_case|camelcase|kebab-case|utc|iso ?8601)\s*[.!]?$|"  # comments in english
    r"^\s*" + _NOT_A_THING + r"[\w-]+(?:\s+[\w-]+){0,3}\s+(?:are\s+|is\s+)?(?:required|mandatory|forbidden|banned|"
    r"not allowed|disallowed)\b|"  # type hints required on public functions
    r"^\s*(?:max|min|maximum|minimum)\s+[\w-]+(?:\s+[\w-]+)?\s+\d+\s*[.!]?$|"  # max line length 100
    r"^\s*" + _NOT_A_THING + r"[\w./`'\-]+(?:\s+[\w./`'\-]+){0,4}?\s+(?:go|goes|belong|belongs|live|lives)\s+"
    r"(?:in|into|under|through|inside)\s|"
    r"^\s*" + _NOT_A_THING + r"\w[^,]{0,60}\s+only(?:,\s*please)?\s*[.!]?$|"
    r"^\s*" + _NOT_A_THING + r"\w.{0,80}(?:,\s*|\s+)(?:minimum|maximum|max|at most|at least|tops)\s*[.!]?$", _I)
# the things of the work (a rule is about the work: "Keep secrets out of the logs", not "Keep
# smiling"; "Every endpoint needs a test", not "every team needs a good lead"): software words
# that ordinary talk seldom uses ("store", "class", "page", "app", "change" are left out: a
# shop, a dance class, a diary page)
_WORK_NOUN = (r"(?:endpoint|test|module|function|file|commit|pr|pull request|release|migration|service|script|api|"
              r"config|configuration|query|queries|handler|column|package|dependency|dependencies|documentation|branch|log|error|exception|secret|token|password|"
              r"credential|method|feature|fix|bug|request|response|command|cli|build|deploy|patch|diff|doc|readme|"
              r"changelog|docstring|variable|schema|repo|repository|repositories|library|libraries|code|ci|lint|merge|ticket|server|staging|prod|"
              r"production|database|cache|timeout|permission|directory|directories|folder|indentation|tab|master|regex|json|yaml|interface|"
              r"sql|markdown|python|helper|suite|refactor|importer|exporter|parser|client|plugin|extension|pipeline|"
              r"queue|bucket|cluster|backend|frontend|dashboard|sidecar|env|environment|auth|cron|webhook|linter|"
              r"formatter|compiler|runtime|framework|monorepo|binary|orm|http|url|port|docker|sdk|makefile|license|"
              r"version|worker|container|component|string|typing|type hint|unit|integration|approval|reviewer|push|"
              r"rebase|squash|return value|system call|syscall|read-only|stdout|stderr|exit code|disk|memory|"
              r"thread|process|async|retry|retries|benchmark|coverage|fixture|mock|snapshot|backup|rollback|"
              r"sudo|utc|timestamp|global|import|export|install|validation|vendor|dir|comment|inheritance|destructive|"
              r"delete|deleting|deletion|iso|utf-8|utf8|ascii|unicode|encoding|format|formatting|rebasing|merging|"
              r"caching|deployment|proxy|proxies|answer|reply|replies|arg|argument|param|parameter|line length|"
              # languages and tools whose names ordinary talk does not use
              r"js|javascript|typescript|css|html|npm|pnpm|yarn|pip|git|jquery|var|await)")
# a word of the list, whole or with an inflection ("tests", "deployed", "linting"): not any word
# it opens ("pr" is not "pretty", "tab" not "table", "auth" not "author", "ci" not "city")
_WORK_WORD = r"\b" + _WORK_NOUN + r"(?:s|es|d|ed|ing|ion|ions|ment|ments|ted|ting|ged|ging|ger|gers)?\b"
_WORK = re.compile(_WORK_WORD + r"|(?<![\w-])[\w-]*[/._`][\w./`-]*\w|(?-i:\b[A-Z]{2,}\b|\b[a-z]+[A-Z]\w*)", _I)
_QUANTIFIED = re.compile(
    r"^\s*(?:all|every|each|any|new)\s+(?:new\s+|public\s+|user-facing\s+)?" + _WORK_WORD +
    r"[^,]{0,40}?\s+(?:needs?|requires?|gets?|has|have|must|should|goes|go)\b", _I)

# a tool named for a kind of work, said to the agent with no thing at hand: "use black for
# formatting", "use pnpm not npm", "prefer ruff over flake8" (a standing choice of tool, a rule;
# "use black to format this file" names the thing at hand and is a request)
_TOOL_RULE = re.compile(
    r"^\s*(?:please\s+)?(?:always\s+)?(?:use|prefer)\s+(?!(?:the|a|an|this|that|these|those|it|my|your|our|some)\b)"
    r"[\w.+#/-]+(?:\s+[\w.+#/-]+)?\s+(?:for\s+(?:all\s+)?\w+ing\b|for\s+(?:all|every|any)\s+\w|,?\s*not\s+[\w.+#/-]+\s*[.!]?$|over\s+[\w.+#/-]+)", _I)
_ZH_TOOL = re.compile(r"^\s*(?:请)?(?:都|统一|一律)?用\s*[A-Za-z][\w.+#-]*\s*(?:来)?(?:格式化|检查|测试|打包|管理|部署|构建)|"
                      # what a kind of the work is written in: 注释用英文, 代码注释用英文写
                      r"^\s*\S{0,4}(?:注释|提交信息|日志|文档|变量名|函数名|命名)(?:都|一律|统一)?(?:用|使用)\s*\S{1,10}$")

# a leading condition (module docstring): judged apart from the main clause after its comma;
# a condition that wishes or invites ("if you want", "if you ever visit") is no rule's
_CONDITION = re.compile(r"^\s*(?:if|when|whenever|once|before|after|unless|each time|every time)\b[^,，]{1,120}[,，]\s*|"
                        # typed without its comma: "after every change run the tests"
                        r"^\s*(?:before|after)\s+(?:every|each|any)\s+[\w-]+\s+(?=(?:please\s+)?(?:always\s+)?" + _VERB + r"\b)|"
                        r"^\s*(?:如果|要是|假如|每次|每当|只要)[^，,。]{1,40}[，,]\s*", _I)
_HEDGED = re.compile(r"\b(?:ever|want|wish|like|feel|can|could|get a chance|have time|free)\b|想|有空|有时间", _I)
_ZH_SUBJECT = re.compile(r"^\s*(?:我|你|他|她|它|咱|大家)")
_ZH_RULE = re.compile(r"必须|禁止|不要|不得|务必|一律|不准|不许|严禁|永远不要|每次.{0,12}(?:总是|都要|先)|都必须|"
                      r"每次.{0,12}都(?:跑|运行|检查|测试|提交|更新|写|加|用)")
# softer Chinese obligation words, as often about a person ("我不能去了", "你别急"): a rule only
# with no person as the sentence's subject; 记得 unless a favour (给我 / 帮我); 别 + a verb, not
# a courtesy (别客气, 别着急)
_ZH_SOFT = re.compile(r"都要|都得|统一|始终|不能|不可以|记得(?!.{0,4}(?:给我|帮我))|"
                      r"(?:^|[，,])\s*别(?!客气|着急|急|担心|怕|难过|哭|走|管|提|说|闹|介意)")

# the verbs of a choice about the work, after "let's" or "we'll": not "let's see / talk /
# grab coffee", not "we'll be there / find out / try"
_DECIDE = (r"(?:go with|use|switch|move(?!\s+on\b)|migrate|stick with|stay with|pick|choose|drop|keep|retire|rename|name|"
           r"freeze|ship|adopt|replace|remove|deprecate|pin|revert|support|target|host|deploy|"
           r"standardi[sz]e on|settle on|not bother|not use|not do|not support|skip|scrap|ditch)")
_CHOICE = re.compile(
    r"^\s*(?:we|i)(?:\s+|(?='))(?:have\s+|'ve\s+|just\s+|finally\s+)?(?:decided|chose|picked(?!\s+up\b)|settled (?:on|it)|opted for|"
    r"went with(?!\s+(?:it|my gut|our gut|the flow)\b)|switched|are switching|'re switching|am switching|'m switching|will use|'ll use|will go with|"
    r"'ll go with|are going with|'re going with|am going with|'m going with|made the decision|"
    r"(?:'m|am|'re|are) going to go with)\b|"
    r"\b(?:we|i)\s+(?:\w+ly\s+)?(?:decided|chose|picked(?!\s+up\b)|settled on|opted for|went with(?!\s+(?:it|my gut|our gut|the flow)\b))\b|\bmade (?:me|us) decide\b|"
    # a choice told as its outcome: "I've chosen …", "we ended up going with …", "I made the call to …"
    r"^\s*(?:we|i)(?:\s+|(?='))(?:have\s+|'ve\s+)?(?:\w+ly\s+)?(?:chosen|selected|opted to|made the (?:call|choice|decision) to|"
    r"ended up (?:going with|choosing|picking|opting for|using|taking|buying|booking|getting))\b|"
    r"^\s*(?:i'?ve|we'?ve|i|we)\s+(?:have\s+)?made up (?:my|our) minds?\b|"
    r"^\s*(?:use|take|do|pick)\s+(?:option|plan|approach|variant|version)\s*#?\w+\b|"
    r"^\s*(?:we|i)(?:'re| are|'m| am)\s+dropping(?!\s+(?:by|off|in|out)\b)|"
    r"^\s*(?:decided|decision|chosen|choice)\s*[:：]|^\s*(?:decided|chose|picked|settled on|opted for|went with)\b|"
    r"^\s*let'?s\s+(?:go with|use|switch|move(?!\s+on\b)|stick with|pick|choose)\b|"
    r"^\s*(?:verdict|final (?:answer|call|decision)|decision made|change of plans?)\s*[:：]|"
    # (not a change of the thing at hand, nor a move to a file or a value: "move the helper to
    # utils.py", "change the port to 8080 in this file" are tasks)
    r"^\s*(?!.*\b(?:this|that|these|those|here|the other)\b)(?!.*\bto\s+(?:\S*/|\S+\.(?:py|js|ts|tsx|go|rs|java|rb|md|"
    r"json|ya?ml|toml|txt|c|h|cpp|sh)\b))(?:switch|change|move|migrate|switching|migrating)\b.{1,80}\b(?:to|over to)\b|"
    r"^\s*(?:going|gonna go|going to go) with\b|^\s*let'?s\s+(?:do|take)\s+(?:option|plan|approach|variant|version)\b|"
    # a choice we made over another ("we booked the cabin instead of the hotel"), in any domain
    r"^\s*(?:we|i)(?:\s+|(?='))(?:\w+ed|went|took|got|bought|chose|made|kept|will use|'ll use)\b.{1,60}\b(?:instead of|rather than)\b|"
    # a short confirmation of one option ("ok, postgres then", "fine, sqlite it is")
    r"^\s*(?:ok(?:ay)?|fine|alright|right|so)[,.]?\s+(?:[\w.+#-]+\s+){1,3}?(?:it is|then)\s*[.!]?$|"
    r"^\s*(?:go with|stick with|pick|choose)\b|"
    r"^\s*use\b.{1,80}\binstead\b|^\s*(?:for|in|on)\b[^,]{1,60},\s*use\b|"
    r"^(?!\s*(?:i|he|she|they|it|this|that|there|you|we)\b)\s*[\w./`\-]+(?:\s+[\w./`\-]+){0,5}?\s+"
    r"(?:will|is going to|shall)\s+(?:use|run on|be (?:written|built|implemented|hosted|deployed) (?:in|with|on))\b", _I)
# the speaker's own choice told by what they get, take, book, keep … in any domain and tense ("ok
# I'm getting the 13-inch", "we booked the cabin", "I'll stick with my old phone", "I signed up
# for the Tuesday class"): its object must be a definite or counted thing (the / a / my / one …,
# a name, a number), so "I'm getting tired", "I'll take care of it", "I picked up groceries",
# "we went for dinner" stay talk, and a thing that is an idiom's (a look, a break, an eye, the
# hang, a run) or a commute's (the train) is no choice either
_OWN_CHOICE_OBJECT = (r"\s+(?!(?:a|an|the|our|my|your)\s+(?:look|break|nap|shower|walk|run|swim|drive|ride|bit|little|lot|while|moment|"
                      r"second|minute|chance|risk|hang|hint|point|eye|day off|rest|train|bus|subway|metro|tube|ferry|"
                      r"elevator|stairs|lead|stage|floor|bait|heat|blame|fall|credit|wheel|door|phone|check|bill|tab|mail|ball|kids|"
                      r"drinks|food|joke|message|gist|fingers|options|heads?|chin|cool|word|promise|distance|gut|flow)\b)"
                      r"(?!.*\b(?:in mind|posted|for now)\b)"  # "I'll keep that in mind", "keeping the puppy for now"
                      r"(?:(?:the|that|our|my|one|both|option|plan)\b|(?-i:[A-Z0-9]))")
# get / take / keep a thing somewhere or some way is an errand ("I'm taking the dog to the vet",
# "I'll take the trash out", "we're keeping the heater off"), unless the thing is a pick ("I'll
# take the blue one to the party")
_KEPT_OBJECT = r"(?!\s+(?:(?!one\b)[\w'-]+\s+){1,4}(?:to|out|back|off|home|for a)\b)" + _OWN_CHOICE_OBJECT
# a counted thing (a / an) is a choice only after a verb of choosing ("we're adopting a cat"):
# after get / take / buy it is as often a headache, a trip, a coffee
_OWN_CHOOSING_OBJECT = r"(?:" + _OWN_CHOICE_OBJECT + r"|\s+an?\s+(?!(?:bit|little|lot|while|moment|second|minute|look|break)\b))"
_OWN_CHOICE = re.compile(
    r"^\s*(?:we|i)(?:'m| am|'re| are)\s+(?:just\s+|definitely\s+|totally\s+|now\s+)?(?:getting|taking|buying|keeping|"
    r"going for)" + _KEPT_OBJECT + r"|"
    r"^\s*(?:we|i)(?:'m| am|'re| are)\s+(?:just\s+|definitely\s+|totally\s+|now\s+)?(?:booking|ordering|picking|"
    r"choosing|adopting|accepting|signing up for|enrolling in)" + _OWN_CHOOSING_OBJECT + r"|"
    r"^\s*(?:we|i)(?:'ll| will|'re going to| are going to|'m going to| am going to)\s+(?:just\s+|definitely\s+)?"
    r"(?:get|take|buy|keep|go for)" + _KEPT_OBJECT + r"|"
    r"^\s*(?:we|i)(?:'ll| will|'re going to| are going to|'m going to| am going to)\s+(?:just\s+|definitely\s+)?"
    r"(?:book|order|pick|choose|adopt|accept|sign up for|enroll in)" + _OWN_CHOOSING_OBJECT + r"|"
    r"^\s*(?:we|i)(?:\s+|(?='))(?:have\s+|'ve\s+)?(?:just\s+|finally\s+|already\s+)?(?:bought|went for|went with)"
    + _OWN_CHOICE_OBJECT + r"|"
    r"^\s*(?:we|i)(?:\s+|(?='))(?:have\s+|'ve\s+)?(?:just\s+|finally\s+|already\s+)?(?:booked|ordered|picked|"
    r"signed up for|enrolled(?: in)?|accepted|adopted|reserved|registered for)" + _OWN_CHOOSING_OBJECT + r"|"
    r"^\s*(?:we|i)(?:'ll| will|'re| are|'m| am)\s+(?:just\s+)?(?:sticking|stick) to\s+(?:the|our|my|plan|option)\b|"
    # the tool in use for a part ("we're using tailwind for the styling", "I'm going to use the blue
    # paint for the hallway"; not "we're using a lot of memory", "I'm going to use the bathroom")
    r"^\s*(?:we|i)(?:'re| are|'m| am)\s+(?:now\s+)?using\s+(?!(?:a lot|a bit|too|much|more|less|up|it|that|this)\b)"
    r"[\w.+#/-]+(?:\s+[\w.+#/-]+){0,2}\s+(?:for|as)\b|"
    r"^\s*(?:we|i)(?:'ll| will|'re going to| are going to|'m going to| am going to)\s+use" + _OWN_CHOICE_OBJECT
    + r".{0,40}\s(?:for|as)\s|"
    # a choice made instead of what was planned ("ok we'll do it with a cron job instead")
    r"^\s*(?:we|i)(?:'ll| will|'re going to|'m going to)\s+\w+\b.{1,60}\binstead\s*[.!]?$|"
    # a choice refused or undone ("I'll pass on the offer", "I'm turning down the promotion",
    # "we're not doing the trip this year", "i'm not going with the monorepo after all")
    r"^\s*(?:we|i)(?:'ll| will|'m| am|'re| are|'ve| have)?\s*(?:just\s+)?(?:pass(?:ing)? on|turn(?:ing|ed)? down|"
    r"declin(?:e|ed|ing))\s+(?:the|that|this|your|their|an?|his|her)\b(?!.*\b(?:volume|music|heat|radio|tv|lights?)\b)|"
    r"^\s*(?:we|i)(?:'re| are|'m| am)\s+not\s+(?:going with|doing|using|taking|getting|buying|keeping)"
    + _OWN_CHOICE_OBJECT + r"|"
    # a choice said by its participle alone ("keeping the old API, not worth the churn")
    r"^\s*(?:keeping|sticking with|going with|dropping|skipping)\s+(?:the|our|my|(?-i:[A-Z0-9]))\b|"
    # a pick among the options offered, said by the pick alone or with a go-ahead ("yeah the first
    # one", "the second approach, please", "ok, plan B", "go ahead with option 2", "do the simpler
    # fix", "i prefer the first version", "revert to the old approach"; not "the first one looks
    # wrong", "go ahead and run the tests")
    r"^\s*(?:(?:ok(?:ay)?|yeah|yes|yep|sure|fine)[,.]?\s+)?(?:the\s+)?(?:first|second|third|last|other|former|latter|"
    r"1st|2nd|3rd|simpler|simplest|shorter|cheaper|faster|safer)\s+(?:one|approach|option|version|variant|plan|way|design|"
    r"draft|fix|solution)(?:\s*,?\s*(?:please|then|it is))?\s*[.!]?$|"
    r"^\s*(?:(?:ok(?:ay)?|yeah|yes|fine|so)[,.]?\s+)?(?:option|plan|approach|variant)\s+[\w#]{1,3}(?:\s*,?\s*(?:please|then))?\s*[.!]?$|"
    r"^\s*go ahead with\b|[,;]\s*(?:go with|let'?s go with) (?:that|this|it|those)\b|"
    r"^\s*(?:do|use|take|try)\s+the\s+(?:simpler|simplest|cheaper|cheapest|faster|safer|smaller|first|second|other|"
    r"original)\s+\w+\s*[.!]?$|"
    r"^\s*(?:i|we)\s+prefer\s+(?:the\s+)?(?:first|second|third|last|other|former|latter|simpler|original)\b|"
    r"^\s*(?:revert|go back|switch back|roll back)\s+to\s+(?:the\s+)?(?:old|previous|original|first|earlier)\b|"
    # a thing kept in a shape or as it is ("ok keep it as a dict", "nah, leave the tests as they are")
    r"^\s*(?:keep|leave)\s+(?:it|them|this|that)\s+(?:as|in)\s+(?:an?|the)\s+\w+|"
    r"^\s*(?:keep|leave)\s+.{1,60}\bas (?:they|it) (?:are|is)\s*[.!]?$|"
    # what is not needed and what will do ("we don't need redis, sqlite is fine"), what it is
    # wanted in ("i want it in rust")
    r"^\s*(?:we|i) (?:don't|do not) need\s+[\w.+#-]+(?:\s+[\w.+#-]+)?[,;]\s*[\w.+#-]+(?:\s+[\w.+#-]+)?\s+"
    r"(?:is|will do|works)\s+(?:fine|enough|good enough)\b|"
    r"^\s*(?:i|we) want (?:it|this|them|the \w+) (?:in|written in|done in|with|on)\s+[\w.+#-]+\s*[.!]?$|"
    # the thing kept as it is ("fine, keep the retry logic as is")
    r"^\s*(?:keep|leave)\s+.{1,60}\bas(?: it)? is\s*[.!]?$|"
    # sticking with a thing is a choice whatever its object ("I'm sticking with vim")
    r"^\s*(?:we|i)(?:'m| am|'re| are|'ll| will|'re going to|'m going to)?\s+(?:just\s+)?(?:sticking|stick|stuck) with\s+(?!it\b)\w|"
    # a name given ("we're going to name her Luna")
    r"^\s*(?:we|i)(?:'re going to| are going to|'m going to| am going to|'ll| will)\s+(?:name|call)\s+"
    r"(?:her|him|it|them|the \w+|our \w+|my \w+)\s+(?-i:[A-Z])|"
    # the choice named and confirmed ("the blue one it is", "postgres it is"), said after it
    # ("…, decided."), or a day picked ("let's do Thursday then")
    r"^\s*(?:(?!(?:it|is|are|was|what|how|that|this|so|there|as|life|such)\b)[\w.+#-]+\s+){1,3}it is(?:,?\s*then)?\s*[.!]?$|"
    r"[,;]\s*(?:decided|done deal|final answer)\s*[.!]?$|"
    r"^\s*let'?s\s+(?:do|say|make it)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|\d)", _I)
# Looser forms of a choice, as often plans and small talk ("let's keep in touch", "I'm going to
# keep painting", "so the party is at 8 then"): a choice only about the work (_WORK; a name
# alone is no evidence: human talk is full of people's names)
_LOOSE_CHOICE = re.compile(
    r"^\s*let'?s\s+(?:not\s+)?" + _DECIDE + r"\b|"
    r"^\s*(?:we|i)(?:'ll| will|'re going to| are going to|'m going to| am going to)\s+(?:just\s+)?" + _DECIDE + r"\b|"
    r"^\s*(?:we|i)(?:'re| are|'m| am)\s+(?:(?:moving|switching|migrating)(?!\s+(?:to|back|in|out|house|home)\b)|"
    r"dropping|keeping(?!\s+(?:an eye|track|busy|in touch|up|quiet|it)\b)|adopting|replacing|sticking with|deprecating|retiring|standardi[sz]ing on|not doing|"
    r"not using)\b|"
    r"^\s*(?:ok(?:ay)?|fine|alright|right|so)[,.]?\s+[^,]{1,40}\bit is\s*[.!]?$|"
    r"^\s*(?:ok(?:ay)?|fine|alright|so)[,.]?\s+[^,]{1,60}\bthen\s*[.!]?$|"
    r"^\s*let'?s\s+not\s+(?:add|introduce|include|build|write)\b|"  # let's not add caching
    r"^\s*(?:scrap|ditch|drop|forget)\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+(?:idea|plan|approach|option)\b|"
    r"^\s*(?:replace|swap)\b.{1,80}\b(?:with|for)\b|"
    r"^\s*(?:we|i)\s+(?:all\s+)?agreed\s+(?:on|to|that)\b", _I)
# a spoken opening before a choice ("OK, let's use …", "So let's go with …")
_OPENER = re.compile(r"^\s*(?:ok(?:ay)?|so|alright|all right|right|fine|then|well|hmm+)\b[,.]?\s*", _I)
# "Use Alembic for the migrations": an imperative use of a named tool (case matters: "Use the
# search tool to find …" is a one-off request, not a choice)
# "The frontend moves to Vite", "the API stays REST": a part of the work (checked against _WORK:
# not "our wedding stays in June") moved to or kept on a named thing (case matters)
_MOVES = re.compile(r"^\s*(?:[Tt]he|[Oo]ur)\s+([\w./-]+(?:\s+[\w./-]+){0,3}?)\s+(?:moves|switches|migrates|stays|remains|"
                    r"will move|will switch|will stay)\s+(?:on\s+|to\s+|with\s+)?[A-Z0-9][\w.+-]*")
# "Last year we moved the API to GraphQL": our switch of a thing of the work (not "I moved the
# couch to the garage": the thing is checked against _WORK below)
_SWITCHED = re.compile(r"\b(?:we|i)\s+(?:moved|switched|migrated|changed)\s+(?!to\b)(.{1,60}?)\s+(?:over\s+)?to\b", _I)
_USE_NAMED = re.compile(r"^\s*(?:[Uu]se|[Ll]et'?s use)\s+(?!(?:The|A|An|This|That|My|Your|Our)\b)[A-Z0-9][\w.+\-]*")
# 把这个 … 改成 …: a change to the thing at hand, a task like "make this function async"
# 我买了那个灰色的, 我们订了这家: the speaker's own pick of a thing pointed at (not 我买了菜)
_ZH_OWN_CHOICE = re.compile(r"^\s*(?:我|我们)(?:还是|就|最后)?(?:买了|订了|报了|要了|选)(?:那|这|第)|"
                            r"^\s*那就(?!这样|好|算了|再说|先)[^，,。]{1,12}吧|"
                            r"^\s*(?:就|还是|那)?用\s*[A-Za-z][\w.+#-]*\s*吧")  # 用 fastapi 吧  # 那就周六吧: a pick, not 那就这样吧
_ZH_TASK = re.compile(r"把(?:这|那)")
_ZH_CHOICE = re.compile(r"决定|就按|就选|还是选|还是用|最后用|选择了|定下来|确定用|改用|改成|采用|选用|换成|就用|选了|定了|定为|定成|就定")
_THIRD_PERSON_CHOICE = re.compile(
    r"^\s*(?:(?!(?:[Ww]e|I|[Ll]et'?s)\b)[A-Z][a-z]+|(?:[Tt]he|[Tt]heir|[Hh]is|[Hh]er|[Mm]y)\s+"
    r"(?!(?:team|group|company|org)\b)[\w-]+(?:\s+[\w-]+)?|[Tt]hey|[Hh]e|[Ss]he)\s+"
    r"(?:decided|chose|picked|opted|went with|settled on|switched)\b")
CORRECTION = re.compile(r"^\s*(?:(?:hmm+|oh|ah|wait|sorry)[,.]?\s+)?(?:no(?:\s+wait)?[,.!]|nope\b|actually\b|wrong\b|"
                        r"scratch that\b|on second thought\b|change of plans?\b|"
                        r"(?:nah|nope|no)[,.]?\s+(?:use|keep|leave|make|go with|let'?s|switch|stick)\b|i meant\s+(?!to\b|it\b|that\b|what\b|well\b)|"
                        r"that'?s (?:wrong|not right)|correction\b)|"
                        r"不对|不是这样|纠正|搞错", _I)


# an obligation said as an exclamation ("Never give up!", "We should plan a trip soon!") or
# to "all of us" is a wish or a cheer, not an instruction; a standing order ("from now on …",
# 以后都 …) keeps its form whatever its punctuation
_EXCLAIMED = re.compile(r"!\s*$|\b(?:we|you) (?:should|must) (?:all|really|totally|definitely)\b", _I)


def kind(sentence: str) -> str | None:
    """``"constraint"``, ``"decision"`` or None for one human sentence."""
    r = route(sentence)
    return r.partition(":")[0] if r else None


def route(sentence: str) -> str | None:
    """Which form made the verdict, as ``kind:form`` ("constraint:required",
    "decision:correction" …), or None. The forms are not equally sure on other people's
    sentences; the learned reader (statement_model) weighs each one as a feature of its own."""
    s = normal(unquoted(sentence.strip()))
    if not s or s == "QUOTED":
        return None
    if _conditional_rule(s):
        return "constraint:conditional"
    if talk(s):
        return None
    if _corrects(s):
        return "decision:correction"
    if _ZH_OWN_CHOICE.search(s) or _ZH_CHOICE.search(s) and not _ZH_RULE.search(s) and not _ZH_TASK.search(s):
        return "decision:zh"
    opened = _OPENER.sub("", s, count=1)
    if any((_CHOICE.search(t) or _OWN_CHOICE.search(t) or _USE_NAMED.search(t) or _moved(t))
           and not _THIRD_PERSON_CHOICE.search(t)
           for t in {s, opened}):
        return "decision:choice"
    if any(_LOOSE_CHOICE.search(t) and _WORK.search(t) for t in {s, opened}):
        return "decision:loose"
    switched = _SWITCHED.search(s)
    if switched and _WORK.search(switched.group(1)):
        return "decision:switched"
    rest = _STANDING.sub("", s, count=1)
    if rest != s and rest.strip():
        if not _WEAK_STANDING.match(s):
            return "constraint:standing"
        # a weak opening: the rest must instruct, or tell the agent something, and not exclaim
        if not _EXCLAIMED.search(rest) and (_instructs(rest) or _TO_YOU.search(rest)):
            return "constraint:remember"
        return None
    if weak := _WEAK_PREFIX.match(s):  # "By default, target 3.10": the rest must instruct
        rest = s[weak.end():]
        return "constraint:default" if rest.strip() and (_instructs(rest) or _BARE_OR_TASK.match(rest)
                                                         or _CONVENTION.match(rest)) else None
    if _ONE_OFF.search(s) or _NEAR.search(s) and not _STANDING_WORD.search(s):
        return None
    form = _instructs(s)
    return f"constraint:{form}" if form and not _EXCLAIMED.search(s) else None


def _corrects(s: str) -> bool:
    return bool(CORRECTION.search(s))


def correction(sentence: str) -> bool:
    """The sentence opens with a correction ("no, …", "actually …", 不对 …), read as ``kind``
    reads it (shorthand expanded, short quotes opaque): a decision that is one contradicts
    the earlier one (extract.py), and evolution counts it (deviations.py)."""
    return _corrects(normal(unquoted(sentence.strip())))


def _zh_rule(s: str) -> bool:
    return bool(_ZH_RULE.search(s) or _ZH_TOOL.search(s) or _ZH_SOFT.search(s) and not _ZH_SUBJECT.search(s))


def _moved(s: str) -> bool:
    m = _MOVES.search(s)
    return bool(m and _WORK.search(m.group(1)))


def _instructs(s: str) -> str | None:
    """Gate 2 for a rule: a form that instructs (the module docstring), named."""
    if _zh_rule(s):
        return "zh"
    if _QUANTIFIED.search(s):
        return "quantified"
    if _IDIOM.search(s):  # "Never a dull moment", "Don't mind me"
        return None
    # a requirement on a thing or an imperative opening instructs in any domain ("Receipts must
    # embed their fonts", "Never round amounts"); an obligation said to a person, a plain
    # imperative or a verbless form counts only about the work ("we should grab lunch",
    # "keep smiling" are not)
    if _REQUIRED.search(s) and not _EXPECTED.search(s):
        return "required"
    if _IMPERATIVE.search(s) and (_WORK.search(s) or _AGENT_VERB.search(s)):
        return "imperative"
    if _plain_standing(s):
        return "plain"
    if _WORK.search(s) and any(p.search(s) for p in (_PINNED_TAIL, _ADDRESSED, _NO_X, _TOOL_RULE, _VERBLESS, _CONVENTION_RULE)):
        return "terse"
    return None


def _plain_standing(s: str) -> bool:
    """A bare imperative that is standing (its verb, or its scope) and not a one-off."""
    verb = _BARE.search(s)
    if not verb or _DEICTIC.search(s) or not _WORK.search(s, verb.end()):  # the work is its object, not its verb
        return False
    return bool(_STANDING_VERB.search(s) or _SCOPE.search(s))


def _conditional_rule(s: str) -> bool:
    """"When you add a dependency, pin it": a condition governing a standing imperative."""
    m = _CONDITION.match(s)
    if not m or _HEDGED.search(m.group(0)):
        return False
    main = s[m.end():]
    if not main.strip() or talk(main) or _ONE_OFF.search(main):
        return False
    if _ZH_RULE.search(main) or _ZH_SOFT.search(main):  # Chinese: an obligation with no person as its subject
        return not _ZH_SUBJECT.search(main)
    verb = _BARE_OR_TASK.search(main)  # about the work: in the condition or the verb's object
    return bool(_IMPERATIVE.search(main) or verb and (_WORK.search(m.group(0)) or _WORK.search(main, verb.end())))


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
