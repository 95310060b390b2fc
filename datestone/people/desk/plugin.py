"""The reviewer's desk as a Datasette plugin: its routes, the login, and the one write it makes (AF4).

Routes (all under /-/desk/, every one needs a login):

    /-/desk/                      to review: the queue, grouped by council, counts at the top
    /-/desk/finding/N             the archived page with the facts' evidence marked, the rung, the visit's request
                                  trail with the robots.txt line that allowed each request, approve / reject
    /-/desk/change/N              old and new copies side by side, the word diff
    /-/desk/quote/N               the quotation, the nearest passage (marked in the new copy), its similarity
    /-/desk/move/N                where a cited page moved to
    /-/desk/council/GSS           what `datestone show` prints, the council's export row and why
    /-/desk/copy/ROW[?mark=K:N]   an archived copy, inert (datestone/people/desk/archive_view.py), for the frame
    /-/desk/copy/ROW/sub?url=U    a subresource of that copy, from the visit's WARC files, or 404
    POST /-/desk/decide           kind, id, decision (approved | rejected), reason -> review.decide
    /-/desk/login                 name and the desk password -> Datasette's signed actor cookie (ds_actor)

Login: the reviewer gives their name and the desk's password (DATESTONE_DESK_PASSWORD, datestone/people/desk/server.py);
the name is the actor's id, recorded as `who` on every decision. CSRF is
Datasette's own (asgi-csrf): a POST without the form's token is refused before it reaches a route. Reads use a
read-only connection (Store.read_only), so the desk never holds up a running crawl; a decision opens the store
for writing just long enough for `review.decide`, the function `datestone approve` and `reject` use.
"""

from __future__ import annotations

import asyncio
import hmac
from pathlib import Path
from urllib.parse import quote

from datasette import hookimpl
from datasette.utils.asgi import Response

from datestone.people import review
from datestone.clock import SystemClock, uk_day
from datestone.people.desk import pages
from datestone.state.warc_reader import VisitArchive
from datestone.people.desk.archive_view import COPY_CSP, inert_page, read_copy, rewrite_css
from datestone.register import load_register
from datestone.state.reads.archive_index import archived_record, visit_warc_files
from datestone.state.store import Store

PLUGIN = "datestone-desk"
DECISIONS = {"approve": "approved", "reject": "rejected"}


class Desk:
    """The desk's settings and its one cache (which response records each WARC file holds)."""

    def __init__(self, db_path: Path, archive_dir: Path, councils: Path | None, password: str, clock=None) -> None:
        self.db_path, self.archive_dir, self.councils = Path(db_path), Path(archive_dir), councils
        self.password = password
        self.clock = clock or SystemClock()
        self.warcs = VisitArchive(self.archive_dir)

    async def read(self, fn, *args):
        """fn(store, *args) on a read-only connection, off the event loop."""
        def run():
            store = Store.read_only(self.db_path)
            try:
                return fn(store, *args)
            finally:
                store.close()
        return await asyncio.to_thread(run)

    async def write(self, fn, *args):
        def run():
            store = Store(self.db_path)
            try:
                return fn(store, *args)
            finally:
                store.close()
        return await asyncio.to_thread(run)


def _desk(datasette) -> Desk:
    return datasette._datestone_desk  # set by datestone/people/desk/server.py


async def _page(datasette, request, template: str, context: dict, status: int = 200) -> Response:
    html = await datasette.render_template([template], {**context, "who": (request.actor or {}).get("id")},
                                           request=request)
    return Response.html(html, status=status)


async def _not_found(datasette, request, message: str) -> Response:
    return await _page(datasette, request, "desk_error.html", {"message": message}, status=404)


def _login_first(request) -> Response | None:
    if request.actor and request.actor.get("id"):
        return None
    return Response.redirect("/-/desk/login?next=" + quote(request.full_path, safe=""))


# pages ----------------------------------------------------------------------------------------------------------
async def queue_view(datasette, request):
    if (refused := _login_first(request)) is not None:
        return refused
    desk = _desk(datasette)
    return await _page(datasette, request, "desk_queue.html", await desk.read(pages.queue_page, desk.archive_dir))


async def item_view(datasette, request):
    if (refused := _login_first(request)) is not None:
        return refused
    kind, item_id = request.url_vars["kind"], int(request.url_vars["id"])
    desk = _desk(datasette)
    try:
        context = await desk.read(pages.PAGES[kind], item_id)
    except pages.NotFound as exc:
        return await _not_found(datasette, request, str(exc))
    if kind == "finding" and context["copy"]:
        found = await desk.read(_marks_found, desk.archive_dir, context["copy"]["id"], f"finding:{item_id}")
        context["facts"] = [{**f, "on_page": found.get(f["label"])} for f in context["facts"]]
    return await _page(datasette, request, f"desk_{kind}.html", context)


async def council_view(datasette, request):
    if (refused := _login_first(request)) is not None:
        return refused
    desk = _desk(datasette)
    register = await asyncio.to_thread(load_register, desk.councils) if desk.councils else {}
    now = desk.clock.now()
    try:
        context = await desk.read(pages.council_page, register, request.url_vars["gss"], now, uk_day(now))
    except pages.NotFound as exc:
        return await _not_found(datasette, request, str(exc))
    return await _page(datasette, request, "desk_council.html", context)


