"""What a page's own scripts still wait for, as the page itself counts it (PC2: a page ends when it and its
subresources have finished; `browser.settle` asks this before it lets the page be read)."""
from __future__ import annotations

# Chromium's report of a request can reach us well after `load` on a busy machine: the network side that pauses
# it for our route is not the renderer that fires `load`. So the quiet time alone cannot promise that a menu's
# fetch() started on DOMContentLoaded was seen (a sweep on a loaded machine lost one). The page itself knows: this
# script, run before any of the page's own, counts the fetch() and XMLHttpRequest calls its scripts have made and
# not yet seen answered. It sends nothing and changes nothing a page relies on (the calls go through unchanged).
SCRIPT_REQUESTS_COUNTER = """
(() => {
  let waiting = 0;
  const answered = () => { waiting -= 1; };
  const pageFetch = window.fetch;
  if (pageFetch) {
    window.fetch = function (...args) {
      waiting += 1;
      let answer;
      try { answer = pageFetch.apply(this, args); } catch (error) { answered(); throw error; }
      answer.then(answered, answered);
      return answer;
    };
  }
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (...args) {
    waiting += 1;
    this.addEventListener("loadend", answered, {once: true});
    return send.apply(this, args);
  };
  Object.defineProperty(window, "__datestoneScriptRequestsWaiting", {get: () => waiting});
})();
"""
SCRIPT_REQUESTS_WAITING = "window.__datestoneScriptRequestsWaiting || 0"


async def script_requests_waiting(page) -> int:
    """How many fetch()/XHR calls the page's scripts made that have not been answered (0 if it cannot tell)."""
    try:
        return int(await page.evaluate(SCRIPT_REQUESTS_WAITING))
    except Exception:  # a page closed or navigated away (aborted): nothing of it is still waiting for us
        return 0
