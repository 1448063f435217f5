"""Browser tests of the live view (`geo --serve`, docs/live-view.md): Playwright for Python
driving Debian's chromium (never a downloaded browser). Scripts/test.sh runs them after
`swift build`; they need the `geo` binary (GEO_BIN, default .build/debug/geo)."""

import http.client
import json
import os
import pty
import re
import select
import shutil
import signal
import struct
import subprocess
import time
import zlib
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

REPO = Path(__file__).resolve().parents[2]
SCENES = Path(__file__).resolve().parent / "scenes"
GEO = os.environ.get("GEO_BIN", str(REPO / ".build" / "debug" / "geo"))
CHROMIUM = os.environ.get("CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
SCREENSHOT = REPO / "docs" / "live-view.png"
VIEWPORT = {"width": 1280, "height": 860}


# ---- geo ----------------------------------------------------------------------------------

def geo_numbers(source):
    """Runs geo -e and returns the numbers it printed, in order (exact(…) shows every digit)."""
    out = subprocess.run([GEO, "-e", source], capture_output=True, text=True, timeout=30, check=True).stdout
    return [float(x) for x in re.findall(r"-?\d+(?:\.\d+)?(?:e[-+]?\d+)?", out)]


def http_get(port, path):
    """The body of GET path from the server on 127.0.0.1:port."""
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        c.request("GET", path)
        return c.getresponse().read().decode()
    finally:
        c.close()


class Serve:
    """`geo --serve …` as a child process; `url` from the line it prints first."""

    def __init__(self, *args, port=0):
        self.proc = subprocess.Popen([GEO, "--serve", *args, "--port", str(port)], stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True, env=dict(os.environ, NO_COLOR="1"))
        line = self.proc.stdout.readline()
        match = re.match(r"geo: live view at (http://127\.0\.0\.1:(\d+)/)$", line.strip())
        assert match, "unexpected first line: %r" % line
        self.url, self.port = match.group(1), int(match.group(2))

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()

    def open(self, page, selector):
        """Opens the page and waits for `selector`."""
        page.goto(self.url)
        page.wait_for_selector(selector, timeout=30000)

    def stop(self):
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


class ServeREPL:
    """`geo --serve` with no file: the REPL on a pseudo-terminal, as a person uses it."""

    def __init__(self):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            env = dict(os.environ, NO_COLOR="1", TERM="xterm", GEO_HISTORY=os.devnull)
            os.execve(GEO, [GEO, "--serve", "--port", "0"], env)
        self.text = ""
        self.read_until(r"geo> ")
        match = re.search(r"geo: live view at (http://127\.0\.0\.1:\d+/)", self.text)
        assert match, self.text
        self.url = match.group(1)

    def read_until(self, pattern, timeout=10):
        deadline = time.time() + timeout
        while not re.search(pattern, self.text):
            left = deadline - time.time()
            assert left > 0, "timed out waiting for %r in %r" % (pattern, self.text)
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                self.text += os.read(self.fd, 65536).decode("utf-8", "replace")
        return self.text

    def enter(self, line):
        self.text = ""
        os.write(self.fd, (line + "\n").encode())

    def stop(self):
        try:
            os.write(self.fd, b"\x04")
            _, status = os.waitpid(self.pid, 0)
            return status
        finally:
            os.close(self.fd)


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture
def page(browser):
    # The page forbids eval (CSP); Playwright's wait_for_function needs it.
    context = browser.new_context(viewport=VIEWPORT, device_scale_factor=1, bypass_csp=True)
    pg = context.new_page()
    errors = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    yield pg
    context.close()
    assert errors == [], "errors on the page: %r" % errors


@pytest.fixture
def card_scene():
    s = Serve(str(SCENES / "card.geo"))
    yield s
    s.stop()


def element_box(page, name):
    return page.eval_on_selector('[data-view="%s"]' % name,
                                 "e => { const r = e.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; }")


def page_point(page, x, y, root="root"):
    """Where a point of the root's bounds space is on the page, at the page's zoom."""
    rx, ry, _, _ = element_box(page, root)
    z = page.evaluate("window.geoLive.zoom")
    return rx + x * z, ry + y * z


# ---- the tests ----------------------------------------------------------------------------

def test_the_tree_appears_and_the_rotated_cards_box_is_geos_frame(page, card_scene):
    page.goto(card_scene.url)
    page.wait_for_selector('[data-view="card"]')
    for name in ["root", "header", "card", "badge", "footer", "ghost"]:
        assert page.locator('[data-view="%s"]' % name).count() == 1
        assert page.locator('#tree .row:has-text("%s")' % name).count() >= 1
    assert page.evaluate("window.geoLive.zoom") == 1
    frame = geo_numbers(open(SCENES / "card.geo").read() + "\nlet f = card.frame\n"
                        "print(exact(f.x), exact(f.y), exact(f.width), exact(f.height))")
    rx, ry, rw, rh = element_box(page, "root")
    assert (rw, rh) == (375, 667)
    x, y, w, h = element_box(page, "card")
    for got, want in zip([x - rx, y - ry, w, h], frame):
        assert abs(got - want) <= 0.5, (got, want)
    # Hidden and non-interactive views are drawn differently.
    assert "h" in page.get_attribute('[data-view="ghost"]', "class").split()
    assert "ni" in page.get_attribute('[data-view="footer"]', "class").split()


def test_a_click_is_geos_hit_test(page, card_scene):
    page.goto(card_scene.url)
    page.wait_for_selector('[data-view="card"]')
    # Inside the card's frame box, outside the rotated card: the root takes it.
    page.mouse.click(*page_point(page, 290, 110))
    page.wait_for_function("document.getElementById('hitname') && document.getElementById('hitname').textContent === 'root'")
    explanation = page.text_content("#explanation")
    assert explanation.startswith("root.hitTest((290, 110)): the deepest visible, interactive view")
    assert "is outside its bounds (0, 0, 200, 100) → skipped" in explanation
    assert page.text_content("#path") == "tried: root → ghost → footer → card → header"
    # On the card: the card, highlighted, selected in the tree.
    page.mouse.click(*page_point(page, 200, 150))
    page.wait_for_function("document.getElementById('hitname').textContent === 'card'")
    assert page.locator(".hitv").count() == 1
    assert page.text_content("#tree .row.sel .n") == "card"
    assert "= <View \"card\"" in page.text_content("#explanation")
    # Shift-click converts the point into the selected card's space (geo: card.convert(p, from: root)).
    page.keyboard.down("Shift")
    page.mouse.click(*page_point(page, 200, 150))
    page.keyboard.up("Shift")
    want = geo_numbers(open(SCENES / "card.geo").read() + "\nlet q = card.convert((200, 150), from: root)\nprint(q)")
    assert page.text_content("#converted") == "(200, 150) in root = (%g, %g) in card (inside its bounds)" % tuple(want)


def test_a_repl_statement_updates_the_page_within_a_second(page):
    repl = ServeREPL()
    try:
        page.goto(repl.url)
        page.wait_for_selector("#status.live")
        repl.enter('let root = View(frame: (0, 0, 300, 200), name: "root")')
        start = time.time()
        page.wait_for_selector('[data-view="root"]', timeout=1000)
        repl.read_until(r"geo> ")
        repl.enter('root.addSubview(View(frame: (10, 20, 50, 40), name: "box"))')
        start = time.time()
        page.wait_for_selector('[data-view="box"]', timeout=1000)
        assert time.time() - start < 1
        repl.read_until(r"geo> ")
        repl.enter("root.subviews[0].transform = rotation(90deg)")
        page.wait_for_function("document.querySelector('[data-view=\"box\"]').getAttribute('transform').startsWith('matrix(6.123')",
                               timeout=1000)
        repl.read_until(r"geo> ")
        repl.enter(":serve")
        assert "already at " + repl.url in repl.read_until(r"geo> ")
        # A runaway statement shows on the page; Ctrl-C stops it, and the session and the page go on.
        repl.enter("while true { }")
        page.wait_for_selector("#running:not([hidden])", timeout=5000)
        assert "Ctrl-C in its terminal stops it" in page.text_content("#running")
        os.write(repl.fd, b"\x03")
        repl.read_until(r"geo> ", timeout=5)
        page.wait_for_selector("#running", state="hidden", timeout=5000)
        repl.enter('root.addSubview(View(frame: (100, 20, 50, 40), name: "after"))')
        page.wait_for_selector('[data-view="after"]', timeout=1000)
        repl.read_until(r"geo> ")
        repl.enter(":serve stop")
        assert "live view stopped" in repl.read_until(r"geo> ")
        page.wait_for_selector("#status.down", timeout=5000)
    finally:
        assert repl.stop() == 0


def test_playback_at_half_the_duration_draws_geos_presentation(page):
    with Serve(str(SCENES / "spin.geo")) as s:
        s.open(page, '[data-view="card"]')
        page.wait_for_selector("#timeline:not([hidden])")
        page.eval_on_selector("#scrub", "e => { e.value = 0.5; e.dispatchEvent(new Event('input')); }")
        page.wait_for_function("window.geoLive.showingTime === 0.5")
        drawn = page.get_attribute('[data-view="card"]', "transform")
        got = [float(x) for x in re.match(r"matrix\((.*)\)", drawn).group(1).split()]
        # geo's own answer: the presentation's matrix to the root, from three converted points.
        want = geo_numbers(open(SCENES / "spin.geo").read() + """
            let p = card.presentation(at: 0.5)
            let o = p.convert((0, 0), to: nil)
            let ex = p.convert((1, 0), to: nil)
            let ey = p.convert((0, 1), to: nil)
            print(exact(ex.x - o.x), exact(ex.y - o.y), exact(ey.x - o.x), exact(ey.y - o.y), exact(o.x), exact(o.y))""")
        assert len(want) == 6
        for g, w in zip(got, want):
            assert abs(g - w) <= 1e-3, (got, want)
        # Real-time playback runs to the model and stops there.
        page.click("#play")
        page.wait_for_function("window.geoLive.playing === false && window.geoLive.showingTime === 1", timeout=5000)
        model = page.evaluate("window.geoLive.scene.roots[0].subviews[0].toRoot")
        end = [float(x) for x in re.match(r"matrix\((.*)\)", page.get_attribute('[data-view="card"]', "transform")).group(1).split()]
        for g, w in zip(end, model):
            assert abs(g - w) <= 1e-9


def test_watch_redraws_on_edit_and_shows_errors(page, tmp_path):
    path = tmp_path / "lesson.geo"
    path.write_text('let root = View(frame: (0, 0, 200, 200), name: "root")\n')
    with Serve(str(path), "--watch") as s:
        s.open(page, '[data-view="root"]')
        path.write_text('let root = View(frame: (0, 0, 200, 200), name: "root")\n'
                        'root.addSubview(View(frame: (10, 10, 30, 30), name: "added"))\n')
        page.wait_for_selector('[data-view="added"]', timeout=5000)
        path.write_text('let root = View(frame: (0, 0, 200, 200), name: "root"\n')
        page.wait_for_selector("#error:not([hidden])", timeout=5000)
        assert "lesson.geo:" in page.text_content("#error")
        assert "error:" in page.text_content("#error")
        assert page.locator('[data-view="added"]').count() == 1   # the last good drawing stays
        path.write_text('let root = View(frame: (0, 0, 200, 200), name: "root")\n')
        page.wait_for_selector("#error", state="hidden", timeout=5000)
        assert page.locator('[data-view="added"]').count() == 0
    assert "error:" in s.proc.stderr.read()


def test_zoom_and_pan_keep_geos_geometry(page, card_scene):
    page.goto(card_scene.url)
    page.wait_for_selector('[data-view="card"]')
    x, y = page_point(page, 200, 150)
    page.mouse.move(x, y)
    page.mouse.wheel(0, -400)                               # zoom in about the card's centre
    page.wait_for_function("window.geoLive.zoom > 1.5")
    z = page.evaluate("window.geoLive.zoom")
    _, _, w, h = element_box(page, "card")
    assert abs(w - 223.20508075688778 * z) <= 0.5 and abs(h - 186.60254037844385 * z) <= 0.5
    assert all(abs(a - b) <= 1 for a, b in zip(page_point(page, 200, 150), (x, y)))   # the point under the pointer stays
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 60, y + 30, steps=4)
    page.mouse.up()
    px, py = page_point(page, 200, 150)
    assert abs(px - x - 60) <= 1 and abs(py - y - 30) <= 1
    assert page.locator("#hitname").count() == 0             # a drag is not a click
    page.click("#one")
    assert page.evaluate("window.geoLive.zoom") == 1


