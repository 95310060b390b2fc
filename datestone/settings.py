"""Scrapy settings for every Datestone job. Policy numbers come from datestone/policy.py only."""

from datestone import policy

BOT_NAME = "datestone"
SPIDER_MODULES = ["spiders"]
NEWSPIDER_MODULE = "spiders"
COMMANDS_MODULE = "datestone.commands"

USER_AGENT = policy.USER_AGENT  # ID1; also what scrapy-playwright puts on every browser request
ROBOTSTXT_OBEY = False  # Scrapy's reader fails open on 5xx and ignores Crawl-delay: middlewares/robots.py
TELNETCONSOLE_ENABLED = False
COOKIES_ENABLED = False  # nothing passes between councils (LD6), nothing is kept
RETRY_ENABLED = False  # CD5: a 5xx ends the visit without blame; RF2: never retry a refusal
METAREFRESH_ENABLED = False  # a meta refresh is a page's own navigation, not ours to follow
REDIRECT_MAX_TIMES = policy.ROBOTS_MAX_REDIRECTS  # the longest chain any request may follow; pages stop at 3
# (PC5) in middlewares/redirect.py
DOWNLOAD_TIMEOUT = policy.REQUEST_TIMEOUT_S  # PC5
DOWNLOAD_MAXSIZE = policy.BODY_MAX_BYTES  # PC5
DOWNLOAD_WARNSIZE = 0
DOWNLOAD_DELAY = 0  # pacing is ours (PC2), counted from the end of a request, not Scrapy's start-to-start
CONCURRENT_REQUESTS = 1  # PC3
CONCURRENT_REQUESTS_PER_DOMAIN = 1
AUTOTHROTTLE_ENABLED = False
HTTPERROR_ALLOW_ALL = True  # a 404 or 403 is information for the ladder, not an error
LOG_LEVEL = "INFO"
REQUEST_FINGERPRINTER_IMPLEMENTATION = "2.7"
FEED_EXPORT_ENCODING = "utf-8"

TWISTED_REACTOR = "twisted.internet.asyncioreactor.AsyncioSelectorReactor"
DOWNLOAD_HANDLERS = {  # scrapy-playwright's, minus the connection pool's silent resend (CD5, PC1)
    "http": "datestone.crawl.download_handler.OneTryDownloadHandler",
    "https": "datestone.crawl.download_handler.OneTryDownloadHandler",
}
PLAYWRIGHT_BROWSER_TYPE = "chromium"
PLAYWRIGHT_DEFAULT_NAVIGATION_TIMEOUT = policy.REQUEST_TIMEOUT_S * 1000  # PC5
PLAYWRIGHT_MAX_PAGES_PER_CONTEXT = 1
PLAYWRIGHT_ABORT_REQUEST = "datestone.crawl.browser.abort_unguarded"  # fail closed: no guard, no request
PLAYWRIGHT_PROCESS_REQUEST_HEADERS = "middlewares.signing.browser_headers"  # ID3: each browser request signed
# PLAYWRIGHT_LAUNCH_OPTIONS is set by the spiders from DATESTONE_PROXY (see datestone/crawl/browser.py);
# PLAYWRIGHT_CONTEXTS is left unset: startup contexts launch one Chromium per handler (feasibility gotcha 1).

# One concern per middleware; process_request runs low → high, process_response high → low.
DOWNLOADER_MIDDLEWARES = {
    "scrapy.downloadermiddlewares.robotstxt.RobotsTxtMiddleware": None,  # replaced by ours (RB*)
    "scrapy.downloadermiddlewares.useragent.UserAgentMiddleware": None,  # replaced by identity (ID1)
    "scrapy.downloadermiddlewares.httpproxy.HttpProxyMiddleware": None,  # no proxy from the environment
    "scrapy.downloadermiddlewares.redirect.RedirectMiddleware": None,  # replaced at the same place, below
    "middlewares.scope.ScopeMiddleware": 110,  # first: nothing off-domain/after refusal goes further (LD4, LD5, PC6, RF1)
    "middlewares.robots.RobotsMiddleware": 120,  # then robots.txt, which may itself need a fetch (RB1–RB4)
    "middlewares.page_budget.PageBudgetMiddleware": 130,  # spend only on what will really be sent (PC1)
    "middlewares.identity.IdentityMiddleware": 140,  # ID1 on every plain request
    "middlewares.validators.ValidatorsMiddleware": 145,  # AF2: each URL asked with its own validators, hops included
    "middlewares.proxy.DatestoneProxyMiddleware": 150,  # tests/demo route through the fake web
    # 590 HttpCompression (built in), then redirects: each hop comes back through everything above
    "middlewares.redirect.NoRefererRedirectMiddleware": 600,
    "middlewares.refusals.RefusalMiddleware": 640,  # sees 3xx/403/429 before Redirect does (RF1)
    "middlewares.pacing.PacingMiddleware": 650,  # waits last, marks each hop's end (PC2, RB5)
    "middlewares.replayed.ReplayedResponseMiddleware": 660,  # a resumed page re-rendered from the archive, not re-sent
    "middlewares.signing.SigningMiddleware": 880,  # ID3: signed as it leaves, after the wait; every hop re-signed
    "middlewares.body_limits.BodyLimitsMiddleware": 890,  # PC5/RB3: no PDF as a page, robots.txt cut at 500 KiB
    "middlewares.request_log.RequestLogMiddleware": 900,  # a row per request as it leaves
    "middlewares.archive.ArchiveMiddleware": 950,  # the bytes as the server sent them (AF3)
}
SPIDER_MIDDLEWARES = {
    "scrapy.spidermiddlewares.referer.RefererMiddleware": None,  # a plain request is never "from" a page
}
ITEM_PIPELINES = {
    "pipelines.archive.ArchiveReferencePipeline": 100,  # the finding points at what was read (AF3)
    "pipelines.findings.FindingsPipeline": 200,  # stored with its rung and depth (LD3)
}

EXTENSIONS = {
    "extensions.audit_stats.AuditStatsExtension": 400,  # before the stats file: the run's own POLICY audit in its stats
    "extensions.progress.ProgressExtension": 300,  # how far a long sweep has got
    "extensions.stats_file.StatsFileExtension": 500,  # DATESTONE_STATS_FILE: the job's stats as JSON at its end
}
