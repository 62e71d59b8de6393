import Testing

@_spi(Shell) @testable import AsyncActionCore

/// The rules of a press table, with plain calls.
@Suite struct PressTableTests {
  @Test func theLastClaimantGetsThePressAndTheOneBeforeItGetsItBackWhenItGoes() {
    var table = PressTable<String, String>()
    table.claim("save", by: "form")
    table.claim("save", by: "sheet")
    #expect(table.target(for: "save") == "sheet")
    table.remove("save", claimant: "sheet")
    #expect(table.target(for: "save") == "form")
    table.remove("save", claimant: "form")
    #expect(table.target(for: "save") == nil)
    #expect(table.count == 0)
  }

  @Test func aClaimantThatLeavesRemovesOnlyItsOwnClaim() {
    var table = PressTable<String, String>()
    table.claim("save", by: "old screen")
    table.claim("save", by: "new screen")  // pushed: appears before the old one leaves
    let removed = table.remove("save", claimant: "old screen")
    #expect(removed)
    #expect(table.target(for: "save") == "new screen")
    let removedAgain = table.remove("save", claimant: "old screen")
    #expect(!removedAgain, "a second removal finds nothing")
    #expect(table.target(for: "save") == "new screen")
  }

  @Test func claimingAgainMovesTheClaimantToTheTopWithoutDuplicatingIt() {
    var table = PressTable<String, String>()
    table.claim("save", by: "a")
    table.claim("save", by: "b")
    table.claim("save", by: "a")
    #expect(table.target(for: "save") == "a")
    #expect(table.count == 2)
    table.remove("save", claimant: "a")
    #expect(table.target(for: "save") == "b")
  }

  @Test func identifiersAreIndependent() {
    var table = PressTable<String, String>()
    table.claim("save", by: "a")
    table.claim("delete", by: "b")
    #expect(table.target(for: "save") == "a")
    #expect(table.target(for: "delete") == "b")
    #expect(table.target(for: "Save") == nil, "identifiers are compared exactly")
  }
}