def test_each_root_is_hit_tested_in_its_own_space(page):
    with Serve(str(SCENES / "two-roots.geo")) as s:
        s.open(page, '[data-view="panel"]')
        assert page.evaluate("window.geoLive.roots.length") == 2
        # tablet's bounds.origin is (50, 0): panel at (100, 100) shows at (50, 100) from its corner.
        tx, ty, _, _ = element_box(page, "tablet")
        px, py, pw, ph = element_box(page, "panel")
        assert (px - tx, py - ty, pw, ph) == (50, 100, 120, 80)
        # A click 10 points into the panel is (110, 110) in tablet's bounds coordinates.
        page.mouse.click(px + 10, py + 10)
        page.wait_for_function("document.getElementById('hitname') && document.getElementById('hitname').textContent === 'panel'")
        assert page.text_content("#explanation").startswith("tablet.hitTest((110, 110))")
        bx, by, _, _ = element_box(page, "button")
        page.mouse.click(bx + 5, by + 5)
        page.wait_for_function("document.getElementById('hitname').textContent === 'button'")
        assert page.text_content("#explanation").startswith("phone.hitTest((25, 25))")


def test_a_foreign_host_is_refused(card_scene):
    for host in ["evil.example", "evil.example:%d" % card_scene.port, "127.0.0.1:1"]:
        c = http.client.HTTPConnection("127.0.0.1", card_scene.port, timeout=5)
        c.putrequest("GET", "/scene", skip_host=True)
        c.putheader("Host", host)
        c.endheaders()
        r = c.getresponse()
        assert r.status == 403
        assert b"roots" not in r.read()
        c.close()
    c = http.client.HTTPConnection("127.0.0.1", card_scene.port, timeout=5)
    c.request("GET", "/scene")
    assert json.loads(c.getresponse().read())["roots"][0]["name"] == "root"


