"""Failure kinds of a model call: whether a retry can help decides what the queue does."""

from __future__ import annotations


class ModelError(Exception):
    """A model call failed in a way a later attempt may not repeat (timeout, host error)."""

    permanent = False


class PermanentModelError(ModelError):
    """A retry cannot help: unparseable or schema-violating output, output cap hit."""

    permanent = True


class NoRouteError(Exception):
    """No model route is configured: consolidation is off."""
