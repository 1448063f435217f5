#!/usr/bin/env bash
# Times each workload in Scripts/bench with geo beside the same workload in Lua 5.4 (and
# Python 3 where a twin exists), on this machine in one run, and prints the median times and
# the geo/Lua ratio. A workload's twins are Scripts/bench/NAME.lua / .py, or else the shared
# peers in ../shared/bench (GEO_BENCH_PEERS). Needs: apt-get install -y lua5.4 hyperfine
#   bash Scripts/bench/compare.sh                 # every workload
#   bash Scripts/bench/compare.sh fib points      # some
# Workloads (targets from the speed issue, geo/Lua):
#   fib loop                        ≤ 1.0     recursive calls, a numeric while loop
#   fib-nested fib-ifelse fib-closure fib-method fib-param fib-labels fib-ternary fib-switch fib-lets
#                                   within 1.3× of the fastest fib shape (fib-param: the
#                                   function passed in and called through a parameter,
#                                   `let a = step(…)` then `result = a + step(…)`)
#   ackermann                       within 1.3× of fib's geo/Lua: two-parameter recursion whose
#                                   calls are arguments of calls, if/else-if branches returning
#   points lists strings            ≤ 1.5     closures, lists, strings
#   build                           ≤ 1.5     a string and a list built with += and append
#   particles words                 ≤ 1.5     more of the same kind, in other styles: points in
#                                             lists updated by index; split/contains/joined
#   fibshapes sieve tak counters collatz
#                                   ≤ 1.5     ordinary scalar code in styles nobody tuned for: a
#                                             loop in a local closure, a list by index, three-
#                                             parameter recursion, captured counters, % and /
#   qsort accounts                  ≤ 1.5     list building in recursion (append, append(contentsOf:)),
#                                             closures as objects called through list elements
#   grid wordcount mapfilter        ≤ 1.5     lists and strings in other styles: a list of lists
#                                             updated by index (m[i][j] = …), words counted by a
#                                             linear search of a global list and a string built
#                                             backwards, filter/map/reduce with trailing closures
#   bubble                          ≤ 1.5     a sort written at the top level: globals read and
#                                             written by computed index (xs[j + 1])
#   life hanoi insertion gens       ≤ 1.5     written after the fast paths, as checks on them: the
#                                             Game of Life at the top level (a list of lists at
#                                             wrapped computed indices, && || and ?:), Hanoi (four
#                                             parameters, a global counter, a global list's
#                                             element updated), an insertion sort (a compound
#                                             while condition, a[j + 1] = a[j]), closures made by
#                                             functions as counters, called through a list element
#   lcs gcd primes perms transpose numfmt iterators reduce
#                                   ≤ 1.5     written by a survey of styles (session of 2026-12-01,
#                                             after its fast paths): dynamic programming over a list
#                                             of lists with String elements, gcd/lcm loops, a sieve
#                                             with for-in/stride/enumerated(), a permutations
#                                             generator (captured list, append/removeLast), a
#                                             matrix transposed in place, String(format:) and
#                                             padding, generators with captured state consumed
#                                             until nil, accumulators through reduce
#   fmttable titlecase strsort      ≤ 1.5     strings written by a survey of styles (session 10):
#                                             a price table made with String(format:) and padded
#                                             with String(repeating:) and +, words title-cased a
#                                             character at a time (for (i, c) in w.enumerated(),
#                                             uppercased/lowercased, hasPrefix/hasSuffix/contains),
#                                             an insertion sort and a binary search of strings by <
#   present flow polygons rectpairs ≤ 0.3     geometry written by a survey of styles (session 9):
#                                             views animated and sampled with presentation(at:),
#                                             a flow layout assigning chip.frame.origin, polygons
#                                             as lists of points (shoelace area, ray casting), every
#                                             pair of 2000 rects tested with intersects/contains
#   records conslists groupby       ≤ 1.5     records as lists of fields sorted by a closure and
#                                             grouped with filter/reduce; linked lists as [value,
#                                             next] pairs ending in nil (walks, merge recursion);
#                                             a list of [key, items] pairs searched by key
#   transforms                      ≤ 0.1     geometry does the work
#   tree layout                     ≤ 0.3
#   cards rects animate frames      ≤ 0.3     geometry in other styles: a hit-test sweep over
#                                             rotated cards (inverse transforms), rect unions and
#                                             intersections in a while loop, transforms from
#                                             interpolated components, frames/convert of turned views
#   convert hittest                 ≤ 0.05
#   tiles                           ≤ 0.3     view code assigning nested members (session 10): a
#                                             grid laid out through bounds.size, center and
#                                             center.y +=, frames read back (maxY, maxX, minX)
#   report compose thousands        ≤ 1.5     written by a survey of styles (session 11): a report
#                                             of interpolated lines with many fields (one "—" in
#                                             it: text that is not ASCII) joined, split and
#                                             measured; closures returned by functions (compose,
#                                             curry, adders, a pipeline folded by reduce, a
#                                             counter); numbers formatted by hand (digits by % and
#                                             trunc, thousands commas, zero-filled decimals, padding)
#   tokenize matmul heap            ≤ 1.5     written in ordinary styles (session 13): a tokenizer
#                                             over a string's characters (a while loop, an if /
#                                             else-if chain on characters compared with constants,
#                                             helper functions), a matrix multiply over nested lists
#                                             (three nested range loops, a running sum), a priority
#                                             queue as a binary heap in a global list (sift up/down
#                                             by swaps through a temporary, append/removeLast)
#   stacktaps animframes            ≤ 0.3     geometry written in ordinary styles (session 13): a
#                                             stack of turned cards tapped at many points (each tap
#                                             converted into the cards top down, convert(_:from:),
#                                             until bounds.contains), rows animated by hand between
#                                             two layouts (rects made, inset and blended by a
#                                             function, set as frames, read back)
#   drag scrolltaps                 ≤ 0.3     geometry in ordinary styles (session 14): a handle
#                                             dragged across a turned panel by small deltas
#                                             (center.x += …), its frame converted to the window each
#                                             step (convert(_:to:)); a scrolled list of rows (bounds
#                                             origin moved) hit-tested at many taps, each tap on a
#                                             row converted into it (convert(_:from:))
#   animloop                        ≤ 0.3     views animated again and again in a loop (session 16):
#                                             each tick animate(duration:) { … } moves and fades a
#                                             tile (default curve, often while its last move is in
#                                             flight) and another resizes a tile after a delay
#                                             (bounds.size, linear); wait(0.1), then the two tiles'
#                                             presentation() read (frame.midX, center.y, alpha, and
#                                             presentation().frame.width)
#   langton-top langton-fn sieve-top collatz-top loop-fn bubble-fn life-fn
#                                   ≤ 1.5     the same code at the top level (every variable a
#                                             global) and in a function (locals), session 14:
#                                             Langton's ant (the survey program: a flat grid at
#                                             wrapped indices, x = (x + dx[dir] + W) % W) both
#                                             ways, sieve and collatz at the top level, loop,
#                                             bubble and life in a function; the Lua twins use
#                                             locals (Lua's top-level locals are registers)
#   pqrec calc bank memo bfs        ≤ 1.5     written by a survey of styles (session 16): a heap of
#                                             [priority, id] records in a global list ordered by a
#                                             comparator function taking two elements (swapAt), a
#                                             recursive-descent calculator over scanned tokens, closures
#                                             in a list updating a captured list of balances, memoized
#                                             recursion with a list as cache, a grid BFS with a queue
#                                             of [row, col] pairs read through a head index
#   gallery swarm feed              ≤ 0.3     geometry written by the same survey: a grid of cells
#                                             laid out by frame = slot.insetBy(…) after bounds.size is
#                                             set, frames tested with intersects/intersection; views in
#                                             a turned box moved, turned, converted and hit-tested; a
#                                             feed scrolled by bounds.origin.y in a zoomed panel, rows'
#                                             rects converted to the window and taps into the rows
#   menus fan viewtree gestures     ≤ 0.3     geometry written by a survey of styles (session 17): a
#                                             toolbar of panels, groups and buttons (some hidden,
#                                             faded, disabled) hit-tested from the window, each hit's
#                                             depth found by climbing superview; a hand of cards
#                                             fanned about an anchorPoint below them (rotation
#                                             concatenating a scale, frames unioned, a corner
#                                             converted, a point through inverted()); a tree of views
#                                             grown by a recursive function and walked (subviews,
#                                             superview chain vs convert(_:to:), bounds.origin
#                                             scrolled); photos panned, pinched and rotated about
#                                             hit-tested touches (bringSubviewToFront, frames read)
#   bezier springs rectpack         ≤ 0.3     the same survey, geometry in values and lists: Bézier
#                                             outlines flattened by point arithmetic in a function,
#                                             mapped by applying(t) of a transform built by
#                                             translatedBy/rotated/scaledBy; views pulled to slots by
#                                             springs (points in lists, center read and written,
#                                             frame tested); a guillotine rect packer (a list of free
#                                             rects, remove(at:), Rect(origin:size:), maxX/maxY,
#                                             intersection, union)
#   csv queens stackvm              ≤ 1.5     the same survey, scalar: a CSV text built by
#                                             interpolation, split into lines and fields, Number(_:),
#                                             totals in parallel lists by firstIndex(of:); N queens
#                                             by backtracking over a global list (append/removeLast,
#                                             enumerated, map/joined); a stack machine dispatching
#                                             on op strings with an if / else-if chain
#   dash                            ≤ 0.3     a dashboard of 200 views scrolled by bounds.origin
#                                             (session 18): filter with a closure testing
#                                             convert(frame, to: window).intersects(screen),
#                                             map/reduce of frame areas, sorted(by:) frame.minY,
#                                             the top one's corner converted to the window
#   hull                            ≤ 1.5     convex hulls of random Point clouds (session 18):
#                                             sorted(by:) with a comparator closure, cross products
#                                             of three Points through a helper, while loops over
#                                             removeLast, a shoelace area over h[(i + 1) % n]
#   adventure rle glob intervals sudoku lru
#                                   ≤ 1.5     written by a survey of Swift styles (session of 2026-12-04,
#                                             before its fixes): a text adventure as a state machine
#                                             (switch over (room, verb) tuples with where, guard let,
#                                             ??, labelled loops), run-length encoding (Character
#                                             tests, filter/count, split/joined), a glob matcher
#                                             (switch on characters), intervals sorted by two keys
#                                             and merged, a sudoku backtracker over [[Int]], an LRU
#                                             cache driven by a bank of timers
#   grid keyboard decompose zoom    ≤ 0.3     the same survey's view geometry: a collection-view grid
#                                             scrolled by contentOffset (visible cells, page index),
#                                             a keyboard's frame converted into a scaled sheet and hit
#                                             areas enlarged by insetBy, transforms decomposed in views
#                                             nested 7 deep (atan2, a parallax header), zoom-to-rect
#                                             in a paging scroll view; the Lua twins model UIKit as
#                                             tables (Scripts/bench/uikit_model.lua)
#   dictionaries                    ≤ 1.5     Swift's collections (session of 2026-12-04, late): words
#                                             counted with d[w, default: 0] += 1, a memo table
#                                             [Int: Int] of a recursion, adjacency lists
#                                             [String: [String]] searched breadth-first with a
#                                             visited Set<String>, words grouped by length
#   ranking graph                   ≤ 1.5     written by a speed probe of new styles (session of
#                                             2026-12-05): (name, score) pairs ranked by
#                                             comparators reading .0/.1 and comparing tuples, a
#                                             leaderboard re-sorted per batch; a sparse graph as
#                                             [Int: [Int]] adjacency (adj[a, default: []].append),
#                                             components by a stack and a Set<Int>, degrees
#                                             counted in [Int: Int], BFS distances
#   turnstiles staff inventory bignum
#                                   ≤ 1.5     written by a second speed probe (session of 2026-12-05,
#                                             late): state machines over a [String: [String: String]]
#                                             table (transitions[s]?[e], visits[k, default: 0]),
#                                             labelled-tuple records sorted by comparators of tuples
#                                             (($0.dept, $0.salary) < …), an inventory as a
#                                             dictionary of dictionaries (stock[w]![item]! -= n),
#                                             big numbers as digit lists (quotientAndRemainder)
#   tally                           ≤ 1.5     dictionaries updated as Swift was written before
#                                             `default:` (session of 2026-12-06): counts[w] =
#                                             (counts[w] ?? 0) + 1 in a function and in
#                                             reduce(into:)'s closure, a ternary on nil at the top level
#   tuplerecs closureobjs characters
#                                   ≤ 1.5     a probe of twenty programs in Swift styles (session of
#                                             2026-12-06, later): particles as labelled tuples in a
#                                             list (ps[i].x += ps[i].vx, bounces); objects as a tuple
#                                             of closures sharing captured vars (a stack, an
#                                             accumulator); characters counted with a Set<Character>,
#                                             words and a long text reversed, palindromes
#   tuplelocal                      ≤ 1.5     bodies as labelled tuples copied into locals (`let b =
#                                             bodies[i]`, then `b.x - b.y`, `b.mass < 1`, `px +=
#                                             b.mass * b.vx`): a struct's idiom with tuples
#   results                         ≤ 1.5     results built in a local and returned once at the end: a
#                                             grade chosen by a switch (`case 9, 10:`), a clamp by an
#                                             else-if chain, a count capped before its return
#   memotable                       ≤ 1.5     a memo table [Int: Int] of 325,000 entries grown from
#                                             empty by a recursion (`if let known = memo[n]`): the
#                                             dictionary's growth, its memory and page faults
#   events                          ≤ 1.5     handlers as closures in a [String: (Int) -> Void] looked
#                                             up by an event's name and called (`if let h =
#                                             handlers[kind] { h(i) }`), a counter made by a function,
#                                             totals by `totals[name, default: 0] += …`
#   dijkstra jsonpp                 ≤ 1.5     a probe of ten programs in Swift styles (session of
#                                             2026-12-06, seventeenth): Dijkstra on a grid with a heap
#                                             of (dist:, node:) tuples compared by a function whose
#                                             parameters have that type (4.5× Lua then: the labels
#                                             converted at each call); a pretty printer of nested
#                                             [String: Any] switching on `case let x as T`, lines
#                                             measured by `prefix(while:)` (3.0× Lua then)
set -euo pipefail
cd "$(dirname "$0")/../.."
peers=${GEO_BENCH_PEERS:-../shared/bench}
runs=${GEO_BENCH_RUNS:-5}
for tool in lua5.4 hyperfine python3; do
    command -v "$tool" >/dev/null || { echo "missing $tool: apt-get install -y lua5.4 hyperfine python3" >&2; exit 1; }
