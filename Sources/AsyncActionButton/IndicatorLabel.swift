import SwiftUI

/// A button's label drawn by the environment's ``AsyncActionStyle`` from the engine's
/// `ActionPresentation`, with the crossfade. Shared by ``AsyncActionButton``,
/// `asyncActionLoading(_:)` and ``LoadingButtonStyle``, so all three draw every look the same way,
/// from the same engine state: the one render path every style plugs into.
///
/// The style sees only the presentation (the engine's indicator, spinner visibility after the
/// show-delay and for the minimum time, progress, last failure) and the label, so no look can
/// flash or flicker.
///
/// Busy or not, whatever the style draws, the label's whole frame takes taps and reads as the
/// label to VoiceOver:
/// - SwiftUI does not hit-test content at opacity 0, so a borderless busy button would take taps
///   only on the spinner's pixels and `TapPolicy.cancelAndRestart` would miss most of them. A
///   rectangular content shape makes the whole frame hit-testable, at every moment alike. (Not a
///   near-zero opacity instead: whether SwiftUI treats it as 0 is not documented.)
/// - Content at opacity 0 may be left out of the accessibility tree, so the label's accessibility
///   elements are the label's own, drawn or not (`accessibilityRepresentation`). The indicator is
///   hidden from accessibility; the button's accessibility value says "In progress" instead.
///
/// The style is chosen once per button in practice; changing it while the button is on screen
/// swaps the view type under the type-erased body, and with it the label's view identity.
struct IndicatorLabel<Label: View>: View {
  let label: Label
  let presentation: ActionPresentation
  let settings: AsyncActionSettings

  var body: some View {
    styled
      .contentShape(Rectangle())
      .accessibilityRepresentation { label }
      .animation(.easeInOut(duration: ActionConfiguration.crossfadeSeconds), value: presentation.indicator)
  }

  private var styled: AnyView {
    let configuration = AsyncActionStyleConfiguration(
      label: label, presentation: presentation, progressStyle: settings.progressStyle)
    return AnyView(settings.style.makeBody(configuration: configuration))
  }
}
