"""The labelled corpus of real council language (tests/corpus/), and the folds it is measured on.

Folds are by council, never by page: every page of one council is in one fold, so a council's own wording
cannot teach the reader what it is then tested on. A council's fold is a stable hash of its GSS code.
Folds 3 and 4 are held back: the reading code is never tuned on them, and the figures that count are theirs.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "corpus"
FOLDS = 5
HELD_BACK = (3, 4)


@dataclass(frozen=True)
class CorpusPage:
    folder: str
    html: str
    meta: dict

    @property
    def url(self) -> str:
        return self.meta["url"]

    @property
    def is_licensing(self) -> bool:
        return self.meta["label"] == "licensing"

    @property
    def fold(self) -> int:
        return fold_of(self.meta["gss"])

    @property
    def held_back(self) -> bool:
        return self.fold in HELD_BACK


def fold_of(gss: str) -> int:
    return int(hashlib.sha256(gss.encode()).hexdigest(), 16) % FOLDS


def load_corpus(root: Path = CORPUS) -> list[CorpusPage]:
    pages = []
    for meta_file in sorted(root.glob("*/meta.json")):
        folder = meta_file.parent
        pages.append(CorpusPage(folder.name, (folder / "page.html").read_text(encoding="utf-8"),
                                json.loads(meta_file.read_text(encoding="utf-8"))))
    return pages
