import ArgumentParserAdditions
import Testing

@Suite("CompletionCandidate writes a candidate as each shell reads it")
struct CompletionCandidateTests {
    @Test("zsh and fish get the label beside the value; bash, an unknown shell and no label the value alone")
    func lines() {
        #expect(CompletionCandidate.line("25e", label: "Lisbon", shell: .zsh) == "25e:Lisbon")
        #expect(CompletionCandidate.line("25e", label: "Lisbon", shell: .fish) == "25e\tLisbon")
        #expect(CompletionCandidate.line("25e", label: "Lisbon", shell: .bash) == "25e")
        #expect(CompletionCandidate.line("25e", label: "Lisbon", shell: nil) == "25e")
        #expect(CompletionCandidate.line("25e", label: nil, shell: .zsh) == "25e")
    }

    @Test("a label longer than its length is cut, the ellipsis counted; one that fits is kept")
    func shortened() {
        #expect(CompletionCandidate.shortened("abcdef", to: 4) == "abc…")
        #expect(CompletionCandidate.shortened("abcd", to: 4) == "abcd")
        #expect(CompletionCandidate.shortened("ábç", to: 3) == "ábç")
    }
}
