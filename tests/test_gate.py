"""PC3: the machine-wide gate — one holder at a time across processes, and a dead holder wedges nobody."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time

import pytest_twisted

from datestone.politeness.gate import MachineGate

HOLD_FOREVER = """
import sys, time
sys.path.insert(0, {root!r})
from datestone.politeness.gate import MachineGate
hold = MachineGate({data!r}).try_take()
print("held" if hold else "busy", flush=True)
time.sleep(600)
"""


def test_pc3_a_second_holder_waits_until_the_first_lets_go(tmp_path):
    gate = MachineGate(tmp_path)
    first = gate.try_take()
    assert first is not None and gate.try_take() is None  # even inside one process
    first.release()
    second = gate.try_take()
    assert second is not None
    second.release()


def test_pc3_another_process_holding_the_gate_excludes_us_and_its_death_frees_it(tmp_path):
    from pathlib import Path

    root = str(Path(__file__).resolve().parent.parent)
    holder = subprocess.Popen([sys.executable, "-c", HOLD_FOREVER.format(root=root, data=str(tmp_path))],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        assert MachineGate(tmp_path).try_take() is None
    finally:
        holder.kill()  # kill -9: no clean-up code runs
        holder.wait()
    deadline = time.monotonic() + 5
    hold = None
    while hold is None and time.monotonic() < deadline:
        hold = MachineGate(tmp_path).try_take()
    assert hold is not None
    hold.release()


@pytest_twisted.ensureDeferred
async def test_pc3_take_waits_in_a_thread_without_blocking_the_reactor(tmp_path):
    from scrapy.utils.defer import deferred_from_coro
    from twisted.internet import reactor
    from twisted.internet.task import deferLater

    gate = MachineGate(tmp_path)
    first = gate.try_take()
    waiting = deferred_from_coro(gate.take())
    ticks = 0
    while ticks < 5:  # the reactor keeps running while the second take waits
        await deferLater(reactor, 0.01, lambda: None)
        ticks += 1
    assert not waiting.called
    first.release()
    second = await waiting
    assert second.held
    second.release()


@pytest_twisted.ensureDeferred
async def test_pc3_waiters_are_served_smallest_priority_first_and_in_arrival_order_on_ties():
    from scrapy.utils.defer import deferred_from_coro

    from datestone.politeness.gate import PriorityLock

    async def scenario():
        lock = PriorityLock()
        await lock.acquire((0,))
        served = []

        async def waiter(name, priority):
            await lock.acquire(priority)
            served.append(name)
            lock.release()

        tasks = [asyncio.ensure_future(waiter(name, priority))
                 for name, priority in [("late-due", (5.0, 2)), ("first", (1.0, 9)), ("tie-a", (5.0, 1)),
                                        ("tie-b", (5.0, 1))]]
        await asyncio.sleep(0)
        lock.release()
        await asyncio.gather(*tasks)
        return served

    assert await deferred_from_coro(scenario()) == ["first", "tie-a", "tie-b", "late-due"]


@pytest_twisted.ensureDeferred
async def test_pc3_a_cancelled_waiter_never_keeps_the_gate():
    from scrapy.utils.defer import deferred_from_coro

    from datestone.politeness.gate import PriorityLock

    async def scenario():
        lock = PriorityLock()
        await lock.acquire()
        cancelled = asyncio.ensure_future(lock.acquire((0,)))
        other = asyncio.ensure_future(lock.acquire((1,)))
        await asyncio.sleep(0)
        cancelled.cancel()
        lock.release()
        await asyncio.wait_for(other, 1)
        lock.release()
        await asyncio.wait_for(lock.acquire(), 1)  # free again: nobody holds it
        return True

    assert await deferred_from_coro(scenario())
