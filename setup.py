"""The egg scrapyd runs (`scrapyd-deploy` builds it from here; see README "Scheduled jobs (scrapyd)").

Only what a crawl needs at run time goes in: the five top-level packages and datestone's data files.
Tests, the demo and the benchmarks stay out.
"""

from setuptools import find_packages, setup

RUNTIME_PACKAGES = ["datestone", "spiders", "middlewares", "pipelines", "extensions"]

setup(
    name="datestone",
    version="1.0",
    packages=find_packages(include=[p for name in RUNTIME_PACKAGES for p in (name, f"{name}.*")]),
    # The bundled council register (and its SOURCE note) and the Datasette metadata are read at run time.
    package_data={"datestone": ["data/*.csv", "data/*.md", "datasette/*.yml"]},
    # scrapyd's runner finds the settings module through this entry point.
    entry_points={"scrapy": ["settings = datestone.settings"]},
    # scrapyd imports the egg straight from its zip file; nothing in it may rely on being unpacked.
    zip_safe=True,
)
