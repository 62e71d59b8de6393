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
      label: "negative show delay", parameter: "ActionSpinnerTiming.showDelay", requirement: "zero or more"
    ) {

      _ = ActionSpinnerTiming(showDelay: .milliseconds(-1), minimumVisible: .zero)
    },
    Case(
      label: "negative minimum", parameter: "ActionSpinnerTiming.minimumVisible", requirement: "zero or more"
    ) {

      _ = ActionSpinnerTiming(showDelay: .zero, minimumVisible: .seconds(-2))
    },
    Case(
      label: "NaN show delay", parameter: "ActionSpinnerTiming.showDelay", requirement: "a number of seconds"
    ) {

      _ = ActionSpinnerTiming(showDelay: .nan, minimumVisible: 0.4)
    },
    Case(
      label: "infinite show delay", parameter: "ActionSpinnerTiming.showDelay",
      requirement: "at most 100 days"
    ) {

      _ = ActionSpinnerTiming(showDelay: .infinity, minimumVisible: 0.4)
    },
    Case(
      label: "negative seconds show delay", parameter: "ActionSpinnerTiming.showDelay",
      requirement: "zero or more"
    ) {
      _ = ActionSpinnerTiming(showDelay: -0.1, minimumVisible: 0.4)
    },
    Case(
      label: "NaN minimum", parameter: "ActionSpinnerTiming.minimumVisible",
      requirement: "a number of seconds"
    ) {

      _ = ActionSpinnerTiming(showDelay: 0.1, minimumVisible: .nan)
    },
    Case(
      label: "minus infinite minimum", parameter: "ActionSpinnerTiming.minimumVisible",
      requirement: "zero or more"
    ) {

      _ = ActionSpinnerTiming(showDelay: 0.1, minimumVisible: -.infinity)
    },
    Case(
      label: "huge minimum", parameter: "ActionSpinnerTiming.minimumVisible", requirement: "at most 100 days"
    ) {

      _ = ActionSpinnerTiming(showDelay: 0.1, minimumVisible: 1e12)
    },
    Case(
      label: "huge show delay", parameter: "ActionSpinnerTiming.showDelay", requirement: "at most 100 days"
    ) {

      _ = ActionSpinnerTiming(showDelay: .seconds(10_000_000_000), minimumVisible: .zero)
    },
    Case(label: "zero timeout", parameter: "ActionTimeout.duration", requirement: "more than zero") {

      _ = ActionTimeout(.zero)
    },
    Case(label: "negative timeout", parameter: "ActionTimeout.duration", requirement: "more than zero") {

      _ = ActionTimeout(.seconds(-5))
    },
    Case(label: "zero seconds timeout", parameter: "ActionTimeout.duration", requirement: "more than zero") {

      _ = ActionTimeout(seconds: 0)
    },
    Case(
      label: "timeout below an attosecond", parameter: "ActionTimeout.duration", requirement: "more than zero"
    ) {

      _ = ActionTimeout(seconds: 1e-19)
    },
    Case(
      label: "success feedback below an attosecond", parameter: "ActionFeedbackTiming.success",
      requirement: "more than zero"
    ) {

      _ = ActionFeedbackTiming(success: 1e-20, failure: nil)
    },
    Case(label: "NaN timeout", parameter: "ActionTimeout.duration", requirement: "a number of seconds") {

      _ = ActionTimeout(seconds: .nan)
    },
    Case(label: "infinite timeout", parameter: "ActionTimeout.duration", requirement: "at most 100 days") {

      _ = ActionTimeout(seconds: .infinity)
    },
    Case(
      label: "zero success feedback", parameter: "ActionFeedbackTiming.success", requirement: "more than zero"
    ) {

      _ = ActionFeedbackTiming(success: .zero, failure: nil)
    },
    Case(
      label: "negative failure feedback", parameter: "ActionFeedbackTiming.failure",
      requirement: "more than zero"
    ) {
      _ = ActionFeedbackTiming(success: nil, failure: .milliseconds(-300))
    },
    Case(
      label: "zero seconds success feedback", parameter: "ActionFeedbackTiming.success",
      requirement: "more than zero"
    ) {

      _ = ActionFeedbackTiming(success: 0.0, failure: nil)
    },
    Case(
      label: "NaN success feedback", parameter: "ActionFeedbackTiming.success",
      requirement: "a number of seconds"
    ) {

      _ = ActionFeedbackTiming(success: .nan, failure: 1)
    },
    Case(
      label: "infinite failure feedback", parameter: "ActionFeedbackTiming.failure",
      requirement: "at most 100 days"
    ) {

      _ = ActionFeedbackTiming(success: 1, failure: .infinity)
    },
    Case(label: "zero hold", parameter: "ActionSuccessHold.maximum", requirement: "more than zero") {

      _ = ActionSuccessHold(maximum: .zero)
    },
    Case(label: "negative hold", parameter: "ActionSuccessHold.maximum", requirement: "more than zero") {

      _ = ActionSuccessHold(maximum: .seconds(-1))
    },
    Case(label: "huge hold", parameter: "ActionSuccessHold.maximum", requirement: "at most 100 days") {

      _ = ActionSuccessHold(maximum: .seconds(10_000_000_000))
    },
    Case(
      label: "NaN seconds hold", parameter: "ActionSuccessHold.maximum", requirement: "a number of seconds"
    ) {

      _ = ActionSuccessHold(maximumSeconds: .nan)
    },
    Case(label: "zero seconds hold", parameter: "ActionSuccessHold.maximum", requirement: "more than zero") {

      _ = ActionSuccessHold(maximumSeconds: 0)
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
    var timing = ActionSpinnerTiming.standard
    let warnings = capturingWarnings {
      timing = ActionSpinnerTiming(showDelay: .milliseconds(-250), minimumVisible: .milliseconds(300))
    }
    #expect(timing.showDelay == .zero)
    #expect(timing.minimumVisible == .milliseconds(300))
    #expect(
      warnings.map(\.description) == [
        "ActionSpinnerTiming.showDelay is -0.25 seconds; it must be zero or more. Using 0.0 seconds instead."
      ])
  }

  @Test func aSpinnerTimingClampsToItsRangeAndTakesTheStandardForNaN() {
    let timing = silently { ActionSpinnerTiming(showDelay: .nan, minimumVisible: .infinity) }
    #expect(timing.showDelay == ActionSpinnerTiming.standard.showDelay)
    #expect(timing.minimumVisible == maximumDuration)
    let negative = silently { ActionSpinnerTiming(showDelay: -.infinity, minimumVisible: -3) }
    #expect(negative == .immediate)
  }

  @Test func aRefusedFeedbackPhaseIsNotHeld() {
    let feedback = silently { ActionFeedbackTiming(success: .zero, failure: .seconds(-1)) }
    #expect(feedback == .none)
    let seconds = silently { ActionFeedbackTiming(success: .nan, failure: 1e12) }
    #expect(seconds.success == nil)
    #expect(seconds.failure == maximumDuration)
  }

  @Test func aRefusedTimeoutOrHoldIsNone() {
    let warnings = capturingWarnings {
      #expect(ActionTimeout(.zero) == nil)
      #expect(ActionTimeout(seconds: -2) == nil)
      #expect(ActionTimeout(seconds: .nan) == nil)
      #expect(ActionSuccessHold(maximum: .milliseconds(-1)) == nil)
      #expect(ActionSuccessHold(maximumSeconds: 0) == nil)
    }
    #expect(warnings.count == 5)
    #expect(warnings.allSatisfy { $0.replacement == nil && $0.description.hasSuffix("It is ignored.") })
    #expect(
      warnings.first?.description
        == "ActionTimeout.duration is 0.0 seconds; it must be more than zero. It is ignored.")
    #expect(silently { ActionTimeout(seconds: .infinity) }?.duration == maximumDuration)
    #expect(silently { ActionSuccessHold(maximum: .seconds(10_000_000_000)) }?.maximum == maximumDuration)
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
      _ = ActionSpinnerTiming(showDelay: .zero, minimumVisible: .seconds(1))
      _ = ActionFeedbackTiming(success: nil, failure: 1.5)
      _ = ActionTimeout(.seconds(30))
      _ = ActionSuccessHold(maximumSeconds: 2)
      _ = ActionTitles.tryAgain(busy: "Saving…", strings: ActionStrings(language: "en"))
      _ = AsyncAction(estimatedDuration: .seconds(3)) {}
    }
    #expect(warnings.isEmpty, "\(warnings)")
  }

  /// A warning made where no task replaced the handler (as SwiftUI makes values in `body`) goes
  /// to the process's default handler, which an app sets once.
  @Test func aWarningOutsideAnyTasksHandlerGoesToTheDefaultHandler() {
    let collected = LockedWarnings()
    let previous = ActionConfigurationWarning.defaultHandler
    ActionConfigurationWarning.defaultHandler = { collected.append($0) }
    defer { ActionConfigurationWarning.defaultHandler = previous }
    _ = ActionTimeout(seconds: -7.125)
    let timeoutWarnings = collected.all.filter { $0.parameter == "ActionTimeout.duration" }
    #expect(timeoutWarnings.contains { $0.value == "-7.125 seconds" })
    // A task's own handler still comes first.
    let inTask = capturingWarnings { _ = ActionTimeout(seconds: -8.125) }
    #expect(inTask.map(\.value) == ["-8.125 seconds"])
    #expect(!collected.all.contains { $0.value == "-8.125 seconds" })
  }

  @Test func theDefaultHandlerPrintsEachMessageOnce() {
    // The default handler is the one a task gets without an override.
    let warning = ActionConfigurationWarning(
      kind: .valueOutOfRange, parameter: "ActionTimeout.duration", value: "-7.5 seconds",
      requirement: "more than zero", replacement: nil)
    #expect(!ActionConfigurationWarning.printedMessages.contains(warning.description))
    ActionConfigurationWarning.printOnce(warning)
    #expect(ActionConfigurationWarning.printedMessages.contains(warning.description))
    // A message written once is not written again.
    #expect(!ActionConfigurationWarning.printedMessages.insert(warning.description))
    let fresh = PrintedMessages()
    #expect(fresh.insert("a message"))
    #expect(!fresh.insert("a message"))
  }

  @Test func validValuesAreKeptAsGiven() {
    let timing = ActionSpinnerTiming(showDelay: 0.25, minimumVisible: 0.5)
    #expect(timing.showDelay == .milliseconds(250))
    #expect(timing.minimumVisible == .milliseconds(500))
    #expect(ActionSpinnerTiming(showDelay: .zero, minimumVisible: .zero) == .immediate)
    #expect(ActionTimeout(seconds: 1.5)?.duration == .milliseconds(1500))
    let feedback = ActionFeedbackTiming(success: 1, failure: nil)
    #expect(feedback.success == .seconds(1))
    #expect(feedback.failure == nil)
    #expect(ActionSuccessHold(maximumSeconds: 2)?.maximum == .seconds(2))
    #expect(ActionSuccessHold(maximum: .milliseconds(300))?.maximum == .milliseconds(300))
    #expect(ActionSuccessHold.untilLeave.maximum == nil)
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
    #expect(ActionSpinnerTiming.immediate.showDelay == .zero)
    #expect(ActionSpinnerTiming.immediate.minimumVisible == .zero)
  }
}

/// The warnings `body` reports, collected instead of printed.
func capturingWarnings(_ body: () -> Void) -> [ActionConfigurationWarning] {
  let collected = LockedWarnings()
  ActionConfigurationWarning.$handler.withValue({ collected.append($0) }) { body() }
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
  private var warnings: [ActionConfigurationWarning] = []

  func append(_ warning: ActionConfigurationWarning) {
    lock.lock()
    defer { lock.unlock() }
    warnings.append(warning)
  }

  var all: [ActionConfigurationWarning] {
    lock.lock()
    defer { lock.unlock() }
    return warnings
  }
}
