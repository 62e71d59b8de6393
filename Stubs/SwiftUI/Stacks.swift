// Stacks, alignment guides and edges (Apple: Layout fundamentals; Layout adjustments). See
// ../README.md for the rules of this stub.

/// A vertical stack.
///
/// Apple: documentation/swiftui/vstack; documentation/swiftui/vstack/init(alignment:spacing:content:)
/// — `nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
/// @ContentBuilder content: () -> Content)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct VStack<Content: View>: View {
  /// Creates a stack with the given spacing and alignment.
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}

  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

/// A horizontal stack.
///
/// Apple: documentation/swiftui/hstack — `nonisolated init(alignment:
/// VerticalAlignment = .center, spacing: CGFloat? = nil, content:)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct HStack<Content: View>: View {
  /// Creates a stack with the given spacing and vertical alignment; `nil` spacing lets the stack
  /// choose a default distance for each pair of subviews.
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}

  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

/// An overlaying stack.
///
/// Apple: documentation/swiftui/zstack; documentation/swiftui/zstack/init(alignment:content:) —
/// `nonisolated init(alignment: Alignment = .center, @ContentBuilder content: () -> Content)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ZStack<Content: View>: View {
  /// Creates a stack with the given alignment.
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}

  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

/// A horizontal alignment guide.
///
/// Apple: documentation/swiftui/horizontalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct HorizontalAlignment: Equatable, Sendable {
  private let name: String

  /// The centre.
  public static let center = HorizontalAlignment(name: "center")
}

/// A vertical alignment guide.
///
/// Apple: documentation/swiftui/verticalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct VerticalAlignment: Equatable, Sendable {
  private let name: String

  /// The centre.
  public static let center = VerticalAlignment(name: "center")
}

/// An alignment in both axes.
///
/// Apple: documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Alignment: Equatable, Sendable {
  private let name: String

  /// The centre.
  public static let center = Alignment(name: "center")
  /// The bottom edge, centred horizontally (documentation/swiftui/alignment/bottom).
  public static let bottom = Alignment(name: "bottom")
}

/// An edge of a view.
///
/// Apple: documentation/swiftui/edge
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum Edge: Int8, Sendable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable {
    /// The set's bits.
    public let rawValue: Int8
    /// Creates a set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// All four edges.
    public static let all = Set(rawValue: 15)
  }
}
