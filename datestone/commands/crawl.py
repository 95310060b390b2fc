"""`scrapy crawl` that refuses a bad council code or register before anything starts.

An unknown or malformed `-a gss=` and a broken register exit non-zero with one clear line; no browser is
launched, no request is made and nothing is written.
"""

from __future__ import annotations

import sys

from scrapy.commands.crawl import Command as ScrapyCrawl

from datestone.config import ConfigError, DatestoneConfig
from datestone.register import RegisterError, UnknownCouncil, find_council, load_register


class Command(ScrapyCrawl):
    def run(self, args, opts):
        try:
            config = DatestoneConfig.from_settings(self.settings)
            register = load_register(config.councils_csv)
            gss = opts.spargs.get("gss")
            if args and args[0] == "council" and gss is not None:
                find_council(register, gss)
        except (ConfigError, RegisterError, UnknownCouncil) as exc:
            print(f"datestone: {exc}", file=sys.stderr)
            self.exitcode = 2
            return
        super().run(args, opts)
