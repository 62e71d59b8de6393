// What the engine keeps for an app's settings and a UI's callback, apart from its state: shaped
// so that a tap reads it cheaply and an idle engine holds little.

extension ActionEngine {
  /// What an app sets through ``ActionEngine/action``, ``ActionEngine/scope``,
  /// ``ActionEngine/onEvent`` and ``ActionEngine/strings``, what a UI sets through
  /// ``ActionEngine/isEnabled``, and the identifier it claims (``ActionEngine/pressIdentifier``):
  /// the engine's `stored`.
  struct Stored {
    var action: AsyncAction
    var scope: ActionScope?
    var strings: ActionStrings
    var onEvent: (@MainActor (ActionEvent) -> Void)?
    var pressIdentifier: ActionIdentifier?
    var isEnabled = true
  }
}

/// ``ActionEngine/onPresentationChange`` and the presentation it was last told, or found when
/// it was set.
@MainActor
final class PresentationListener {
  let notify: @MainActor (ActionPresentation) -> Void
  var presented: ActionPresentation

  init(notify: @escaping @MainActor (ActionPresentation) -> Void, presented: ActionPresentation) {
    self.notify = notify
    self.presented = presented
  }
}
