#if GTK
  internal import CAsyncActionGtk

  extension AsyncActionButtonWidget {
    /// The GTK style class of the button (a CSS class), which the theme draws it by.
    ///
    /// ```swift
    /// let delete = AsyncActionButtonWidget(label: "Delete", cssClass: .destructive) { try await draft.delete() }
    /// ```
    public enum CSSClass: Hashable, Sendable {
      /// A plain button: no class.
      case standard
      /// The `suggested-action` class: the prominent button of a view.
      case suggested
      /// The `destructive-action` class.
      case destructive
      /// The `flat` class: no frame until hovered.
      case flat

      /// The class's name, if any.
      var name: String? {
        switch self {
        case .standard: nil
        case .suggested: "suggested-action"
        case .destructive: "destructive-action"
        case .flat: "flat"
        }
      }
    }
  }

  extension AsyncActionButtonWidget.CSSClass {
    /// Swaps the class `old` for this one on `button`.
    func replace(_ old: Self?, on button: UnsafeMutablePointer<GtkWidget>) {
      guard old != self else { return }
      if let old = old?.name { gtk_widget_remove_css_class(button, old) }
      if let new = name { gtk_widget_add_css_class(button, new) }
    }
  }
#endif
