#if GTK
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

  /// Whose value the button's `sensitive` property holds when GTK notifies a change.
  @Suite struct SensitivityNotificationTests {
    @Test("the app's value is taken; the binding's own write is not")
    func take() {
      var sensitivity = Sensitivity()
      let taken1 = sensitivity.take(buttonSensitive: true)
      #expect(!taken1, "no change")
      let taken2 = sensitivity.take(buttonSensitive: false)
      #expect(taken2, "the app makes it insensitive")
      #expect(!sensitivity.isSensitiveByApp && !sensitivity.acceptsPresses)
      let taken3 = sensitivity.take(buttonSensitive: true)
      #expect(taken3, "the app makes it sensitive again")
      sensitivity.isDisabledByRun = true
      let taken4 = sensitivity.take(buttonSensitive: false)
      #expect(!taken4, "the run's own write, notified late")
      #expect(sensitivity.isSensitiveByApp && sensitivity.acceptsPresses)
      let taken5 = sensitivity.take(buttonSensitive: true)
      #expect(taken5, "the app makes it sensitive during the run")
      #expect(!sensitivity.isButtonSensitive, "the run keeps it insensitive")
    }
  }
#endif