def png_pixels(data):
    """Decodes an 8-bit RGB or RGBA, non-interlaced PNG (what Chromium writes): (w, h, rows)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, w = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            w, h, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
            assert depth == 8 and colour in (2, 6) and interlace == 0
            bpp = 4 if colour == 6 else 3
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    raw, stride, rows, prev = zlib.decompress(idat), w * bpp, [], bytearray(w * bpp)
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * bpp:x * bpp + 3]) for x in range(w)])
        prev = line
    return w, h, rows


def test_screenshot_shows_the_card_and_the_background_around_it(page, card_scene):
    page.goto(card_scene.url)
    page.wait_for_selector('[data-view="card"]')
    page.mouse.click(*page_point(page, 290, 110))         # a hit-test, for the picture
    page.wait_for_function("document.getElementById('hitname') && document.getElementById('hitname').textContent === 'root'")
    page.click('#tree .row[data-i="2"]')                   # select the card
    page.mouse.move(5, 500)
    page.wait_for_timeout(100)
    shot = page.screenshot()
    SCREENSHOT.parent.mkdir(exist_ok=True)
    SCREENSHOT.write_bytes(shot)
    _, _, px = png_pixels(shot)
    colour = lambda x, y: px[round(y)][round(x)]
    centre = colour(*page_point(page, 200, 150))
    around = colour(*page_point(page, 295, 75))           # inside card.frame, outside the card
    background = colour(*page_point(page, 330, 300))      # the root alone
    card_fill = (0x2f, 0x6f, 0xde)
    # The card's colour (its blue over the white root) at its centre …
    assert centre[2] > centre[0] + 40, centre
    assert all(abs(c - (0.3 * f + 0.7 * 255)) <= 6 for c, f in zip(centre, card_fill)), centre
    # … and the background, not the card, at a point of its frame box outside it.
    assert around == background, (around, background)
    assert background == (255, 255, 255)


def test_a_clipping_scroll_view_shows_only_what_is_inside_its_bounds(page):
    s = Serve(str(SCENES / "table.geo"))
    try:
        scene = json.loads(http_get(s.port, "/scene"))
        window = scene["roots"][0]
        assert window["clipsToBounds"] is False and window["subviews"][0]["clipsToBounds"] is True
        page.goto(s.url)
        page.wait_for_selector('[data-view="row39"]', state="attached")
        # Fit (and the first zoom) is the window's size: the rows scrolled out do not count.
        assert page.evaluate("[window.geoLive.extent.w, window.geoLive.extent.h]") == [390, 844]
        page.click("#one")
        page.mouse.move(5, 5)
        page.wait_for_timeout(100)
        _, _, px = png_pixels(page.screenshot())
        colour = lambda x, y: px[round(y)][round(x)]
        # row0 lies at window y 100…143 and row13 at 672…715, outside the table (300…600): not drawn.
        assert colour(*page_point(page, 195, 120, root="window")) == (255, 255, 255)
        assert colour(*page_point(page, 195, 690, root="window")) == (255, 255, 255)
        assert colour(*page_point(page, 195, 340, root="window")) != (255, 255, 255)   # row5, inside
        # Nor do they take the pointer, or carry a name.
        at = lambda x, y: page.evaluate("([x, y]) => document.elementFromPoint(x, y).dataset.view", list(page_point(page, x, y, root="window")))
        assert at(195, 120) == "window" and at(195, 340) == "row5"
        names = page.eval_on_selector_all("#markers text", "els => els.map(e => e.textContent)")
        assert "row5" in names and "row0" not in names and "row13" not in names
    finally:
        s.stop()


def test_a_script_that_never_ends_says_so_and_a_save_or_a_signal_stops_it(page, tmp_path):
    path = tmp_path / "lesson.geo"
    view = 'let root = View(frame: (0, 0, 200, 200), name: "%s")\n'
    path.write_text(view % "v1")
    with Serve(str(path), "--watch") as s:
        s.open(page, '[data-view="v1"]')
        path.write_text(view % "v2" + "while true { }\n")
        page.wait_for_selector("#running:not([hidden])", timeout=5000)
        assert "geo is still running" in page.text_content("#running")
        assert page.locator('[data-view="v1"]').count() == 1      # the last run's drawing stays
        # Saving the fix stops the endless run and runs the new version.
        path.write_text(view % "v3")
        page.wait_for_selector('[data-view="v3"]', timeout=5000)
        assert page.is_hidden("#running")
        # Ctrl-C during an endless run ends geo.
        path.write_text(view % "v4" + "while true { }\n")
        page.wait_for_selector("#running:not([hidden])", timeout=5000)
        s.proc.send_signal(signal.SIGINT)
        assert s.proc.wait(timeout=5) == 0
        page.wait_for_selector("#status.down", timeout=5000)
    # Without --watch: the address is printed while the script still runs, SIGTERM ends geo.
    path.write_text(view % "v1" + "while true { }\n")
    with Serve(str(path)) as s:
        assert "nothing is drawn until it ends" in json.loads(http_get(s.port, "/scene"))["running"]
        s.proc.terminate()
        assert s.proc.wait(timeout=5) == 0


DRAWN = """(selector) => {
  // An element's bounds rectangle in its root's space (as the browser placed it), and its opacity.
  const el = document.querySelector(selector), g = el.closest('g.root');
  const m = g.getCTM().inverse().multiply(el.getCTM());
  const x = +el.getAttribute('x'), y = +el.getAttribute('y'), w = +el.getAttribute('width'), h = +el.getAttribute('height');
  const at = (a, b) => [m.a * a + m.c * b + m.e, m.b * a + m.d * b + m.f];
  return [...at(x, y), ...at(x + w, y + h), +(el.getAttribute('opacity') || 1)];
}"""


def test_playback_draws_presented_sizes_offsets_and_faded_subviews(page):
    names = ["toast", "label", "card", "scroll", "content"]
    with Serve(str(SCENES / "playback.geo")) as s:
        s.open(page, "#timeline:not([hidden])")
        for t in [0, 0.25, 0.5, 1]:
            # geo's own answer: each view's presented bounds in the root's space, and its alpha
            # times its superviews' presented alphas.
            want = geo_numbers(open(SCENES / "playback.geo").read() + """
                for v in [toast, label, card, scroll, content] {
                    let p = v.presentation(at: %s)
                    let b = p.bounds
                    var a = p.alpha
                    var s = v.superview
                    while s != nil { a = a * s!.presentation(at: %s).alpha; s = s!.superview }
                    print(exact(p.convert((b.minX, b.minY), to: nil)), exact(p.convert((b.maxX, b.maxY), to: nil)), exact(a))
                }""" % (t, t))
            page.evaluate("(t) => window.geoLive.seek(t)", t)
            page.wait_for_function("(t) => window.geoLive.showingTime === t", arg=t)
            for k, name in enumerate(names):
                got = page.evaluate(DRAWN, '[data-view="%s"]' % name)
                expected = want[5 * k:5 * k + 5]
                expected[4] = max(0.12, expected[4])
                assert all(abs(g - w) <= 1e-6 for g, w in zip(got, expected)), (t, name, got, expected)
            # The scroll view's clip stays on its own box while its content scrolls.
            clip = page.evaluate(DRAWN, '[data-clip="%d"]' % page.evaluate("window.geoLive.byName.get('scroll')"))
            assert all(abs(g - w) <= 1e-6 for g, w in zip(clip[:4], [20, 150, 220, 450])), clip


def test_a_tab_open_on_an_earlier_server_shows_the_new_one_on_the_same_port(page, tmp_path):
    (tmp_path / "a.geo").write_text('let root = View(frame: (0, 0, 200, 200), name: "OLD")\n')
    (tmp_path / "b.geo").write_text('let root = View(frame: (0, 0, 200, 200), name: "NEW")\n')
    with Serve(str(tmp_path / "a.geo")) as s:
        s.open(page, '[data-view="OLD"]')
        port = s.port
    page.wait_for_selector("#status.down", timeout=5000)
    # geo run again on the same port: its versions start at 1 again, as the old one's did.
    with Serve(str(tmp_path / "b.geo"), port=port):
        page.wait_for_selector('[data-view="NEW"]', timeout=10000)
        assert page.locator('[data-view="OLD"]').count() == 0
        page.mouse.click(*page_point(page, 100, 100, root="NEW"))
        page.wait_for_function("document.getElementById('hitname') && document.getElementById('hitname').textContent === 'NEW'")


def test_play_samples_fewer_times_past_the_servers_limits(page):
    # 130 s between two animations: each is played at 60 samples a second, the pause skipped.
    with Serve(str(SCENES / "pause.geo")) as s:
        s.open(page, "#timeline:not([hidden])")
        page.evaluate("window.geoLive.seek(0)")
        page.wait_for_function("window.geoLive.showingTime === 0")
        start = time.time()
        page.click("#play")
        page.wait_for_function("window.geoLive.playing === false && window.geoLive.showingTime === 131", timeout=10000)
        assert 1.5 < time.time() - start < 10
        assert page.evaluate("window.geoLive.frames.segments.length") == 2
        assert page.text_content("#note") == ""
        x = page.evaluate(DRAWN, '[data-view="a"]')
        assert x[:4] == [175, 175, 225, 225]
    # 10,000 views moving for 4 s: fewer samples a second, and the page says so.
    with Serve(str(SCENES / "slide10k.geo")) as s:
        s.open(page, "#timeline:not([hidden])")
        page.click("#play")
        page.wait_for_function("window.geoLive.playing === false && window.geoLive.showingTime === 4", timeout=60000)
        assert "samples a second: 9999 views move" in page.text_content("#note")
        assert page.evaluate("window.geoLive.frames.times.length * 9999") <= 250000 + 2 * 9999


def test_a_click_while_geo_is_not_serving_says_so(page):
    with Serve(str(SCENES / "card.geo")) as s:
        s.open(page, '[data-view="card"]')
        point = page_point(page, 200, 150)
    page.wait_for_selector("#status.down", timeout=5000)
    page.mouse.click(*point)
    page.wait_for_function("document.getElementById('hit').textContent.includes('is it still serving?')")
    assert page.locator(".hitv").count() == 0


def test_the_page_opens_at_the_sessions_clock_and_the_panel_gives_what_is_drawn(page, tmp_path):
    # wait(0.5) stops halfway through the animations: geo presents them at t = 0.5.
    script = tmp_path / "halfway.geo"
    script.write_text(open(SCENES / "playback.geo").read() + "wait(0.5)\n")
    with Serve(str(script)) as s:
        s.open(page, "#timeline:not([hidden])")
        page.wait_for_function("window.geoLive.showingTime === 0.5")
        assert page.text_content("#time") == "t = 0.5 s (now)"
        want = geo_numbers(script.read_text() + """
            let p = card.presentation()
            print(exact(p.convert((0, 0), to: nil)), exact(p.convert((p.bounds.width, p.bounds.height), to: nil)))
            print(p.frame, card.frame)""")
        assert page.evaluate(DRAWN, '[data-view="card"]')[:4] == want[:4]
        # The selected card's panel and label give the presented numbers, the model's after them.
        page.click('#tree .row[data-i="%d"]' % page.evaluate("window.geoLive.byName.get('card')"))
        assert "as geo presents it at t = 0.5 s" in page.text_content("#details")
        frame = page.text_content("#details tr:first-child td:last-child")
        assert frame == "(%g, %g, %g, %g)model (%g, %g, %g, %g)" % tuple(want[4:12])
        assert page.text_content("#overlay .sellbl").startswith("center (%g, %g)" % (want[4] + want[6] / 2, want[5] + want[7] / 2))
        # Model: the end values, and the label says so.
        page.click("#model")
        assert page.text_content("#time") == "model (t ≥ 1 s)"
        assert page.evaluate(DRAWN, '[data-view="card"]')[:4] == [250, 20, 550, 220]
        # A click: the hit view's orange outline is drawn over the selection's.
        page.mouse.click(*page_point(page, 400, 100))
        page.wait_for_function("document.getElementById('hitname') && document.getElementById('hitname').textContent === 'card'")
        order = page.eval_on_selector_all("#overlay > *", "els => els.map(e => e.getAttribute('class'))")
        assert order.index("hitv") > order.index("selv")


def test_geometry_that_is_not_finite_is_listed_as_such_and_not_drawn(page):
    console = []
    # (Under bypass_csp Chromium also asks for /favicon.ico, a 404 a normal browser never sees.)
    page.on("console", lambda m: console.append(m.text)
            if m.type in ("error", "warning") and "favicon" not in m.location.get("url", "") else None)
    with Serve(str(SCENES / "overflow.geo")) as s:
        s.open(page, '#tree .row[data-i="1"]')
        assert page.text_content('#tree .row[data-i="1"]') == "over (not finite)"
        # Not drawn at the root's origin (its translation is not a number): not drawn at all.
        assert page.is_hidden('[data-view="over"]') and page.is_hidden('[data-frame="over"]')
        page.click('#tree .row[data-i="1"]')
        details = page.text_content("#details")
        assert "not drawn: its geometry is not finite" in details
        assert "frame(not finite)" in details and "nan" not in details
        # Nothing of the selection is drawn, and the browser has nothing to complain about.
        assert page.locator("#overlay > *").count() == 0
    assert console == []


def box_of(page, selector):
    return page.eval_on_selector(selector, "e => { const r = e.getBoundingClientRect(); return [r.x, r.y, r.right, r.bottom]; }")


def test_the_error_box_and_the_legend_leave_the_drawing_in_sight(page, tmp_path):
    script = tmp_path / "broken.geo"
    script.write_text('let root = View(frame: (0, 0, 300, 1200), name: "root")\n'
                      'root.addSubview(View(frame: (0, 0, 300, 44), name: "header"))\n'
                      'let z = [1][5]\n')
    with Serve(str(script)) as s:
        s.open(page, "#error:not([hidden])")
        assert "index 5 is out of range" in page.text_content("#errtext")
        # The drawing opens under the error, not beneath it.
        error_bottom = box_of(page, "#error")[3]
        assert box_of(page, '[data-view="root"]')[1] > error_bottom
        # Fold keeps the first line; the drawing moves up with it.
        page.click("#errfold")
        assert box_of(page, "#error")[3] < error_bottom
        assert page.text_content("#errfold") == "show all"
        assert box_of(page, "#error")[3] < box_of(page, '[data-view="root"]')[1] < error_bottom
        # Fit keeps the whole root (1,200 points tall) between the error and the legend.
        page.click("#fit")
        top, bottom = box_of(page, '[data-view="root"]')[1::2]
        assert box_of(page, "#error")[3] < top and bottom < box_of(page, "#legend")[1]


def test_the_empty_page_says_how_to_begin_or_that_the_run_stopped(page, tmp_path):
    script = tmp_path / "empty.geo"
    script.write_text("let x = 1\n")
    with Serve(str(script)) as s:
        s.open(page, "#empty:not([hidden])")
        text, code = box_of(page, "#emptynew"), box_of(page, "#empty code")
        assert 0 <= code[1] - text[1] < 60                      # the example right under its words
        assert page.is_hidden("#emptyerr")
    script.write_text('let root = View(frame: (0, 0, 375, 667), name: "root"\n')
    with Serve(str(script)) as s:
        s.open(page, "#error:not([hidden])")
        assert page.is_hidden("#emptynew")
        assert page.text_content("#emptyerr").split() == "No views: geo stopped at the error above before it made one.".split()


CHAR_XS = """(el) => {
  // The left edge on the page of each character of an element's text, in order.
  const text = el.firstChild, range = document.createRange(), xs = [];
  for (let k = 0; k < text.length; k++) { range.setStart(text, k); range.setEnd(text, k + 1); xs.push(range.getBoundingClientRect().x); }
  return xs;
}"""


def test_a_right_to_left_name_leaves_the_numbers_after_it_in_order(page, tmp_path):
    script = tmp_path / "rtl.geo"
    script.write_text('let root = View(frame: (0, 0, 300, 200), name: "root")\n'
                      'root.addSubview(View(frame: (10, 10, 120, 40), name: "UILabel \'שלום 2\'"))\n')
    with Serve(str(script)) as s:
        s.open(page, '#tree .row[data-i="1"]')
        row = '#tree .row[data-i="1"]'
        # The frame reads left to right, after the whole name: "(10, 10, 120, 40)".
        xs = page.eval_on_selector(row + " .f", CHAR_XS)
        assert xs == sorted(xs), xs
        name = page.eval_on_selector(row + " .n", "e => e.getBoundingClientRect().right")
        assert xs[0] >= name
        page.click(row)
        page.keyboard.down("Shift")
        page.mouse.click(*page_point(page, 20, 20))
        page.keyboard.up("Shift")
        assert page.text_content("#converted") == "(20, 20) in root = (10, 10) in UILabel 'שלום 2' (inside its bounds)"


def test_long_names_are_cut_to_their_views_and_labels_stay_in_sight(page, tmp_path):
    script = tmp_path / "long.geo"
    script.write_text('let root = View(frame: (0, 0, 2000, 300), name: "root")\n'
                      'root.addSubview(View(frame: (10, 10, 120, 60), name: "MyApp.ProductCardCollectionViewCell"))\n'
                      'root.addSubview(View(frame: (140, 10, 120, 60), name: "next"))\n'
                      'root.addSubview(View(frame: (820, 100, 40, 40), name: "edge"))\n')
    with Serve(str(script)) as s:
        s.open(page, '[data-view="edge"]')
        page.click("#one")
        # The labels as drawn at 1:1 (the click's zoom may end after a frame or more: a loaded
        # machine saw the names still cut for the fitted zoom, "MyA…").
        page.wait_for_function("document.querySelectorAll('#markers text').length === 4"
                               " && [...document.querySelectorAll('#markers text')].some(e => e.textContent.startsWith('MyApp.'))")
        names = page.eval_on_selector_all("#markers text", "els => els.map(e => [e.textContent, e.getBoundingClientRect().right])")
        label, right = next(n for n in names if n[0].startswith("MyApp."))
        assert label.endswith("…") and right <= element_box(page, "next")[0], names
        # The tree row gives the whole text in its tooltip, and ends in "…" where it is cut.
        row = '#tree .row[data-i="1"]'
        assert page.get_attribute(row, "title") == "MyApp.ProductCardCollectionViewCell (10, 10, 120, 60)"
        assert page.eval_on_selector(row, "e => getComputedStyle(e).textOverflow") == "ellipsis"
        # A selection near the side panel: its numbers stay on the stage, left of the point.
        page.click('#tree .row[data-i="3"]')
        stage_right = box_of(page, "#stage")[2]
        for right in page.eval_on_selector_all("#overlay .sellbl", "els => els.map(e => e.getBoundingClientRect().right)"):
            assert right <= stage_right


def test_eight_tabs_of_one_server_all_load_and_follow_its_updates(browser, tmp_path):
    # A browser keeps at most 6 connections to a host: the tabs share one /events stream.
    path = tmp_path / "tabs.geo"
    view = 'let root = View(frame: (0, 0, 200, 200), name: "%s")\n'
    path.write_text(view % "v1")
    context = browser.new_context(viewport=VIEWPORT, bypass_csp=True)
    try:
        with Serve(str(path), "--watch") as s:
            tabs = []
            for _ in range(8):
                tab = context.new_page()
                s.open(tab, '[data-view="v1"]')
                tabs.append(tab)
            path.write_text(view % "v2")
            for tab in tabs:
                tab.wait_for_selector('[data-view="v2"]', timeout=10000)
                tab.wait_for_selector("#status.live")
            # The tab that listens closes: another one takes over, and the updates go on.
            listening = [t for t in tabs if t.evaluate("window.geoLive.listening === true")]
            assert len(listening) == 1
            listening[0].close()
            tabs.remove(listening[0])
            path.write_text(view % "v3")
            for tab in tabs:
                tab.wait_for_selector('[data-view="v3"]', timeout=10000)
    finally:
        context.close()


def test_the_tree_can_be_walked_with_the_keyboard(page, card_scene):
    card_scene.open(page, '[data-view="card"]')
    assert page.get_attribute("#canvas", "role") == "img" and page.get_attribute("#canvas", "aria-label")
    page.focus("#tree")
    page.keyboard.press("ArrowDown")
    assert page.text_content("#tree .row.sel .n") == "root"
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    assert page.text_content("#details .name") == page.evaluate("window.geoLive.flat[2].v.name")
    page.keyboard.press("End")
    assert page.evaluate("window.geoLive.selected") == page.evaluate("window.geoLive.flat.length - 1")
