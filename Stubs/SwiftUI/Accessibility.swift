// Not SwiftUI's: the Accessibility framework's notifications. Our sources import Accessibility
// where it exists (`#if canImport(Accessibility)`); on Linux it does not, and this stub declares
// what they use. See ../README.md for the rules of this stub.

/// Types of accessibility notifications that an app can post.
///
/// Apple: documentation/accessibility/accessibilitynotification —
/// `enum AccessibilityNotification`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public enum AccessibilityNotification {
  /// A notification that an app posts when it needs to convey an announcement to an assistive
  /// app.
  ///
  /// Apple: documentation/accessibility/accessibilitynotification/announcement
  /// — `struct Announcement`, with `init(_ announcement: String)` and `func post()` (Apple
  /// declares `post()` in an extension of the notification protocol it conforms to).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public struct Announcement {
    /// Creates an announcement notification with a string value.
    ///
    /// Availability: documentation/accessibility/accessibilitynotification/announcement/init(_:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(_ announcement: String) {}

    /// Posts a notification to assistive apps.
    ///
    /// Availability: documentation/accessibility/accessibilitynotification/announcement/post()
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public func post() { fatalError("SwiftUI stub") }
  }
}
