"""The reviewer's desk (AF4): a Datasette plugin where a person checks each finding, change, quotation and move
against the archived page and approves or rejects it, through the same `review.decide` the command line uses.

server.py builds and serves Datasette (`datestone desk`); plugin.py holds the routes, the login and the decision;
pages.py what each page shows; archive_view.py the archived copy made inert (nothing reaches the network);
anchor.py marks a TextQuoteSelector's words in that copy; templates/ the pages.
"""
