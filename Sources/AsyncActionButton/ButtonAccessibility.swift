@_spi(Shell) import AsyncActionCore

/// What a button tells assistive technologies besides its value, decided from the engine's
/// presentation: a plain value, so that a test can check it without SwiftUI.
struct ButtonAccessibility: Equatable {
  /// What the button's accessibility label is.
  enum Label: Equatable {
    /// The label's own accessibility elements, as the app made the label.
    case label
    /// A text in place of the label: what a tap does now ("Cancel"), or the busy or retry title
    /// that shows.
    case text(String)
  }

  /// The accessibility label.
  let label: Label
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
    if presentation.tapCancels {
      // What a tap does now, whatever the look shows: the stop glyph is not on every look.
      label = .text(strings.cancel)
    } else {
      // Which title shows does not depend on the look: the core decides it from the phase.
      switch ActionLooks().appearance(of: presentation, titles: titles, reduceMotion: false).title {
      case .label: label = .label
      case .busy(let text), .retry(let text): label = .text(text)
      }
    }
    updatesFrequently = presentation.progress != nil
  }
}
