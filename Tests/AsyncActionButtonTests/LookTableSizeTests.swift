import Testing

@testable import AsyncActionButton
@testable import AsyncActionCore

/// How many rows the look table test (`LookAppearanceTests`) must run, from the core's looks:
/// `scripts/check-swiftui` reads the printed count and fails when fewer rows ran.
@Suite struct LookTableSizeTests {
  @Test func theTableHasARowForEveryBusyAndProgressLookOfTheCore() {
    let looks = ActionLooks.Busy.allCases.count * ActionLooks.Progress.allCases.count
    let rows = looks * DrawnPhase.allCases.count * DrawnTitles.allCases.count * 2
    #expect(Set(DrawnRow.all.map { "\($0.busy) \($0.progress)" }).count == looks)
    #expect(DrawnRow.all.count == rows)
    print("look table rows: \(rows)")
  }
}
