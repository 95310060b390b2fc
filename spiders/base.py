"""What every Datestone spider shares: the browser launched with the settings contract's proxy (LD7 flags
included), the council register read once, and councils served side by side. Not a spider itself (no `name`)."""

from __future__ import annotations

import asyncio
import logging
from typing import AsyncIterator, Callable

import scrapy

from datestone.crawl.browser import launch_options
from datestone.runtime import runtime
from datestone.config import DatestoneConfig
from datestone.register import Council, load_register

logger = logging.getLogger(__name__)


class DatestoneSpider(scrapy.Spider):
    @classmethod
    def update_settings(cls, settings) -> None:
        super().update_settings(settings)
        config = DatestoneConfig.from_settings(settings)
        settings.set("PLAYWRIGHT_LAUNCH_OPTIONS", launch_options(config.proxy, config.allow_private_addresses),
                     priority="spider")

    @classmethod
    def from_crawler(cls, crawler, *args, **kwargs):
        spider = super().from_crawler(crawler, *args, **kwargs)
        spider.register = load_register(runtime(crawler).config.councils_csv)
        return spider

    async def side_by_side(self, councils: list[Council],
                           serve: Callable[[Council], AsyncIterator]) -> AsyncIterator:
        """Serve every council at once, each in its own task, yielding items as they come.

        Each council keeps its own ladder or pages, budget and pacing; while one waits out its gap, another's
        request may go. Whose request goes next is the machine gate's decision (datestone/politeness/gate.py), so this
        never sends two at once (PC3). A council whose task fails is logged and left for the next run (its visit
        stays open and is resumed); the others carry on."""
        queue: asyncio.Queue = asyncio.Queue()
        finished = object()
        self.councils_due, self.councils_done = len(councils), 0  # extensions/progress.py reports them

        async def run(council: Council) -> None:
            try:
                async for item in serve(council):
                    await queue.put(item)
            except Exception:
                logger.exception("%s %s: stopped by an error; left for the next run", council.gss, council.name)
                self.crawler.stats.inc_value("datestone/councils/errors")
            finally:
                self.councils_done += 1
                await queue.put(finished)

        tasks = [asyncio.ensure_future(run(council)) for council in councils]
        remaining = len(tasks)
        try:
            while remaining:
                item = await queue.get()
                if item is finished:
                    remaining -= 1
                else:
                    yield item
        finally:
            for task in tasks:
                task.cancel()  # only unfinished ones: the engine is shutting down
