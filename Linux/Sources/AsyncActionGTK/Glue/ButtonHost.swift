import CGtk

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
    let owner = Unmanaged.passRetained(self as AnyObject).toOpaque()
    let releaseOwner: GDestroyNotify = { owner in
      guard let owner else { return }
      let object = Unmanaged<AnyObject>.fromOpaque(owner)
      MainActor.assumeIsolated { host(owner).finalized() }
      object.release()
    }
    g_object_set_data_full(button.cast(), "async-action-button", owner, releaseOwner)
    let this = Unmanaged.passUnretained(self as AnyObject).toOpaque()
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

@MainActor
private func host(_ pointer: UnsafeMutableRawPointer?) -> any ButtonHost {
  // Every pointer handed to GTK above is an object that conforms to ButtonHost.
  Unmanaged<AnyObject>.fromOpaque(pointer!).takeUnretainedValue() as! any ButtonHost
}
