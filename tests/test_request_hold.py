"""PC3: one request's hold on the machine gate (datestone/crawl/request_hold.py), with a fake gate."""

from __future__ import annotations

import asyncio

import pytest_twisted
from scrapy.utils.defer import deferred_from_coro

from datestone.crawl.request_hold import RequestHold


class FakeGate:
    """One holder at a time; the others queue in arrival order."""

    def __init__(self) -> None:
        self.lock = asyncio.Lock()
        self.holders = 0

    async def take(self, priority=()):
        await self.lock.acquire()
        self.holders += 1
        gate = self

        class Hold:
            held = True

            def release(self):
                if self.held:
                    self.held = False
                    gate.holders -= 1
                    gate.lock.release()
        return Hold()


@pytest_twisted.ensureDeferred
async def test_pc3_a_plain_requests_answer_lets_go_a_page_reads_200_keeps_the_gate_for_its_rendering():
    async def run():
        gate = FakeGate()
        plain, page = RequestHold(), RequestHold(spans_rendering=True)
        await plain.take(gate, ())
        plain.answered(200)
        assert not plain.held and gate.holders == 0
        await page.take(gate, ())
        page.answered(200)
        assert page.held
        page.release()
        page.release()  # let go twice (read, then the read ended): the gate is not released again
        assert gate.holders == 0
    await deferred_from_coro(run())


@pytest_twisted.ensureDeferred
async def test_pc3_only_one_page_read_at_a_time_makes_its_browser_page_ahead_of_the_gate():
    """While one page is on the wire the next is made ready, but not a page for every page read queueing: each
    made page is a renderer process (memory), and making it costs the CPU the page on the wire is using."""
    async def run():
        gate, ahead, made = FakeGate(), asyncio.Semaphore(1), []
        on_wire = RequestHold()
        await on_wire.take(gate, ())

        def hold(name):
            async def make():
                made.append(name)
            return RequestHold(spans_rendering=True, before_take=make, ahead=ahead)

        second, third = hold("second"), hold("third")
        waiting = [asyncio.ensure_future(second.take(gate, ())), asyncio.ensure_future(third.take(gate, ()))]
        await asyncio.sleep(0.01)
        assert made == ["second"]  # made and queued for the gate; the third waits to make its page
        on_wire.release()
        await asyncio.sleep(0.01)
        assert second.held and made == ["second", "third"]  # the third made its page once the second went
        second.release()
        await asyncio.gather(*waiting)
        assert third.held
        third.release()
    await deferred_from_coro(run())
