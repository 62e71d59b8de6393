// NB: with GTK's headers in the build, `timespec` comes from a module that CGtk re-exports.
import CGtk
import Foundation

/// One line of the bench's report.
struct Metric {
  let name: String
  let value: Double
  let goal: Double
  /// `true` when smaller is better (a ratio, a latency); `false` is never used today.
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

  func percentile(_ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((p / 100 * Double(sorted.count - 1)).rounded(.up))
    return sorted[Swift.min(rank, sorted.count - 1)]
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
