import SwiftUI

/// A button's label with its `ActionIndicator`, placed as a `SpinnerPlacement` says, and the
/// crossfade between them. Shared by ``AsyncActionButton``, `asyncActionLoading(_:)` and
/// ``LoadingButtonStyle``, so all three draw the same spinner, in the label's colour, with the
/// same crossfade.
///
/// The decisions come from the core: `SpinnerPlacement.keepsSize` picks the layout and
/// `SpinnerPlacement.showsLabel(alongside:)` the label's opacity.
/// - In place of the label (`SpinnerPlacement.replacingLabel`): the label stays in layout at
///   opacity 0 under the indicator, so the button keeps its exact size; the indicator fills the
///   label's frame, so its size follows the label's font.
/// - Beside the label (`SpinnerPlacement.leading`, `SpinnerPlacement.trailing`): the label
///   stays visible in a row with the indicator, which the row inserts and removes with the
///   crossfade; the button grows by the indicator and the row's spacing while it shows. The
///   indicator's box is one line of the font in effect around the label.
///
/// Busy or not, the label's whole frame takes taps and reads as the label to VoiceOver:
/// - SwiftUI does not hit-test content at opacity 0, so a borderless busy button would take taps
///   only on the spinner's pixels and `TapPolicy.cancelAndRestart` would miss most of them. A
///   rectangular content shape makes the whole frame hit-testable, at every moment alike. (Not a
///   near-zero opacity instead: whether SwiftUI treats it as 0 is not documented.)
/// - Content at opacity 0 may be left out of the accessibility tree, so the label's accessibility
///   elements are the label's own, drawn or not (`accessibilityRepresentation`). The indicator is
///   hidden from accessibility; the button's accessibility value says "In progress" instead.
///
/// The placement is chosen once per button in practice; changing it while the button is on screen
/// swaps the layout, and with it the label's view identity.
struct IndicatorLabel<Label: View>: View {
  let label: Label
  let indicator: ActionIndicator?
  /// `ActionEngine.spinnerShowCount` (or the loading state's): a new value restarts the spinner.
  let showCount: Int
  let placement: SpinnerPlacement

  var body: some View {
    placed
      .contentShape(Rectangle())
      .accessibilityRepresentation { label }
      .animation(.easeInOut(duration: ActionConfiguration.crossfadeSeconds), value: indicator)
  }

  @ViewBuilder private var placed: some View {
    let labelOpacity: Double = placement.showsLabel(alongside: indicator) ? 1 : 0
    if placement.keepsSize {
      label
        .opacity(labelOpacity)
        .overlay {
          if let indicator { indicatorView(indicator) }
        }
    } else {
      HStack {
        if placement == .leading, let indicator { besideView(indicator) }
        label.opacity(labelOpacity)
        if placement == .trailing, let indicator { besideView(indicator) }
      }
    }
  }

  /// The indicator over the label, in the label's frame.
  private func indicatorView(_ indicator: ActionIndicator) -> some View {
    // Opacity only, never a scale or a move: a crossfade is what Reduce Motion asks for, so the
    // swap needs no special case when it is on.
    ActionIndicatorView(indicator: indicator, showCount: showCount, label: label)
      .accessibilityHidden(true)
      .transition(AnyTransition.opacity)
  }

  /// The indicator beside the label, in a box as high and about as wide as one line of the font
  /// in effect (two digits of it: a little wider than high, so the ring fills its height).
  private func besideView(_ indicator: ActionIndicator) -> some View {
    Text(verbatim: "00")
      .hidden()
      .overlay { ActionIndicatorView(indicator: indicator, showCount: showCount, label: label) }
      .accessibilityHidden(true)
      .transition(AnyTransition.opacity)
  }
}
