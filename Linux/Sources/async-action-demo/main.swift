// The "Edit Profile" demo: a GTK application (`--text` plays the same screen in the terminal,
// `--screenshot DIR` writes screenshots, and with no display the demo runs itself under Xvfb).
//
// `main` stays synchronous. GTK must run on the main thread, and an `async` main would park the
// main thread and run main-actor code on a worker thread.

import CGtk
import Foundation

cgtk_line_buffer_stdout()
let options: DemoOptions
do {
  options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("\(error.message)\n\(DemoOptions.usage)\n".utf8))
  exit(2)
}
switch options.mode {
case .help:
  print(DemoOptions.usage)
  exit(0)
case .offscreenCheck:
  exit(OffscreenSpinnerCheck.run())
case .leaveCheck:
  exit(LeaveRightAfterTapCheck.run())
case .traceGrammar:
  TraceKind.listing.forEach { print($0) }
  exit(0)
case .listLooks:
  MainActor.assumeIsolated { LooksTab.listing }.forEach { print($0) }
  exit(0)
case .run where options.text:
  exit(TerminalDemo.run())
case .run where !XvfbRelaunch.hasDisplay:
  exit(
    XvfbRelaunch.run(
      arguments: Array(CommandLine.arguments.dropFirst()), screenshotDirectory: options.screenshotDirectory))
case .run:
  exit(DemoApplication(options: options).run())
}