done
bash Scripts/build-release.sh
geo=.build/release/geo
workloads=("$@")
[ ${#workloads[@]} -gt 0 ] || workloads=(fib fib-nested fib-ifelse fib-closure fib-method fib-param fib-labels fib-ternary fib-switch fib-lets ackermann loop
                                         points lists strings build particles words
                                         fibshapes sieve tak counters collatz qsort accounts grid wordcount mapfilter bubble
                                         life hanoi insertion gens
                                         lcs gcd primes perms transpose numfmt iterators reduce
                                         records conslists groupby fmttable titlecase strsort
                                         transforms tree layout
                                         cards rects animate frames present flow polygons rectpairs
                                         convert hittest tiles report compose thousands stacktaps animframes drag scrolltaps
                                         tokenize matmul heap
                                         langton-top langton-fn sieve-top collatz-top loop-fn bubble-fn life-fn
                                         animloop
                                         pqrec calc bank memo bfs gallery swarm feed
                                         menus fan viewtree gestures bezier springs rectpack csv queens stackvm hull dash
                                         adventure rle glob intervals sudoku lru grid keyboard decompose zoom
                                         dictionaries ranking graph turnstiles staff inventory bignum tally
                                         tuplerecs closureobjs characters tuplelocal results memotable events
                                         dijkstra jsonpp)
twin() { # twin NAME EXT → the path of the workload's twin, or nothing
    if [ -f "Scripts/bench/$1.$2" ]; then echo "Scripts/bench/$1.$2"
    elif [ -f "$peers/$1.$2" ]; then echo "$peers/$1.$2"; fi
}
out=$(mktemp -d)
printf '%-12s %10s %10s %10s %9s %9s\n' workload geo lua5.4 python3 geo/lua geo/py
for w in "${workloads[@]}"; do
    lua=$(twin "$w" lua); py=$(twin "$w" py)
    [ -n "$lua" ] || { echo "$w: no Lua twin (Scripts/bench/$w.lua or $peers/$w.lua)" >&2; exit 1; }
    # The twins must agree before their times mean anything. geo shows 4 decimals: compare the
    # numbers, not the text.
    outs=("$($geo "Scripts/bench/$w.geo")" "$(lua5.4 "$lua")")
    cmds=("$geo Scripts/bench/$w.geo" "lua5.4 $lua")
    if [ -n "$py" ]; then outs+=("$(python3 "$py")"); cmds+=("python3 $py"); fi
    python3 - "$w" "${outs[@]}" <<'PY' || exit 1
import re, sys
w, *outs = sys.argv[1:]
nums = [[float(x) for x in re.findall(r"-?\d+(?:\.\d+)?(?:e[-+]?\d+)?", o)] for o in outs]
ok = all(len(n) == len(nums[0]) and all(abs(a - b) <= 1e-4 * max(1, abs(b)) for a, b in zip(nums[0], n)) for n in nums[1:])
if not ok:
    sys.exit(f"{w}: the results differ: {outs!r}")
PY
    hyperfine -N -w 1 -r "$runs" --export-json "$out/$w.json" "${cmds[@]}" >/dev/null 2>&1
    python3 - "$out/$w.json" "$w" <<'PY'
import json, sys
r = [x["median"] for x in json.load(open(sys.argv[1]))["results"]]
g, l, p = r[0], r[1], (r[2] if len(r) > 2 else None)
ps, gp = (f"{p:9.3f}s", f"{g/p:8.2f}x") if p else ("        -", "       -")
print(f"{sys.argv[2]:<12} {g:9.3f}s {l:9.3f}s {ps} {g/l:8.2f}x {gp}")
PY
done
