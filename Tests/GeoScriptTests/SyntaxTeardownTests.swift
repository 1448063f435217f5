import Testing
@testable import GeoScript

/// Syntax trees are freed without recursion (issue 13: a 5,000,000-term chain crashed the
/// native stack when its tree was freed; under ThreadSanitizer 200,000 terms did).
struct SyntaxTeardownTests {
    @Test func aMillionDeepTreeIsFreedOnATestThreadStack() {
        let file = SourceFile(name: "t.geo", bytes: Array("1".utf8))
        let span = Span(file: file, start: 0, length: 1)
        var e = Expr(kind: .number(1), span: span)
        for i in 0..<1_000_000 {
            switch i % 4 {
            case 0: e = Expr(kind: .binary(.add, e, Expr(kind: .number(1), span: span)), span: span)
            case 1: e = Expr(kind: .member(e, "x", span), span: span)
            case 2: e = Expr(kind: .list([e]), span: span)
            default:
                let body = [Stmt(kind: .return(e), span: span)]
                e = Expr(kind: .closure(FunctionDecl(name: "c", span: span, params: [], body: body, isExpressionBody: true)),
                         span: span)
            }
        }
        let program = [Stmt(kind: .if(Expr(kind: .bool(true), span: span), [Stmt(kind: .expression(consume e), span: span)], nil), span: span)]
        SyntaxTeardown.free(consume program)
    }

    @Test func aLongChainIsRefusedByTheParserBeforeItIsBuilt() {
        let source = "let x = 1" + String(repeating: "+1", count: 200_000)
        do {
            try Interpreter().check(source)
            Issue.record("no error")
        } catch {
            #expect(error.message == "expression is nested too deeply (more than 3000 levels)")
        }
    }
}
