import CGtk

/// A Swift closure connected to a GObject signal. GLib holds the handler and releases it when the
/// signal is disconnected or the object is finalized; ``liveCount`` counts the handlers alive, so
/// the demo can check at exit that every one was released.
@MainActor
final class SignalHandler {
  private(set) static var liveCount = 0
  let body: @MainActor () -> Void

  private init(_ body: @escaping @MainActor () -> Void) {
    self.body = body
    Self.liveCount += 1
  }

  isolated deinit {
    Self.liveCount -= 1
  }

  /// Connects `body` to `signal` of `instance`.
  ///
  /// - Parameters:
  ///   - instance: The GObject.
  ///   - signal: The signal's name, such as `"clicked"`, `"activate"` or `"notify::visible"`.
  ///   - arguments: How many pointer-sized arguments the signal passes between the instance and
  ///     the user data: 0 for "clicked", "destroy" or GApplication's "activate"; 1 for
  ///     "notify::…" (the property's spec) or GSimpleAction's "activate" (the parameter).
  ///     `body` ignores them.
  ///   - body: What runs when the signal is emitted.
  static func connect(
    _ instance: UnsafeMutableRawPointer, _ signal: String, arguments: Int = 0,
    _ body: @escaping @MainActor () -> Void
  ) {
    typealias NoArgument = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    typealias OneArgument =
      @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    let handler: GCallback
    switch arguments {
    case 0:
      let thunk: NoArgument = { _, box in SignalHandler.run(box) }
      handler = unsafeBitCast(thunk, to: GCallback.self)
    case 1:
      let thunk: OneArgument = { _, _, box in SignalHandler.run(box) }
      handler = unsafeBitCast(thunk, to: GCallback.self)
    default:
      preconditionFailure("SignalHandler.connect: \(arguments) arguments for \(signal); 0 or 1 are handled")
    }
    let release: GClosureNotify = { box, _ in
      Unmanaged<SignalHandler>.fromOpaque(box!).release()
    }
    let box = Unmanaged.passRetained(SignalHandler(body)).toOpaque()
    cgtk_signal_connect(instance, signal, handler, box, release)
  }

  /// Runs the handler boxed at `box`. GLib emits the demo's signals on the main thread.
  private nonisolated static func run(_ box: UnsafeMutableRawPointer?) {
    let handler = Unmanaged<SignalHandler>.fromOpaque(box!)
    MainActor.assumeIsolated { handler.takeUnretainedValue().body() }
  }
}
