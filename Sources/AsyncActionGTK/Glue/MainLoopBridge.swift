#if GTK
  internal import CAsyncActionGtk

  /// Runs Swift's main actor inside the GLib main loop.
  ///
  /// On Linux, main-actor work waits on libdispatch's main queue. When GLib's loop owns the main
  /// thread, nothing drains that queue, and main-actor code — every engine transition, every task
  /// continuation — would never run. The bridge watches the queue's wake-up file descriptor (an
  /// eventfd) with a GLib source and drains the queue when it fires: no polling, no timer, and no CPU
  /// while idle.
  ///
  /// ```swift
  /// AsyncActionMainLoopBridge.install()
  /// let app = gtk_application_new("org.example.MyApp", G_APPLICATION_DEFAULT_FLAGS)!
  /// // … connect "activate", which builds the window …
  /// let status = g_application_run(cast(app), CommandLine.argc, CommandLine.unsafeArgv)
  /// ```
  ///
  /// The bridge's source lives in the default main context, which `g_application_run` and
  /// `g_main_loop_run` iterate.
  ///
  /// > Important: Call it on the main thread, before running the loop, from a synchronous `main`:
  /// > with an `async` main the main thread is parked, and main-actor code would run on a worker
  /// > thread, which GTK forbids.
  public enum AsyncActionMainLoopBridge {
    @MainActor private static var sourceID: guint = 0

    /// Installs the bridge in the default GLib main context. Calling it again does nothing.
    @MainActor public static func install() {
      guard sourceID == 0 else { return }
      let descriptor = _dispatch_get_main_queue_handle_4CF()
      // High priority: main-actor work (a timer that fired, an action's continuation) goes
      // before GDK's events and redraws that are ready at the same time.
      sourceID = g_unix_fd_add_full(
        G_PRIORITY_HIGH, descriptor, G_IO_IN,
        { descriptor, _, _ in
          // Read the eventfd first: left readable, it would wake the loop forever.
          var count: eventfd_t = 0
          _ = eventfd_read(descriptor, &count)
          _dispatch_main_queue_callback_4CF(nil)
          return 1  // G_SOURCE_CONTINUE: keep watching.
        }, nil, nil)
      // Work queued before the source existed.
      _dispatch_main_queue_callback_4CF(nil)
    }
  }
#endif
