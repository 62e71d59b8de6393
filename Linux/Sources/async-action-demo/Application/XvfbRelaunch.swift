import Foundation

/// Runs the demo again under `xvfb-run`, for machines without a display: it then writes
/// screenshots instead of showing a window.
enum XvfbRelaunch {
  /// Runs this program again under `xvfb-run` with `arguments`, plus `--screenshot
  /// demo-screenshots` unless they name a directory.
  ///
  /// - Returns: The exit status of the run under Xvfb, or 1 if it could not start.
  static func run(arguments: [String], screenshotDirectory: String?) -> Int32 {
    guard let xvfbRun = findExecutable("xvfb-run") else {
      print(
        """
        No display found (DISPLAY and WAYLAND_DISPLAY are empty), and xvfb-run is not installed.
        Run the demo on a desktop, or install Xvfb to let it run headless and write screenshots:
          apt-get install -y xvfb xauth
        Or play it in the terminal: swift run async-action-demo --text
        """)
      return 1
    }
    let directory = screenshotDirectory ?? "demo-screenshots"
    var forwarded = arguments
    if screenshotDirectory == nil { forwarded += ["--screenshot", directory] }
    print("No display: running the demo under Xvfb; screenshots go to \(directory)/")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: xvfbRun)
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    process.arguments = ["-a", "-s", "-screen 0 1024x768x24", executable] + forwarded
    var environment = ProcessInfo.processInfo.environment
    // Xvfb has no GPU: render with cairo. No session bus runs there: no accessibility bus.
    environment["GSK_RENDERER"] = environment["GSK_RENDERER"] ?? "cairo"
    environment["GTK_A11Y"] = environment["GTK_A11Y"] ?? "none"
    process.environment = environment
    do {
      try process.run()
    } catch {
      print("Could not start xvfb-run: \(error)")
      return 1
    }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Whether the environment names a display, X11 or Wayland.
  static var hasDisplay: Bool {
    let environment = ProcessInfo.processInfo.environment
    return !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
  }

  private static func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}
