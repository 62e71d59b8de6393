// Custom layout, for the row that an indicator beside the label slides into. See ../README.md for
// the rules of this stub.

/// A type that defines the geometry of a collection of views. A layout is `Animatable`: SwiftUI
/// interpolates its `animatableData` and lays the views out again on every frame, so the views
/// around it, and the button's frame, follow.
///
/// Apple: documentation/swiftui/layout — `@preconcurrency protocol Layout : Sendable, Animatable`
/// (no global actor: its methods are nonisolated).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@preconcurrency public protocol Layout: Sendable, Animatable {
  /// Cached values the layout's methods share; `Void` for a layout that keeps none.
  ///
  /// Apple: documentation/swiftui/layout/cache — `associatedtype Cache = Void`.
  associatedtype Cache = Void

  /// The layout's subviews. Apple: documentation/swiftui/layout/subviews —
  /// `typealias Subviews = LayoutSubviews`.
  typealias Subviews = LayoutSubviews

  /// Returns the size of the composite view, given a proposed size and the view's subviews.
  ///
  /// Apple: documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:) —
  /// `func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

  /// Assigns positions to each of the layout's subviews.
  ///
  /// Apple: documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:) —
  /// `func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)`.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

  /// Creates and initializes a cache for a layout instance.
  ///
  /// Apple: documentation/swiftui/layout/makecache(subviews:) —
  /// `func makeCache(subviews: Self.Subviews) -> Self.Cache`.
  func makeCache(subviews: Self.Subviews) -> Self.Cache
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension Layout where Self.Cache == () {
  /// No cache: the default for a layout whose `Cache` is `Void`.
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension Layout {
  /// Combines the specified views into a single composite view using the layout algorithms of the
  /// custom layout container.
  ///
  /// Apple: documentation/swiftui/layout/callasfunction(_:) — Xcode 16's spelling, with
  /// `@ViewBuilder` (Xcode 26.4 writes `@export(implementation) func callAsFunction<V>(@ContentBuilder
  /// _ content: () -> V) -> some View where V : View`), as `phaseAnimator` in `Looks.swift`.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    content()
  }
}

/// A proposal for the size of a view.
///
/// Apple: documentation/swiftui/proposedviewsize — `@frozen struct ProposedViewSize`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@frozen public struct ProposedViewSize: Equatable, Sendable {
  /// The proposed width, or `nil` for the ideal width.
  public var width: CGFloat?
  /// The proposed height, or `nil` for the ideal height.
  public var height: CGFloat?

  /// Creates a proposal.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// The proposal that asks a view for its ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
}

/// A collection of proxy values that represent the subviews of a layout view.
///
/// Apple: documentation/swiftui/layoutsubviews — `struct LayoutSubviews`, a random-access
/// collection of `LayoutSubview`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct LayoutSubviews: RandomAccessCollection, Sendable {
  /// The first index.
  public var startIndex: Int { 0 }
  /// The index after the last.
  public var endIndex: Int { 0 }
  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview { fatalError("SwiftUI stub") }
}

/// A proxy that represents one subview of a layout.
///
/// Apple: documentation/swiftui/layoutsubview — `struct LayoutSubview`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct LayoutSubview: Sendable {
  /// Asks the subview for its size.
  ///
  /// Apple: documentation/swiftui/layoutsubview/sizethatfits(_:) —
  /// `func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError("SwiftUI stub") }

  /// Assigns a position and proposed size to the subview.
  ///
  /// Apple: documentation/swiftui/layoutsubview/place(at:anchor:proposal:) —
  /// `func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize)`.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
}
