#if canImport(SwiftUI)
  import SwiftUI

  /// The inputs of a view with an object of its own (a scope, a press registry) that it puts in the
  /// environment at `path`: `nonisolated`, so that a nonisolated modifier can build it (its content
  /// is of any view type, which is not `Sendable`).
  nonisolated struct OwnObject<Content: View, Object: AnyObject>: View {
    let content: Content
    let path: WritableKeyPath<EnvironmentValues, Object?>
    let make: @MainActor () -> Object

    @MainActor var body: some View {
      OwnObjectContent(content: content, path: path, make: make)
    }
  }

  /// An object of the view's own, made when the view first appears, never while a body is evaluated:
  /// a `State` default value would be built, and thrown away, every time a parent's body runs.
  private struct OwnObjectContent<Content: View, Object: AnyObject>: View {
    let content: Content
    let path: WritableKeyPath<EnvironmentValues, Object?>
    let make: @MainActor () -> Object
    @State private var object: Object? = nil

    var body: some View {
      content
        .transformEnvironment(path) { [object] in $0 = object }
        .onAppear { if object == nil { object = make() } }
    }
  }
#endif
