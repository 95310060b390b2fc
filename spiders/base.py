"""What every Datestone spider shares: the browser launched with the settings contract's proxy (LD7 flags
included), and the council register read once. Not a spider itself (no `name`)."""

from __future__ import annotations

import scrapy

from datestone.browser import launch_options
from datestone.components import shared
from datestone.config import DatestoneConfig
from datestone.register import load_register


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
        spider.register = load_register(shared(crawler).config.councils_csv)
        return spider
