#if GTK
  internal import CAsyncActionGtk

  /// The two settings of a widget's display that change how a look draws: whether GTK runs
  /// animations (`gtk-enable-animations`, off when the user asks for reduced motion) and whether
  /// the theme is a high-contrast one (`gtk-theme-name`).
  ///
  /// Every drawing of a button needs them, and reading a property by name costs a lookup and a
  /// `GValue` each time; so each settings object is read once, kept current by its change
  /// notifications, and forgotten when it is finalized.
  @MainActor
  enum DisplaySettings {
    /// What one settings object says.
    private struct Values {
      var animationsEnabled: Bool
      var highContrast: Bool
    }

    /// The values of each settings object read so far.
    private static var known: [OpaquePointer: Values] = [:]

    /// Whether animations run on `widget`'s display.
    static func animationsEnabled(on widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
      values(on: widget)?.animationsEnabled ?? true
    }

    /// Whether `widget`'s display draws with a high-contrast theme.
    static func highContrast(on widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
      values(on: widget)?.highContrast ?? false
    }

    /// Whether a theme of this name is a high-contrast one: GTK's own `Default-hc` and
    /// `Default-hc-dark` (and any theme named the same way), and the `HighContrast` and
    /// `HighContrastInverse` that GTK 3 and the desktops name.
    ///
    /// ```swift
    /// DisplaySettings.isHighContrast(themeName: "Default-hc-dark")  // true
    /// ```
    static func isHighContrast(themeName: String) -> Bool {
      themeName.hasPrefix("HighContrast") || themeName.hasSuffix("-hc") || themeName.contains("-hc-")
    }

    private static func values(on widget: UnsafeMutablePointer<GtkWidget>) -> Values? {
      guard let settings = gtk_widget_get_settings(widget) else { return nil }
      if let values = known[settings] { return values }
      watch(settings)
      let values = read(settings)
      known[settings] = values
      return values
    }

    private static func read(_ settings: OpaquePointer) -> Values {
      var highContrast = false
      if let name = aab_settings_theme_name(settings) {
        highContrast = isHighContrast(themeName: String(cString: name))
        g_free(name)
      }
      return Values(
        animationsEnabled: aab_settings_animations_enabled(settings) != 0, highContrast: highContrast)
    }

    /// Follows the settings' changes, and drops the entry when the settings object goes. The
    /// handlers hold no data, so there is nothing to release but the entry.
    private static func watch(_ settings: OpaquePointer) {
      typealias Notify =
        @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
      let changed: Notify = { settings, _, _ in
        guard let settings else { return }
        MainActor.assumeIsolated {
          DisplaySettings.known[OpaquePointer(settings)] = DisplaySettings.read(OpaquePointer(settings))
        }
      }
      for signal in ["notify::gtk-enable-animations", "notify::gtk-theme-name"] {
        aab_signal_connect(
          UnsafeMutableRawPointer(settings), signal, unsafeBitCast(changed, to: GCallback.self), nil, nil)
      }
      let finalized: GWeakNotify = { _, settings in
        guard let settings else { return }
        MainActor.assumeIsolated { _ = DisplaySettings.known.removeValue(forKey: OpaquePointer(settings)) }
      }
      g_object_weak_ref(UnsafeMutablePointer(settings), finalized, nil)
    }
  }
#endif
