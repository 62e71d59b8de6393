import SwiftUI

/// A button's label with its `ActionIndicator`, placed as a `SpinnerPlacement` says, and the
/// crossfade between them. Shared by ``AsyncActionButton``, `asyncActionLoading(_:)` and
/// ``LoadingButtonStyle``, so all three draw the same spinner, in the label's colour, with the
/// same crossfade.
///
/// The decisions come from the core: `SpinnerPlacement.keepsSize` picks the layout and
/// `SpinnerPlacement.showsLabel(alongside:)` the label's opacity.
/// - In place of the label (`SpinnerPlacement.replacingLabel`): the label stays in layout at
///   opacity 0 under the indicator, so the button keeps its exact size.
/// - Beside the label (`SpinnerPlacement.leading`, `SpinnerPlacement.trailing`): the label
///   stays visible in a row with the indicator, which the row inserts and removes with the
///   crossfade; the button grows by the indicator and the row's spacing while it shows.
///
/// The placement is chosen once per button in practice; changing it while the button is on screen
/// swaps the layout, and with it the label's view identity.
struct IndicatorLabel<Label: View>: View {
  let label: Label
  let indicator: ActionIndicator?
  let placement: SpinnerPlacement

  var body: some View {
    placed
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
        if placement == .leading, let indicator { indicatorView(indicator) }
        label.opacity(labelOpacity)
        if placement == .trailing, let indicator { indicatorView(indicator) }
      }
    }
  }

  /// The indicator, which the button's accessibility value describes instead.
  private func indicatorView(_ indicator: ActionIndicator) -> some View {
    // Opacity only, never a scale or a move: a crossfade is what Reduce Motion asks for, so the
    // swap needs no special case when it is on.
    ActionIndicatorView(indicator: indicator)
      .accessibilityHidden(true)
      .transition(AnyTransition.opacity)
  }
}
