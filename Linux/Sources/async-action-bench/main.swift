// async-action-bench: the engine's and the GTK widget's figures, each as a ratio against a
// baseline measured in the same run. Run it with `swift run -c release async-action-bench`.
//
// NB: `main` stays synchronous. The GTK part runs the GLib loop on this thread; the engine part
// pumps the main actor's queue on this thread (`MainQueue`), as an app's event loop does.

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let repetitions = option("--repetitions").flatMap { Int($0) } ?? 5

#if !os(Linux)
  print("async-action-bench pumps libdispatch's main queue the Linux way: it runs on Linux only")
  exit(0)
#endif

if arguments.contains("--gtk") {
  exit(GTKBench.main(repetitions: repetitions))
}

if let figure = option("--callgrind-driver") {
  // One side of one figure, `--runs` times after a warm-up, for scripts/bench-callgrind.
  guard let driver = CallgrindDriver(figure: figure, side: option("--side"), runs: option("--runs")) else {
    FileHandle.standardError.write(Data(CallgrindDriver.usage.utf8))
    exit(2)
  }
  driver.run()
  exit(0)
}

print("async-action-bench: \(repetitions) repetitions of each measurement")
var metrics = EngineBench.run(repetitions: repetitions)
if !arguments.contains("--engine-only") { metrics += GTKChild.run(repetitions: repetitions) }
Report.print(metrics)
