import Foundation
import Testing
@testable import GeoScript

/// `exercise(n, question, guess: g) { answer }` (ExerciseLibrary; docs/lessons.md "Exercises").
@Suite("Exercises")
struct ExerciseTests {
    static let header = """

        Exercises: predict, then check. Open this lesson, replace the nil on the line
        `let guessN = nil` with your prediction, and run it again.

        """

    /// A program with one view and one exercise whose guess is `guess`.
    func run(guess: String, answer: String = "explain(card.frame)") -> BindingRun {
        BindingRun("""
            let card = View(frame: (20, 40, 200, 100), name: "card")
            card.transform = rotation(90deg)
            let guess1 = \(guess)
            exercise(1, "card.frame?", guess: guess1) { \(answer) }
            """)
    }

    @Test func unansweredPrintsTheQuestionAndDoesNotRunTheAnswer() {
        let r = run(guess: "nil", answer: "print(\"ran\")")
        #expect(r.error == nil)
        #expect(r.output == Self.header + """
            1. card.frame?
               not answered yet (write your prediction on the line `let guess1 = nil`)

            """)
    }

    @Test func aRightGuessSaysSoAndHoldsTheExplanationBack() {
        let r = run(guess: "(70, -10, 100, 200)")
        #expect(r.error == nil)
        #expect(r.output == Self.header + "1. card.frame?\n   your guess (70, -10, 100, 200): right.\n")
    }

    @Test func aGuessWithinTwoDecimalsIsRight() {
        let r = run(guess: "141.42", answer: "explain(hypot(100, 100))")
        #expect(r.output.hasSuffix("   your guess 141.42: right (geo shows 141.4214).\n"), "\(r.output)")
    }

    @Test func aWrongGuessPrintsTheExplanationIndented() {
        let r = run(guess: "(20, 40, 200, 100)")
        #expect(r.error == nil)
        #expect(r.output.contains("   your guess (20, 40, 200, 100): not quite; geo says (70, -10, 100, 200). Why:\n"))
        // explain(card.frame)'s step-by-step text, every line indented under the question.
        let explanation = r.output.components(separatedBy: "Why:\n")[1]
        #expect(explanation.contains("card.frame"))
        #expect(explanation.contains("= (70, -10, 100, 200)"))
        for line in explanation.split(separator: "\n") { #expect(line.hasPrefix("   "), "\(line)") }
    }

    @Test func aWrongGuessWithoutExplainShowsTheValueExplained() {
        let r = run(guess: "(0, 0, 1, 1)", answer: "card.frame")
        #expect(r.output.contains("not quite; geo says (70, -10, 100, 200). Why:\n   (70, -10, 100, 200)"), "\(r.output)")
    }

    @Test("kinds a guess may take", arguments: [
        ("true", "card.frame.contains((75, 45))", "right"),
        ("false", "card.frame.contains((75, 45))", "not quite"),
        ("\"card\"", "card", "right"),
        ("\"root\"", "card", "not quite"),
        ("(100, 200)", "card.frame.size", "right"),
        ("[1, 2.0001]", "[1, 2]", "right"),
        ("90", "card.frame", "not quite"),
        ("\"(70, -10, 100, 200)\"", "card.frame", "not quite"),
        ("90", "degrees(card.transform.rotation)", "right"),
        ("89.99", "degrees(card.transform.rotation)", "not quite"),
    ])
    func guessKinds(_ c: (guess: String, answer: String, verdict: String)) {
        let r = run(guess: c.guess, answer: c.answer)
        #expect(r.error == nil, "\(r.error ?? "")")
        #expect(r.output.contains(": \(c.verdict)"), "\(r.output)")
    }

    @Test func aGuessOfAnotherKindIsToldHowToWriteTheAnswer() {
        let wrongKind = run(guess: "90", answer: "card.frame")
        #expect(wrongKind.output.contains("not quite; geo says (70, -10, 100, 200). Why:\n   (the answer is a Rect, written (x, y, width, height))\n"), "\(wrongKind.output)")
        let view = run(guess: "true", answer: "card")
        #expect(view.output.contains("(the answer is a View, written as its name in quotes, e.g. \"card\")"), "\(view.output)")
        let sameKind = run(guess: "(0, 0, 1, 1)", answer: "card.frame")
        #expect(!sameKind.output.contains("(the answer is a"))
        let name = run(guess: "\"root\"", answer: "card")
        #expect(!name.output.contains("(the answer is a"))
    }

    @Test func theHeaderIsPrintedOncePerRun() {
        let r = BindingRun("""
            exercise(1, "one?", guess: nil) { 1 }
            exercise(2, "two?", guess: 2) { 2 }
            """)
        #expect(r.output == Self.header + """
            1. one?
               not answered yet (write your prediction on the line `let guess1 = nil`)
            2. two?
               your guess 2: right.

            """)
    }

    @Test func anErrorInTheAnswerIsReportedAndOutputGoesBackToTheScript() {
        let geo = Interpreter()
        var output = ""
        geo.output = { output += $0 }
        #expect(throws: GeoError.self) { try geo.run("exercise(1, \"?\", guess: 1) { print(\"hidden\"); return 1 / nil }", file: "t.geo") }
        try? geo.run("print(\"after\")", file: "t.geo")
        #expect(!output.contains("hidden"))
        #expect(output.hasSuffix("after\n"))
    }
}

/// Every lesson's exercises: shipped, each one says "not answered yet"; with the right guesses
/// of the `.answers` file beside it substituted for the marked `let guessN = nil` lines, each
/// one says "right".
struct LessonExerciseTests {
    /// Lessons (`Scripts/lessons/*.geo`) with an `.answers` file.
    static func lessonsWithAnswers() -> [String] {
        langScriptsWithExpectations().filter {
            $0.hasPrefix("Scripts/lessons/")
                && FileManager.default.fileExists(atPath: langPackageRoot + "/" + $0.dropLast(4) + ".answers")
        }
    }

    /// The `let guessN = …` lines of an answers file, by N.
    static func answers(_ relativePath: String) throws -> [Int: String] {
        let text = try String(contentsOfFile: langPackageRoot + "/" + relativePath.dropLast(4) + ".answers", encoding: .utf8)
        var result: [Int: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("let guess") {
            let name = line.dropFirst(4).prefix { $0 != " " && $0 != "=" }
            if let n = Int(name.dropFirst(5)) { result[n] = String(line) }
        }
        return result
    }

    func run(_ source: String, _ path: String) -> String {
        let geo = Interpreter()
        geo.allowFiles(in: URL(fileURLWithPath: langPackageRoot))
        var output = ""
        geo.output = { output += $0 }
        geo.warnings = { _ in }
        do {
            try geo.run(source, file: path)
        } catch {
            Issue.record("\(path) failed:\n\(error.description)")
        }
        return output
    }

    @Test func everyLessonHasExercisesAndAnswers() {
        let lessons = langScriptsWithExpectations().filter { $0.hasPrefix("Scripts/lessons/") }
        #expect(lessons.count >= 9)
        #expect(Set(lessons) == Set(Self.lessonsWithAnswers()),
                "each lesson ends with exercises and has an .answers file beside it (docs/lessons.md)")
    }

    /// Lessons stand alone: they describe their situation themselves, not "the article".
    @Test func lessonsDoNotReferToOutsideArticles() throws {
        for lesson in langScriptsWithExpectations() where lesson.hasPrefix("Scripts/lessons/") {
            for ext in [".geo", ".expected"] {
                let text = try String(contentsOfFile: langPackageRoot + "/" + lesson.dropLast(4) + ext, encoding: .utf8)
                #expect(!text.lowercased().contains("article"), "\(lesson.dropLast(4))\(ext) mentions an article")
            }
        }
    }

    @Test("the right guesses are all right", arguments: lessonsWithAnswers())
    func rightGuesses(_ relativePath: String) throws {
        let path = langPackageRoot + "/" + relativePath
        let shipped = try String(contentsOfFile: path, encoding: .utf8)
        let answers = try Self.answers(relativePath)
        #expect((2...3).contains(answers.count), "\(relativePath): 2 or 3 exercises")

        let shippedOutput = run(shipped, path)
        #expect(shippedOutput.components(separatedBy: "not answered yet").count - 1 == answers.count)

        var lines = shipped.components(separatedBy: "\n")
        for (n, answer) in answers {
            let marked = lines.indices.filter { lines[$0].hasPrefix("let guess\(n) = nil") }
            #expect(marked.count == 1, "\(relativePath): one line `let guess\(n) = nil`")
            if let i = marked.first { lines[i] = answer }
        }
        let answered = run(lines.joined(separator: "\n"), path)
        #expect(answered.components(separatedBy: ": right").count - 1 == answers.count, "\(answered)")
        #expect(!answered.contains("not answered yet"))
        #expect(!answered.contains("not quite"))
        // Everything before the exercises is unchanged by the guesses.
        let before = { (s: String) in s.components(separatedBy: "\nExercises: predict, then check.")[0] }
        #expect(before(answered) == before(shippedOutput))
    }
}
