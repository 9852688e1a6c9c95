"""Controlled evolution (docs/evolution.md)."""
