import AsyncActionTestSupport
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// What a screen reader hears of a button: the percentage while progress shows, in steps that do
/// not chatter and in the strings' language, and "Press to cancel" while a tap cancels, the label
/// staying the title.
@Suite struct AccessibilityValueTests {
  private let english = ActionStrings(language: "en")

  private func progress(_ fraction: Double, tapCancels: Bool = false) -> ActionPresentation {
    ActionPresentation(
      indicator: .progress(fraction), phase: .busy, isBusy: true, isBusyIndicatorVisible: true,
      tapCancels: tapCancels)
  }

  @Test func theValueSaysThePercentageInSteps() {
    #expect(progress(0.42).accessibilityValue(in: english) == "In progress, 40%")
    #expect(progress(0).accessibilityValue(in: english) == "In progress, 0%")
    #expect(progress(0.29).accessibilityValue(in: english) == "In progress, 20%")
    #expect(progress(0.3).accessibilityValue(in: english) == "In progress, 30%", "0.3 is 29.999… percent")
  }

  /// A report of 41 % then 42 % says nothing new; 40 % then 50 % does.
  @Test func aReportWithinAStepSaysNothingNew() {
    let value = { (fraction: Double) in progress(fraction).accessibilityValue(in: english) }
    #expect(value(0.41) == value(0.42))
    #expect(value(0.40) == value(0.49))
    #expect(value(0.40) != value(0.50))
    #expect(PercentFormat.spokenStep == 10)
    // Every value said in a run that reports each percent: 0, 10, … 90, then 100 when done.
    let said = (0...100).map { PercentFormat.spokenPercent(Double($0) / 100) }
    #expect(Array(Set(said)).sorted() == Array(stride(from: 0, through: 100, by: 10)))
    #expect(said.filter { $0 == 100 }.count == 1)
  }

  @Test func oneHundredPercentOnlyWhenDone() {
    #expect(progress(0.999).accessibilityValue(in: english) == "In progress, 90%")
    #expect(progress(0.999_999_999_9).spokenPercent == 90)
    #expect(progress(1).accessibilityValue(in: english) == "In progress, 100%")
    #expect(progress(.nan).spokenPercent == 0)
  }

  @Test func withoutProgressTheValueIsThePhase() {
    let spinner = ActionPresentation(
      indicator: .spinner, phase: .busy, isBusy: true, isBusyIndicatorVisible: true)
    #expect(spinner.spokenPercent == nil)
    #expect(spinner.accessibilityValue(in: english) == "In progress")
    let delayed = ActionPresentation(
      indicator: nil, phase: .busy, isBusy: true, isBusyIndicatorVisible: false)
    #expect(
      delayed.accessibilityValue(in: english) == "In progress", "progress during the show-delay is not said")
    #expect(ActionPresentation.idle.accessibilityValue(in: english) == nil)
    let done = ActionPresentation(
      indicator: .succeeded, phase: .succeeded, isBusy: false, isBusyIndicatorVisible: false)
    #expect(done.accessibilityValue(in: english) == "Done")
  }

  /// The word order and the space are the translation's; the percentage is the language's own
  /// (a no-break space before the sign in Spanish, French and German).
  @Test(arguments: [
    ("es", "En curso, 40\u{A0}%"), ("fr", "En cours, 40\u{A0}%"), ("de", "In Bearbeitung, 40\u{A0}%"),
    ("ja", "処理中、40%"), ("zh-Hans", "进行中，40%"), ("ar", "قيد التنفيذ، 40\u{200E}%\u{200E}"),
    ("pt-BR", "Em andamento, 40%"),
  ])
  func theValueIsInTheStringsLanguage(language: String, expected: String) {
    let value = progress(0.42).accessibilityValue(in: ActionStrings(language: language))
    #expect(value == expected, "\(value.map { Array($0.unicodeScalars) } ?? [])")
  }

  @Test func everyLanguageSaysThePercentageAndTheHint() {
    for language in ActionStrings.supportedLanguages {
      let strings = ActionStrings(language: language)
      let value = strings.inProgress(percent: "40%")
      #expect(value.contains("40%") && value.contains(strings.inProgress), "\(language): \(value)")
      #expect(!strings.pressToCancel.isEmpty && !strings.pressToCancel.contains("%"), "\(language)")
      if language != "en" {
        #expect(strings.pressToCancel != english.pressToCancel, "\(language) has no translation of the hint")
      }
      let joined = strings.value("A", hint: "B")
      #expect(joined.hasPrefix("A") && joined.hasSuffix("B") && joined.count <= 4, "\(language): \(joined)")
    }
  }

  /// While a tap cancels, the hint says so; a UI with one description says the value, then it.
  @Test func aTapThatCancelsIsAHint() {
    let cancelling = progress(0.42, tapCancels: true)
    #expect(cancelling.accessibilityHint(in: english) == "Press to cancel")
    #expect(cancelling.accessibilityValue(in: english) == "In progress, 40%")
    #expect(cancelling.accessibilityDescription(in: english) == "In progress, 40%. Press to cancel")
    let spanish = ActionStrings(language: "es")
    #expect(cancelling.accessibilityDescription(in: spanish) == "En curso, 40\u{A0}%. Pulsa para cancelar")
    #expect(
      cancelling.accessibilityDescription(in: ActionStrings(language: "ja")) == "処理中、40%。押すとキャンセルします")
    #expect(progress(0.42).accessibilityHint(in: english) == nil)
    #expect(progress(0.42).accessibilityDescription(in: english) == "In progress, 40%")
    #expect(ActionPresentation.idle.accessibilityDescription(in: english) == nil)
  }
}

/// The engine's observable value follows its presentation.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct EngineAccessibilityValueTests {
  @Test func theEnginesValueSaysTheReportedPercentage() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    harness.engine.strings = ActionStrings(language: "es")
    let gate = harness.gate
    harness.engine.action = AsyncAction(reportingProgress: { progress in
      progress(0.42)
      try await gate.pass()
      progress(0.57)
      try await gate.pass()
    })
    harness.engine.tap()
    #expect(harness.engine.accessibilityValue == "En curso")
    await gate.waitForArrivals(count: 1)
    await until { harness.engine.accessibilityValue == "En curso, 40\u{A0}%" }
    gate.release()
    await gate.waitForArrivals(count: 2)
    await until { harness.engine.accessibilityValue == "En curso, 50\u{A0}%" }
    gate.release()
    await until { harness.engine.progress == 1 }
    #expect(harness.engine.accessibilityValue == "En curso, 100\u{A0}%")
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: AsyncAction.fullProgressHold)
    await harness.waitForOutcomes(1)
    #expect(harness.engine.accessibilityValue == nil)
    await harness.expectCleanEnd()
  }
}
