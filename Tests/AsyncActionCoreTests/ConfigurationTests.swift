// One suite, over 400 lines, because it is one idea: every configuration value out of range, each
// clamped or refused with the warning that names it, beside the others so that a new parameter's
// tests are written the way the rest are.
import Foundation
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// Every configuration value out of range is clamped or refused, with a warning that names its
/// parameter and its value.
@Suite struct ConfigurationTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let label: String
    let parameter: String
    let requirement: String
    let make: @Sendable () -> Void
    var testDescription: String { label }
  }

  static let invalid: [Case] = [
    Case(
      label: "negative show delay", parameter: "ActionConfiguration.BusyIndicatorTiming.showDelay",
      requirement: "zero or more"
    ) {

      _ = ActionConfiguration.BusyIndicatorTiming(showDelay: .milliseconds(-1), minimumVisible: .zero)
    },
    Case(
      label: "negative minimum", parameter: "ActionConfiguration.BusyIndicatorTiming.minimumVisible",
      requirement: "zero or more"
    ) {

      _ = ActionConfiguration.BusyIndicatorTiming(showDelay: .zero, minimumVisible: .seconds(-2))
    },
    Case(
      label: "NaN show delay", parameter: "ActionConfiguration.BusyIndicatorTiming.showDelay",
      requirement: "a number of seconds"
    ) {

      _ = ActionConfiguration.BusyIndicatorTiming(showDelay: .nan, minimumVisible: 0.4)
    },
    Case(
      label: "infinite show delay", parameter: "ActionConfiguration.BusyIndicatorTiming.showDelay",
      requirement: "at most 100 days"
    ) {

      _ = ActionConfiguration.BusyIndicatorTiming(showDelay: .infinity, minimumVisible: 0.4)
    },
    Case(
      label: "negative seconds show delay", parameter: "ActionConfiguration.BusyIndicatorTiming.showDelay",
      requirement: "zero or more"
    ) {
      _ = ActionConfiguration.BusyIndicatorTiming(showDelay: -0.1, minimumVisible: 0.4)
    },
    Case(
      label: "NaN minimum", parameter: "ActionConfiguration.BusyIndicatorTiming.minimumVisible",
      requirement: "a number of seconds"
    ) {

      _ = ActionConfiguration.BusyIndicatorTiming(showDelay: 0.1, minimumVisible: .nan)
    },
    Case(
      label: "minus infinite minimum", parameter: "ActionConfiguration.BusyIndicatorTiming.minimumVisible",
      requirement: "zero or more"
    ) {

      _ = ActionConfiguration.BusyIndicatorTiming(showDelay: 0.1, minimumVisible: -.infinity)
    },
    Case(
      label: "huge minimum", parameter: "ActionConfiguration.BusyIndicatorTiming.minimumVisible",
      requirement: "at most 100 days"
    ) {

      _ = ActionConfiguration.BusyIndicatorTiming(showDelay: 0.1, minimumVisible: 1e12)
    },
    Case(
      label: "huge show delay", parameter: "ActionConfiguration.BusyIndicatorTiming.showDelay",
      requirement: "at most 100 days"
    ) {

      _ = ActionConfiguration.BusyIndicatorTiming(showDelay: .seconds(10_000_000_000), minimumVisible: .zero)
    },
    Case(
      label: "zero timeout", parameter: "ActionConfiguration.Timeout.duration", requirement: "more than zero"
    ) {

      _ = ActionConfiguration.Timeout(.zero)
    },
    Case(
      label: "negative timeout", parameter: "ActionConfiguration.Timeout.duration",
      requirement: "more than zero"
    ) {

      _ = ActionConfiguration.Timeout(.seconds(-5))
    },
    Case(
      label: "zero seconds timeout", parameter: "ActionConfiguration.Timeout.duration",
      requirement: "more than zero"
    ) {

      _ = ActionConfiguration.Timeout(seconds: 0)
    },
    Case(
      label: "timeout below an attosecond", parameter: "ActionConfiguration.Timeout.duration",
      requirement: "more than zero"
    ) {

      _ = ActionConfiguration.Timeout(seconds: 1e-19)
    },
    Case(
      label: "success feedback below an attosecond", parameter: "ActionConfiguration.FeedbackTiming.success",
      requirement: "more than zero"
    ) {

      _ = ActionConfiguration.FeedbackTiming(success: 1e-20, failure: nil)
    },
    Case(
      label: "NaN timeout", parameter: "ActionConfiguration.Timeout.duration",
      requirement: "a number of seconds"
    ) {

      _ = ActionConfiguration.Timeout(seconds: .nan)
    },
    Case(
      label: "infinite timeout", parameter: "ActionConfiguration.Timeout.duration",
      requirement: "at most 100 days"
    ) {

      _ = ActionConfiguration.Timeout(seconds: .infinity)
    },
    Case(
      label: "zero success feedback", parameter: "ActionConfiguration.FeedbackTiming.success",
      requirement: "more than zero"
    ) {

      _ = ActionConfiguration.FeedbackTiming(success: .zero, failure: nil)
    },
    Case(
      label: "negative failure feedback", parameter: "ActionConfiguration.FeedbackTiming.failure",
      requirement: "more than zero"
    ) {
      _ = ActionConfiguration.FeedbackTiming(success: nil, failure: .milliseconds(-300))
    },
    Case(
      label: "zero seconds success feedback", parameter: "ActionConfiguration.FeedbackTiming.success",
      requirement: "more than zero"
    ) {

      _ = ActionConfiguration.FeedbackTiming(success: 0.0, failure: nil)
    },
    Case(
      label: "NaN success feedback", parameter: "ActionConfiguration.FeedbackTiming.success",
      requirement: "a number of seconds"
    ) {

      _ = ActionConfiguration.FeedbackTiming(success: .nan, failure: 1)
    },
    Case(
      label: "infinite failure feedback", parameter: "ActionConfiguration.FeedbackTiming.failure",
      requirement: "at most 100 days"
    ) {

      _ = ActionConfiguration.FeedbackTiming(success: 1, failure: .infinity)
    },
    Case(
      label: "zero hold", parameter: "ActionConfiguration.SuccessHold.maximum", requirement: "more than zero"
    ) {

      _ = ActionConfiguration.SuccessHold(maximum: .zero)
    },
    Case(
      label: "negative hold", parameter: "ActionConfiguration.SuccessHold.maximum",
      requirement: "more than zero"
    ) {

      _ = ActionConfiguration.SuccessHold(maximum: .seconds(-1))
    },
    Case(
      label: "huge hold", parameter: "ActionConfiguration.SuccessHold.maximum",
      requirement: "at most 100 days"
    ) {

      _ = ActionConfiguration.SuccessHold(maximum: .seconds(10_000_000_000))
    },
    Case(
      label: "NaN seconds hold", parameter: "ActionConfiguration.SuccessHold.maximum",
      requirement: "a number of seconds"
    ) {

      _ = ActionConfiguration.SuccessHold(maximumSeconds: .nan)
    },
    Case(
      label: "zero seconds hold", parameter: "ActionConfiguration.SuccessHold.maximum",
      requirement: "more than zero"
    ) {

      _ = ActionConfiguration.SuccessHold(maximumSeconds: 0)
    },
    Case(label: "empty busy title", parameter: "ActionTitles.busy", requirement: "a visible character") {

      _ = ActionTitles(busy: "")
    },
    Case(
      label: "white space busy title", parameter: "ActionTitles.busy", requirement: "a visible character"
    ) {
      _ = ActionTitles.tryAgain(busy: " \u{A0}\n", strings: ActionStrings(language: "en"))
    },
    Case(label: "empty retry title", parameter: "ActionTitles.retry", requirement: "a visible character") {

      _ = ActionTitles(busy: "Saving…", retry: "")
    },
  ]

  @Test(arguments: invalid)
  func aValueOutOfRangeWarnsOnceNamingItsParameter(_ invalid: Case) {
    let warnings = capturingWarnings(invalid.make)
    #expect(warnings.count == 1, "\(warnings)")
    guard let warning = warnings.first else { return }
    #expect(warning.parameter == invalid.parameter)
    #expect(warning.description.hasPrefix("\(invalid.parameter) is "))
    #expect(warning.description.contains(invalid.requirement), "\(warning.description)")
  }

  @Test func theWarningGivesTheValueAndWhatIsUsedInstead() {
    var timing = ActionConfiguration.BusyIndicatorTiming.standard
    let warnings = capturingWarnings {
      timing = ActionConfiguration.BusyIndicatorTiming(
        showDelay: .milliseconds(-250), minimumVisible: .milliseconds(300))
    }
    #expect(timing.showDelay == .zero)
    #expect(timing.minimumVisible == .milliseconds(300))
    #expect(
      warnings.map(\.description) == [
        "ActionConfiguration.BusyIndicatorTiming.showDelay is -0.25 seconds; it must be zero or more. Using 0.0 seconds instead."
      ])
  }

  @Test func aSpinnerTimingClampsToItsRangeAndTakesTheStandardForNaN() {
    let timing = silently {
      ActionConfiguration.BusyIndicatorTiming(showDelay: .nan, minimumVisible: .infinity)
    }
    #expect(timing.showDelay == ActionConfiguration.BusyIndicatorTiming.standard.showDelay)
    #expect(timing.minimumVisible == maximumDuration)
    let negative = silently {
      ActionConfiguration.BusyIndicatorTiming(showDelay: -.infinity, minimumVisible: -3)
    }
    #expect(negative == .immediate)
  }

  @Test func aRefusedFeedbackPhaseIsNotHeld() {
    let feedback = silently { ActionConfiguration.FeedbackTiming(success: .zero, failure: .seconds(-1)) }
    #expect(feedback == .none)
    let seconds = silently { ActionConfiguration.FeedbackTiming(success: .nan, failure: 1e12) }
    #expect(seconds.success == nil)
    #expect(seconds.failure == maximumDuration)
  }

  @Test func aRefusedTimeoutOrHoldIsNone() {
    let warnings = capturingWarnings {
      #expect(ActionConfiguration.Timeout(.zero) == nil)
      #expect(ActionConfiguration.Timeout(seconds: -2) == nil)
      #expect(ActionConfiguration.Timeout(seconds: .nan) == nil)
      #expect(ActionConfiguration.SuccessHold(maximum: .milliseconds(-1)) == nil)
      #expect(ActionConfiguration.SuccessHold(maximumSeconds: 0) == nil)
    }
    #expect(warnings.count == 5)
    #expect(warnings.allSatisfy { $0.replacement == nil && $0.description.hasSuffix("It is ignored.") })
    #expect(
      warnings.first?.description
        == "ActionConfiguration.Timeout.duration is 0.0 seconds; it must be more than zero. It is ignored.")
    #expect(silently { ActionConfiguration.Timeout(seconds: .infinity) }?.duration == maximumDuration)
    #expect(
      silently { ActionConfiguration.SuccessHold(maximum: .seconds(10_000_000_000)) }?.maximum
        == maximumDuration)
  }

  @Test func aBlankTitleIsRefusedAndTheWarningQuotesIt() {
    var titles = ActionTitles.none
    let warnings = capturingWarnings { titles = ActionTitles(busy: " ", retry: "Save Again") }
    #expect(titles.busy == nil)
    #expect(titles.retry == "Save Again")
    #expect(
      warnings.map(\.description) == [
        "ActionTitles.busy is \" \"; it must be a title with a visible character. It is ignored."
      ])
  }

  @Test func aRefusedEstimatedDurationRunsWithTheSpinnerInsteadOfStopping() async {
    let warnings = capturingWarnings {
      _ = AsyncAction(estimatedDuration: .seconds(-1)) {}
      _ = AsyncAction(estimatedDuration: .seconds(10_000_000_000)) {}
    }
    #expect(warnings.map(\.parameter) == ["AsyncAction.estimatedDuration", "AsyncAction.estimatedDuration"])
    #expect(warnings.map(\.requirement) == ["more than zero", "at most 100 days"])
    #expect(warnings.map(\.replacement) == [nil, "8640000.0 seconds"])
  }

  @Test func valuesInRangeWarnNothing() {
    let warnings = capturingWarnings {
      _ = ActionConfiguration.BusyIndicatorTiming(showDelay: .zero, minimumVisible: .seconds(1))
      _ = ActionConfiguration.FeedbackTiming(success: nil, failure: 1.5)
      _ = ActionConfiguration.Timeout(.seconds(30))
      _ = ActionConfiguration.SuccessHold(maximumSeconds: 2)
      _ = ActionTitles.tryAgain(busy: "Saving…", strings: ActionStrings(language: "en"))
      _ = AsyncAction(estimatedDuration: .seconds(3)) {}
    }
    #expect(warnings.isEmpty, "\(warnings)")
  }

  /// A warning made where no task replaced the handler (as SwiftUI makes values in `body`) goes
  /// to the process's default handler, which an app sets once.
  @Test func aWarningOutsideAnyTasksHandlerGoesToTheDefaultHandler() {
    let collected = LockedWarnings()
    let previous = ActionConfiguration.Warning.defaultHandler
    ActionConfiguration.Warning.defaultHandler = { collected.append($0) }
    defer { ActionConfiguration.Warning.defaultHandler = previous }
    _ = ActionConfiguration.Timeout(seconds: -7.125)
    let timeoutWarnings = collected.all.filter { $0.parameter == "ActionConfiguration.Timeout.duration" }
    #expect(timeoutWarnings.contains { $0.value == "-7.125 seconds" })
    // A task's own handler still comes first.
    let inTask = capturingWarnings { _ = ActionConfiguration.Timeout(seconds: -8.125) }
    #expect(inTask.map(\.value) == ["-8.125 seconds"])
    #expect(!collected.all.contains { $0.value == "-8.125 seconds" })
  }

  @Test func theDefaultHandlerPrintsEachMessageOnce() {
    // The default handler is the one a task gets without an override.
    let warning = ActionConfiguration.Warning(
      kind: .valueOutOfRange, parameter: "ActionConfiguration.Timeout.duration", value: "-7.5 seconds",
      requirement: "more than zero", replacement: nil)
    #expect(!ActionConfiguration.Warning.printedMessages.contains(warning.description))
    ActionConfiguration.Warning.printOnce(warning)
    #expect(ActionConfiguration.Warning.printedMessages.contains(warning.description))
    // A message written once is not written again.
    #expect(!ActionConfiguration.Warning.printedMessages.insert(warning.description))
    let fresh = PrintedMessages()
    #expect(fresh.insert("a message"))
    #expect(!fresh.insert("a message"))
  }

  @Test func validValuesAreKeptAsGiven() {
    let timing = ActionConfiguration.BusyIndicatorTiming(showDelay: 0.25, minimumVisible: 0.5)
    #expect(timing.showDelay == .milliseconds(250))
    #expect(timing.minimumVisible == .milliseconds(500))
    #expect(ActionConfiguration.BusyIndicatorTiming(showDelay: .zero, minimumVisible: .zero) == .immediate)
    #expect(ActionConfiguration.Timeout(seconds: 1.5)?.duration == .milliseconds(1500))
    let feedback = ActionConfiguration.FeedbackTiming(success: 1, failure: nil)
    #expect(feedback.success == .seconds(1))
    #expect(feedback.failure == nil)
    #expect(ActionConfiguration.SuccessHold(maximumSeconds: 2)?.maximum == .seconds(2))
    #expect(ActionConfiguration.SuccessHold(maximum: .milliseconds(300))?.maximum == .milliseconds(300))
    #expect(ActionConfiguration.SuccessHold.untilLeave.maximum == nil)
    let titles = ActionTitles(busy: "Saving…", retry: "Save Again")
    #expect(titles.busy == "Saving…" && titles.retry == "Save Again")
    #expect(ActionTitles.tryAgain(strings: ActionStrings(language: "de")).retry == "Erneut versuchen")
    #expect(ActionTitles.none.busy == nil && ActionTitles.none.retry == nil)
  }

  @Test func theDefaultsAreTheDocumentedOnes() {
    let configuration = ActionConfiguration()
    #expect(configuration.timing.showDelay == .milliseconds(100))
    #expect(configuration.timing.minimumVisible == .milliseconds(400))
    #expect(configuration.policy == .ignoreWhileBusy)
    #expect(configuration.lifetime == .cancelledOnLeave)
    #expect(configuration.feedback == .none)
    #expect(configuration.timeout == nil)
    #expect(configuration.successHold == nil)
    #expect(ActionConfiguration.BusyIndicatorTiming.immediate.showDelay == .zero)
    #expect(ActionConfiguration.BusyIndicatorTiming.immediate.minimumVisible == .zero)
  }
}

/// The warnings `body` reports, collected instead of printed.
func capturingWarnings(_ body: () -> Void) -> [ActionConfiguration.Warning] {
  let collected = LockedWarnings()
  ActionConfiguration.Warning.$handler.withValue({ collected.append($0) }) { body() }
  return collected.all
}

/// What `body` returns, with its warnings collected and dropped.
func silently<Value>(_ body: () -> Value) -> Value {
  var value: Value?
  _ = capturingWarnings { value = body() }
  return value!
}

/// Warnings collected from a handler, which may be called from any thread.
///
/// `@unchecked Sendable` is safe: `warnings` is read and written only while `lock` is held.
final class LockedWarnings: @unchecked Sendable {
  private let lock = NSLock()
  private var warnings: [ActionConfiguration.Warning] = []

  func append(_ warning: ActionConfiguration.Warning) {
    lock.lock()
    defer { lock.unlock() }
    warnings.append(warning)
  }

  var all: [ActionConfiguration.Warning] {
    lock.lock()
    defer { lock.unlock() }
    return warnings
  }
}
