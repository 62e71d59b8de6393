import Testing

@testable import AsyncActionGTK

/// Who decides whether a button takes input, every combination of the three inputs.
@Suite struct SensitivityTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var app: Bool
    var ancestors: Bool
    var run: Bool
    /// The button's own `sensitive` property.
    var buttonSensitive: Bool
    var acceptsPresses: Bool
    var testDescription: String {
      "app \(app ? "sensitive" : "insensitive"), ancestors \(ancestors ? "sensitive" : "insensitive"), "
        + (run ? "disabled by its run" : "not disabled by its run")
    }
  }

  static let cases: [Case] = [
    Case(app: true, ancestors: true, run: false, buttonSensitive: true, acceptsPresses: true),
    // Disabled by its own run: dimmed, yet presses reach the engine, which ignores them as busy.
    Case(app: true, ancestors: true, run: true, buttonSensitive: false, acceptsPresses: true),
    Case(app: false, ancestors: true, run: false, buttonSensitive: false, acceptsPresses: false),
    Case(app: false, ancestors: true, run: true, buttonSensitive: false, acceptsPresses: false),
    // An insensitive container: the button's own property stays, GTK greys it through the parent.
    Case(app: true, ancestors: false, run: false, buttonSensitive: true, acceptsPresses: false),
    Case(app: true, ancestors: false, run: true, buttonSensitive: false, acceptsPresses: false),
    Case(app: false, ancestors: false, run: false, buttonSensitive: false, acceptsPresses: false),
    Case(app: false, ancestors: false, run: true, buttonSensitive: false, acceptsPresses: false),
  ]

  @Test("the button's property and the presses it takes", arguments: cases)
  func rules(_ rule: Case) {
    let sensitivity = Sensitivity(
      isSensitiveByApp: rule.app, areAncestorsSensitive: rule.ancestors, isDisabledByRun: rule.run)
    #expect(sensitivity.isButtonSensitive == rule.buttonSensitive)
    #expect(sensitivity.acceptsPresses == rule.acceptsPresses)
  }

  @Test("a new button is sensitive and takes presses")
  func initial() {
    #expect(Sensitivity().isButtonSensitive)
    #expect(Sensitivity().acceptsPresses)
  }
}
