#if canImport(SwiftUI)
  @_spi(Shell) import AsyncActionCore
  public import SwiftUI

  /// A button style that shows the package's spinner while a loading flag the app owns is on, and
  /// ignores taps until the spinner is gone.
  ///
  /// ```swift
  /// Button("Sign In") {
  ///   Task { await viewModel.signIn() }
  /// }
  /// .buttonStyle(.loading(viewModel.isSigningIn, base: .borderedProminent))
  /// ```
  ///
  /// The button looks as it would under `base`, with the label behaving as an
  /// ``AsyncActionButton``'s: the same spinner in the label's foreground style, the same size, the same
  /// crossfade, "In progress" as its accessibility value, and the engine's spinner timing through
  /// an `ActionLoadingState` (a flag that flips quickly does not flash a spinner). Set the timing with
  /// `asyncActionTiming(_:)` and the look with `asyncActionStyle(_:)`.
  ///
  /// How it is built, and what follows for styling: `makeBody(configuration:)` returns a new
  /// `Button` with the configuration's role, whose label is the configuration's label with the
  /// spinner, and whose action calls the configuration's `trigger()` unless the state is busy.
  /// Apple documents how a button built with `Button(configuration)` inside `makeBody` is styled
  /// (it keeps the current style), but not how a button built any other way there is, so this
  /// style does not rely on it: it applies `base` to its button with `buttonStyle(_:)`. Therefore:
  /// - The look is always `base`'s. A `buttonStyle(_:)` further out than this one does not reach
  ///   the button, because this style takes its place; pass that style as `base` instead.
  /// - Without a base (`.loading(isLoading)`), `base` is `.automatic`, the style Apple documents
  ///   as the default for the button's context (borderless on iOS, bordered on macOS; the
  ///   recommended style inside a `List`).
  /// - `base` is a `PrimitiveButtonStyle`, as all the system styles are. For a custom
  ///   `ButtonStyle`, keep it and mark the label with `asyncActionLoading(_:)` instead.
  ///
  /// Taps while the state is busy — from the moment the flag turns on until the spinner is gone —
  /// do not call the action, and the button keeps looking enabled, as an ``AsyncActionButton``
  /// does by default. Pass `disablesWhileLoading: true` to make it look and report itself disabled
  /// over the same period.
  nonisolated public struct LoadingButtonStyle<Base: PrimitiveButtonStyle>: PrimitiveButtonStyle {
    // `nonisolated`, so that its initializer is: it holds a base style, which is not
    // `Sendable`. `makeBody(configuration:)` stays main-actor isolated, as the protocol declares it.
    private let isLoading: Bool
    private let base: Base
    private let disablesWhileLoading: Bool

    /// Creates a loading style over a base style.
    ///
    /// - Parameters:
    ///   - isLoading: Whether the app's work is in progress.
    ///   - base: The style that draws the button, such as `.borderedProminent`.
    ///   - disablesWhileLoading: Whether the button looks and reports itself disabled while
    ///     busy; `false` by default, when it only ignores taps.
    nonisolated public init(isLoading: Bool, base: Base, disablesWhileLoading: Bool = false) {
      self.isLoading = isLoading
      self.base = base
      self.disablesWhileLoading = disablesWhileLoading
    }

    /// The button: a `Button` drawn by the base style, whose label gives way to the spinner.
    ///
    /// - Parameter configuration: The role, label and action of the button being styled.
    /// - Returns: The styled button.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
      LoadingButton(
        configuration: configuration, isLoading: isLoading, base: base,
        disablesWhileLoading: disablesWhileLoading)
    }
  }

  extension PrimitiveButtonStyle where Self == LoadingButtonStyle<DefaultButtonStyle> {
    /// A style that shows the package's spinner while the app's flag is on, over the default style
    /// for the button's context (`.automatic`).
    ///
    /// ```swift
    /// Button("Refresh") { store.refresh() }
    ///   .buttonStyle(.loading(store.isRefreshing))
    /// ```
    ///
    /// A `buttonStyle(_:)` further out does not apply to this button: use
    /// `loading(_:base:disablesWhileLoading:)` to draw it with another style.
    ///
    /// - Parameters:
    ///   - isLoading: Whether the app's work is in progress.
    ///   - disablesWhileLoading: Whether the button looks and reports itself disabled while busy.
    /// - Returns: The style.
    nonisolated public static func loading(_ isLoading: Bool, disablesWhileLoading: Bool = false) -> Self {
      LoadingButtonStyle(
        isLoading: isLoading, base: DefaultButtonStyle(), disablesWhileLoading: disablesWhileLoading)
    }
  }

  extension PrimitiveButtonStyle {
    /// A style that shows the package's spinner while the app's flag is on, over a base style.
    ///
    /// ```swift
    /// Button("Sign In") { Task { await viewModel.signIn() } }
    ///   .buttonStyle(.loading(viewModel.isSigningIn, base: .borderedProminent))
    /// ```
    ///
    /// - Parameters:
    ///   - isLoading: Whether the app's work is in progress.
    ///   - base: The style that draws the button, such as `.borderedProminent`.
    ///   - disablesWhileLoading: Whether the button looks and reports itself disabled while busy.
    /// - Returns: The style.
    nonisolated public static func loading<Base>(
      _ isLoading: Bool, base: Base, disablesWhileLoading: Bool = false
    ) -> Self where Self == LoadingButtonStyle<Base> {
      LoadingButtonStyle(isLoading: isLoading, base: base, disablesWhileLoading: disablesWhileLoading)
    }
  }

  /// The button a ``LoadingButtonStyle`` builds. A view of its own, so that it can own the
  /// `ActionLoadingState` that both its label and its action read.
  private struct LoadingButton<Base: PrimitiveButtonStyle>: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let isLoading: Bool
    let base: Base
    let disablesWhileLoading: Bool
    /// Made when the button first appears or its flag first turns on, never while a body is
    /// evaluated (see `LoadingLabel`).
    @State private var state: ActionLoadingState? = nil
    @Environment(\.asyncActionButton) private var settings

    var body: some View {
      let state = state
      Button(role: configuration.role) {
        // No state yet: the flag has never been on, so nothing is busy.
        if loadingState(creating: false)?.acceptsTaps ?? true { configuration.trigger() }
      } label: {
        IndicatorLabel(
          label: configuration.label, presentation: state?.presentation ?? .idle, settings: settings)
      }
      .buttonStyle(base)
      .disabled(state?.isDisabled ?? false)
      .accessibilityValue(state?.accessibilityValue ?? "")
      .following(
        isLoading, timing: settings.configuration.timing, disablesWhileLoading: disablesWhileLoading,
        state: loadingState(creating:))
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
#endif
