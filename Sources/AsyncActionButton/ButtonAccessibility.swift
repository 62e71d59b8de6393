#if canImport(SwiftUI)
  @_spi(Shell) import AsyncActionCore
  import SwiftUI

  /// What a button tells assistive technologies besides its value and hint, decided from the
  /// engine's presentation: a plain value, so that a test can check it without SwiftUI. The value
  /// and the hint are set by ``AccessibilityValueModifier``.
  struct ButtonAccessibility: Equatable {
    /// The title the accessibility label says: the core's `LookAppearance.title`. For
    /// `LookTitle.label` the label's own accessibility elements, as the app made the label; for a
    /// busy or retry title, that text in place of the label.
    let title: LookTitle
    /// Whether the button has the `.updatesFrequently` trait: while progress shows (a ring, a bar
    /// or percent text), so that VoiceOver polls its value.
    let updatesFrequently: Bool

    /// What the button tells assistive technologies for `presentation`.
    ///
    /// - Parameters:
    ///   - presentation: What the engine decided.
    ///   - titles: The button's busy and retry titles.
    ///   - strings: The strings the button speaks.
    init(_ presentation: ActionPresentation, titles: ActionTitles, strings: ActionStrings) {
      // Which title shows does not depend on the look: the core decides it from the phase. While a
      // tap cancels the run the title stays; the hint says what a tap does.
      title =
        ActionLooks().appearance(
          of: presentation, titles: titles, reduceMotion: false,
          supportsSymbolEffects: AsyncActionStyleConfiguration.supportsSymbolEffects
        ).title
      updatesFrequently = presentation.progress != nil
    }
  }

  /// Sets a button's accessibility value ("In progress, 40%") and hint ("Press to cancel").
  ///
  /// The value is read from the button's model here, in the modifier's own body, so that a step of
  /// the spoken percentage re-evaluates this body alone: the button's body, its label and its style
  /// are not evaluated again, and the fraction's reports between two steps re-evaluate nothing here
  /// (``ButtonModel/accessibilityValue`` changes once per step).
  struct AccessibilityValueModifier: ViewModifier {
    /// The button's model; `nil` until its first appearance or tap, when the button has no value.
    let model: ButtonModel?
    /// What a tap does now, while it is not what the label says (`ActionPresentation.accessibilityHint(in:)`).
    let hint: String?

    func body(content: Content) -> some View {
      content
        .accessibilityValue(model?.accessibilityValue ?? "")
        .accessibilityHint(Text(verbatim: hint ?? ""))
    }
  }
#endif
