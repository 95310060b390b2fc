"""The objects every component shares inside one crawler: config, store, clock, rng, pacer, gate, claims.

`shared(crawler)` builds them once per crawler (house style 3: `from_crawler` is the only place that
touches the crawler; components get these passed in).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from datestone.politeness.claims import VisitClaims
from datestone.clock import Clock, SystemClock
from datestone.config import DatestoneConfig
from datestone.politeness.gate import MachineGate
from datestone.politeness.pacing import Pacer
from datestone.state.store import Store

_ATTR = "_datestone_shared"


@dataclass
class Shared:
    config: DatestoneConfig
    store: Store
    clock: Clock
    rng: random.Random
    pacer: Pacer
    gate: MachineGate
    claims: VisitClaims


def shared(crawler) -> Shared:
    existing = getattr(crawler, _ATTR, None)
    if existing is None:
        config = DatestoneConfig.from_settings(crawler.settings)
        clock = crawler.settings.get("DATESTONE_CLOCK") or SystemClock()
        seed = crawler.settings.get("DATESTONE_RANDOM_SEED")
        rng = random.Random(seed)
        existing = Shared(config=config, store=Store(config.db_path), clock=clock, rng=rng,
                          pacer=Pacer(rng, config.time_scale), gate=MachineGate(config.data_dir),
                          claims=VisitClaims(config.data_dir))
        setattr(crawler, _ATTR, existing)
    return existing
