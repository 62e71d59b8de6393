import Foundation

/// One thread's context switches, from `/proc/self/task/<tid>/status`.
enum ThreadStatus {
  /// The calling thread's id: the last component of `/proc/thread-self`'s link target, which is
  /// relative (`PID/task/TID`).
  static func currentThreadID() -> Int {
    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
    return Int(target.split(separator: "/").last ?? "") ?? -1
  }

  /// Voluntary and involuntary context switches of thread `tid` of this process, or nil.
  static func contextSwitches(_ tid: Int) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/task/\(tid)/status", encoding: .utf8) else {
      return nil
    }
    let counts = status.split(separator: "\n").filter { $0.contains("ctxt_switches") }
      .compactMap { $0.split(separator: ":").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } }
    return counts.count == 2 ? counts.reduce(0, +) : nil
  }

  static func name(_ tid: Int) -> String {
    ((try? String(contentsOfFile: "/proc/self/task/\(tid)/comm", encoding: .utf8)) ?? "?")
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Every thread of the process with its context switches.
  static func all() -> [Int: Int] {
    let tids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []).compactMap {
      Int($0)
    }
    var result: [Int: Int] = [:]
    for tid in tids { result[tid] = contextSwitches(tid) }
    return result
  }
}
