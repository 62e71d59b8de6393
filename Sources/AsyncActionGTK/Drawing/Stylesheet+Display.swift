#if GTK
  internal import CAsyncActionGtk

  extension Stylesheet {
    /// Loads ``css`` into the display of `widget`, once per display.
    ///
    /// The rules sit at the fallback priority, below the theme and the app: an app's own CSS for
    /// these classes wins.
    @MainActor
    static func install(for widget: UnsafeMutablePointer<GtkWidget>) {
      guard let display = gtk_widget_get_display(widget) else { return }
      let key = "async-action-style"
      let object = UnsafeMutablePointer<GObject>(display)
      guard g_object_get_data(object, key) == nil else { return }
      let provider = gtk_css_provider_new()!
      gtk_css_provider_load_from_data(provider, css, -1)
      gtk_style_context_add_provider_for_display(
        display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
      // The display keeps the provider; the mark on the display says it is installed.
      g_object_set_data(object, key, provider)
      g_object_unref(provider)
    }
  }
#endif
