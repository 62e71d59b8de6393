import AsyncActionTestSupport
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// A cancellation trigger compares its value and its type: a changed value, or the same value of
/// another type, cancels the run; an equal one does not.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct CancellationTriggerTests {
  @Test func triggersCompareTheirValuesAndTheirTypes() {
    #expect(CancellationTrigger(1) == CancellationTrigger(1))
    #expect(CancellationTrigger(1) != CancellationTrigger(2))
    #expect(CancellationTrigger(1) != CancellationTrigger("1"))
    #expect(CancellationTrigger(1) != CancellationTrigger(Int64(1)))
    #expect(CancellationTrigger("query") == CancellationTrigger("query"))
    #expect(CancellationTrigger(Int?.none) == CancellationTrigger(Int?.none))
    #expect(CancellationTrigger(Int?.none) != CancellationTrigger(Int?.some(0)))
  }

  @Test func anOptionalWrapperMakesATriggerOfAnotherType() {
    #expect(CancellationTrigger("1999") != CancellationTrigger(Optional("1999")))
    #expect(CancellationTrigger(Optional("1999")) != CancellationTrigger("1999"))
    #expect(CancellationTrigger(Optional("1999")) == CancellationTrigger(Optional("1999")))
    #expect(CancellationTrigger(String?.none) != CancellationTrigger(Int?.none))
    #expect(CancellationTrigger(String??.some(nil)) != CancellationTrigger(String??.none))
    #expect(CancellationTrigger(String??.none) == CancellationTrigger(String??.none))
    #expect(CancellationTrigger(String??.none) != CancellationTrigger(String?.none))
  }

  /// Two successive trigger values, and whether the second cancels the run the first saw start.
  struct TriggerChange: CustomTestStringConvertible, Sendable {
    let label: String
    let cancels: Bool
    let first: @MainActor @Sendable (ActionEngine) -> Void
    let second: @MainActor @Sendable (ActionEngine) -> Void
    var testDescription: String { label }

    init(
      _ label: String, cancels: Bool,
      _ first: @escaping @MainActor @Sendable (ActionEngine) -> Void,
      _ second: @escaping @MainActor @Sendable (ActionEngine) -> Void
    ) {
      self.label = label
      self.cancels = cancels
      self.first = first
      self.second = second
    }
  }

  nonisolated static let triggerChanges: [TriggerChange] = [
    TriggerChange("a value, then the same value wrapped in Optional", cancels: true) {
      $0.updateCancellationTrigger("1999")
    } _: {
      $0.updateCancellationTrigger(Optional("1999"))
    },
    TriggerChange("an Optional, then the same value unwrapped", cancels: true) {
      $0.updateCancellationTrigger(Optional("1999"))
    } _: {
      $0.updateCancellationTrigger("1999")
    },
    TriggerChange("the same Optional twice", cancels: false) {
      $0.updateCancellationTrigger(Optional("1999"))
    } _: {
      $0.updateCancellationTrigger(Optional("1999"))
    },
    TriggerChange("nil twice, of one type", cancels: false) {
      $0.updateCancellationTrigger(String?.none)
    } _: {
      $0.updateCancellationTrigger(String?.none)
    },
    TriggerChange("nil of one type, then nil of another", cancels: true) {
      $0.updateCancellationTrigger(String?.none)
    } _: {
      $0.updateCancellationTrigger(Int?.none)
    },
    TriggerChange("nil, then a value", cancels: true) {
      $0.updateCancellationTrigger(String?.none)
    } _: {
      $0.updateCancellationTrigger(Optional(""))
    },
    TriggerChange("an Optional holding nil, then nil", cancels: true) {
      $0.updateCancellationTrigger(String??.some(nil))
    } _: {
      $0.updateCancellationTrigger(String??.none)
    },
    TriggerChange("an Optional holding nil twice", cancels: false) {
      $0.updateCancellationTrigger(String??.some(nil))
    } _: {
      $0.updateCancellationTrigger(String??.some(nil))
    },
    TriggerChange("a doubly optional nil, then a singly optional nil", cancels: true) {
      $0.updateCancellationTrigger(String??.none)
    } _: {
      $0.updateCancellationTrigger(String?.none)
    },
    TriggerChange("an Int, then an equal Int64", cancels: true) {
      $0.updateCancellationTrigger(1)
    } _: {
      $0.updateCancellationTrigger(Int64(1))
    },
    // As the SwiftUI view hands its modifier's value over: wrapped, in an Optional.
    TriggerChange("a wrapped value, then the same value wrapped in Optional", cancels: true) {
      $0.updateCancellationTrigger(Optional(CancellationTrigger("1999")))
    } _: {
      $0.updateCancellationTrigger(Optional(CancellationTrigger(Optional("1999"))))
    },
    TriggerChange("a wrapped nil of one type, then of another", cancels: true) {
      $0.updateCancellationTrigger(Optional(CancellationTrigger(String?.none)))
    } _: {
      $0.updateCancellationTrigger(Optional(CancellationTrigger(Int?.none)))
    },
    TriggerChange("a wrapped nil twice", cancels: false) {
      $0.updateCancellationTrigger(Optional(CancellationTrigger(String?.none)))
    } _: {
      $0.updateCancellationTrigger(Optional(CancellationTrigger(String?.none)))
    },
  ]

  @Test(arguments: triggerChanges)
  func aTriggerValueOfAnotherTypeCancelsTheRun(_ change: TriggerChange) async {
    let harness = Harness()
    change.first(harness.engine)
    _ = await harness.tapAndWaitForAction()
    change.second(harness.engine)
    // Released either way, so a wrong answer fails at once instead of at the time limit: an
    // action that returns after its run was cancelled still ends the run cancelled.
    harness.gate.release()
    await harness.waitForOutcomes(1)
    if change.cancels {
      #expect(harness.log.cancellationReasons == [.trigger])
    } else {
      #expect(harness.log.outcomeKinds == [.succeeded])
    }
    await harness.expectCleanEnd()
  }

  @Test func aChangedTriggerCancelsTheRunAndAnEqualOneDoesNot() async {
    let harness = Harness()
    let engine = harness.engine
    engine.updateCancellationTrigger(Optional(CancellationTrigger("a")))
    _ = await harness.tapAndWaitForAction()
    engine.updateCancellationTrigger(Optional(CancellationTrigger("a")))
    #expect(harness.gate.waiting == 1, "an equal value cancelled the run")
    engine.updateCancellationTrigger(Optional(CancellationTrigger("b")))
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.trigger])
    await harness.expectCleanEnd()
  }

  @Test func removingTheTriggerCountsAsAChange() async {
    let harness = Harness()
    harness.engine.updateCancellationTrigger(Optional(CancellationTrigger(3)))
    _ = await harness.tapAndWaitForAction()
    harness.engine.updateCancellationTrigger(CancellationTrigger?.none)
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.trigger])
    await harness.expectCleanEnd()
  }
}
