public import SwiftUI

extension View {
  /// Shows the package's spinner in place of this button label while a loading flag the app owns
  /// is on, under any button style.
  ///
  /// Use it when the async work does not belong to the button — a view model signs in, a sync
  /// that a notification started runs — and the button only reflects a flag:
  ///
  /// ```swift
  /// Button {
  ///   Task { await viewModel.signIn() }
  /// } label: {
  ///   Text("Sign In")
  ///     .frame(maxWidth: .infinity)
  ///     .asyncActionLoading(viewModel.isSigningIn)
  /// }
  /// .buttonStyle(.borderedProminent)
  /// .disabled(viewModel.isSigningIn)  // optional: the modifier does not touch the button
  /// ```
  ///
  /// The label behaves as an ``AsyncActionButton``'s does: the same spinner, in the label's
  /// foreground style, the same size, the same crossfade, and an accessibility value of "In
  /// progress" while loading. The flag drives a `LoadingState`, so the engine's spinner timing
  /// applies: a flag that is on for less than the show-delay never flashes a spinner, and a shown
  /// spinner stays its minimum time. Set the timing with `asyncActionTiming(_:)` and the
  /// placement with `asyncActionSpinnerPlacement(_:)`, anywhere around the label.
  ///
  /// > Important: The modifier changes the label only. The button still runs its action when
  /// > tapped while loading; guard the action, disable the button, or use
  /// > ``LoadingButtonStyle``, which ignores those taps.
  ///
  /// - Parameter isLoading: Whether the app's work is in progress.
  /// - Returns: The label, with the spinner while the app is loading.
  public func asyncActionLoading(_ isLoading: Bool) -> some View {
    LoadingLabel(label: self, isLoading: isLoading)
  }
}

/// A label that owns the `LoadingState` its app's flag drives.
private struct LoadingLabel<Label: View>: View {
  let label: Label
  let isLoading: Bool
  @State private var state = LoadingState()
  @Environment(\.asyncActionButton) private var settings

  var body: some View {
    IndicatorLabel(label: label, indicator: state.indicator, placement: settings.spinnerPlacement)
      .accessibilityValue(state.accessibilityValue ?? "")
      .following(isLoading, in: state, timing: settings.configuration.timing)
  }
}

extension View {
  /// Hands the app's flag to a loading state — with the timing from the environment, which
  /// applies from the next loading period — and counts the state on screen while this view is.
  func following(
    _ isLoading: Bool, in state: LoadingState, timing: SpinnerTiming, disablesWhileLoading: Bool = false
  ) -> some View {
    onChange(of: isLoading, initial: true) {
      state.timing = timing
      state.isLoading = isLoading
    }
    .onChange(of: disablesWhileLoading, initial: true) {
      state.disablesWhileLoading = disablesWhileLoading
    }
    .task { [state] in
      await state.stayOnScreenUntilCancelled()
    }
  }
}