# the archived copy ----------------------------------------------------------------------------------------------
def _selectors(store, mark: str | None):
    kind, _, item_id = (mark or "").partition(":")
    if kind == "finding" and item_id.isdigit():
        return pages.finding_selectors(store, int(item_id))
    if kind == "quote" and item_id.isdigit():
        return pages.quote_selectors(store, int(item_id))
    return []


def _inert(store, archive_dir: Path, row_id: int, mark: str | None):
    copy = read_copy(store, archive_dir, row_id)
    if copy is None:
        return None
    return inert_page(copy.html, copy.row["url"], f"/-/desk/copy/{row_id}", _selectors(store, mark))


def _marks_found(store, archive_dir: Path, row_id: int, mark: str) -> dict[str, bool]:
    made = _inert(store, archive_dir, row_id, mark)
    return made[1] if made else {}


def _inert_response(body, content_type: str, status: int = 200) -> Response:
    return Response(body, status=status, content_type=content_type,
                    headers={"Content-Security-Policy": COPY_CSP, "X-Content-Type-Options": "nosniff",
                             "Referrer-Policy": "no-referrer", "Cache-Control": "no-store"})


async def copy_view(datasette, request):
    if (refused := _login_first(request)) is not None:
        return refused
    desk = _desk(datasette)
    made = await desk.read(_inert, desk.archive_dir, int(request.url_vars["row"]), request.args.get("mark"))
    if made is None:
        return _inert_response("no such archived copy", "text/plain; charset=utf-8", 404)
    return _inert_response(made[0], "text/html; charset=utf-8")


async def subresource_view(datasette, request):
    if (refused := _login_first(request)) is not None:
        return refused
    desk, row_id, url = _desk(datasette), int(request.url_vars["row"]), request.args.get("url") or ""

    def find(store):
        row = archived_record(store, row_id)
        return desk.warcs.response(visit_warc_files(store, row["visit_id"]), url) if row else None

    found = await desk.read(find)
    if found is None:  # never fetched from the network: the archive is all there is
        return _inert_response(f"not in the archive: {url}", "text/plain; charset=utf-8", 404)
    content_type, body = found
    if content_type.split(";")[0].strip().lower() == "text/css":
        body = rewrite_css(body.decode("utf-8", "replace"), f"/-/desk/copy/{row_id}", url)
    return _inert_response(body, content_type)


# login and decisions --------------------------------------------------------------------------------------------
async def login_view(datasette, request):
    desk = _desk(datasette)
    next_path = request.args.get("next") or "/-/desk/"
    error = None
    if request.method == "POST":
        form = await request.post_vars()
        name, password = (form.get("name") or "").strip(), form.get("password") or ""
        next_path = form.get("next") or "/-/desk/"
        if not desk.password:
            error = "the desk has no password set (DATESTONE_DESK_PASSWORD): nobody can log in"
        elif not name:
            error = "give your name: it is recorded with every decision"
        elif not hmac.compare_digest(password.encode(), desk.password.encode()):
            error = "wrong password"
        else:
            response = Response.redirect(next_path if next_path.startswith("/-/desk/") else "/-/desk/")
            response.set_cookie("ds_actor", datasette.sign({"a": {"id": name}}, "actor"), httponly=True,
                                samesite="strict")
            return response
    return await _page(datasette, request, "desk_login.html", {"next": next_path, "error": error},
                       status=403 if error else 200)


async def decide_view(datasette, request):
    if request.method != "POST":
        return Response.text("POST only", status=405)
    form = await request.post_vars()
    if not (request.actor and request.actor.get("id")):  # never an anonymous decision
        return Response.text("log in first: a decision records who took it", status=403)
    kind, decision = form.get("kind") or "", DECISIONS.get(form.get("decision") or "")
    reason = (form.get("reason") or "").strip()
    back = f"/-/desk/{kind}/{form.get('id')}"
    if kind not in review.TABLES or not (form.get("id") or "").isdigit() or decision is None:
        return Response.text("unknown item or decision", status=400)
    if decision == "rejected" and not reason:
        datasette.add_message(request, "a rejection needs a reason: nothing was recorded", datasette.ERROR)
        return Response.redirect(back)
    desk = _desk(datasette)
    try:
        done = await desk.write(review.decide, kind, int(form["id"]), decision, request.actor["id"], reason,
                                desk.clock.now())
    except review.ReviewError as exc:
        # Someone decided first (or the item is gone): say so, and give back what this reviewer wrote.
        datasette.add_message(request, f"not recorded: {exc}. Your {form.get('decision')}"
                              + (f" with the reason \u201c{reason}\u201d" if reason else "") + " was not saved.",
                              datasette.WARNING)
        return Response.redirect(back)
    effect = f"; {done['effect']}" if done.get("effect") else ""
    datasette.add_message(request, f"{kind} {done['id']} {decision} by {done['who']}{effect}", datasette.INFO)
    return Response.redirect("/-/desk/")


@hookimpl
def register_routes():
    return [
        (r"^/-/desk/?$", queue_view),
        (r"^/-/desk/login$", login_view),
        (r"^/-/desk/decide$", decide_view),
        (r"^/-/desk/(?P<kind>finding|change|quote|move)/(?P<id>\d+)$", item_view),
        (r"^/-/desk/council/(?P<gss>[A-Za-z0-9]+)$", council_view),
        (r"^/-/desk/copy/(?P<row>\d+)$", copy_view),
        (r"^/-/desk/copy/(?P<row>\d+)/sub$", subresource_view),
    ]


@hookimpl
def menu_links(datasette, actor):
    return [{"href": "/-/desk/", "label": "Reviewer's desk"}]
