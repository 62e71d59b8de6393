public import SwiftUI

extension View {
  /// Sets where the async action buttons and loading labels in this view show their spinner: in
  /// place of the label (the default), or beside it.
  ///
  /// ```swift
  /// AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") {
  ///   try await library.sync()
  /// }
  /// .asyncActionSpinnerPlacement(.trailing)  // "Sync ◌": the title stays readable
  /// ```
  ///
  /// It applies to ``AsyncActionButton``, to labels marked with `asyncActionLoading(_:)` and to
  /// buttons styled with ``LoadingButtonStyle``.
  ///
  /// > Important: Only `SpinnerPlacement.replacingLabel` keeps the button's size. With
  /// > `SpinnerPlacement.leading` or `SpinnerPlacement.trailing` the label stays visible and
  /// > the button grows by the spinner and a gap while the spinner shows, which moves the views
  /// > around a button that is not given a fixed or full width.
  ///
  /// - Parameter placement: `SpinnerPlacement.replacingLabel` (the default),
  ///   `SpinnerPlacement.leading` or `SpinnerPlacement.trailing`.
  /// - Returns: A view whose async action buttons and loading labels place their spinner so.
  nonisolated public func asyncActionSpinnerPlacement(_ placement: SpinnerPlacement) -> some View {
    transformEnvironment(\.asyncActionButton) { $0.spinnerPlacement = placement }
  }
}
