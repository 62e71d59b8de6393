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

    /// The class that makes a spinner `diameter` pixels across on `widget`'s display, its rule
    /// added to the display the first time a spinner there takes that size.
    ///
    /// A `GtkSpinner` is as large as its CSS icon size and minimum size (16 pixels in GTK's
    /// themes), which a size request cannot make smaller. One stylesheet per display, above the
    /// theme and below the app's own CSS, holds a rule for each diameter a spinner there has taken
    /// (a handful: one per font size in use): a per-widget stylesheet would take the spinner out of
    /// GTK's shared style cache at every restyle.
    @MainActor
    static func spinnerSizeClass(_ diameter: Int, for widget: UnsafeMutablePointer<GtkWidget>) -> String {
      let name = "async-action-spinner-\(diameter)"
      guard let display = gtk_widget_get_display(widget) else { return name }
      let key = "async-action-spinner-sizes"
      let object = UnsafeMutablePointer<GObject>(display)
      let address = UInt(bitPattern: UnsafeMutableRawPointer(display))
      var provider = g_object_get_data(object, key).map {
        UnsafeMutablePointer<GtkCssProvider>(OpaquePointer($0))
      }
      if provider == nil {
        let made = gtk_css_provider_new()!
        gtk_style_context_add_provider_for_display(display, OpaquePointer(made), spinnerSizesPriority)
        // The display keeps the provider; the mark on the display says it is installed.
        g_object_set_data(object, key, made)
        g_object_unref(made)
        provider = made
        spinnerDiameters[address] = []
      }
      guard let provider, spinnerDiameters[address, default: []].insert(diameter).inserted else {
        return name
      }
      let rules = spinnerDiameters[address, default: []].sorted().map {
        "spinner.async-action-spinner-\($0) { -gtk-icon-size: \($0)px; min-width: \($0)px; min-height: \($0)px; }"
      }
      gtk_css_provider_load_from_data(provider, rules.joined(separator: "\n"), -1)
      return name
    }

    /// The diameters each display's spinner stylesheet has a rule for, by the display's address.
    @MainActor private static var spinnerDiameters: [UInt: Set<Int>] = [:]
    /// Above the theme's rules (`GTK_STYLE_PROVIDER_PRIORITY_THEME`, 200), below the settings'
    /// and the app's own (400 and 600), so that an app's CSS may still size its spinners.
    static let spinnerSizesPriority = guint(GTK_STYLE_PROVIDER_PRIORITY_THEME) + 1
  }
#endif
