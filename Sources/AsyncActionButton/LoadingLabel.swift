#if canImport(SwiftUI)
  @_spi(Shell) import AsyncActionCore
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
    /// progress" while loading. The flag drives an `ActionLoadingState`, so the engine's spinner timing
    /// applies: a flag that is on for less than the show-delay never flashes a spinner, and a shown
    /// spinner stays its minimum time. Set the timing with `asyncActionTiming(_:)` and the
    /// look with `asyncActionStyle(_:)`, anywhere around the label.
    ///
    /// > Important: The modifier changes the label only. The button still runs its action when
    /// > tapped while loading; guard the action, disable the button, or use
    /// > ``LoadingButtonStyle``, which ignores those taps.
    ///
    /// - Parameter isLoading: Whether the app's work is in progress.
    /// - Returns: The label, with the spinner while the app is loading.
    nonisolated public func asyncActionLoading(_ isLoading: Bool) -> some View {
      LoadingLabel(label: self, isLoading: isLoading)
    }
  }

  /// The inputs of a loading label: `nonisolated`, so that the nonisolated modifier can build it
  /// (its label is of any view type, which is not `Sendable`).
  nonisolated private struct LoadingLabel<Label: View>: View {
    let label: Label
    let isLoading: Bool

    @MainActor var body: some View {
      LoadingLabelContent(label: label, isLoading: isLoading)
    }
  }

  /// A label that owns the `ActionLoadingState` its app's flag drives.
  private struct LoadingLabelContent<Label: View>: View {
    let label: Label
    let isLoading: Bool
    /// Made when the label first appears or its flag first turns on, never while a body is
    /// evaluated: a `State` default value would be built, and thrown away, every time a parent's
    /// body runs.
    @State private var state: ActionLoadingState? = nil
    @Environment(\.asyncActionButton) private var settings

    var body: some View {
      let state = state
      IndicatorLabel(label: label, presentation: state?.presentation ?? .idle, settings: settings)
        .accessibilityValue(state?.accessibilityValue ?? "")
        .following(isLoading, timing: settings.configuration.timing, state: loadingState(creating:))
    }

    /// The state of this view identity; a new one, kept in state, when `creating` and there is
    /// none yet.
    private func loadingState(creating: Bool) -> ActionLoadingState? {
      if let state { return state }
      guard creating else { return nil }
      let made = ActionLoadingState()
      state = made
      return made
    }
  }

  extension View {
    /// Hands the app's flag to a loading state — with the timing from the environment, which
    /// applies from the next loading period — and counts the state on screen while this view is.
    ///
    /// `state(creating:)` returns the view's state, making it when asked to: the task makes it when
    /// the view appears, a flag that turns on makes it if the task has not run yet, and a flag that
    /// is off needs no state.
    func following(
      _ isLoading: Bool, timing: ActionConfiguration.BusyIndicatorTiming, disablesWhileLoading: Bool = false,
      state: @escaping @MainActor (_ creating: Bool) -> ActionLoadingState?
    ) -> some View {
      onChange(of: isLoading, initial: true) {
        guard let state = state(isLoading) else { return }
        state.timing = timing
        state.isLoading = isLoading
      }
      .onChange(of: disablesWhileLoading, initial: true) {
        state(disablesWhileLoading)?.disablesWhileLoading = disablesWhileLoading
      }
      .task {
        await state(true)?.stayOnScreenUntilCancelled()
      }
    }
  }
#endif
