#if GTK
  internal import CAsyncActionGtk

  /// What a button object does when its `GtkButton` is clicked, mapped, unmapped or finalized.
  @MainActor
  protocol ButtonHost: AnyObject {
    func clicked()
    func mapped()
    func unmapped()
    func finalized()
  }

  extension ButtonHost {
    /// Makes `button` own `self` and forward its signals to it.
    ///
    /// The button keeps the object alive until the button is finalized, so the unretained pointer
    /// handed to the signal handlers is valid whenever GTK calls them: no signal is emitted on a
    /// finalized object.
    func bind(to button: UnsafeMutablePointer<GtkWidget>) {
      let link = HostLink(self)
      let releaseLink: GDestroyNotify = { link in
        guard let link else { return }
        MainActor.assumeIsolated {
          let owned = Unmanaged<HostLink>.fromOpaque(link)
          owned.takeUnretainedValue().host.finalized()
          owned.release()
        }
      }
      g_object_set_data_full(
        button.cast(), "async-action-button", Unmanaged.passRetained(link).toOpaque(), releaseLink)
      let this = Unmanaged.passUnretained(link).toOpaque()
      typealias Handler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
      let clicked: Handler = { _, this in MainActor.assumeIsolated { host(this).clicked() } }
      let mapped: Handler = { _, this in MainActor.assumeIsolated { host(this).mapped() } }
      let unmapped: Handler = { _, this in MainActor.assumeIsolated { host(this).unmapped() } }
      for (signal, handler) in [
        ("clicked", clicked), ("map", mapped), ("unmap", unmapped), ("destroy", unmapped),
      ] {
        aab_signal_connect(button, signal, unsafeBitCast(handler, to: GCallback.self), this, nil)
      }
    }
  }

  /// The object the button owns and its signal handlers reach: it holds its host as
  /// `any ButtonHost` already, so a signal costs no dynamic cast to the protocol (a conformance
  /// lookup on every click).
  @MainActor
  private final class HostLink {
    let host: any ButtonHost

    init(_ host: any ButtonHost) {
      self.host = host
    }
  }

  @MainActor
  private func host(_ pointer: UnsafeMutableRawPointer?) -> any ButtonHost {
    // Every pointer handed to GTK above is a HostLink the button owns.
    Unmanaged<HostLink>.fromOpaque(pointer!).takeUnretainedValue().host
  }
#endif
