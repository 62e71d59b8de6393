import AsyncActionTestSupport
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// Presses through a registry, on real engines and a manual clock.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PressRegistryTests {
  @Test func aPressOnAnIdleButtonStartsARunLikeATap() async {
    let harness = Harness()
    let registry = ActionPressRegistry()
    harness.engine.claimIdentifier("save", in: registry)
    let arrivals = harness.gate.arrivals
    let result = registry.press("save")
    #expect(result == .tapped(.started(ActionEvent.RunID(1))))
    #expect(result.isAccepted)
    await harness.gate.waitForArrivals(count: arrivals + 1)
    #expect(harness.log.started == [ActionEvent.RunID(1)])
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.succeeded])
    await harness.expectCleanEnd()
  }

  @Test func aPressWhileBusyIsIgnoredAndStartsNothing() async {
    let harness = Harness()
    let registry = ActionPressRegistry()
    harness.engine.claimIdentifier("save", in: registry)
    _ = await harness.tapAndWaitForAction()
    let result = registry.press("save")
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
    let registry = ActionPressRegistry()
    harness.engine.claimIdentifier("search", in: registry)
    _ = await harness.tapAndWaitForAction()
    #expect(registry.press("search") == .tapped(.restartScheduled))
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.restart])
    await harness.gate.waitForArrivals(count: 2)
    harness.gate.release()
    await harness.waitForOutcomes(2)
    #expect(harness.log.started == [ActionEvent.RunID(1), ActionEvent.RunID(2)])
    await harness.expectCleanEnd()
  }

  @Test func aPressOnAnUnknownIdentifierDoesNothingAndSaysSo() async {
    let harness = Harness()
    let registry = ActionPressRegistry()
    harness.engine.claimIdentifier("save", in: registry)
    #expect(registry.press("delete") == .notFound)
    #expect(!registry.contains("delete"))
    #expect(harness.log.events.isEmpty)
    await harness.expectCleanEnd()
  }

  @Test func aPressOnAButtonThatLeftIsNotFoundAndIsNotQueued() async {
    let harness = Harness()
    let registry = ActionPressRegistry()
    harness.engine.claimIdentifier("save", in: registry)
    #expect(registry.contains("save"))
    harness.engine.disappear()
    #expect(!registry.contains("save"))
    #expect(registry.press("save") == .notFound)
    harness.engine.appear()
    #expect(registry.contains("save"), "the button registers again when it comes back")
    #expect(harness.log.events.isEmpty, "the press made while it was away was queued")
    #expect(registry.press("save") == .tapped(.started(ActionEvent.RunID(1))))
    await harness.gate.waitForArrivals(count: 1)
    harness.gate.release()
    await harness.waitForOutcomes(1)
    await harness.expectCleanEnd()
  }

  @Test func aRunThatOutlivesItsButtonIsNotPressedAfterItLeft() async {
    let harness = Harness(.with(lifetime: .outlivesButton))
    let registry = ActionPressRegistry()
    harness.engine.claimIdentifier("save", in: registry)
    _ = await harness.tapAndWaitForAction()
    harness.engine.disappear()
    #expect(registry.press("save") == .notFound)
    harness.gate.release()
    await harness.waitForOutcomes(1)
    await harness.expectCleanEnd()
  }

  @Test func aPressRespectsTheScope() async {
    let scope = ActionScope()
    let save = Harness(scope: scope)
    let delete = Harness(scope: scope)
    let registry = ActionPressRegistry()
    delete.engine.claimIdentifier("delete", in: registry)
    _ = await save.tapAndWaitForAction()
    #expect(registry.press("delete") == .tapped(.ignored(.scopeBusy)))
    // The refused press reaches the button's listener as an ignored tap, with its identifier.
    #expect(delete.log.events.map(\.description) == ["delete: ignored(scopeBusy)"])
    save.gate.release()
    await save.waitForOutcomes(1)
    #expect(registry.press("delete") == .tapped(.started(ActionEvent.RunID(1))))
    await delete.gate.waitForArrivals(count: 1)
    delete.gate.release()
    await delete.waitForOutcomes(1)
    await save.expectCleanEnd()
    await delete.expectCleanEnd()
  }

  @Test func theButtonThatAppearedLastGetsThePressAndTheOtherGetsItBack() async {
    let form = Harness()
    let sheet = Harness()
    let registry = ActionPressRegistry()
    form.engine.claimIdentifier("save", in: registry)
    sheet.engine.claimIdentifier("save", in: registry)
    #expect(registry.press("save") == .tapped(.started(ActionEvent.RunID(1))))
    await sheet.gate.waitForArrivals(count: 1)
    #expect(form.log.events.isEmpty, "the earlier button got the press")
    sheet.gate.release()
    await sheet.waitForOutcomes(1)
    sheet.engine.disappear()
    #expect(registry.press("save") == .tapped(.started(ActionEvent.RunID(1))))
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
    let registry = ActionPressRegistry()
    first.engine.claimIdentifier("save", in: registry)
    second.engine.claimIdentifier("save", in: registry)
    first.engine.disappear()
    first.engine.appear()
    #expect(registry.press("save") == .tapped(.started(ActionEvent.RunID(1))))
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
    let registry = ActionPressRegistry()
    old.engine.claimIdentifier("save", in: registry)
    new.engine.claimIdentifier("save", in: registry)
    old.engine.disappear()
    #expect(registry.press("save") == .tapped(.started(ActionEvent.RunID(1))))
    await new.gate.waitForArrivals(count: 1)
    new.gate.release()
    await new.waitForOutcomes(1)
    await new.expectCleanEnd()
    await old.expectCleanEnd()
  }

  @Test func aDisabledButtonRefusesPressesAndNoOtherGetsThem() async {
    let form = Harness()
    let sheet = Harness()
    let registry = ActionPressRegistry()
    form.engine.claimIdentifier("save", in: registry)
    sheet.engine.claimIdentifier("save", in: registry)
    sheet.engine.isEnabled = false
    #expect(registry.press("save") == .disabled)
    #expect(form.log.events.isEmpty)
    #expect(sheet.log.events.isEmpty)
    sheet.engine.isEnabled = true
    #expect(registry.press("save") == .tapped(.started(ActionEvent.RunID(1))))
    await sheet.gate.waitForArrivals(count: 1)
    sheet.gate.release()
    await sheet.waitForOutcomes(1)
    await sheet.expectCleanEnd()
    await form.expectCleanEnd()
  }

  @Test func aReleasedEngineFreesItsEntryAndIsNotPressed() async {
    let registry = ActionPressRegistry()
    weak var released: ActionEngine?
    do {
      let engine = ActionEngine(action: AsyncAction {})
      engine.claimIdentifier("save", in: registry)
      released = engine
      #expect(registry.claimCount == 1)
    }
    #expect(released == nil, "the registry kept the engine alive")
    #expect(registry.press("save") == .notFound)
    #expect(registry.claimCount == 0, "the released engine's entry is still there")
  }

  @Test func aReleasedSuccessorHandsThePressBackToTheButtonBeforeIt() async {
    let form = Harness()
    let registry = ActionPressRegistry()
    form.engine.claimIdentifier("save", in: registry)
    do {
      let sheet = ActionEngine(action: AsyncAction {})
      sheet.claimIdentifier("save", in: registry)
    }
    #expect(registry.press("save") == .tapped(.started(ActionEvent.RunID(1))))
    await form.gate.waitForArrivals(count: 1)
    form.gate.release()
    await form.waitForOutcomes(1)
    await form.expectCleanEnd()
  }

  @Test func claimingAgainChangesNothingAndAnotherIdentifierReplacesTheClaim() async {
    let harness = Harness()
    let registry = ActionPressRegistry()
    harness.engine.claimIdentifier("save", in: registry)
    harness.engine.claimIdentifier("save", in: registry)
    #expect(registry.claimCount == 1)
    harness.engine.claimIdentifier("submit", in: registry)
    #expect(harness.engine.pressIdentifier == "submit")
    #expect(registry.press("save") == .notFound)
    #expect(registry.contains("submit"))
    harness.engine.releaseIdentifier()
    #expect(registry.press("submit") == .notFound)
    #expect(registry.claimCount == 0)
    await harness.expectCleanEnd()
  }

  @Test func registriesAreIndependent() async {
    let harness = Harness()
    let window = ActionPressRegistry()
    let other = ActionPressRegistry()
    harness.engine.claimIdentifier("save", in: window)
    #expect(other.press("save") == .notFound)
    harness.engine.claimIdentifier("save", in: other)
    #expect(window.press("save") == .notFound, "the claim moved to the other registry")
    #expect(other.contains("save"))
    harness.engine.releaseIdentifier()
    await harness.expectCleanEnd()
  }

  @Test func aButtonClaimingWhileOffScreenRegistersOnlyWhenItAppears() async {
    let harness = Harness()
    let registry = ActionPressRegistry()
    harness.engine.disappear()
    harness.engine.claimIdentifier("save", in: registry)
    #expect(registry.press("save") == .notFound)
    harness.engine.appear()
    #expect(registry.contains("save"))
    harness.engine.releaseIdentifier()
    await harness.expectCleanEnd()
  }

  @Test func containsIsObservable() async {
    let harness = Harness()
    let registry = ActionPressRegistry()
    let watch = ChangeWatch { registry.contains("save") }
    harness.engine.claimIdentifier("save", in: registry)
    #expect(watch.changed)
    harness.engine.releaseIdentifier()
    await harness.expectCleanEnd()
  }

  @Test func twoRegistriesWithTheSameIdentifierNeverSeeEachOthersPresses() async {
    let left = Harness()
    let right = Harness()
    let leftWindow = ActionPressRegistry()
    let rightWindow = ActionPressRegistry()
    left.engine.claimIdentifier("save", in: leftWindow)
    right.engine.claimIdentifier("save", in: rightWindow)
    #expect(leftWindow.press("save") == .tapped(.started(ActionEvent.RunID(1))))
    await left.gate.waitForArrivals(count: 1)
    #expect(right.log.events.isEmpty, "a press in one window reached the other window's button")
    // The left button is busy: the right window's press still reaches only its own button.
    #expect(rightWindow.press("save") == .tapped(.started(ActionEvent.RunID(1))))
    await right.gate.waitForArrivals(count: 1)
    #expect(left.log.started == [ActionEvent.RunID(1)])
    left.gate.release()
    right.gate.release()
    await left.waitForOutcomes(1)
    await right.waitForOutcomes(1)
    // The right button leaves: its window has no "save" now, and the left one is not reached.
    right.engine.disappear()
    #expect(rightWindow.press("save") == .notFound)
    #expect(!rightWindow.contains("save"))
    #expect(left.log.started == [ActionEvent.RunID(1)], "the press fell through to the other window")
    await left.expectCleanEnd()
    await right.expectCleanEnd()
  }

  @Test func aPressInTheTurnOfAStateChangeRunsTheLastHandedOverActionAsTheRuleSays() async {
    // The UI hands over a closure on every update; a press in the same turn as a state change
    // comes before the next update. The closure handed over last runs; it sees the new state
    // through a reference it reads, and the old state through a value it captured.
    let model = Draft(text: "old")
    let seen = Draft(text: "")
    let engine = ActionEngine(configuration: ActionConfiguration(timing: .immediate))
    let registry = ActionPressRegistry()
    engine.claimIdentifier("save", in: registry)
    func handOver(_ tag: String) {
      let captured = model.text
      engine.action = AsyncAction { seen.text += "\(tag) \(captured) \(model.text)" }
    }
    handOver("first")
    handOver("second")  // the view's body ran again: the latest closure replaces the first
    model.text = "new"  // `draft = x` …
    // … `press("save")`, same turn
    #expect(registry.press("save") == .tapped(.started(ActionEvent.RunID(1))))
    handOver("third")  // the body that follows the state change: too late for this run
    while engine.isBusy || seen.text.isEmpty { await Task.yield() }
    #expect(seen.text == "second old new")
  }

  @Test(arguments: [
    ActionPressResult.tapped(.started(ActionEvent.RunID(3))), .notFound, .disabled, .noRegistry,
  ])
  func pressResultsDescribeThemselves(_ result: ActionPressResult) {
    let expected =
      switch result {
      case .tapped: "tapped(started(run #3))"
      case .notFound: "notFound"
      case .disabled: "disabled"
      case .noRegistry: "noRegistry"
      }
    #expect(result.description == expected)
    #expect(!result.isAccepted || result == .tapped(.started(ActionEvent.RunID(3))))
  }
}

/// App state read through a reference, as an observable model or SwiftUI's `@State` is.
@MainActor private final class Draft {
  var text: String
  init(text: String) { self.text = text }
}
