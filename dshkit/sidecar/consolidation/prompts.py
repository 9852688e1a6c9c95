"""What the model is asked. Layout is part of the contract with the fake model:
the transcript sits between `<transcript>` tags, candidates and members are
numbered `N. <name>` lines whose bodies follow indented by three spaces.
"""

from __future__ import annotations

from .similarity import Candidate


def consolidation_prompt(transcript: str, max_units: int, max_tags: int) -> str:
    return "\n".join([
        "You turn a span of an AI coding session into long-term memory.",
        "Answer with one JSON object and nothing else:",
        '{"summary": "<3-8 short markdown bullets: the request, what was done, decisions and why, open items>",',
        ' "workUnits": [{"title": "<short title>",',
        '                "classification": "one-shot | correction-chain | bug-fix | design-decision | exploration",',
        '                "content": "<markdown: ## Context, ## Solution or ## Lesson, ## Key Detail>",',
        '                "tags": ["<topic>"]}]}',
        f"At most {max_units} work units, each with at most {max_tags} tags; none when the span holds no lesson.",
        "Record lessons with their exact identifiers, not a log of what happened.",
        "Write in the language the conversation mostly uses.",
        "",
        "<transcript>",
        transcript,
        "</transcript>",
    ])


def adjudication_prompt(title: str, content: str, candidates: list[Candidate]) -> str:
    listed = []
    for index, candidate in enumerate(candidates, 1):
        listed.append(f"{index}. {candidate.name}")
        listed.append("   " + " ".join(candidate.text.split())[:300])
    return "\n".join([
        "Decide how a NEW memory relates to the EXISTING ones listed below.",
        'Answer with one JSON object: {"verdict": "duplicate|refines|extends|supersedes|contradicts|unrelated",',
        ' "target": "<name of the existing memory>"}',
        "duplicate: says the same thing (the new one is dropped). refines: a sharper form of the target.",
        "extends: adds to the target. supersedes: replaces the target on purpose.",
        "contradicts: both cannot be true (both are kept, the conflict is recorded).",
        "unrelated: no real relationship; choose it when unsure.",
        "",
        f"## New memory: {title}",
        content[:1000],
        "",
        "## Existing memories",
        *listed,
    ])


def archive_prompt(tier: int, members: list[tuple[str, str]]) -> str:
    lines = [
        f"Archive {len(members)} tier-{tier - 1} summaries (oldest first) into one tier-{tier} entry.",
        'Answer with one JSON object: {"title": "<what this stretch of work was about>",',
        ' "summary": "<5-10 short markdown bullets>"}',
        "Keep decisions with their reasons, exact identifiers and open items; drop chronology.",
        "",
        "## Members",
    ]
    for index, (name, body) in enumerate(members, 1):
        lines.append(f"{index}. {name}")
        lines.extend("   " + line for line in body.strip().splitlines())
    return "\n".join(lines)
