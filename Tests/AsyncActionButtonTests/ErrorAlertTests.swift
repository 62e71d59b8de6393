import Foundation
import Testing

@testable import AsyncActionButton
@_spi(Shell) @testable import AsyncActionCore

/// What the error alert presents for an event, and what its Try Again does: a press of the
/// failed button through its engine, refused exactly where a tap would be.
@MainActor @Suite struct ErrorAlertTests {
  private struct SaveError: LocalizedError {
    var errorDescription: String? { "The profile could not be saved." }
    var failureReason: String? { "The server is offline." }
    var recoverySuggestion: String? { "Check your connection and try again." }
  }

  private struct TerseError: LocalizedError {
    var errorDescription: String? { "Upload failed." }
    var failureReason: String? { "" }
  }

  private struct PlainError: Error {}

  private let run = ActionEvent.RunID(7)

  private func failed(_ error: any Error, engine: ActionEngine? = nil) -> ActionEvent {
    ActionEvent(.finished(run, .failed(error)), identifier: "save", engine: engine)
  }

  /// A button speaks the app's own language while the environment's locale is the app's, and the
  /// language of a locale a view sets otherwise.
  @Test func aButtonFollowsTheEnvironmentsLocale() {
    #expect(ActionStrings(environmentLocale: Locale.current) == .current)
    #expect(ActionStrings(environmentLocale: Locale(identifier: "es_MX")).language == "es")
    #expect(ActionStrings(environmentLocale: Locale(identifier: "ar")).inProgress == "قيد التنفيذ")
  }

  /// The alert's Try Again and OK come in the language of the view's locale, whatever form its
  /// identifier has.
  @Test func theAlertSpeaksTheLocalesLanguage() {
    let cases: [(locale: String, tryAgain: String, ok: String)] = [
      ("en_US", "Try Again", "OK"),
      ("en_GB@calendar=gregorian", "Try Again", "OK"),
      ("de_CH", "Erneut versuchen", "OK"),
      ("fr_FR", "Réessayer", "OK"),
      ("pt_BR", "Tentar Novamente", "OK"),
      ("zh_CN", "重试", "好"),
      ("zh_Hans_SG", "重试", "好"),
      ("ko_KR", "다시 시도", "확인"),
      ("ja_JP", "再試行", "OK"),
      ("fi_FI", "Try Again", "OK"),
    ]
    for (identifier, tryAgain, ok) in cases {
      let strings = ActionStrings(locale: Locale(identifier: identifier))
      #expect(strings.tryAgain == tryAgain, "\(identifier)")
      #expect(strings.ok == ok, "\(identifier)")
    }
  }

  @Test func onlyAFailedRunIsPresented() {
    #expect(PresentedFailure(ActionEvent(.started(run))) == nil)
    #expect(PresentedFailure(ActionEvent(.ignored(.busy))) == nil)
    #expect(PresentedFailure(ActionEvent(.finished(run, .succeeded))) == nil)
    #expect(PresentedFailure(ActionEvent(.finished(run, .cancelled(.user)))) == nil)
    #expect(PresentedFailure(failed(SaveError())) != nil)
  }

  @Test func theAlertShowsTheLocalizedError() throws {
    let full = try #require(PresentedFailure(failed(SaveError())))
    #expect(full.title == "The profile could not be saved.")
    #expect(full.message == "The server is offline.\nCheck your connection and try again.")
    #expect(full.event.identifier == "save")
    let terse = try #require(PresentedFailure(failed(TerseError())))
    #expect(terse.title == "Upload failed.")
    #expect(terse.message == nil, "an empty failure reason adds no line")
    let plain = try #require(PresentedFailure(failed(PlainError())))
    #expect(plain.title == PlainError().localizedDescription)
    #expect(plain.message == nil)
  }

  /// An action that runs until it is cancelled.
  private static let endless = AsyncAction { try await Task.sleep(for: .seconds(3600)) }

  @Test func tryAgainPressesTheFailedButtonAgain() throws {
    let engine = ActionEngine(action: Self.endless)
    let alert = try #require(PresentedFailure(failed(SaveError(), engine: engine)))
    #expect(alert.tryAgain() == .tapped(.started(ActionEvent.RunID(1))))
    defer { engine.cancel() }
    // The button now runs: a second Try Again is a tap on a busy button.
    #expect(alert.tryAgain() == .tapped(.ignored(.busy)))
  }

  @Test func tryAgainObeysTheButtonsDisabledState() throws {
    let engine = ActionEngine(action: Self.endless)
    engine.isEnabled = false
    let alert = try #require(PresentedFailure(failed(SaveError(), engine: engine)))
    #expect(alert.tryAgain() == .disabled)
    #expect(!engine.isBusy)
  }

  @Test func tryAgainObeysTheScope() throws {
    let form = ActionScope()
    let delete = ActionEngine(scope: form, action: Self.endless)
    let save = ActionEngine(scope: form, action: Self.endless)
    #expect(delete.tap() == .started(ActionEvent.RunID(1)))
    defer { delete.cancel() }
    let alert = try #require(PresentedFailure(failed(SaveError(), engine: save)))
    #expect(alert.tryAgain() == .tapped(.ignored(.scopeBusy)))
    #expect(!save.isBusy)
  }

  @Test func tryAgainOfAButtonThatIsGoneDoesNothing() throws {
    var engine: ActionEngine? = ActionEngine(action: Self.endless)
    let alert = try #require(PresentedFailure(failed(SaveError(), engine: engine)))
    engine = nil
    #expect(alert.tryAgain() == .notFound)
  }

  @Test func tryAgainOfAButtonOffScreenIsIgnored() throws {
    let engine = ActionEngine(action: Self.endless)
    engine.disappear()
    let alert = try #require(PresentedFailure(failed(SaveError(), engine: engine)))
    #expect(alert.tryAgain() == .tapped(.ignored(.offScreen)))
  }
}

/// What a button tells assistive technologies: the title that shows, a tap that cancels included
/// (the hint says "Press to cancel"), and `.updatesFrequently` while progress shows.
@Suite struct ButtonAccessibilityTests {
  private let english = ActionStrings(language: "en")

  @Test(arguments: DrawnPhase.allCases)
  func theLabelSaysWhatATapDoesOrWhichTitleShows(_ phase: DrawnPhase) {
    let titles = DrawnTitles.both.titles
    let presentation = phase.presentation
    let accessibility = ButtonAccessibility(presentation, titles: titles, strings: english)
    let expected: LookTitle =
      if presentation.isBusyIndicatorVisible {
        .busy("Saving…")
      } else if presentation.consecutiveFailureCount > 0 {
        .retry("Save Again")
      } else {
        .label
      }
    #expect(accessibility.title == expected)
    #expect(accessibility.updatesFrequently == (presentation.progress != nil))
    // Without titles the label is the button's own, a tap that cancels included.
    let plain = ButtonAccessibility(presentation, titles: .none, strings: english)
    #expect(plain.title == .label)
    // What a tap does is the hint, while and only while a tap cancels.
    #expect(
      presentation.accessibilityHint(in: english) == (presentation.tapCancels ? "Press to cancel" : nil))
  }

  @Test func theHintOfATapThatCancelsIsLocalized() {
    let spinner = DrawnPhase.spinnerTapCancels.presentation
    #expect(
      ButtonAccessibility(spinner, titles: .none, strings: ActionStrings(language: "fr")).title == .label)
    #expect(spinner.accessibilityHint(in: ActionStrings(language: "fr")) == "Appuyez pour annuler")
    #expect(spinner.accessibilityHint(in: ActionStrings(language: "ja")) == "押すとキャンセルします")
  }
}
