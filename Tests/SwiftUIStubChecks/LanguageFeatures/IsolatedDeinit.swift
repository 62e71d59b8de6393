// `isolated deinit` (SE-0371, Swift 6.2) is within the floor, but the design forbids it in code that
// ships to Apple platforms: below iOS 26 it runs through a back-deploy shim with public crash reports.
// `#if os(Linux)` code never ships there, so its `isolated deinit` is not flagged.

@MainActor
final class Engine {
  var runs = 0

  isolated deinit {  // expect-flagged: isolated deinit
    runs = 0
  }
}

#if os(iOS)
  @MainActor
  final class PhoneEngine {
    isolated deinit {}  // expect-flagged: isolated deinit
  }
#endif

#if os(Linux)
  @MainActor
  final class LinuxEngine {
    isolated deinit {}
  }
#endif
