import CGtk

extension AsyncActionButtonWidget {
  /// The look of the button, as GTK's style classes give it.
  ///
  /// ```swift
  /// let delete = AsyncActionButtonWidget(label: "Delete", style: .destructive) { try await draft.delete() }
  /// ```
  public enum Style: Hashable, Sendable {
    /// A plain button.
    case standard
    /// The `suggested-action` class: the prominent button of a view.
    case suggested
    /// The `destructive-action` class.
    case destructive
    /// The `flat` class: no frame until hovered.
    case flat

    /// The style class, if any.
    var cssClass: String? {
      switch self {
      case .standard: nil
      case .suggested: "suggested-action"
      case .destructive: "destructive-action"
      case .flat: "flat"
      }
    }
  }
}

extension AsyncActionButtonWidget.Style {
  /// Swaps the style class of `old` for this style's on `button`.
  func replace(_ old: Self?, on button: UnsafeMutablePointer<GtkWidget>) {
    guard old != self else { return }
    if let old = old?.cssClass { gtk_widget_remove_css_class(button, old) }
    if let new = cssClass { gtk_widget_add_css_class(button, new) }
  }
}
