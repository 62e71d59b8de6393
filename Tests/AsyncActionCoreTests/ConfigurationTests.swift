import Foundation
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// Every invalid configuration is refused with a message that names its parameter.
@Suite struct ConfigurationTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let label: String
    let parameter: String
    let requirement: String
    let make: @Sendable () throws(ActionConfigurationError) -> Void
    var testDescription: String { label }
  }

  static let invalid: [Case] = [
    Case(
      label: "negative show delay", parameter: "ActionSpinnerTiming.showDelay", requirement: "zero or more"
    ) {
      () throws(ActionConfigurationError) in
      _ = try ActionSpinnerTiming(showDelay: .milliseconds(-1), minimumVisible: .zero)
    },
    Case(
      label: "negative minimum", parameter: "ActionSpinnerTiming.minimumVisible", requirement: "zero or more"
    ) {
      () throws(ActionConfigurationError) in
      _ = try ActionSpinnerTiming(showDelay: .zero, minimumVisible: .seconds(-2))
    },
    Case(label: "NaN show delay", parameter: "ActionSpinnerTiming.showDelay", requirement: "finite") {
      () throws(ActionConfigurationError) in
      _ = try ActionSpinnerTiming(showDelay: .nan, minimumVisible: 0.4)
    },
    Case(label: "infinite show delay", parameter: "ActionSpinnerTiming.showDelay", requirement: "finite") {
      () throws(ActionConfigurationError) in
      _ = try ActionSpinnerTiming(showDelay: .infinity, minimumVisible: 0.4)
    },
    Case(
      label: "negative seconds show delay", parameter: "ActionSpinnerTiming.showDelay",
      requirement: "zero or more"
    ) { () throws(ActionConfigurationError) in
      _ = try ActionSpinnerTiming(showDelay: -0.1, minimumVisible: 0.4)
    },
    Case(label: "NaN minimum", parameter: "ActionSpinnerTiming.minimumVisible", requirement: "finite") {
      () throws(ActionConfigurationError) in
      _ = try ActionSpinnerTiming(showDelay: 0.1, minimumVisible: .nan)
    },
    Case(
      label: "minus infinite minimum", parameter: "ActionSpinnerTiming.minimumVisible", requirement: "finite"
    ) {
      () throws(ActionConfigurationError) in
      _ = try ActionSpinnerTiming(showDelay: 0.1, minimumVisible: -.infinity)
    },
    Case(
      label: "huge minimum", parameter: "ActionSpinnerTiming.minimumVisible", requirement: "at most 100 days"
    ) {
      () throws(ActionConfigurationError) in
      _ = try ActionSpinnerTiming(showDelay: 0.1, minimumVisible: 1e12)
    },
    Case(
      label: "huge show delay", parameter: "ActionSpinnerTiming.showDelay", requirement: "at most 100 days"
    ) {
      () throws(ActionConfigurationError) in
      _ = try ActionSpinnerTiming(showDelay: .seconds(10_000_000_000), minimumVisible: .zero)
    },
    Case(label: "zero timeout", parameter: "ActionTimeout.duration", requirement: "more than zero") {
      () throws(ActionConfigurationError) in
      _ = try ActionTimeout(.zero)
    },
    Case(label: "negative timeout", parameter: "ActionTimeout.duration", requirement: "more than zero") {
      () throws(ActionConfigurationError) in
      _ = try ActionTimeout(.seconds(-5))
    },
    Case(label: "zero seconds timeout", parameter: "ActionTimeout.duration", requirement: "more than zero") {
      () throws(ActionConfigurationError) in
      _ = try ActionTimeout(seconds: 0)
    },
    Case(
      label: "timeout below an attosecond", parameter: "ActionTimeout.duration", requirement: "more than zero"
    ) {
      () throws(ActionConfigurationError) in
      _ = try ActionTimeout(seconds: 1e-19)
    },
    Case(
      label: "success feedback below an attosecond", parameter: "ActionFeedbackTiming.success",
      requirement: "more than zero"
    ) {
      () throws(ActionConfigurationError) in
      _ = try ActionFeedbackTiming(success: 1e-20, failure: nil)
    },
    Case(label: "NaN timeout", parameter: "ActionTimeout.duration", requirement: "finite") {
      () throws(ActionConfigurationError) in
      _ = try ActionTimeout(seconds: .nan)
    },
    Case(label: "infinite timeout", parameter: "ActionTimeout.duration", requirement: "finite") {
      () throws(ActionConfigurationError) in
      _ = try ActionTimeout(seconds: .infinity)
    },
    Case(
      label: "zero success feedback", parameter: "ActionFeedbackTiming.success", requirement: "more than zero"
    ) {
      () throws(ActionConfigurationError) in
      _ = try ActionFeedbackTiming(success: .zero, failure: nil)
    },
    Case(
      label: "negative failure feedback", parameter: "ActionFeedbackTiming.failure",
      requirement: "more than zero"
    ) { () throws(ActionConfigurationError) in
      _ = try ActionFeedbackTiming(success: nil, failure: .milliseconds(-300))
    },
    Case(
      label: "zero seconds success feedback", parameter: "ActionFeedbackTiming.success",
      requirement: "more than zero"
    ) {
      () throws(ActionConfigurationError) in
      _ = try ActionFeedbackTiming(success: 0.0, failure: nil)
    },
    Case(label: "NaN success feedback", parameter: "ActionFeedbackTiming.success", requirement: "finite") {
      () throws(ActionConfigurationError) in
      _ = try ActionFeedbackTiming(success: .nan, failure: 1)
    },
    Case(label: "infinite failure feedback", parameter: "ActionFeedbackTiming.failure", requirement: "finite")
    {
      () throws(ActionConfigurationError) in
      _ = try ActionFeedbackTiming(success: 1, failure: .infinity)
    },
    Case(label: "zero hold", parameter: "ActionSuccessHold.maximum", requirement: "more than zero") {
      () throws(ActionConfigurationError) in
      _ = try ActionSuccessHold(maximum: .zero)
    },
    Case(label: "negative hold", parameter: "ActionSuccessHold.maximum", requirement: "more than zero") {
      () throws(ActionConfigurationError) in
      _ = try ActionSuccessHold(maximum: .seconds(-1))
    },
    Case(label: "huge hold", parameter: "ActionSuccessHold.maximum", requirement: "at most 100 days") {
      () throws(ActionConfigurationError) in
      _ = try ActionSuccessHold(maximum: .seconds(10_000_000_000))
    },
    Case(label: "NaN seconds hold", parameter: "ActionSuccessHold.maximum", requirement: "finite") {
      () throws(ActionConfigurationError) in
      _ = try ActionSuccessHold(maximumSeconds: .nan)
    },
    Case(label: "zero seconds hold", parameter: "ActionSuccessHold.maximum", requirement: "more than zero") {
      () throws(ActionConfigurationError) in
      _ = try ActionSuccessHold(maximumSeconds: 0)
    },
    Case(label: "empty busy title", parameter: "ActionTitles.busy", requirement: "a visible character") {
      () throws(ActionConfigurationError) in
      _ = try ActionTitles(busy: "")
    },
    Case(
      label: "white space busy title", parameter: "ActionTitles.busy", requirement: "a visible character"
    ) { () throws(ActionConfigurationError) in
      _ = try ActionTitles.tryAgain(busy: " \u{A0}\n", strings: ActionStrings(language: "en"))
    },
    Case(label: "empty retry title", parameter: "ActionTitles.retry", requirement: "a visible character") {
      () throws(ActionConfigurationError) in
      _ = try ActionTitles(busy: "Saving…", retry: "")
    },
  ]

  @Test(arguments: invalid)
  func anInvalidValueIsRefusedWithAMessageNamingItsParameter(_ invalid: Case) {
    do {
      try invalid.make()
      Issue.record("\(invalid.label) was accepted")
    } catch {
      #expect(error.parameter == invalid.parameter)
      #expect(error.description.hasPrefix("\(invalid.parameter) is "))
      #expect(error.description.contains(invalid.requirement), "\(error.description)")
    }
  }

  @Test func theMessageGivesTheRefusedValue() {
    #expect(throws: ActionConfigurationError.self) {
      try ActionSpinnerTiming(showDelay: -0.25, minimumVisible: 0)
    }
    do {
      _ = try ActionSpinnerTiming(showDelay: .milliseconds(-250), minimumVisible: .zero)
    } catch {
      #expect(error.description == "ActionSpinnerTiming.showDelay is -0.25 seconds; it must be zero or more.")
    }
  }

  @Test func everyWayOfPrintingTheErrorNamesTheParameter() {
    let message = "ActionTimeout.duration is -2.0 seconds; it must be more than zero."
    do {
      _ = try ActionTimeout(seconds: -2)
      Issue.record("a negative timeout was accepted")
    } catch {
      // As an app meets it: an `any Error` from a `catch` without a typed throw.
      let anyError: any Error = error
      #expect(anyError.localizedDescription == message)
      #expect("\(anyError)" == message)
      #expect(String(describing: anyError) == message)
      #expect((anyError as? any LocalizedError)?.errorDescription == message)
      #expect(String(reflecting: anyError).contains("ActionTimeout.duration"))
    }
  }

  @Test func validValuesAreKeptAsGiven() throws {
    let timing = try ActionSpinnerTiming(showDelay: 0.25, minimumVisible: 0.5)
    #expect(timing.showDelay == .milliseconds(250))
    #expect(timing.minimumVisible == .milliseconds(500))
    #expect(try ActionSpinnerTiming(showDelay: .zero, minimumVisible: .zero) == .immediate)
    #expect(try ActionTimeout(seconds: 1.5).duration == .milliseconds(1500))
    let feedback = try ActionFeedbackTiming(success: 1, failure: nil)
    #expect(feedback.success == .seconds(1))
    #expect(feedback.failure == nil)
    #expect(try ActionSuccessHold(maximumSeconds: 2).maximum == .seconds(2))
    #expect(try ActionSuccessHold(maximum: .milliseconds(300)).maximum == .milliseconds(300))
    #expect(ActionSuccessHold.untilLeave.maximum == nil)
    let titles = try ActionTitles(busy: "Saving…", retry: "Save Again")
    #expect(titles.busy == "Saving…" && titles.retry == "Save Again")
    #expect(try ActionTitles.tryAgain(strings: ActionStrings(language: "de")).retry == "Erneut versuchen")
    #expect(ActionTitles.none.busy == nil && ActionTitles.none.retry == nil)
  }

  @Test func theTitleErrorQuotesTheRefusedTitle() {
    do {
      _ = try ActionTitles(busy: " ")
      Issue.record("a blank busy title was accepted")
    } catch {
      #expect(error.description == "ActionTitles.busy is \" \"; it must be a title with a visible character.")
    }
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
