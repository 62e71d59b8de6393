// The "Edit Profile" demo.
//
// On Linux with GTK 4: a window (`--text` plays the terminal version, `--screenshot DIR` writes
// screenshots, and with no display the demo runs itself under Xvfb). Elsewhere: the terminal version.
//
// NB: `main` stays synchronous. GTK must run on the main thread, and an `async` main would park
// the main thread and run main-actor code on a worker thread.

import Foundation

#if canImport(AsyncActionGTK)
  exit(GTKDemo.main(arguments: Array(CommandLine.arguments.dropFirst())))
#else
  Task { @MainActor in
    await TerminalDemo().play()
    exit(0)
  }
  dispatchMain()
#endif
