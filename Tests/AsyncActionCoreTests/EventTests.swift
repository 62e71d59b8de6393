import AsyncActionTestSupport
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// What an engine's events say: which button, what happened — ignored taps included — and how a
/// failure's Try Again presses the same button through every rule a tap obeys.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct EventTests {
  @Test func everyEventNamesItsButton() async {
    let harness = Harness(.with(timing: .immediate))
    harness.engine.claimIdentifier("save", in: nil)
    _ = await harness.tapAndWaitForAction()
    harness.engine.tap()
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(harness.log.events.map(\.identifier) == ["save", "save", "save"])
    #expect(
      harness.log.events.map(\.description) == [
        "save: started(run #1)", "save: ignored(busy)", "save: finished(run #1, succeeded)",
      ])
    #expect(harness.log.events.map(\.run) == [ActionEvent.RunID(1), nil, ActionEvent.RunID(1)])
    harness.engine.releaseIdentifier()
    harness.engine.disappear()
    harness.engine.tap()
    #expect(harness.log.events.last?.identifier == nil)
    #expect(harness.log.events.last?.description == "ignored(offScreen)")
    await harness.expectCleanEnd()
  }

  @Test func theIdentifierClaimedInARegistryNamesTheEventsToo() async {
    let harness = Harness(.with(timing: .immediate))
    let registry = ActionPressRegistry()
    harness.engine.claimIdentifier("delete", in: registry)
    #expect(harness.engine.pressIdentifier == "delete")
    registry.press("delete")
    await harness.gate.waitForArrivals(count: 1)
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(harness.log.events.compactMap(\.identifier) == ["delete", "delete"])
    harness.engine.claimIdentifier("remove", in: nil)
    #expect(registry.press("delete") == .notFound, "the identifier without a registry cannot be pressed")
    #expect(harness.engine.pressIdentifier == "remove")
    await harness.expectCleanEnd()
  }

  @Test func anErrorReachesTheHandlerExactlyOnceWithItsButton() async {
    let harness = Harness(.with(timing: .immediate))
    harness.engine.claimIdentifier("save", in: nil)
    _ = await harness.tapAndWaitForAction()
    harness.gate.release(throwing: TestError(code: 7))
    await harness.waitForOutcomes(1)
    let failures = harness.log.events.filter { event in
      if case .finished(_, .failed) = event.kind { true } else { false }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.identifier == "save")
    #expect((harness.log.failures.first as? TestError)?.code == 7)
    if case .failed(let error) = failures.first?.outcome { #expect((error as? TestError)?.code == 7) }
    await harness.expectCleanEnd()
  }

  /// The failed run's event, after a failure of the harness's button.
  private func failedEvent(_ harness: Harness) async -> ActionEvent? {
    _ = await harness.tapAndWaitForAction()
    harness.gate.release(throwing: TestError())
    await harness.waitForOutcomes(harness.log.outcomes.count + 1)
    return harness.log.events.last { $0.outcome?.kind == .failed }
  }

  @Test func tryAgainPressesTheSameButtonAgain() async {
    let harness = Harness(.with(timing: .immediate))
    let event = await failedEvent(harness)
    #expect(event?.pressAgain() == .tapped(.started(ActionEvent.RunID(2))))
    await harness.gate.waitForArrivals(count: 2)
    #expect(harness.counter.started == 2)
    harness.gate.release()
    await harness.waitForOutcomes(2)
    await harness.expectCleanEnd()
  }

  @Test func tryAgainIsRefusedExactlyWhenATapWouldBe() async {
    let scope = ActionScope()
    let harness = Harness(.with(timing: .immediate), scope: scope)
    let peer = Harness(.with(timing: .immediate), scope: scope)
    guard let event = await failedEvent(harness) else {
      Issue.record("no failed event")
      return
    }
    // Busy: the button runs again.
    _ = await harness.tapAndWaitForAction()
    #expect(event.pressAgain() == .tapped(harness.engine.tap()))
    #expect(event.pressAgain() == .tapped(.ignored(.busy)))
    harness.gate.release()
    await harness.waitForOutcomes(2)
    // The scope: a peer runs.
    _ = await peer.tapAndWaitForAction()
    #expect(event.pressAgain() == .tapped(.ignored(.scopeBusy)))
    #expect(harness.engine.tap() == .ignored(.scopeBusy))
    peer.gate.release()
    await peer.waitForOutcomes(1)
    // Disabled in its UI: refused as a press from code is.
    harness.engine.isEnabled = false
    #expect(event.pressAgain() == .disabled)
    #expect(harness.engine.press() == .disabled)
    harness.engine.isEnabled = true
    // Off screen.
    harness.engine.disappear()
    #expect(event.pressAgain() == .tapped(.ignored(.offScreen)))
    #expect(harness.engine.tap() == .ignored(.offScreen))
    harness.engine.appear()
    #expect(harness.counter.started == 2, "no refused press started a run")
    await harness.expectCleanEnd()
    await peer.expectCleanEnd()
  }

  @Test func tryAgainOnAButtonThatIsGoneFindsNothing() async {
    var engine: ActionEngine? = ActionEngine(
      configuration: ActionConfiguration(timing: .immediate), clock: ManualClock(),
      action: AsyncAction { throw TestError() })
    let log = EventLog()
    engine?.onEvent = { log.record($0) }
    engine?.tap()
    await until { log.outcomes.count == 1 }
    await engine?.waitUntilAllTasksEnd()
    weak let released = engine
    engine = nil
    #expect(released == nil)
    #expect(log.events.last?.outcome?.kind == .failed)
    #expect(log.events.last?.pressAgain() == .notFound)
  }

  @Test func consecutiveFailuresCountUntilASuccessAndACancellationLeavesThem() async {
    let harness = Harness(.with(timing: .immediate))
    var heard: [Int] = []
    harness.engine.onPresentationChange = { presentation in
      if heard.last != presentation.consecutiveFailureCount {
        heard.append(presentation.consecutiveFailureCount)
      }
    }
    _ = await failedEvent(harness)
    _ = await failedEvent(harness)
    #expect(harness.engine.consecutiveFailureCount == 2)
    #expect(harness.engine.presentation.consecutiveFailureCount == 2)
    _ = await harness.tapAndWaitForAction()
    harness.engine.cancel()
    await harness.waitForOutcomes(3)
    #expect(harness.engine.consecutiveFailureCount == 2, "a cancelled retry has not succeeded either")
    _ = await harness.tapAndWaitForAction()
    harness.gate.release()
    await harness.waitForOutcomes(4)
    #expect(harness.engine.consecutiveFailureCount == 0)
    #expect(harness.engine.failureCount == 2, "the failure count keeps its meaning")
    _ = await failedEvent(harness)
    #expect(harness.engine.consecutiveFailureCount == 1)
    #expect(heard == [0, 1, 2, 0, 1])
    await harness.expectCleanEnd()
  }
}
