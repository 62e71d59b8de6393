// Stub-like declarations: each with its own `@available` must name the Apple documentation page its
// availability comes from, and no comment may name a host.

/// A documented type.
///
/// Availability: documentation/swiftui/emptyview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Recorded {}

/// A type whose availability comes from nowhere.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)  // expect-flagged
public struct Unrecorded {}

/// A type whose source names a host: https://example.com/documentation/swiftui/text  // expect-flagged
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct HostNamed {}
