public import SwiftUI

// The initializers, matched to `Button`'s: a custom label, or a title (a localized string key, a
// localized string resource, or a string shown as is), with or without a system image, each with
// an optional role. Each takes the action in one of two forms: `() async throws`, which also takes
// an action that does not throw, or `(ProgressReporter) async throws` for an action that reports
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
  ///     `ProgressReporter`.
  ///   - label: A view that describes the action.
  nonisolated public init(
    role: ButtonRole? = nil, action: @escaping @MainActor (ProgressReporter) async throws -> Void,
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
  ///   - estimatedDuration: How long the action usually takes; more than zero.
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

extension AsyncActionButton where Label == Text {
  /// Creates a button with a title from a localized string key. A string literal title picks
  /// this initializer, as it does for `Button`.
  ///
  /// ```swift
  /// AsyncActionButton("Save") { try await profile.save() }
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The key of the button's localized title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs, on the main actor; it may throw, or not.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole? = nil,
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.init(role: role, action: AsyncAction(action), label: Text(titleKey))
  }

  /// Creates a button with a title from a localized string key, whose action reports its
  /// progress.
  ///
  /// ```swift
  /// AsyncActionButton("Upload") { progress in try await upload(reporting: progress) }
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The key of the button's localized title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `ProgressReporter`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole? = nil,
    action: @escaping @MainActor (ProgressReporter) async throws -> Void
  ) {
    self.init(role: role, action: AsyncAction(reportingProgress: action), label: Text(titleKey))
  }

  /// Creates a button with a title from a localized string resource.
  ///
  /// ```swift
  /// AsyncActionButton(LocalizedStringResource("Save")) { try await profile.save() }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's localized title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs, on the main actor; it may throw, or not.
  @_disfavoredOverload
  nonisolated public init(
    _ title: LocalizedStringResource, role: ButtonRole? = nil,
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.init(role: role, action: AsyncAction(action), label: Text(title))
  }

  /// Creates a button with a title from a localized string resource, whose action reports its
  /// progress.
  ///
  /// - Parameters:
  ///   - title: The button's localized title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `ProgressReporter`.
  @_disfavoredOverload
  nonisolated public init(
    _ title: LocalizedStringResource, role: ButtonRole? = nil,
    action: @escaping @MainActor (ProgressReporter) async throws -> Void
  ) {
    self.init(role: role, action: AsyncAction(reportingProgress: action), label: Text(title))
  }

  /// Creates a button with a title shown as is, without localization.
  ///
  /// ```swift
  /// AsyncActionButton(folder.name) { try await folder.open() }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The button's title, for example a name the user typed.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs, on the main actor; it may throw, or not.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, role: ButtonRole? = nil,
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.init(role: role, action: AsyncAction(action), label: Text(title))
  }

  /// Creates a button with a title shown as is, whose action reports its progress.
  ///
  /// - Parameters:
  ///   - title: The button's title, for example a name the user typed.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `ProgressReporter`.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, role: ButtonRole? = nil,
    action: @escaping @MainActor (ProgressReporter) async throws -> Void
  ) {
    self.init(role: role, action: AsyncAction(reportingProgress: action), label: Text(title))
  }

  /// Creates a button with a localized title whose progress is estimated on the clock from how
  /// long the action usually takes.
  ///
  /// ```swift
  /// AsyncActionButton("Export", estimatedDuration: .seconds(3)) {
  ///   try await exporter.export(document)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The key of the button's localized title.
  ///   - role: The button's semantic role, or `nil`.
  ///   - estimatedDuration: How long the action usually takes; more than zero.
  ///   - action: The work a tap runs, on the main actor.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole? = nil, estimatedDuration: Duration,
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.init(
      role: role, action: AsyncAction(estimatedDuration: estimatedDuration, action), label: Text(titleKey))
  }

  /// Creates a button with a localized title whose progress follows a Foundation `Progress` the
  /// action updates.
  ///
  /// ```swift
  /// AsyncActionButton("Download", followingProgress: { progress in
  ///   progress.totalUnitCount = Int64(files.count)
  ///   for file in files {
  ///     try await store.download(file)
  ///     progress.completedUnitCount += 1
  ///   }
  /// })
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The key of the button's localized title.
  ///   - role: The button's semantic role, or `nil`.
  ///   - action: The work a tap runs; it updates the `Progress` it is given, a new one for each run.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole? = nil,
    followingProgress action: @escaping @MainActor (Progress) async throws -> Void
  ) {
    self.init(role: role, action: AsyncAction(followingProgress: action), label: Text(titleKey))
  }
}

extension AsyncActionButton where Label == SwiftUI.Label<Text, Image> {
  /// Creates a button with a title from a localized string key and a system image.
  ///
  /// ```swift
  /// AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") { try await library.sync() }
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The key of the button's localized title.
  ///   - systemImage: The name of the SF Symbol shown with the title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs, on the main actor; it may throw, or not.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.init(
      role: role, action: AsyncAction(action), label: SwiftUI.Label(titleKey, systemImage: systemImage))
  }

  /// Creates a button with a title from a localized string key and a system image, whose action
  /// reports its progress.
  ///
  /// - Parameters:
  ///   - titleKey: The key of the button's localized title.
  ///   - systemImage: The name of the SF Symbol shown with the title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `ProgressReporter`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor (ProgressReporter) async throws -> Void
  ) {
    self.init(
      role: role, action: AsyncAction(reportingProgress: action),
      label: SwiftUI.Label(titleKey, systemImage: systemImage))
  }

  /// Creates a button with a title from a localized string resource and a system image.
  ///
  /// - Parameters:
  ///   - title: The button's localized title.
  ///   - systemImage: The name of the SF Symbol shown with the title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs, on the main actor; it may throw, or not.
  @_disfavoredOverload
  nonisolated public init(
    _ title: LocalizedStringResource, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.init(role: role, action: AsyncAction(action), label: SwiftUI.Label(title, systemImage: systemImage))
  }

  /// Creates a button with a title from a localized string resource and a system image, whose
  /// action reports its progress.
  ///
  /// - Parameters:
  ///   - title: The button's localized title.
  ///   - systemImage: The name of the SF Symbol shown with the title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `ProgressReporter`.
  @_disfavoredOverload
  nonisolated public init(
    _ title: LocalizedStringResource, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor (ProgressReporter) async throws -> Void
  ) {
    self.init(
      role: role, action: AsyncAction(reportingProgress: action),
      label: SwiftUI.Label(title, systemImage: systemImage))
  }

  /// Creates a button with a title shown as is and a system image.
  ///
  /// - Parameters:
  ///   - title: The button's title, for example a name the user typed.
  ///   - systemImage: The name of the SF Symbol shown with the title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs, on the main actor; it may throw, or not.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.init(role: role, action: AsyncAction(action), label: SwiftUI.Label(title, systemImage: systemImage))
  }

  /// Creates a button with a title shown as is and a system image, whose action reports its
  /// progress.
  ///
  /// - Parameters:
  ///   - title: The button's title, for example a name the user typed.
  ///   - systemImage: The name of the SF Symbol shown with the title.
  ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
  ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `ProgressReporter`.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor (ProgressReporter) async throws -> Void
  ) {
    self.init(
      role: role, action: AsyncAction(reportingProgress: action),
      label: SwiftUI.Label(title, systemImage: systemImage))
  }
}
