"""A row waits for a host service that this surface never mounts.

Why: a cordis plugin that ``inject``s a service stays pending until some row
provides it. The host's profiles mount different services: on 0.2.1 only
``web`` mounts the agent-preset registry (``agentPresets``,
``@deepseek-ai/dsh-agent-preset-registry``), so a preset row
(``@deepseek-ai/dsh-agent-preset``) added to ``sdk``, ``headless``, ``acp`` or
``sdk-minimal`` stays ``pending (waiting for service: agentPresets)`` for the
whole session, and its preset never appears. What each host module injects and
provides is read from the host snapshot's ``services`` table (the host's own
built files); a row of the bundle's own package is not judged.

Severity (warning): the row does nothing on that surface; nothing else breaks,
and the same bundle works on a surface that mounts the service.

PASS::

    - insert:                            # checked on web: the registry is there
        - id: preset-acme
          name: '@deepseek-ai/dsh-agent-preset'
          config: {id: acme, plugins: [...]}

FAIL::

    - insert:                            # checked on sdk: no agentPresets
        - id: preset-acme
          name: '@deepseek-ai/dsh-agent-preset'
          config: {id: acme, plugins: [...]}
"""

from dshkit.check.finding import hit
from dshkit.check.rules._patch import user_events
from dshkit.model.compose import INSERTED
from dshkit.model.problem import WARNING

ID = "DSH406"
NAME = "service-never-provided"
SEVERITY = WARNING
NEEDS_HOST_ROWS = True


def _providers(services: dict) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for module, facts in services.items():
        for service in facts.get("provides") or []:
            out.setdefault(service, set()).add(module)
    return out


def check(ctx):
    services = ctx.host.services
    if not services:
        return  # a snapshot without the table (0.1.x): nothing to judge by
    providers = _providers(services)
    mounted = {row.name.strip() for row in ctx.composition.rows if isinstance(row.name, str)}
    for event in user_events(ctx, INSERTED):
        name = event.row.name.strip() if isinstance(event.row.name, str) else None
        facts = services.get(name) if name else None
        if not facts or event.row.node is None:
            continue
        for service in facts.get("inject") or []:
            who = providers.get(service)
            if not who or who & mounted:
                continue  # a service no host module provides (the loader's own), or one mounted here
            surfaces = [s for s in ctx.host.surfaces if ctx.host.surface_modules(s) & who]
            where = (f"only the host's {', '.join(surfaces)} profile mounts it" if surfaces
                     else "no shipped profile mounts it")
            yield hit(event.display, event.row.node.get("name") or event.row.node,
                      f"row {event.row.id!r} ({name}) waits for service {service!r}, which nothing on {ctx.where} "
                      f"provides ({', '.join(sorted(who))}; {where}): it stays pending (waiting for service: "
                      f"{service}) for the whole session")
