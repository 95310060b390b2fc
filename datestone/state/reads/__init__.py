"""What the people's tools, the audit and the replay read from the store: read-only SQL, each query behind a
function named for what it answers, so a reader of the callers sees the question and not the SQL.

Writes stay on `Store` (datestone/state/store.py), in its transactions. The reads are cut by subject, each module
for one kind of question: what awaits a person (review_queue), everything held about one council
(council_record), the WARC index (archive_index), the request log as the audit and `explain` read it
(request_log), and the export's judgement (export_judgement, one query shared with the Datasette metadata).
Nothing outside datestone/state/ runs SQL on the store (tests/test_state_reads.py).
"""
