#if canImport(SwiftUI)
  public import SwiftUI

  // The initializers with a title and an image from the app's asset catalog, as `Button(_:image:action:)`
  // takes them (an `ImageResource` Xcode generates for each image set).

  extension AsyncActionButton where Label == SwiftUI.Label<Text, Image> {
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
        label: SwiftUI.Label {
          Text(titleKey)
        } icon: {
          Image(image)
        })
    }

    /// Creates a button with a title from a localized string key and an image from the asset
    /// catalog, whose action reports its progress.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the button's localized title.
    ///   - image: The image resource shown with the title.
    ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
    ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `ActionProgressReporter`.
    nonisolated public init(
      _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole? = nil,
      action: @escaping @MainActor (ActionProgressReporter) async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(reportingProgress: action),
        label: SwiftUI.Label {
          Text(titleKey)
        } icon: {
          Image(image)
        })
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
        label: SwiftUI.Label {
          Text(title)
        } icon: {
          Image(image)
        })
    }

    /// Creates a button with a title from a localized string resource and an image from the asset
    /// catalog, whose action reports its progress.
    ///
    /// - Parameters:
    ///   - title: The button's localized title.
    ///   - image: The image resource shown with the title.
    ///   - role: The button's semantic role, such as `.destructive`, or `nil`.
    ///   - action: The work a tap runs; it reports fractions from 0 to 1 to its `ActionProgressReporter`.
    @_disfavoredOverload
    nonisolated public init(
      _ title: LocalizedStringResource, image: ImageResource, role: ButtonRole? = nil,
      action: @escaping @MainActor (ActionProgressReporter) async throws -> Void
    ) {
      self.init(
        role: role, action: AsyncAction(reportingProgress: action),
        label: SwiftUI.Label {
          Text(title)
        } icon: {
          Image(image)
        })
    }
  }
#endif
