#if canImport(SwiftUI)
  public import SwiftUI

  // The initializers with a title: a localized string key, a localized string resource, or a string
  // shown as is (see `+LabelInitializers` for the forms of the action).

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
    ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `AsyncAction.ProgressReporter`.
    nonisolated public init(
      _ titleKey: LocalizedStringKey, role: ButtonRole? = nil,
      action: @escaping @MainActor (AsyncAction.ProgressReporter) async throws -> Void
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
    ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `AsyncAction.ProgressReporter`.
    @_disfavoredOverload
    nonisolated public init(
      _ title: LocalizedStringResource, role: ButtonRole? = nil,
      action: @escaping @MainActor (AsyncAction.ProgressReporter) async throws -> Void
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
    ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `AsyncAction.ProgressReporter`.
    @_disfavoredOverload
    nonisolated public init(
      _ title: some StringProtocol, role: ButtonRole? = nil,
      action: @escaping @MainActor (AsyncAction.ProgressReporter) async throws -> Void
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
    ///   - estimatedDuration: How long the action usually takes. Zero or negative is ignored, with a
    ///     runtime warning, and the button shows the spinner.
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
#endif
