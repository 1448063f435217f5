"""Benchmark (not a test): the live view's first paint of a 10,000-view scene in Chromium.

    python3 Tests/browser/bench_first_paint.py [runs]

Serves Tests/browser/scenes/grid10k.geo with `geo --serve` (GEO_BIN, default .build/debug/geo;
use a release build for figures), opens the page in Debian's chromium and reports, per run, the
time from navigation to the first animation frame after all 10,000 views are in the page
(issue 10: ≤ 1 s), and the renderer main thread's CPU time for it (Chromium's own metrics), which
a loaded machine does not inflate as it does the wall clock."""

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_live_view import CHROMIUM, SCENES, Serve  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

WAIT = """() => new Promise((done) => {
  const check = () => {
    if (document.querySelectorAll('rect.v').length >= 10000) requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now())));
    else setTimeout(check, 5);
  };
  check();
})"""


def metrics(cdp):
    return {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}


def main(runs):
    s = Serve(str(SCENES / "grid10k.geo"))
    try:
        with sync_playwright() as p:
            b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            for i in range(runs):
                pg = b.new_page(viewport={"width": 1280, "height": 860})
                cdp = pg.context.new_cdp_session(pg)
                cdp.send("Performance.enable")
                before = metrics(cdp)
                start = time.perf_counter()
                pg.goto(s.url, wait_until="commit")
                painted_at = pg.evaluate(WAIT)
                total = time.perf_counter() - start
                after = metrics(cdp)
                print("run %d: first paint of %d views %.0f ms wall (page clock %.0f ms); renderer main thread "
                      "CPU %.0f ms (script %.0f, layout %.0f, style %.0f)"
                      % (i + 1, pg.locator("rect.v").count(), total * 1000, painted_at,
                         1000 * (after["ThreadTime"] - before["ThreadTime"]),
                         1000 * (after["ScriptDuration"] - before["ScriptDuration"]),
                         1000 * (after["LayoutDuration"] - before["LayoutDuration"]),
                         1000 * (after["RecalcStyleDuration"] - before["RecalcStyleDuration"])))
                pg.close()
            b.close()
    finally:
        s.stop()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
