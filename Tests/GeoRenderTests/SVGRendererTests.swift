import Testing
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import GeoRender

/// What an SVG document holds, read with an XML parser (so it must be well-formed).
final class SVGReading: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var texts: [String] = []
    private var currentText = ""
    private var isHalo = false
    var parseError: Error?

    init(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        if !parser.parse() { parseError = parser.parserError ?? CocoaError(.coderReadCorrupt) }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append((name, attributes))
        isHalo = attributes["class"] == "halo"
        currentText = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { currentText += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        // A view's name (not its halo, nor the key under the picture).
        if name == "text" && !isHalo && currentText != SVGRenderer.key { texts.append(currentText) }
        currentText = ""
    }

    func all(_ name: String) -> [[String: String]] { elements.filter { $0.name == name }.map(\.attributes) }

    /// Every number pair drawn: polygon points, path points, circle centres.
    var drawnPoints: [(Double, Double)] {
        var pairs: [(Double, Double)] = []
        func add(_ text: String) {
            let numbers = text.split(whereSeparator: { " ,MLZ".contains($0) }).compactMap { Double($0) }
            for i in stride(from: 0, to: numbers.count - 1, by: 2) { pairs.append((numbers[i], numbers[i + 1])) }
        }
        for p in all("polygon") { add(p["points"] ?? "") }
        for p in all("path") { add(p["d"] ?? "") }
        for c in all("circle") {
            if let x = Double(c["cx"] ?? ""), let y = Double(c["cy"] ?? "") { pairs.append((x, y)) }
        }
        return pairs
    }
}

