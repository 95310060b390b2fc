"""The sweep's access log cut into units of service, the way the PC3 bound counts them: a plain request, or a page
read in the browser with its subresources as one unit; and per council website the chain PC2 imposes on them."""

from __future__ import annotations

from dataclasses import dataclass, field

from bench.sweepweb import SweepWeb
from datestone.state.audit import minimum_gap_s
import tests.fakeweb.audit as auditor
from tests.fakeweb.server import LogLine


@dataclass
class Unit:
    """One request in PC3's sense: a plain request and, for a page read, the browser subresources of its page."""

    website: str
    lines: list[LogLine] = field(default_factory=list)
    kind: str = "cheap"
    gss: str = ""
    drawn_gap_s: float | None = None  # the PC2 gap the crawler drew for it (request row gap_s), scaled

    @property
    def start(self) -> float:
        return self.lines[0].arrival

    @property
    def end(self) -> float:
        return max(line.finish for line in self.lines)

    @property
    def service(self) -> float:
        return self.end - self.start


def units(lines: list[LogLine], web: SweepWeb, request_rows: list[dict]) -> list[Unit]:
    """Each plain line matched, in order, to the crawler's request row of the same URL (its kind and council), as
    the auditor matches them; subresources joined to the last plain request on their website, or to the `render`
    row they follow (a page rendered from HTML a probe already brought: a unit with no line of its own)."""
    rows = [r for r in request_rows if r.get("kind") in ("robots", "cheap", "page", "render")]
    found: list[Unit] = []
    last: dict[str, Unit] = {}
    index, offset_s = 0, None
    for line in sorted(lines, key=lambda l: l.arrival):
        website = web.website_of_host.get(line.host)
        if website is None or line.method == "CONNECT":
            continue
        if line.from_browser:
            render = auditor.render_next(rows, index, website, line, offset_s, web.website_of_host.get)
            if render is not None:
                unit = Unit(website, [line], kind="render", gss=rows[render]["gss"],
                            drawn_gap_s=rows[render].get("gap_s"))
                index = render + 1
                found.append(unit)
                last[website] = unit
                continue
            if website in last:
                last[website].lines.append(line)
                continue
        unit = Unit(website, [line])
        while index < len(rows) and (rows[index]["url"] != line.url or rows[index]["kind"] == "render"):
            index += 1
        if index < len(rows):
            unit.kind, unit.gss = rows[index]["kind"], rows[index]["gss"]
            unit.drawn_gap_s = rows[index].get("gap_s")
            if rows[index].get("at") is not None:
                offset_s = rows[index]["at"] - line.arrival
            index += 1
        found.append(unit)
        last[website] = unit
    return found


def chains(found: list[Unit], web: SweepWeb, scale: float) -> dict[str, tuple[float, float, int, float]]:
    """Per council website: (its PC2 minimum waits, scaled; its service times; its requests; the waits PC2 had it
    draw — "45–120 s (drawn at random)" — as the crawler drew them). PC2 counts from the end of the previous request
    to that website whoever made it, so councils sharing a website share one chain."""
    out: dict[str, tuple[float, float, int, float]] = {}
    previous: dict[str, Unit] = {}
    for unit in found:
        waits, service, n, drawn = out.get(unit.website, (0.0, 0.0, 0, 0.0))
        before = previous.get(unit.website)
        if before is not None and not (300 <= before.lines[0].status < 400 and len(before.lines) == 1
                                       and before.kind != "render"):
            minimum = minimum_gap_s(unit.kind, before.kind, web.crawl_delay.get(unit.website)) * scale
            waits += minimum
            drawn += max(minimum, unit.drawn_gap_s or 0.0)
        out[unit.website] = (waits, service + unit.service, n + 1, drawn)
        previous[unit.website] = unit
    return out
