"""Benchmark (not a test): the live view's first paint of a 10,000-view scene in Chromium.

    python3 Tests/browser/bench_first_paint.py [runs]

Serves Tests/browser/scenes/grid10k.geo with `geo --serve` (GEO_BIN, default .build/debug/geo;
use a release build for figures), opens the page in Debian's chromium and reports, per run, the
time from navigation to the first animation frame after all 10,000 views are in the page
(issue 10: ≤ 1 s), with the page's own share (fetching /scene, building the SVG) measured inside
the page."""

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


def main(runs):
    s = Serve(str(SCENES / "grid10k.geo"))
    try:
        with sync_playwright() as p:
            b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            for i in range(runs):
                pg = b.new_page(viewport={"width": 1280, "height": 860})
                start = time.perf_counter()
                pg.goto(s.url, wait_until="commit")
                painted_at = pg.evaluate(WAIT)
                total = time.perf_counter() - start
                nav = pg.evaluate("performance.timeOrigin")
                print("run %d: first paint of %d views %.0f ms (page clock: %.0f ms after navigation start)"
                      % (i + 1, pg.locator("rect.v").count(), total * 1000, painted_at))
                del nav
                pg.close()
            b.close()
    finally:
        s.stop()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