@Suite struct SVGRendererTests {
    @Test func aSingleViewExactly() {
        let svg = SVGRenderer.document(of: View(frame: Rect(x: 0, y: 0, width: 100, height: 50), name: "a"))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"696\" height=\"376\" viewBox=\"-4.375 -4.375 108.75 58.75\">\n"))
        #expect(svg.contains("<polygon points=\"0,0 100,0 100,50 0,50\""))
        #expect(svg.contains("<path d=\"M0,0 L100,0 L100,50 L0,50 Z\""))
        #expect(svg.contains("<circle cx=\"50\" cy=\"25\""))
        #expect(svg.contains(">a</text>"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func theTourTree() throws {
        let reading = SVGReading(SVGRenderer.document(of: Trees.tour()))
        #expect(reading.parseError == nil)
        #expect(reading.all("polygon").count == 3)
        #expect(reading.all("path").count == 3)
        #expect(reading.all("circle").count == 3)
        #expect(reading.texts == ["root", "card", "button"])
        // The card's outline is the turned rectangle, not its frame box.
        let card = try #require(reading.all("polygon").dropFirst().first?["points"])
        // center (200, 150); the corner (-100, -50) from it turned 30°: (-61.6, -93.3).
        #expect(card == "138.4,56.7 311.6,156.7 261.6,243.3 88.4,143.3")
    }

    @Test func aNameThatWouldCoverAnotherMovesDown() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 50), name: "root")
        try? root.addSubview(View(frame: Rect(x: 0, y: 0, width: 50, height: 20), name: "corner"))
        let names = SVGReading(SVGRenderer.document(of: root)).all("text").filter { $0["class"] == nil && $0["transform"] != nil }
        #expect(names.map { $0["transform"] } == ["matrix(1 0 0 1 0.625 2)", "matrix(1 0 0 1 0.625 4.063)"])
    }

    @Test func hiddenViewsAreLighterAndDashed() {
        let reading = SVGReading(SVGRenderer.document(of: Trees.small()))
        let polygons = reading.all("polygon")
        #expect(polygons.count == 3)
        #expect(polygons[2]["stroke-dasharray"] != nil)
        #expect(polygons[1]["stroke-dasharray"] == nil)
        #expect(reading.texts.last == "b (hidden)")
    }

    @Test(arguments: ["<a&b>", "\"quoted\" & 'single'", "tab\tand\u{1}control", "]]>", "ünïcødé ✓"])
    func namesAreEscaped(name: String) {
        let svg = SVGRenderer.document(of: View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: name))
        let reading = SVGReading(svg)
        #expect(reading.parseError == nil)
        #expect(reading.texts == [name.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")])
        if name.contains("<") { #expect(!svg.contains(name)) }
    }

    @Test func escapeReplacesEveryMarkupCharacter() {
        #expect(SVGRenderer.escape("<a&b>\"'") == "&lt;a&amp;b&gt;&quot;&apos;")
    }

    @Test func outputIsDeterministic() {
        var g1 = SeededRandom(seed: 7), g2 = SeededRandom(seed: 7)
        for _ in 0..<20 {
            let a = Trees.random(&g1), b = Trees.random(&g2)
            let svg = SVGRenderer.document(of: a)
            #expect(svg == SVGRenderer.document(of: a))
            #expect(svg == SVGRenderer.document(of: b))
        }
    }

    @Test func noNegativeZeroOrTinyExponents() {
        // A half turn leaves 1.2e-16 in the matrix and -0 in coordinates.
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "root")
        let child = View(frame: Rect(x: 0, y: 0, width: 50, height: 50), name: "child")
        try? root.addSubview(child)
        child.transform = Transform(rotationAngle: Double.pi)
        root.transform = Transform(rotationAngle: Double.pi / 2)
        let svg = SVGRenderer.document(of: root)
        #expect(svg.replacing(#/#[0-9a-f]{6}/#, with: "").firstMatch(of: #/\de[-+]?\d/#) == nil)
        for bad in ["\"-0\"", " -0 ", ",-0 ", "-0,", "\"-0 "] { #expect(!svg.contains(bad), "found \(bad)") }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func randomTreesAreWellFormedAndFitTheViewBox(seed: UInt64) throws {
        var g = SeededRandom(seed: seed)
        for _ in 0..<25 {
            let tree = Trees.random(&g)
            let svg = SVGRenderer.document(of: tree)
            #expect(svg.hasPrefix("<svg"))
            let reading = SVGReading(svg)
            #expect(reading.parseError == nil)
            let root = try #require(reading.elements.first)
            #expect(root.name == "svg")
            #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
            #expect(reading.all("polygon").count == Trees.count(tree))
            let box = (root.attributes["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
            try #require(box.count == 4)
            for (x, y) in reading.drawnPoints {
                #expect(x >= box[0] && x <= box[0] + box[2] && y >= box[1] && y <= box[1] + box[3],
                        "(\(x), \(y)) outside the viewBox \(box)")
            }
        }
    }

    @Test func nonFiniteViewsAreLeftOut() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "root")
        let lost = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "lost")
        try? root.addSubview(lost)
        lost.center = Point(x: .infinity, y: 0)
        let reading = SVGReading(SVGRenderer.document(of: root))
        #expect(reading.parseError == nil)
        #expect(reading.all("polygon").count == 1)
        #expect(!SVGRenderer.document(of: root).contains("inf"))
    }

    @Test func aZeroSizedViewStillGetsAPicture() {
        let reading = SVGReading(SVGRenderer.document(of: View(frame: .zero, name: "dot")))
        #expect(reading.parseError == nil)
        #expect(reading.all("polygon").count == 1)
        #expect(reading.texts == ["dot"])
    }
}

@Suite struct SVGLabelTests {
    @Test(arguments: [
        // 4px in, and 0.8 of the 11px font down (1px = 200/640 units); a flip changes nothing.
        (Transform.identity, "matrix(1 0 0 1 51.25 29)"),
        (Transform(scaleX: -1, y: 1), "matrix(1 0 0 1 51.25 29)"),
        // A half turn: the name turns with the view.
        (Transform(rotationAngle: Double.pi), "matrix(-1 0 0 -1 148.75 71)"),
    ])
    func aNameFollowsTheTopEdgeButIsNeverMirrored(transform: Transform, expected: String) {
        let v = View(frame: Rect(x: 50, y: 25, width: 100, height: 50), name: "v")
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100), name: "root")
        try? root.addSubview(v)
        v.transform = transform
        let texts = SVGReading(SVGRenderer.document(of: root)).all("text").filter { $0["class"] == nil && $0["transform"] != nil }
        #expect(texts.last?["transform"] == expected)
    }
}
