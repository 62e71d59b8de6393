#if canImport(SwiftUI)
  public import SwiftUI

  private struct ScopeBusyKey: EnvironmentKey {
    static let defaultValue = false
  }

  extension EnvironmentValues {
    /// Whether an async action button of the enclosing scope is busy: from the tap that starts its
    /// run until the button is idle again (its spinner gone, a hold after success over). `false`
    /// outside any scope.
    ///
    /// A form reads it in one line to keep its fields still while Save runs:
    ///
    /// ```swift
    /// struct ProfileFields: View {
    ///   @Environment(\.isAsyncActionScopeBusy) private var isSaving
    ///   @Binding var name: String
    ///
    ///   var body: some View {
    ///     TextField("Name", text: $name).disabled(isSaving)
    ///   }
    /// }
    ///
    /// VStack {
    ///   ProfileFields(name: $name)
    ///   AsyncActionButton("Save") { try await profile.save(name) }
    /// }
    /// .asyncActionScope()
    /// ```
    ///
    /// It is the scope's `ActionScope.isBusy`, set by ``SwiftUI/View/asyncActionScope()`` and
    /// ``SwiftUI/View/asyncActionScope(_:)`` for the views inside them: the innermost scope's. It is
    /// read-only; a view changes it by running a button of the scope.
    public var isAsyncActionScopeBusy: Bool { self[ScopeBusyKey.self] }

    /// The storage of ``isAsyncActionScopeBusy``, which only the scope modifiers write.
    var asyncActionScopeBusy: Bool {
      get { self[ScopeBusyKey.self] }
      set { self[ScopeBusyKey.self] = newValue }
    }
  }

  /// The inputs of the view that tells its content whether the scope in its environment is busy:
  /// `nonisolated`, so that the nonisolated scope modifiers can build it.
  nonisolated struct ScopeBusyWriter<Content: View>: View {
    let content: Content

    @MainActor var body: some View {
      ScopeBusyContent(content: content)
    }
  }

  /// Reads the scope's `isBusy` in its body, where Observation tracks the read, so that the body
  /// runs again, and the environment value below changes, exactly when the scope's busy state does.
  private struct ScopeBusyContent<Content: View>: View {
    let content: Content
    @Environment(\.asyncActionButton.scope) private var scope

    var body: some View {
      let isBusy = scope?.isBusy ?? false
      content.transformEnvironment(\.asyncActionScopeBusy) { $0 = isBusy }
    }
  }
#endif
