# scrapyd-deploy builds the egg with `python setup.py bdist_egg`; everything else is in pyproject.toml.
from setuptools import setup

setup()
