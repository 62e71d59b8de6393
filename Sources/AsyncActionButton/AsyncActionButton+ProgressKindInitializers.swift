#if canImport(SwiftUI)
  public import SwiftUI

  // The two progress kinds the engine estimates or follows (`estimatedDuration:`, `followingProgress:`)
  // for every title form besides the title key, which has them in `+TitleInitializers`, and the label,
  // in `+LabelInitializers`: a localized string resource, a plain string, and each with a system image.

  extension AsyncActionButton where Label == Text {
    /// Creates a button whose progress is estimated on the clock from how long the action usually
    /// takes (see `AsyncAction(estimatedDuration:_:)`).
    ///
    /// - Parameters:
    ///   - title: The button's localized title.
    ///   - role: The button's semantic role, or `nil`.
    ///   - estimatedDuration: How long the action usually takes. Zero or negative is ignored, with a
    ///     runtime warning, and the button shows the spinner.
    ///   - action: The work a tap runs, on the main actor.
    @_disfavoredOverload
    nonisolated public init(
      _ title: LocalizedStringResource, role: ButtonRole? = nil, estimatedDuration: Duration,
      action: @escaping @MainActor () async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(estimatedDuration: estimatedDuration, action), label: Text(title))
    }

    /// Creates a button whose progress follows a Foundation `Progress` the action updates (see
    /// `AsyncAction(followingProgress:)`).
    ///
    /// - Parameters:
    ///   - title: The button's localized title.
    ///   - role: The button's semantic role, or `nil`.
    ///   - action: The work a tap runs; it updates the `Progress` it is given, a new one for each run.
    @_disfavoredOverload
    nonisolated public init(
      _ title: LocalizedStringResource, role: ButtonRole? = nil,
      followingProgress action: @escaping @MainActor (Progress) async throws -> Void
    ) {
      self.init(role: role, action: AsyncAction(followingProgress: action), label: Text(title))
    }

    /// Creates a button whose progress is estimated on the clock from how long the action usually
    /// takes (see `AsyncAction(estimatedDuration:_:)`).
    ///
    /// - Parameters:
    ///   - title: The button's title, shown as is (not localized).
    ///   - role: The button's semantic role, or `nil`.
    ///   - estimatedDuration: How long the action usually takes. Zero or negative is ignored, with a
    ///     runtime warning, and the button shows the spinner.
    ///   - action: The work a tap runs, on the main actor.
    @_disfavoredOverload
    nonisolated public init(
      _ title: some StringProtocol, role: ButtonRole? = nil, estimatedDuration: Duration,
      action: @escaping @MainActor () async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(estimatedDuration: estimatedDuration, action), label: Text(title))
    }

    /// Creates a button whose progress follows a Foundation `Progress` the action updates (see
    /// `AsyncAction(followingProgress:)`).
    ///
    /// - Parameters:
    ///   - title: The button's title, shown as is (not localized).
    ///   - role: The button's semantic role, or `nil`.
    ///   - action: The work a tap runs; it updates the `Progress` it is given, a new one for each run.
    @_disfavoredOverload
    nonisolated public init(
      _ title: some StringProtocol, role: ButtonRole? = nil,
      followingProgress action: @escaping @MainActor (Progress) async throws -> Void
    ) {
      self.init(role: role, action: AsyncAction(followingProgress: action), label: Text(title))
    }
  }

  extension AsyncActionButton where Label == SwiftUI.Label<Text, Image> {
    /// Creates a button whose progress is estimated on the clock from how long the action usually
    /// takes (see `AsyncAction(estimatedDuration:_:)`).
    ///
    /// ```swift
    /// AsyncActionButton("Export", systemImage: "square.and.arrow.up", estimatedDuration: .seconds(3)) {
    ///   try await exporter.export(document)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The key of the button's localized title.
    ///   - systemImage: The name of the SF Symbol shown with the title.
    ///   - role: The button's semantic role, or `nil`.
    ///   - estimatedDuration: How long the action usually takes. Zero or negative is ignored, with a
    ///     runtime warning, and the button shows the spinner.
    ///   - action: The work a tap runs, on the main actor.
    nonisolated public init(
      _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
      estimatedDuration: Duration,
      action: @escaping @MainActor () async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(estimatedDuration: estimatedDuration, action),
        label: SwiftUI.Label(titleKey, systemImage: systemImage))
    }

    /// Creates a button whose progress follows a Foundation `Progress` the action updates (see
    /// `AsyncAction(followingProgress:)`).
    ///
    /// - Parameters:
    ///   - titleKey: The key of the button's localized title.
    ///   - systemImage: The name of the SF Symbol shown with the title.
    ///   - role: The button's semantic role, or `nil`.
    ///   - action: The work a tap runs; it updates the `Progress` it is given, a new one for each run.
    nonisolated public init(
      _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
      followingProgress action: @escaping @MainActor (Progress) async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(followingProgress: action),
        label: SwiftUI.Label(titleKey, systemImage: systemImage))
    }

    /// Creates a button whose progress is estimated on the clock from how long the action usually
    /// takes (see `AsyncAction(estimatedDuration:_:)`).
    ///
    /// - Parameters:
    ///   - title: The button's localized title.
    ///   - systemImage: The name of the SF Symbol shown with the title.
    ///   - role: The button's semantic role, or `nil`.
    ///   - estimatedDuration: How long the action usually takes. Zero or negative is ignored, with a
    ///     runtime warning, and the button shows the spinner.
    ///   - action: The work a tap runs, on the main actor.
    @_disfavoredOverload
    nonisolated public init(
      _ title: LocalizedStringResource, systemImage: String, role: ButtonRole? = nil,
      estimatedDuration: Duration,
      action: @escaping @MainActor () async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(estimatedDuration: estimatedDuration, action),
        label: SwiftUI.Label(title, systemImage: systemImage))
    }

    /// Creates a button whose progress follows a Foundation `Progress` the action updates (see
    /// `AsyncAction(followingProgress:)`).
    ///
    /// - Parameters:
    ///   - title: The button's localized title.
    ///   - systemImage: The name of the SF Symbol shown with the title.
    ///   - role: The button's semantic role, or `nil`.
    ///   - action: The work a tap runs; it updates the `Progress` it is given, a new one for each run.
    @_disfavoredOverload
    nonisolated public init(
      _ title: LocalizedStringResource, systemImage: String, role: ButtonRole? = nil,
      followingProgress action: @escaping @MainActor (Progress) async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(followingProgress: action),
        label: SwiftUI.Label(title, systemImage: systemImage))
    }

    /// Creates a button whose progress is estimated on the clock from how long the action usually
    /// takes (see `AsyncAction(estimatedDuration:_:)`).
    ///
    /// - Parameters:
    ///   - title: The button's title, shown as is (not localized).
    ///   - systemImage: The name of the SF Symbol shown with the title.
    ///   - role: The button's semantic role, or `nil`.
    ///   - estimatedDuration: How long the action usually takes. Zero or negative is ignored, with a
    ///     runtime warning, and the button shows the spinner.
    ///   - action: The work a tap runs, on the main actor.
    @_disfavoredOverload
    nonisolated public init(
      _ title: some StringProtocol, systemImage: String, role: ButtonRole? = nil, estimatedDuration: Duration,
      action: @escaping @MainActor () async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(estimatedDuration: estimatedDuration, action),
        label: SwiftUI.Label(title, systemImage: systemImage))
    }

    /// Creates a button whose progress follows a Foundation `Progress` the action updates (see
    /// `AsyncAction(followingProgress:)`).
    ///
    /// - Parameters:
    ///   - title: The button's title, shown as is (not localized).
    ///   - systemImage: The name of the SF Symbol shown with the title.
    ///   - role: The button's semantic role, or `nil`.
    ///   - action: The work a tap runs; it updates the `Progress` it is given, a new one for each run.
    @_disfavoredOverload
    nonisolated public init(
      _ title: some StringProtocol, systemImage: String, role: ButtonRole? = nil,
      followingProgress action: @escaping @MainActor (Progress) async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(followingProgress: action),
        label: SwiftUI.Label(title, systemImage: systemImage))
    }
  }
#endif
