#if canImport(SwiftUI)
  public import SwiftUI

  // The initializers with a title and an image from the app's asset catalog, as `Button(_:image:action:)`
  // takes them (an `ImageResource` Xcode generates for each image set), for each title form and
  // each progress kind.

  extension AsyncActionButton where Label == SwiftUI.Label<Text, Image> {
    /// The label of a title and an image from the asset catalog, as every initializer here
    /// builds it.
    nonisolated static func imageLabel(_ title: Text, _ image: ImageResource) -> Label {
      SwiftUI.Label {
        title
      } icon: {
        Image(image)
      }
    }

    /// Creates a button with a title from a localized string key and an image from the asset catalog.
    ///
    /// ```swift
    /// AsyncActionButton("Share", image: .shareBadge) { try await post.share() }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The key of the button's localized title.
    ///   - image: The image resource shown with the title.
    ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
    ///   - action: The work a tap runs, on the main actor; it may throw, or not.
    nonisolated public init(
      _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole? = nil,
      action: @escaping @MainActor () async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(action),
        label: Self.imageLabel(Text(titleKey), image))
    }

    /// Creates a button with a title from a localized string key and an image from the asset
    /// catalog, whose action reports its progress.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the button's localized title.
    ///   - image: The image resource shown with the title.
    ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
    ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `AsyncAction.ProgressReporter`.
    nonisolated public init(
      _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole? = nil,
      action: @escaping @MainActor (AsyncAction.ProgressReporter) async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(reportingProgress: action),
        label: Self.imageLabel(Text(titleKey), image))
    }

    /// Creates a button with a title from a localized string resource and an image from the asset
    /// catalog.
    ///
    /// - Parameters:
    ///   - title: The button's localized title.
    ///   - image: The image resource shown with the title.
    ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
    ///   - action: The work a tap runs, on the main actor; it may throw, or not.
    @_disfavoredOverload
    nonisolated public init(
      _ title: LocalizedStringResource, image: ImageResource, role: ButtonRole? = nil,
      action: @escaping @MainActor () async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(action),
        label: Self.imageLabel(Text(title), image))
    }

    /// Creates a button with a title from a localized string resource and an image from the asset
    /// catalog, whose action reports its progress.
    ///
    /// - Parameters:
    ///   - title: The button's localized title.
    ///   - image: The image resource shown with the title.
    ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
    ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `AsyncAction.ProgressReporter`.
    @_disfavoredOverload
    nonisolated public init(
      _ title: LocalizedStringResource, image: ImageResource, role: ButtonRole? = nil,
      action: @escaping @MainActor (AsyncAction.ProgressReporter) async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(reportingProgress: action),
        label: Self.imageLabel(Text(title), image))
    }

    /// Creates a button with a title shown as is and an image from the asset catalog, as
    /// `Button(_:image:action:)` takes a string.
    ///
    /// - Parameters:
    ///   - title: The button's title, shown as is (not localized).
    ///   - image: The image resource shown with the title.
    ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
    ///   - action: The work a tap runs, on the main actor; it may throw, or not.
    @_disfavoredOverload
    nonisolated public init(
      _ title: some StringProtocol, image: ImageResource, role: ButtonRole? = nil,
      action: @escaping @MainActor () async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(action),
        label: Self.imageLabel(Text(title), image))
    }

    /// Creates a button with a title shown as is and an image from the asset catalog, whose
    /// action reports its progress.
    ///
    /// - Parameters:
    ///   - title: The button's title, shown as is (not localized).
    ///   - image: The image resource shown with the title.
    ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
    ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `AsyncAction.ProgressReporter`.
    @_disfavoredOverload
    nonisolated public init(
      _ title: some StringProtocol, image: ImageResource, role: ButtonRole? = nil,
      action: @escaping @MainActor (AsyncAction.ProgressReporter) async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(reportingProgress: action),
        label: Self.imageLabel(Text(title), image))
    }

    /// Creates a button with an image from the asset catalog whose progress is estimated on the
    /// clock from how long the action usually takes (see `AsyncAction(estimatedDuration:_:)`).
    ///
    /// - Parameters:
    ///   - titleKey: The key of the button's localized title.
    ///   - image: The image resource shown with the title.
    ///   - role: The button's semantic role, or `nil`.
    ///   - estimatedDuration: How long the action usually takes. Zero or negative is ignored, with a
    ///     runtime warning, and the button shows the spinner.
    ///   - action: The work a tap runs, on the main actor.
    nonisolated public init(
      _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole? = nil,
      estimatedDuration: Duration,
      action: @escaping @MainActor () async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(estimatedDuration: estimatedDuration, action),
        label: Self.imageLabel(Text(titleKey), image))
    }

    /// Creates a button with an image from the asset catalog whose progress follows a Foundation
    /// `Progress` the action updates (see `AsyncAction(followingProgress:)`).
    ///
    /// - Parameters:
    ///   - titleKey: The key of the button's localized title.
    ///   - image: The image resource shown with the title.
    ///   - role: The button's semantic role, or `nil`.
    ///   - action: The work a tap runs; it updates the `Progress` it is given, a new one for each run.
    nonisolated public init(
      _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole? = nil,
      followingProgress action: @escaping @MainActor (Progress) async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(followingProgress: action),
        label: Self.imageLabel(Text(titleKey), image))
    }

    /// Creates a button with an image from the asset catalog whose progress is estimated on the
    /// clock from how long the action usually takes (see `AsyncAction(estimatedDuration:_:)`).
    ///
    /// - Parameters:
    ///   - title: The button's localized title.
    ///   - image: The image resource shown with the title.
    ///   - role: The button's semantic role, or `nil`.
    ///   - estimatedDuration: How long the action usually takes. Zero or negative is ignored, with a
    ///     runtime warning, and the button shows the spinner.
    ///   - action: The work a tap runs, on the main actor.
    @_disfavoredOverload
    nonisolated public init(
      _ title: LocalizedStringResource, image: ImageResource, role: ButtonRole? = nil,
      estimatedDuration: Duration,
      action: @escaping @MainActor () async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(estimatedDuration: estimatedDuration, action),
        label: Self.imageLabel(Text(title), image))
    }

    /// Creates a button with an image from the asset catalog whose progress follows a Foundation
    /// `Progress` the action updates (see `AsyncAction(followingProgress:)`).
    ///
    /// - Parameters:
    ///   - title: The button's localized title.
    ///   - image: The image resource shown with the title.
    ///   - role: The button's semantic role, or `nil`.
    ///   - action: The work a tap runs; it updates the `Progress` it is given, a new one for each run.
    @_disfavoredOverload
    nonisolated public init(
      _ title: LocalizedStringResource, image: ImageResource, role: ButtonRole? = nil,
      followingProgress action: @escaping @MainActor (Progress) async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(followingProgress: action),
        label: Self.imageLabel(Text(title), image))
    }

    /// Creates a button with an image from the asset catalog whose progress is estimated on the
    /// clock from how long the action usually takes (see `AsyncAction(estimatedDuration:_:)`).
    ///
    /// - Parameters:
    ///   - title: The button's title, shown as is (not localized).
    ///   - image: The image resource shown with the title.
    ///   - role: The button's semantic role, or `nil`.
    ///   - estimatedDuration: How long the action usually takes. Zero or negative is ignored, with a
    ///     runtime warning, and the button shows the spinner.
    ///   - action: The work a tap runs, on the main actor.
    @_disfavoredOverload
    nonisolated public init(
      _ title: some StringProtocol, image: ImageResource, role: ButtonRole? = nil,
      estimatedDuration: Duration,
      action: @escaping @MainActor () async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(estimatedDuration: estimatedDuration, action),
        label: Self.imageLabel(Text(title), image))
    }

    /// Creates a button with an image from the asset catalog whose progress follows a Foundation
    /// `Progress` the action updates (see `AsyncAction(followingProgress:)`).
    ///
    /// - Parameters:
    ///   - title: The button's title, shown as is (not localized).
    ///   - image: The image resource shown with the title.
    ///   - role: The button's semantic role, or `nil`.
    ///   - action: The work a tap runs; it updates the `Progress` it is given, a new one for each run.
    @_disfavoredOverload
    nonisolated public init(
      _ title: some StringProtocol, image: ImageResource, role: ButtonRole? = nil,
      followingProgress action: @escaping @MainActor (Progress) async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(followingProgress: action),
        label: Self.imageLabel(Text(title), image))
    }
  }
#endif
