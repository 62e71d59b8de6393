// What the pixel tests (Tests/AsyncActionButtonPixelTests, macOS only) render and read with:
// `ImageRenderer`, the layout direction, and the Core Graphics types SwiftUI re-exports on Apple
// platforms. See ../README.md for the rules of this stub. Each declaration names the Apple
// documentation page it comes from (documentation/swiftui/… or documentation/coregraphics/…);
// signatures, isolation and availability are those pages'.

/// An object that creates images from SwiftUI views.
///
/// Apple: "ImageRenderer", documentation/swiftui/imagerenderer — `final class ImageRenderer<Content>
/// where Content : View`. The class carries no isolation on its page; each member below is
/// declared `@MainActor` on its own page, and so is it here.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public final class ImageRenderer<Content: View> {
  /// Creates a renderer object with a source content view.
  ///
  /// Apple: "init(content:)", documentation/swiftui/imagerenderer/init(content:) — `@MainActor
  /// init(content view: Content)`.
  @MainActor public init(content view: Content) {}

  /// The scale at which to render the image: view points to image pixels. Default 1.
  ///
  /// Apple: "scale", documentation/swiftui/imagerenderer/scale — `@MainActor final var scale:
  /// CGFloat { get set }`.
  @MainActor public final var scale: CGFloat {
    get { 1 }
    set {}
  }

  /// The current contents of the view, rasterized as a Core Graphics image.
  ///
  /// Apple: "cgImage", documentation/swiftui/imagerenderer/cgimage — `@MainActor final var
  /// cgImage: CGImage? { get }`.
  @MainActor public final var cgImage: CGImage? { nil }
}

/// Core Graphics' bitmap image.
///
/// Apple: "CGImage", documentation/coregraphics/cgimage — `class CGImage`; "width" and "height"
/// (documentation/coregraphics/cgimage/width, …/height) — `var width: Int { get }`, `var height:
/// Int { get }`. No isolation on the page; the stub declares none, and no `Sendable`.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public final class CGImage {
  private init() {}

  /// The width of the image, in pixels.
  public var width: Int { 0 }
  /// The height of the image, in pixels.
  public var height: Int { 0 }
}

/// Core Graphics' colour space.
///
/// Apple: "CGColorSpace", documentation/coregraphics/cgcolorspace — `class CGColorSpace`. No
/// isolation on the page; the stub declares none, and no `Sendable`.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public final class CGColorSpace {
  fileprivate init() {}
}

/// Creates a device-dependent RGB colour space.
///
/// Apple: "CGColorSpaceCreateDeviceRGB()", documentation/coregraphics/cgcolorspacecreatedevicergb()
/// — `func CGColorSpaceCreateDeviceRGB() -> CGColorSpace`.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// Where a bitmap keeps its alpha channel.
///
/// Apple: "CGImageAlphaInfo", documentation/coregraphics/cgimagealphainfo — `enum CGImageAlphaInfo`,
/// raw type `UInt32`; "CGImageAlphaInfo.premultipliedLast"
/// (documentation/coregraphics/cgimagealphainfo/premultipliedlast), raw value 1: premultiplied RGBA.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public enum CGImageAlphaInfo: UInt32 {
  /// Alpha in the least significant bits, colour components premultiplied by it (RGBA).
  case premultipliedLast = 1
}

/// A Quartz 2D drawing destination; here, a bitmap in memory the test reads pixels from.
///
/// Apple: "CGContext", documentation/coregraphics/cgcontext — `class CGContext`. No isolation on
/// the page; the stub declares none, and no `Sendable`.
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public final class CGContext {
  /// Creates a bitmap graphics context.
  ///
  /// Apple: "init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)",
  /// documentation/coregraphics/cgcontext/init(data:width:height:bitspercomponent:bytesperrow:space:bitmapinfo:)-10b3i
  /// — the newest page shows `space: CGColorSpace?, bitmapInfo: CGBitmapInfo`. The Xcode 26 SDKs
  /// the package supports take `space: CGColorSpace, bitmapInfo: UInt32` (the form with a release
  /// callback, …releaseinfo:)-71ea9, keeps it until 27.3); the stub keeps that older form, which
  /// a caller passing `CGImageAlphaInfo.premultipliedLast.rawValue` matches. The page gives no
  /// tvOS version; the stub takes tvOS 9.0, the first.
  public init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
    space: CGColorSpace, bitmapInfo: UInt32
  ) {}

  /// Draws an image in the given rectangle.
  ///
  /// Apple: "draw(_:in:byTiling:)", documentation/coregraphics/cgcontext/draw(_:in:bytiling:) —
  /// `func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false)`.
  @available(iOS 7.0, macOS 10.9, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {}

  /// The bitmap's memory.
  ///
  /// Apple: "data", documentation/coregraphics/cgcontext/data — `var data:
  /// UnsafeMutableRawPointer? { get }`.
  public var data: UnsafeMutableRawPointer? { nil }
}
