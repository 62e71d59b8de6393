#if canImport(SwiftUI)
  import AsyncActionCore
  public import SwiftUI

  // The titles modifier that takes localizable resources, so that a literal such as "Saving…" lands
  // in the app's String Catalog as `Button("Save")`'s title does. The core's `ActionTitles` holds
  // resolved strings: the core has no SwiftUI and no catalog of the app's.

  extension View {
    /// Gives the async action buttons in this view a title while they run ("Saving…"), a title
    /// after a failed run ("Save Again"), or both, looked up in the app's strings.
    ///
    /// ```swift
    /// AsyncActionButton("Save") { try await profile.save() }
    ///   .asyncActionTitles(busy: "Saving…", retry: "Save Again")
    /// ```
    ///
    /// The literals are `LocalizedStringResource`s, so Xcode adds them to the String Catalog, and
    /// the button shows them in the environment's locale (`\.locale`), as `Text` shows its key.
    /// For the built-in retry title, "Try Again" in the user's language, pass
    /// `ActionTitles.tryAgain(busy:)` to ``SwiftUI/View/asyncActionTitles(_:)`` instead.
    ///
    /// A title that is empty or only white space is ignored, with a runtime warning naming it
    /// (`ActionConfiguration.Warning`).
    ///
    /// - Parameters:
    ///   - busy: The title while the button runs; `nil` for none.
    ///   - retry: The title after a failed run, until a run succeeds; `nil` for none.
    /// - Returns: A view whose async action buttons show the titles.
    nonisolated public func asyncActionTitles(
      busy: LocalizedStringResource? = nil, retry: LocalizedStringResource? = nil
    ) -> some View {
      modifier(LocalizedTitles(busy: busy, retry: retry))
    }
  }

  /// Resolves the title resources in the environment's locale and writes them as the buttons' titles.
  private struct LocalizedTitles: ViewModifier {
    let busy: LocalizedStringResource?
    let retry: LocalizedStringResource?
    @Environment(\.locale) private var locale

    nonisolated init(busy: LocalizedStringResource?, retry: LocalizedStringResource?) {
      self.busy = busy
      self.retry = retry
    }

    func body(content: Content) -> some View {
      content.asyncActionTitles(ActionTitles(busy: resolved(busy), retry: resolved(retry)))
    }

    private func resolved(_ resource: LocalizedStringResource?) -> String? {
      guard var resource else { return nil }
      resource.locale = locale
      return String(localized: resource)
    }
  }
#endif
