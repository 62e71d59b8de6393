#if canImport(SwiftUI)
  public import SwiftUI

  // The initializers with a title and a system image, as `Label(_:systemImage:)` draws them (see
  // `+LabelInitializers` for the forms of the action).

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
    ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `AsyncAction.ProgressReporter`.
    nonisolated public init(
      _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
      action: @escaping @MainActor (AsyncAction.ProgressReporter) async throws -> Void
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
      self.init(
        role: role, action: AsyncAction(action), label: SwiftUI.Label(title, systemImage: systemImage))
    }

    /// Creates a button with a title from a localized string resource and a system image, whose
    /// action reports its progress.
    ///
    /// - Parameters:
    ///   - title: The button's localized title.
    ///   - systemImage: The name of the SF Symbol shown with the title.
    ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
    ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `AsyncAction.ProgressReporter`.
    @_disfavoredOverload
    nonisolated public init(
      _ title: LocalizedStringResource, systemImage: String, role: ButtonRole? = nil,
      action: @escaping @MainActor (AsyncAction.ProgressReporter) async throws -> Void
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
      self.init(
        role: role, action: AsyncAction(action), label: SwiftUI.Label(title, systemImage: systemImage))
    }

    /// Creates a button with a title shown as is and a system image, whose action reports its
    /// progress.
    ///
    /// - Parameters:
    ///   - title: The button's title, for example a name the user typed.
    ///   - systemImage: The name of the SF Symbol shown with the title.
    ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
    ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `AsyncAction.ProgressReporter`.
    @_disfavoredOverload
    nonisolated public init(
      _ title: some StringProtocol, systemImage: String, role: ButtonRole? = nil,
      action: @escaping @MainActor (AsyncAction.ProgressReporter) async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(reportingProgress: action),
        label: SwiftUI.Label(title, systemImage: systemImage))
    }
  }
#endif
