// async-action-bench: the engine's and the GTK widget's figures, each as a ratio against a
// baseline measured in the same run. Run it with `swift run -c release async-action-bench`.
//
// NB: `main` stays synchronous, as in the demo: the GTK part runs the GLib loop on this thread.

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let repetitions =
  arguments.firstIndex(of: "--repetitions").flatMap { index in
    arguments.indices.contains(index + 1) ? Int(arguments[index + 1]) : nil
  } ?? 5

#if canImport(AsyncActionGTK)
  if arguments.contains("--gtk") {
    exit(GTKBench.main(repetitions: repetitions))
  }
#endif

Task { @MainActor in
  print("async-action-bench: \(repetitions) repetitions of each measurement; ratios use medians")
  var metrics = await EngineBench.run(repetitions: repetitions)
  metrics += GTKChild.run(repetitions: repetitions)
  Report.print(metrics)
  exit(0)
}
dispatchMain()
