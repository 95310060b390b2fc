"""datestone.config — the settings contract: validated once, every error names its setting (house style 5)."""
from __future__ import annotations

from pathlib import Path

import pytest

from datestone.config import BUNDLED_REGISTER, PROJECT_ROOT, ConfigError, DatestoneConfig

SETTINGS = ("DATESTONE_DATA_DIR", "DATESTONE_COUNCILS", "DATESTONE_TIME_SCALE", "DATESTONE_PROXY",
            "DATESTONE_ALLOW_PRIVATE_ADDRESSES")


@pytest.fixture
def clean_env(monkeypatch):
    for name in SETTINGS:
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


def _config(**values) -> DatestoneConfig:
    return DatestoneConfig.from_mapping(values.get)


@pytest.mark.parametrize(
    "setting, value",
    [
        ("DATESTONE_TIME_SCALE", "abc"),
        ("DATESTONE_TIME_SCALE", "0"),  # PC2: would remove every wait
        ("DATESTONE_TIME_SCALE", 0),
        ("DATESTONE_TIME_SCALE", "-1"),
        ("DATESTONE_TIME_SCALE", "2"),
        ("DATESTONE_TIME_SCALE", "1.0001"),
        ("DATESTONE_TIME_SCALE", "nan"),
        ("DATESTONE_TIME_SCALE", "inf"),
        ("DATESTONE_TIME_SCALE", [0.5]),
        ("DATESTONE_PROXY", "ftp://x"),
        ("DATESTONE_PROXY", "socks5://127.0.0.1:1080"),
        ("DATESTONE_PROXY", "127.0.0.1:8080"),
    ],
)
def test_pc2_bad_setting_values_raise_config_error_naming_the_setting(setting, value):
    with pytest.raises(ConfigError, match=setting):
        _config(**{setting: value})


@pytest.mark.parametrize("value, expected", [("1", 1.0), ("0.5", 0.5), ("0.001", 0.001), (0.25, 0.25), ("", 1.0)])
def test_pc2_time_scale_accepts_numbers_in_0_to_1(value, expected):
    assert _config(DATESTONE_TIME_SCALE=value).time_scale == expected


@pytest.mark.parametrize("proxy", ["http://127.0.0.1:8080", "https://proxy.test:3128"])
def test_http_proxies_are_accepted(proxy):
    assert _config(DATESTONE_PROXY=proxy).proxy == proxy


def test_pc6_defaults_data_in_project_var_bundled_register_full_waits_no_proxy_no_private_addresses():
    config = _config()
    assert config.data_dir == PROJECT_ROOT / "var"
    assert PROJECT_ROOT == Path(__file__).resolve().parent.parent
    assert config.councils_csv == BUNDLED_REGISTER and BUNDLED_REGISTER.is_file()
    assert config.time_scale == 1.0
    assert config.proxy is None
    assert config.allow_private_addresses is False  # PC6: refused in production
    assert config.db_path == PROJECT_ROOT / "var" / "datestone.db"


@pytest.mark.parametrize(
    "value, allowed",
    [("1", True), ("true", True), ("YES", True), ("on", True), (True, True),
     ("0", False), ("false", False), ("no", False), ("", False), (False, False)],
)
def test_pc6_private_addresses_allowed_only_when_asked(value, allowed):
    assert _config(DATESTONE_ALLOW_PRIVATE_ADDRESSES=value).allow_private_addresses is allowed


def test_from_environ_reads_the_environment(clean_env, tmp_path):
    clean_env.setenv("DATESTONE_DATA_DIR", str(tmp_path / "state"))
    clean_env.setenv("DATESTONE_COUNCILS", str(tmp_path / "councils.csv"))
    clean_env.setenv("DATESTONE_TIME_SCALE", "0.01")
    clean_env.setenv("DATESTONE_PROXY", "http://127.0.0.1:8899")
    clean_env.setenv("DATESTONE_ALLOW_PRIVATE_ADDRESSES", "1")
    config = DatestoneConfig.from_environ()
    assert config == DatestoneConfig(data_dir=tmp_path / "state", councils_csv=tmp_path / "councils.csv",
                                     time_scale=0.01, proxy="http://127.0.0.1:8899", allow_private_addresses=True)
    assert config.db_path == tmp_path / "state" / "datestone.db"


def test_from_environ_with_nothing_set_gives_the_defaults(clean_env):
    assert DatestoneConfig.from_environ() == _config()


def test_from_environ_overrides_win_and_none_overrides_are_ignored(clean_env):
    clean_env.setenv("DATESTONE_TIME_SCALE", "0.5")
    assert DatestoneConfig.from_environ({"DATESTONE_TIME_SCALE": "0.1"}).time_scale == 0.1
    assert DatestoneConfig.from_environ({"DATESTONE_TIME_SCALE": None}).time_scale == 0.5


def test_from_environ_bad_value_names_the_setting(clean_env):
    clean_env.setenv("DATESTONE_TIME_SCALE", "abc")
    with pytest.raises(ConfigError, match="DATESTONE_TIME_SCALE"):
        DatestoneConfig.from_environ()


def test_config_is_frozen():
    with pytest.raises(Exception):
        _config().time_scale = 0.0  # type: ignore[misc]
