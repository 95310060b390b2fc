"""The DESIGN.md settings contract, read once into a frozen, validated value.

Settings (Scrapy `-s`, or the environment for the `datestone` CLI): DATESTONE_DATA_DIR, DATESTONE_COUNCILS,
DATESTONE_TIME_SCALE, DATESTONE_PROXY, DATESTONE_ALLOW_PRIVATE_ADDRESSES. An error names the setting.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path
from urllib.parse import urlsplit

PROJECT_ROOT = Path(__file__).resolve().parent.parent
# Through importlib.resources, so the register is still readable when scrapyd runs us from a zipped egg
# (a plain Path in a checkout, a zipfile.Path inside the egg).
BUNDLED_REGISTER = files("datestone") / "data" / "english_housing_councils.csv"


class ConfigError(ValueError):
    """A setting has a value we cannot use; the message names the setting."""


def _truthy(value) -> bool:
    if isinstance(value, bool):
        return value
    return str(value).strip().lower() in {"1", "true", "yes", "on"}


@dataclass(frozen=True)
class DatestoneConfig:
    data_dir: Path
    councils_csv: Path
    time_scale: float
    proxy: str | None
    allow_private_addresses: bool

    @classmethod
    def from_mapping(cls, get) -> "DatestoneConfig":
        """`get(name)` returns the raw value of a setting or None."""
        if not get("DATESTONE_DATA_DIR") and not PROJECT_ROOT.is_dir():
            # Inside a scrapyd egg PROJECT_ROOT is the zip file itself: there is no var/ to fall back on.
            raise ConfigError(f"DATESTONE_DATA_DIR must be set: running from {PROJECT_ROOT}, which has no var/ "
                              "folder (scrapyd jobs: `datestone schedule` passes it)")
        data_dir = Path(get("DATESTONE_DATA_DIR") or PROJECT_ROOT / "var").expanduser()
        councils = Path(get("DATESTONE_COUNCILS")).expanduser() if get("DATESTONE_COUNCILS") else BUNDLED_REGISTER
        raw_scale = get("DATESTONE_TIME_SCALE")
        try:
            scale = 1.0 if raw_scale in (None, "") else float(raw_scale)
        except (TypeError, ValueError):
            raise ConfigError(f"DATESTONE_TIME_SCALE must be a number, got {raw_scale!r}") from None
        if not 0 < scale <= 1:
            # Above 1 would only slow us down; 0 or below would break PC2's promise outright.
            raise ConfigError(f"DATESTONE_TIME_SCALE must be > 0 and <= 1, got {scale}")
        proxy = get("DATESTONE_PROXY") or None
        if proxy and urlsplit(proxy).scheme not in {"http", "https"}:
            raise ConfigError(f"DATESTONE_PROXY must be an http:// URL, got {proxy!r}")
        return cls(
            data_dir=data_dir,
            councils_csv=councils,
            time_scale=scale,
            proxy=proxy,
            allow_private_addresses=_truthy(get("DATESTONE_ALLOW_PRIVATE_ADDRESSES") or False),
        )

    @classmethod
    def from_settings(cls, settings) -> "DatestoneConfig":
        return cls.from_mapping(settings.get)

    @classmethod
    def from_environ(cls, overrides: dict | None = None) -> "DatestoneConfig":
        values = {**os.environ, **{k: v for k, v in (overrides or {}).items() if v is not None}}
        return cls.from_mapping(values.get)

    @property
    def db_path(self) -> Path:
        return self.data_dir / "datestone.db"

    @property
    def archive_dir(self) -> Path:
        return self.data_dir / "archive"

    def scaled(self, seconds: float) -> float:
        """A wait between requests, compressed for tests and the demo (never a timeout or cooldown)."""
        return seconds * self.time_scale
