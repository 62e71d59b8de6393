#if canImport(SwiftUI)
  @_spi(Shell) import AsyncActionCore
  import SwiftUI

  /// A button's label drawn by the environment's ``AsyncActionStyle`` from the engine's
  /// `ActionPresentation`. Shared by ``AsyncActionButton``, `asyncActionLoading(_:)` and
  /// ``LoadingButtonStyle``, so all three draw every look the same way, from the same engine state.
  ///
  /// Busy or not, whatever the style draws, the label's whole frame takes taps and reads as the
  /// label to VoiceOver:
  /// - SwiftUI does not hit-test content at opacity 0, so a borderless busy button would take taps
  ///   only on the spinner's pixels and `ActionConfiguration.TapPolicy.cancelAndRestart` would miss most of them. A
  ///   rectangular content shape makes the whole frame hit-testable, at every moment alike.
  /// - Content at opacity 0 may be left out of the accessibility tree, so the label's accessibility
  ///   elements are the label's own, drawn or not (`accessibilityRepresentation`). The indicator is
  ///   hidden from accessibility; the button's accessibility value says "In progress" (with the
  ///   percentage while progress shows) instead.
  /// - While a busy or retry title shows, the accessibility label is that title
  ///   (`ButtonAccessibility`); while a tap cancels the run (`ActionConfiguration.TapPolicy.cancelWhileBusy`) the
  ///   label stays, and the button's hint says so (`AccessibilityValueModifier`).
  ///
  /// The label is built once for layout, and once more for `accessibilityRepresentation`; the
  /// indicator is painted in the foreground style, never from a copy of the label.
  struct IndicatorLabel<Label: View>: View {
    let label: Label
    let presentation: ActionPresentation
    /// Where the progress leaves read the latest fraction; `nil` when `presentation` carries it.
    var live: ButtonModel? = nil
    let settings: AsyncActionSettings
    /// The strings the button speaks: its engine's.
    var strings = ActionStrings.current
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.locale) private var locale

    var body: some View {
      let configuration = AsyncActionStyleConfiguration(
        label: label, presentation: presentation, live: live, progressLook: settings.progressLook,
        titles: settings.titles, reduceMotion: reduceMotion, increasedContrast: contrast == .increased,
        locale: locale)
      let accessibility = ButtonAccessibility(presentation, titles: settings.titles, strings: strings)
      drawn(configuration)
        .contentShape(Rectangle())
        .accessibilityRepresentation {
          switch accessibility.title {
          case .label: label
          case .busy(let text), .retry(let text): Text(verbatim: text)
          }
        }
    }

    /// The label as the style draws it. With no style set, or a built-in one that draws the label
    /// as it is, the label keeps its own type, with no `AnyView` around it: the overlay look by
    /// default. A symbol effect style, or a style of the app's, draws through its erased host.
    @ViewBuilder private func drawn(_ configuration: AsyncActionStyleConfiguration) -> some View {
      if let style = settings.style, style.plainLook == nil {
        style.body(configuration: configuration)
      } else {
        BusyLookLabel(
          configuration: configuration, label: label, look: settings.style?.plainLook ?? .overlay
        ) { label, _ in label }
      }
    }
  }
#endif
