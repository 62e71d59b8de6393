import AsyncActionTestSupport
import Testing

@testable import AsyncActionCore

/// The rules of a trigger table, with plain calls.
@Suite struct TriggerTableTests {
  @Test func theLastClaimantGetsThePressAndTheOneBeforeItGetsItBackWhenItGoes() {
    var table = TriggerTable<String>()
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
    var table = TriggerTable<String>()
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
    var table = TriggerTable<String>()
    table.claim("save", by: "a")
    table.claim("save", by: "b")
    table.claim("save", by: "a")
    #expect(table.target(for: "save") == "a")
    #expect(table.count == 2)
    table.remove("save", claimant: "a")
    #expect(table.target(for: "save") == "b")
  }

  @Test func identifiersAreIndependent() {
    var table = TriggerTable<String>()
    table.claim("save", by: "a")
    table.claim("delete", by: "b")
    #expect(table.target(for: "save") == "a")
    #expect(table.target(for: "delete") == "b")
    #expect(table.target(for: "Save") == nil, "identifiers are compared exactly")
  }
}

/// Presses through a registry, on real engines and a manual clock.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TriggerRegistryTests {
  @Test func aPressOnAnIdleButtonStartsARunLikeATap() async {
    let harness = Harness()
    let triggers = ActionTriggerRegistry()
    harness.engine.claimTrigger("save", in: triggers)
    let arrivals = harness.gate.arrivals
    let result = triggers.press("save")
    #expect(result == .tapped(.started(RunID(1))))
    #expect(result.isAccepted)
    await harness.gate.waitForArrivals(count: arrivals + 1)
    #expect(harness.log.started == [RunID(1)])
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.succeeded])
    await harness.expectCleanEnd()
  }

  @Test func aPressWhileBusyIsIgnoredAndStartsNothing() async {
    let harness = Harness()
    let triggers = ActionTriggerRegistry()
    harness.engine.claimTrigger("save", in: triggers)
    _ = await harness.tapAndWaitForAction()
    let result = triggers.press("save")
    #expect(result == .tapped(.ignored(.busy)))
    #expect(!result.isAccepted)
    #expect(harness.counter.started == 1, "the press started a second action")
    #expect(harness.log.started.count == 1)
    harness.gate.release()
    await harness.waitForOutcomes(1)
    await harness.expectCleanEnd()
  }

  @Test func aPressFollowsTheRestartPolicy() async {
    let harness = Harness(.with(policy: .cancelAndRestart))
    let triggers = ActionTriggerRegistry()
    harness.engine.claimTrigger("search", in: triggers)
    _ = await harness.tapAndWaitForAction()
    #expect(triggers.press("search") == .tapped(.restartScheduled))
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.restart])
    await harness.gate.waitForArrivals(count: 2)
    harness.gate.release()
    await harness.waitForOutcomes(2)
    #expect(harness.log.started == [RunID(1), RunID(2)])
    await harness.expectCleanEnd()
  }

  @Test func aPressOnAnUnknownIdentifierDoesNothingAndSaysSo() async {
    let harness = Harness()
    let triggers = ActionTriggerRegistry()
    harness.engine.claimTrigger("save", in: triggers)
    #expect(triggers.press("delete") == .notFound)
    #expect(!triggers.contains("delete"))
    #expect(harness.log.events.isEmpty)
    await harness.expectCleanEnd()
  }

  @Test func aPressOnAButtonThatLeftIsNotFoundAndIsNotQueued() async {
    let harness = Harness()
    let triggers = ActionTriggerRegistry()
    harness.engine.claimTrigger("save", in: triggers)
    #expect(triggers.contains("save"))
    harness.engine.disappear()
    #expect(!triggers.contains("save"))
    #expect(triggers.press("save") == .notFound)
    harness.engine.appear()
    #expect(triggers.contains("save"), "the button registers again when it comes back")
    #expect(harness.log.events.isEmpty, "the press made while it was away was queued")
    #expect(triggers.press("save") == .tapped(.started(RunID(1))))
    await harness.gate.waitForArrivals(count: 1)
    harness.gate.release()
    await harness.waitForOutcomes(1)
    await harness.expectCleanEnd()
  }

  @Test func aRunThatOutlivesItsButtonIsNotPressedAfterItLeft() async {
    let harness = Harness(.with(lifetime: .outlivesButton))
    let triggers = ActionTriggerRegistry()
    harness.engine.claimTrigger("save", in: triggers)
    _ = await harness.tapAndWaitForAction()
    harness.engine.disappear()
    #expect(triggers.press("save") == .notFound)
    harness.gate.release()
    await harness.waitForOutcomes(1)
    await harness.expectCleanEnd()
  }

  @Test func aPressRespectsTheScope() async {
    let scope = ActionScope()
    let save = Harness(scope: scope)
    let delete = Harness(scope: scope)
    let triggers = ActionTriggerRegistry()
    delete.engine.claimTrigger("delete", in: triggers)
    _ = await save.tapAndWaitForAction()
    #expect(triggers.press("delete") == .tapped(.ignored(.scopeBusy)))
    #expect(delete.log.events.isEmpty)
    save.gate.release()
    await save.waitForOutcomes(1)
    #expect(triggers.press("delete") == .tapped(.started(RunID(1))))
    await delete.gate.waitForArrivals(count: 1)
    delete.gate.release()
    await delete.waitForOutcomes(1)
    await save.expectCleanEnd()
    await delete.expectCleanEnd()
  }

  @Test func theButtonThatAppearedLastGetsThePressAndTheOtherGetsItBack() async {
    let form = Harness()
    let sheet = Harness()
    let triggers = ActionTriggerRegistry()
    form.engine.claimTrigger("save", in: triggers)
    sheet.engine.claimTrigger("save", in: triggers)
    #expect(triggers.press("save") == .tapped(.started(RunID(1))))
    await sheet.gate.waitForArrivals(count: 1)
    #expect(form.log.events.isEmpty, "the earlier button got the press")
    sheet.gate.release()
    await sheet.waitForOutcomes(1)
    sheet.engine.disappear()
    #expect(triggers.press("save") == .tapped(.started(RunID(1))))
    await form.gate.waitForArrivals(count: 1)
    #expect(sheet.log.started.count == 1)
    form.gate.release()
    await form.waitForOutcomes(1)
    await form.expectCleanEnd()
    await sheet.expectCleanEnd()
  }

  @Test func aButtonThatAppearsAgainBecomesTheTarget() async {
    let first = Harness()
    let second = Harness()
    let triggers = ActionTriggerRegistry()
    first.engine.claimTrigger("save", in: triggers)
    second.engine.claimTrigger("save", in: triggers)
    first.engine.disappear()
    first.engine.appear()
    #expect(triggers.press("save") == .tapped(.started(RunID(1))))
    await first.gate.waitForArrivals(count: 1)
    #expect(second.log.events.isEmpty)
    first.gate.release()
    await first.waitForOutcomes(1)
    await first.expectCleanEnd()
    await second.expectCleanEnd()
  }

  @Test func anOldButtonLeavingAfterItsSuccessorAppearedKeepsTheSuccessorRegistered() async {
    let old = Harness()
    let new = Harness()
    let triggers = ActionTriggerRegistry()
    old.engine.claimTrigger("save", in: triggers)
    new.engine.claimTrigger("save", in: triggers)
    old.engine.disappear()
    #expect(triggers.press("save") == .tapped(.started(RunID(1))))
    await new.gate.waitForArrivals(count: 1)
    new.gate.release()
    await new.waitForOutcomes(1)
    await new.expectCleanEnd()
    await old.expectCleanEnd()
  }

  @Test func aDisabledButtonRefusesPressesAndNoOtherGetsThem() async {
    let form = Harness()
    let sheet = Harness()
    let triggers = ActionTriggerRegistry()
    form.engine.claimTrigger("save", in: triggers)
    sheet.engine.claimTrigger("save", in: triggers)
    sheet.engine.isTriggerEnabled = false
    #expect(triggers.press("save") == .disabled)
    #expect(form.log.events.isEmpty)
    #expect(sheet.log.events.isEmpty)
    sheet.engine.isTriggerEnabled = true
    #expect(triggers.press("save") == .tapped(.started(RunID(1))))
    await sheet.gate.waitForArrivals(count: 1)
    sheet.gate.release()
    await sheet.waitForOutcomes(1)
    await sheet.expectCleanEnd()
    await form.expectCleanEnd()
  }

  @Test func aReleasedEngineFreesItsEntryAndIsNotPressed() async {
    let triggers = ActionTriggerRegistry()
    weak var released: ActionEngine?
    do {
      let engine = ActionEngine(action: AsyncAction {})
      engine.claimTrigger("save", in: triggers)
      released = engine
      #expect(triggers.claimCount == 1)
    }
    #expect(released == nil, "the registry kept the engine alive")
    #expect(triggers.press("save") == .notFound)
    #expect(triggers.claimCount == 0, "the released engine's entry is still there")
  }

  @Test func aReleasedSuccessorHandsThePressBackToTheButtonBeforeIt() async {
    let form = Harness()
    let triggers = ActionTriggerRegistry()
    form.engine.claimTrigger("save", in: triggers)
    do {
      let sheet = ActionEngine(action: AsyncAction {})
      sheet.claimTrigger("save", in: triggers)
    }
    #expect(triggers.press("save") == .tapped(.started(RunID(1))))
    await form.gate.waitForArrivals(count: 1)
    form.gate.release()
    await form.waitForOutcomes(1)
    await form.expectCleanEnd()
  }

  @Test func claimingAgainChangesNothingAndAnotherIdentifierReplacesTheClaim() async {
    let harness = Harness()
    let triggers = ActionTriggerRegistry()
    harness.engine.claimTrigger("save", in: triggers)
    harness.engine.claimTrigger("save", in: triggers)
    #expect(triggers.claimCount == 1)
    harness.engine.claimTrigger("submit", in: triggers)
    #expect(harness.engine.triggerIdentifier == "submit")
    #expect(triggers.press("save") == .notFound)
    #expect(triggers.contains("submit"))
    harness.engine.releaseTrigger()
    #expect(triggers.press("submit") == .notFound)
    #expect(triggers.claimCount == 0)
    await harness.expectCleanEnd()
  }

  @Test func registriesAreIndependent() async {
    let harness = Harness()
    let window = ActionTriggerRegistry()
    let other = ActionTriggerRegistry()
    harness.engine.claimTrigger("save", in: window)
    #expect(other.press("save") == .notFound)
    harness.engine.claimTrigger("save", in: other)
    #expect(window.press("save") == .notFound, "the claim moved to the other registry")
    #expect(other.contains("save"))
    harness.engine.releaseTrigger()
    await harness.expectCleanEnd()
  }

  @Test func aButtonClaimingWhileOffScreenRegistersOnlyWhenItAppears() async {
    let harness = Harness()
    let triggers = ActionTriggerRegistry()
    harness.engine.disappear()
    harness.engine.claimTrigger("save", in: triggers)
    #expect(triggers.press("save") == .notFound)
    harness.engine.appear()
    #expect(triggers.contains("save"))
    harness.engine.releaseTrigger()
    await harness.expectCleanEnd()
  }

  @Test func containsIsObservable() async {
    let harness = Harness()
    let triggers = ActionTriggerRegistry()
    let watch = ChangeWatch { triggers.contains("save") }
    harness.engine.claimTrigger("save", in: triggers)
    #expect(watch.changed)
    harness.engine.releaseTrigger()
    await harness.expectCleanEnd()
  }

  @Test(arguments: [PressResult.tapped(.started(RunID(3))), .notFound, .disabled])
  func pressResultsDescribeThemselves(_ result: PressResult) {
    let expected =
      switch result {
      case .tapped: "tapped(started(run #3))"
      case .notFound: "notFound"
      case .disabled: "disabled"
      }
    #expect(result.description == expected)
  }
}
