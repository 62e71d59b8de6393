#if GTK
  internal import CAsyncActionGtk

  /// Runs a button's `GtkSpinner` only while it can be seen: a spinner scrolled out of its
  /// `GtkScrolledWindow`'s view stops, and starts again when it scrolls back.
  ///
  /// A spinning `GtkSpinner` animates through the frame clock for as long as it is mapped, and a
  /// widget scrolled out of view stays mapped: GTK 4.8 has no "is this widget in view" state. So,
  /// while the spinner should turn and its button is mapped inside a scrolled window whose child is
  /// a `GtkViewport`, this watches the window's adjustments and compares the button's bounds in
  /// the scrolled content (which scrolling does not move) with the adjustments' visible range
  /// (`value` to `value + page_size`). A button outside any scrolled window spins whenever asked.
  @MainActor
  final class SpinnerViewport {
    private let spinner: UnsafeMutablePointer<GtkWidget>
    /// The widget whose bounds decide whether the spinner is in view: the button's content, which
    /// is allocated whichever page shows.
    private let anchor: UnsafeMutablePointer<GtkWidget>
    /// Whether the spinner should turn, as the button's state says.
    private(set) var wantsSpinning = false
    /// Whether the `GtkSpinner` is started.
    private(set) var isRunning = false
    private var watched: Watch?
    /// Whether the button, mapped, lies in no scrolled window with a viewport: then there is
    /// nothing to watch until it is mapped again (only a map can put it somewhere else).
    private var outsideScrolledView = false

    private struct Watch {
      let content: UnsafeMutablePointer<GtkWidget>
      let adjustments: [(adjustment: UnsafeMutablePointer<GtkAdjustment>, handlers: [gulong])]
    }

    init(spinner: UnsafeMutablePointer<GtkWidget>, anchor: UnsafeMutablePointer<GtkWidget>) {
      self.spinner = spinner
      self.anchor = anchor
      let this = Unmanaged.passUnretained(self).toOpaque()
      typealias Handler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
      let mapped: Handler = { _, this in
        MainActor.assumeIsolated {
          let viewport = viewport(this)
          viewport.outsideScrolledView = false
          viewport.update()
        }
      }
      let unmapped: Handler = { _, this in MainActor.assumeIsolated { viewport(this).update() } }
      // Unretained: the button that holds the anchor owns the object that owns this one, and
      // releases it only when the button is finalized, after the anchor is gone.
      aab_signal_connect(anchor, "map", unsafeBitCast(mapped, to: GCallback.self), this, nil)
      aab_signal_connect(anchor, "unmap", unsafeBitCast(unmapped, to: GCallback.self), this, nil)
    }

    /// Asks for the spinner to turn, or to stop.
    func setWantsSpinning(_ wants: Bool) {
      guard wants != wantsSpinning else { return }
      wantsSpinning = wants
      update()
    }

    /// Starts or stops the watch and the spinner for the current state.
    private func update() {
      let watches = wantsSpinning && gtk_widget_get_mapped(anchor) != 0
      if watches, watched == nil, !outsideScrolledView {
        watched = watch()
        outsideScrolledView = watched == nil
      } else if !watches, let watch = watched {
        for (adjustment, handlers) in watch.adjustments {
          for handler in handlers { g_signal_handler_disconnect(adjustment, handler) }
          g_object_unref(adjustment)
        }
        watched = nil
      }
      setRunning(wantsSpinning && isInView())
    }

    private func setRunning(_ running: Bool) {
      guard running != isRunning else { return }
      if running {
        gtk_spinner_start(OpaquePointer(spinner))
      } else {
        gtk_spinner_stop(OpaquePointer(spinner))
      }
      isRunning = running
    }

    /// Connects to the adjustments of the nearest scrolled window whose child is a viewport.
    private func watch() -> Watch? {
      guard let scrolled = gtk_widget_get_ancestor(anchor, gtk_scrolled_window_get_type()),
        let child = gtk_scrolled_window_get_child(OpaquePointer(scrolled)),
        g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(child)), gtk_viewport_get_type()) != 0,
        let content = gtk_viewport_get_child(OpaquePointer(child))
      else { return nil }
      let this = Unmanaged.passUnretained(self).toOpaque()
      typealias Handler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
      let changed: Handler = { _, this in
        MainActor.assumeIsolated {
          let viewport = viewport(this)
          viewport.setRunning(viewport.wantsSpinning && viewport.isInView())
        }
      }
      let adjustments = [
        gtk_scrolled_window_get_hadjustment(OpaquePointer(scrolled)),
        gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled)),
      ].compactMap { $0 }.map { adjustment in
        // Held while watched: an app may give the window another adjustment meanwhile.
        g_object_ref(adjustment)
        return (
          adjustment: adjustment,
          handlers: [String](["value-changed", "changed"]).map {
            aab_signal_connect(adjustment, $0, unsafeBitCast(changed, to: GCallback.self), this, nil)
          }
        )
      }
      return Watch(content: content, adjustments: adjustments)
    }

    /// Whether any part of the anchor lies in the visible range of the watched adjustments; `true`
    /// when nothing is watched.
    private func isInView() -> Bool {
      guard let watched, watched.adjustments.count == 2 else { return true }
      var bounds = graphene_rect_t()
      guard gtk_widget_compute_bounds(anchor, watched.content, &bounds) != 0 else { return true }
      let horizontal = watched.adjustments[0].adjustment
      let vertical = watched.adjustments[1].adjustment
      return Self.overlaps(
        Double(bounds.origin.x), Double(bounds.size.width), horizontal)
        && Self.overlaps(Double(bounds.origin.y), Double(bounds.size.height), vertical)
    }

    private static func overlaps(
      _ origin: Double, _ length: Double, _ adjustment: UnsafeMutablePointer<GtkAdjustment>
    ) -> Bool {
      let value = gtk_adjustment_get_value(adjustment)
      let page = gtk_adjustment_get_page_size(adjustment)
      // A page size of 0: the scrolled window is not allocated yet; count it as in view.
      guard page > 0 else { return true }
      return origin + length > value && origin < value + page
    }
  }

  @MainActor
  private func viewport(_ pointer: UnsafeMutableRawPointer?) -> SpinnerViewport {
    Unmanaged<SpinnerViewport>.fromOpaque(pointer!).takeUnretainedValue()
  }
#endif
