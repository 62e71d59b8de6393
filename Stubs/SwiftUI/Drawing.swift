// What the indicator is drawn with (masks, a blur, hit-testing and accessibility shapes, view
// identity) and the containers the demo shows buttons in. See ../README.md for the rules of this
// stub. Each declaration names the Apple documentation page it comes from, by title and path
// (documentation/swiftui/…); signatures, isolation and availability are those pages'. Apple's
// newest pages spell the view builder `@ContentBuilder`; the stub uses `@ViewBuilder`, as
// elsewhere.

extension View {
  /// Masks this view using the alpha channel of the given view.
  ///
  /// Apple: "mask(alignment:_:)", documentation/swiftui/view/mask(alignment:_:) —
  /// `nonisolated func mask<Mask>(alignment: Alignment = .center, _ mask: () -> Mask) -> some View
  /// where Mask : View`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View { self }

  /// Applies a Gaussian blur to this view.
  ///
  /// Apple: "blur(radius:opaque:)", documentation/swiftui/view/blur(radius:opaque:).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }

  /// Defines the content shape for hit testing.
  ///
  /// Apple: "contentShape(_:eoFill:)", documentation/swiftui/view/contentshape(_:eofill:) —
  /// `nonisolated func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S :
  /// Shape`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

  /// Replaces one or more accessibility elements for this view with new accessibility elements.
  ///
  /// Apple: "accessibilityRepresentation(representation:)",
  /// documentation/swiftui/view/accessibilityrepresentation(representation:) — `nonisolated
  /// func accessibilityRepresentation<V>(representation: () -> V) -> some View where V : View`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func accessibilityRepresentation<V: View>(
    @ViewBuilder representation: () -> V
  ) -> some View { self }

  /// Binds a view's identity to the given proxy value: when the value changes, the view's
  /// identity, and with it its state, is reset.
  ///
  /// Apple: "id(_:)", documentation/swiftui/view/id(_:).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { self }

  /// Hides this view unconditionally; it keeps its place in the layout.
  ///
  /// Apple: "hidden()", documentation/swiftui/view/hidden().
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func hidden() -> some View { self }

  /// Sets a view's foreground elements to use a given style.
  ///
  /// Apple: "foregroundStyle(_:)", documentation/swiftui/view/foregroundstyle(_:) —
  /// `nonisolated func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
}

/// A colour or pattern to use when rendering a shape.
///
/// Apple: "ShapeStyle", documentation/swiftui/shapestyle — `protocol ShapeStyle : Sendable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol ShapeStyle: Sendable {}

/// Apple: "Color", documentation/swiftui/color — conforms to `ShapeStyle`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Color: ShapeStyle {}

/// A rectangular shape aligned inside the frame of the view containing it.
///
/// Apple: "Rectangle", documentation/swiftui/rectangle — `@frozen struct Rectangle`, a `Shape`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Rectangle: Shape {
  /// Creates a rectangle.
  public init() {}

  /// Describes the rectangle as a path.
  public nonisolated func path(in rect: CGRect) -> Path { Path() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Path {
  /// Adds an arc of a circle to the path, specified with a radius and angles.
  ///
  /// Apple: "addArc(center:radius:startAngle:endAngle:clockwise:transform:)",
  /// documentation/swiftui/path/addarc(center:radius:startangle:endangle:clockwise:transform:).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {}

  /// Returns a stroked copy of the path using the given stroke style.
  ///
  /// Apple: "strokedPath(_:)", documentation/swiftui/path/strokedpath(_:).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public func strokedPath(_ style: StrokeStyle) -> Path { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Text {
  /// Creates a text view that displays a string literal without localization.
  ///
  /// Apple: "init(verbatim:)", documentation/swiftui/text/init(verbatim:).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init(verbatim content: String) {}
}

/// A container that presents rows of data arranged in a single column.
///
/// Apple: "List", documentation/swiftui/list — `struct List<SelectionValue, Content> where
/// SelectionValue : Hashable, Content : View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct List<SelectionValue: Hashable, Content: View>: View {
  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension List where SelectionValue == Never {
  /// Creates a list with the given content.
  ///
  /// Apple: "init(content:)", documentation/swiftui/list/init(content:) — `nonisolated
  /// init(content: () -> Content)`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Apple: "ForEach", documentation/swiftui/foreach — `struct ForEach<Data, ID, Content> where
/// Data : RandomAccessCollection, ID : Hashable`, a `View` where `Content : View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach: View where Content: View {
  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Creates an instance that computes views on demand over a given constant range.
  ///
  /// Apple: "init(_:content:)", documentation/swiftui/foreach/init(_:content:)-ktgx.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {}
}

/// A type-erased list of data representing the content of a navigation stack.
///
/// Apple: "NavigationPath", documentation/swiftui/navigationpath.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct NavigationPath {
  /// Creates a new, empty navigation path.
  public init() {}
}

/// A view that displays a root view and enables you to present additional views over it.
///
/// Apple: "NavigationStack", documentation/swiftui/navigationstack — `nonisolated struct
/// NavigationStack<Data, Root> where Root : View`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct NavigationStack<Data, Root: View>: View {
  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationStack where Data == NavigationPath {
  /// Creates a navigation stack that manages its own navigation state.
  ///
  /// Apple: "init(root:)", documentation/swiftui/navigationstack/init(root:) — `nonisolated
  /// init(root: () -> Root) where Data == NavigationPath`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public init(@ViewBuilder root: () -> Root) {}
}

/// A view that controls a navigation presentation.
///
/// Apple: "NavigationLink", documentation/swiftui/navigationlink — `struct NavigationLink<Label,
/// Destination> where Label : View, Destination : View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct NavigationLink<Label: View, Destination: View>: View {
  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension NavigationLink where Label == Text {
  /// Creates a navigation link that presents a destination view, with a text label that the
  /// link generates from a localized string key.
  ///
  /// Apple: "init(_:destination:)", documentation/swiftui/navigationlink/init(_:destination:) —
  /// `nonisolated init(_ titleKey: LocalizedStringKey, destination: () -> Destination)`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
}
