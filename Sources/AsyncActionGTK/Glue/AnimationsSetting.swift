#if GTK
  internal import CAsyncActionGtk

  /// Whether GTK runs animations on a widget's display: its `GtkSettings`' `gtk-enable-animations`,
  /// off when the user asks for reduced motion.
  ///
  /// Every drawing of a button needs it, and reading a property by name costs a lookup and a
  /// `GValue` each time; so each settings object is read once, kept current by its change
  /// notification, and forgotten when it is finalized.
  @MainActor
  enum AnimationsSetting {
    /// The value of each settings object read so far.
    private static var known: [OpaquePointer: Bool] = [:]

    /// Whether animations run on `widget`'s display.
    static func areEnabled(on widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
      guard let settings = gtk_widget_get_settings(widget) else { return true }
      if let enabled = known[settings] { return enabled }
      watch(settings)
      let enabled = read(settings)
      known[settings] = enabled
      return enabled
    }

    private static func read(_ settings: OpaquePointer) -> Bool {
      aab_settings_animations_enabled(settings) != 0
    }

    /// Follows the setting's changes, and drops the entry when the settings object goes. The
    /// handlers hold no data, so there is nothing to release but the entry.
    private static func watch(_ settings: OpaquePointer) {
      typealias Notify =
        @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
      let changed: Notify = { settings, _, _ in
        guard let settings else { return }
        MainActor.assumeIsolated {
          AnimationsSetting.known[OpaquePointer(settings)] = AnimationsSetting.read(OpaquePointer(settings))
        }
      }
      aab_signal_connect(
        UnsafeMutableRawPointer(settings), "notify::gtk-enable-animations",
        unsafeBitCast(changed, to: GCallback.self), nil, nil)
      let finalized: GWeakNotify = { _, settings in
        guard let settings else { return }
        MainActor.assumeIsolated { _ = AnimationsSetting.known.removeValue(forKey: OpaquePointer(settings)) }
      }
      g_object_weak_ref(UnsafeMutablePointer(settings), finalized, nil)
    }
  }
#endif
