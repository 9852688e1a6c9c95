"""Skill rules report the problems ``dshkit.model.skill`` finds, by code."""

from __future__ import annotations

from dshkit.check.finding import Hit


def all_skills(ctx):
    for bundle in ctx.layers_in_order:
        for skill in bundle.skills:
            yield bundle, skill


def skill_problems(ctx, code: str):
    for _, skill in all_skills(ctx):
        for p in skill.doc.problems:
            if p.code == code:
                yield Hit(skill.display, p.line, p.column, p.message, p.severity)
