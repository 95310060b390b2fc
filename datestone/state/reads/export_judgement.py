"""The export's judgement (AF4): per council, the page a person approved or why it cannot be confirmed, in one
SQL query. The Datasette metadata runs the same text as its `export` and `cannot_confirm` canned queries
(datestone/datasette/metadata.yml; tests/test_cli_people.py keeps them identical), so the desk's tables and
`datestone export` never disagree. datestone/people/export.py lays the rows out."""

from __future__ import annotations

EXPORT_SQL = """
with approved as (
  select f.id, f.gss, f.url, f.schemes, f.fetched_at, f.stale from findings f
  where f.review = 'approved' and f.id = (select max(g.id) from findings g where g.gss = f.gss and g.review = 'approved')
), paged as (
  select c.gss, c.name, c.opted_out, c.retired, c.last_outcome,
    coalesce(c.preferred_url, a.url) as page_url,
    coalesce((select s.schemes from findings s where s.gss = c.gss and s.url = c.preferred_url
              and s.review = 'approved' order by s.id desc limit 1), a.schemes) as schemes,
    a.fetched_at as found_at,
    coalesce((select s.id from findings s where s.gss = c.gss and s.url = c.preferred_url
              and s.review = 'approved' order by s.id desc limit 1), a.id) as finding_id,
    coalesce((select s.stale from findings s where s.gss = c.gss and s.url = c.preferred_url
              and s.review = 'approved' order by s.id desc limit 1), a.stale) as stale,
    (select group_concat(p.url, ' ') from findings p where p.gss = c.gss and coalesce(p.review, 'pending') = 'pending')
      as pending,
    (select count(*) from changes h where h.gss = c.gss and coalesce(h.review, 'pending') = 'pending')
      as changes_pending
  from councils c left join approved a on a.gss = c.gss
), checked as (
  select paged.*,
    (select k.outcome from checks k where k.gss = paged.gss and k.url = paged.page_url order by k.id desc limit 1)
      as check_outcome,
    (select k.evidence from checks k where k.gss = paged.gss and k.url = paged.page_url order by k.id desc limit 1)
      as check_evidence,
    (select max(k.checked_at) from checks k where k.gss = paged.gss and k.url = paged.page_url) as checked_at,
    (select k.new_url from checks k where k.gss = paged.gss and k.url = paged.page_url order by k.id desc limit 1)
      as check_new_url,
    (select k.followed from checks k where k.gss = paged.gss and k.url = paged.page_url order by k.id desc limit 1)
      as check_followed
  from paged
), moved as (
  select checked.*,
    replace(replace(substr(check_new_url, instr(check_new_url, '://') + 3), '?', '/'), '#', '/') || '/' as moved_rest
  from checked
), judged as (
  select moved.*, case
    when opted_out then 'opted out'
    when retired then 'refusing'
    when page_url is not null and check_outcome = 'blocked' and check_evidence like 'refused%' then 'refusing'
    when page_url is not null and check_outcome = 'blocked' then 'blocked by robots.txt'
    when page_url is not null and check_outcome = 'gone' then 'gone'
    when page_url is not null and check_outcome = 'unreachable' then 'unreachable'
    when page_url is not null and check_outcome = 'moved' and check_followed = 0 then 'the council''s page moved to '
      || substr(moved_rest, 1, instr(moved_rest, '/') - 1) || ' (outside its domain)'
    when page_url is not null and check_outcome = 'moved' then 'moved, pending review'
    when page_url is not null and changes_pending > 0 then 'changed, pending review'
    when page_url is not null and stale then 'the council''s page describes only schemes that have ended'
    when page_url is not null then null
    when last_outcome = 'blocked' then 'blocked by robots.txt'
    when last_outcome = 'refused' then 'refusing'
    when pending is not null then 'pending review'
    when last_outcome = 'not_found' then 'not found'
    when last_outcome = 'unavailable' then 'unreachable'
    else 'not visited yet' end as reason
  from moved
)
select gss, name,
  case when reason is null then 'confirmed' else 'cannot confirm' end as status,
  case when reason is null then page_url end as page_url,
  case when reason is null then schemes end as schemes,
  max(coalesce(checked_at, 0), coalesce(found_at, 0)) as last_checked_at,
  reason, pending, case when reason is null then finding_id end as finding_id
from judged order by gss
"""


def judged_councils(store) -> list[dict]:
    """One row per council the store holds, by GSS code: status, page, schemes, last checked, reason, pending."""
    return list(store.db.query(EXPORT_SQL))
