// NB: with GTK's headers in the build, `timespec` comes from a module that CGtk re-exports.
import CGtk
import Foundation

/// One line of the bench's report.
struct Metric {
  let name: String
  let value: Double
  /// The largest value within goal: every figure is better when smaller.
  let goal: Double
  let detail: String
  let unit: String

  var ok: Bool { value <= goal }

  var line: String {
    "metric=\(name) value=\(Self.format(value)) goal=\(Self.format(goal)) ok=\(ok)"
  }

  static func format(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e9 { return String(Int(value)) }
    return String(format: "%.3f", value)
  }
}

/// The proof that a figure can move: the same measurement against a side made deliberately
/// worse (a polling loop, a late render, an extra hop) must reach `threshold`.
struct SelfCheck {
  let metric: String
  let value: Double
  let threshold: Double
  /// What was made worse, and the value's unit.
  let what: String

  var moved: Bool { value >= threshold }

  var line: String {
    "self-check=\(metric) value=\(Metric.format(value)) expect>=\(Metric.format(threshold)) "
      + "moved=\(moved) (\(what))"
  }
}

/// Repeats a measurement and keeps every result.
struct Samples {
  var values: [Double] = []

  var min: Double { values.min() ?? .nan }
  var median: Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  /// The nearest-rank percentile: the smallest value with at least `p` % of the values at or
  /// below it (of 100 values, p99 is the second largest).
  func percentile(_ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
    return sorted[Swift.max(0, Swift.min(rank, sorted.count) - 1)]
  }
}

extension Duration {
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}

/// CPU time the whole process used, in seconds.
func processCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Context switches of the whole process: each is a thread going to sleep or being woken.
func processContextSwitches() -> Int {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return usage.ru_nvcsw + usage.ru_nivcsw
}

/// Resident memory of the process, in bytes.
func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = text.split(separator: " ")
  return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}
