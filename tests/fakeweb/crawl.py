"""Run a Datestone spider in-process against the fake web and collect what a test needs to judge it.

Used by the crawl tests (pytest-twisted) and mirrors the real command line: the same settings module, the
DESIGN.md settings contract, a register CSV written from the cases' council rows.
"""

from __future__ import annotations

import csv
import time
from dataclasses import dataclass, field
from pathlib import Path

from scrapy import signals
from scrapy.crawler import CrawlerRunner
from scrapy.settings import Settings

from datestone import settings as project_settings
from datestone.state.store import Store
from tests.fakeweb.server import LogLine
from tests.fakeweb.web import FakeWeb
from tests.fakeweb.sitefolder import Site

TEST_TIME_SCALE = 0.01


def write_register(sites: list[Site], path: Path) -> Path:
    with open(path, "w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(["gss_code", "official_name", "homepage_url", "site_domain"])
        for site in sites:
            c = site.council
            writer.writerow([c["gss_code"], c["official_name"], c["homepage_url"], c["site_domain"]])
    return path


def crawl_settings(web: FakeWeb, data_dir: Path, register: Path, scale: float = TEST_TIME_SCALE,
                   extra: dict | None = None) -> Settings:
    settings = Settings()
    settings.setmodule(project_settings, priority="project")
    settings.setdict({
        "DATESTONE_DATA_DIR": str(data_dir),
        "DATESTONE_COUNCILS": str(register),
        "DATESTONE_PROXY": web.proxy_url,
        "DATESTONE_ALLOW_PRIVATE_ADDRESSES": "1",
        "DATESTONE_TIME_SCALE": str(scale),
        "DATESTONE_RANDOM_SEED": 1,
        "LOG_LEVEL": "INFO",
        **(extra or {}),
    }, priority="cmdline")
    return settings


@dataclass
class CrawlResult:
    items: list = field(default_factory=list)
    lines: list[LogLine] = field(default_factory=list)
    request_rows: list[dict] = field(default_factory=list)
    stats: dict = field(default_factory=dict)
    store: Store | None = None


async def run_spider(spider_cls, web: FakeWeb, sites: list[Site], data_dir: Path, scale: float = TEST_TIME_SCALE,
                     extra_settings: dict | None = None, **spider_args) -> CrawlResult:
    data_dir.mkdir(parents=True, exist_ok=True)
    register = write_register(sites, data_dir / "register.csv")
    for site in sites:
        web.add(site)
    mark, started = len(web.log), time.monotonic()
    runner = CrawlerRunner(crawl_settings(web, data_dir, register, scale, extra_settings))
    crawler = runner.create_crawler(spider_cls)
    result = CrawlResult()

    def collect(item, **_):  # a named function: Scrapy holds signal handlers weakly
        result.items.append(item)

    crawler.signals.connect(collect, signal=signals.item_scraped)
    await runner.crawl(crawler, **spider_args)
    # Lines logged since, of requests that arrived since: a slow answer to an earlier test lands late in the log.
    result.lines = [line for line in web.lines_since(mark) if line.arrival >= started]
    result.stats = crawler.stats.get_stats()
    result.store = Store(data_dir / "datestone.db")
    result.request_rows = list(result.store.db["requests"].rows_where(order_by="id"))
    return result
