#if canImport(SwiftUI)
  public import SwiftUI

  // The initializers, matched to `Button`'s, in three files by their label: a custom label (here),
  // a title (`+TitleInitializers`), or a title and a system image (`+SystemImageInitializers`). Each
  // has an optional role and takes the action in one of two forms: `() async throws`, which also takes
  // an action that does not throw, or `(AsyncAction.ProgressReporter) async throws` for an action that reports
  // its progress. Two progress kinds the engine estimates or follows (`estimatedDuration:`,
  // `followingProgress:`) have initializers of their own.

  extension AsyncActionButton {
    /// Creates a button that runs an action and displays a custom label.
    ///
    /// ```swift
    /// AsyncActionButton(role: .destructive) {
    ///   try await drafts.delete()
    /// } label: {
    ///   Label("Delete", systemImage: "trash")
    /// }
    /// ```
    ///
    /// A thrown error ends the run failed; listen with ``SwiftUI/View/onAsyncActionFailure(_:)``.
    ///
    /// - Parameters:
    ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
    ///   - action: The work a tap runs, on the main actor; it may throw, or not.
    ///   - label: A view that describes the action.
    nonisolated public init(
      role: ButtonRole? = nil, action: @escaping @MainActor () async throws -> Void,
      @ViewBuilder label: () -> Label
    ) {
      self.init(role: role, action: AsyncAction(action), label: label())
    }

    /// Creates a button that runs an action reporting its progress, and displays a custom label.
    ///
    /// ```swift
    /// AsyncActionButton { progress in
    ///   try await uploader.upload(file) { progress($0) }
    /// } label: {
    ///   Label("Upload", systemImage: "icloud.and.arrow.up")
    /// }
    /// ```
    ///
    /// Once the action reports progress, the spinner becomes the progress look.
    ///
    /// - Parameters:
    ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
    ///   - action: The work a tap runs, on the main actor; it reports fractions from 0 to 1 to its
    ///     `AsyncAction.ProgressReporter`.
    ///   - label: A view that describes the action.
    nonisolated public init(
      role: ButtonRole? = nil,
      action: @escaping @MainActor (AsyncAction.ProgressReporter) async throws -> Void,
      @ViewBuilder label: () -> Label
    ) {
      self.init(role: role, action: AsyncAction(reportingProgress: action), label: label())
    }

    /// Creates a button whose progress is estimated on the clock from how long the action usually
    /// takes (see `AsyncAction(estimatedDuration:_:)`).
    ///
    /// ```swift
    /// AsyncActionButton(estimatedDuration: .seconds(3)) {
    ///   try await exporter.export(document)
    /// } label: {
    ///   Label("Export", systemImage: "square.and.arrow.up")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - role: The button's semantic role, or `nil`.
    ///   - estimatedDuration: How long the action usually takes. Zero or negative is ignored, with a
    ///     runtime warning, and the button shows the spinner.
    ///   - action: The work a tap runs, on the main actor.
    ///   - label: A view that describes the action.
    nonisolated public init(
      role: ButtonRole? = nil, estimatedDuration: Duration,
      action: @escaping @MainActor () async throws -> Void,
      @ViewBuilder label: () -> Label
    ) {
      self.init(role: role, action: AsyncAction(estimatedDuration: estimatedDuration, action), label: label())
    }

    /// Creates a button whose progress follows a Foundation `Progress` the action updates (see
    /// `AsyncAction(followingProgress:)`).
    ///
    /// ```swift
    /// AsyncActionButton(followingProgress: { progress in
    ///   try await library.download(into: progress)
    /// }) {
    ///   Text("Download")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - role: The button's semantic role, or `nil`.
    ///   - action: The work a tap runs; it updates the `Progress` it is given, a new one for each run.
    ///   - label: A view that describes the action.
    nonisolated public init(
      role: ButtonRole? = nil, followingProgress action: @escaping @MainActor (Progress) async throws -> Void,
      @ViewBuilder label: () -> Label
    ) {
      self.init(role: role, action: AsyncAction(followingProgress: action), label: label())
    }
  }
#endif
