@_spi(Shell) import AsyncActionCore
import CBenchSupport
import Foundation

/// `memory_growth_percent` (resident memory over 100,000 runs, goal ≤ 1 %) and
/// `memory_per_engine_bytes` (heap per idle engine with an action, goal ≤ 1 KiB).
extension EngineBench {
  // MARK: Memory

  /// Heap per idle engine: 10,000 engines with an action each, alive together.
  static func memoryPerEngine() -> [Metric] {
    let perEngine = heapPerObject(10_000) {
      let engine = ActionEngine(configuration: ActionConfiguration())
      engine.action = AsyncAction {}
      return engine
    }
    return [
      Metric(
        name: "memory_per_engine_bytes", value: perEngine.rounded(), goal: 1024,
        detail: "heap in use (mallinfo2) per idle engine with an action, over 10,000 engines", unit: " B")
    ]
  }

  /// The heap in use per object while `count` objects made by `make` are alive.
  static func heapPerObject<Object>(_ count: Int, _ make: () -> Object) -> Double {
    var warm: [Object] = []
    for _ in 0..<100 { warm.append(make()) }
    var objects: [Object] = []
    objects.reserveCapacity(count)
    let before = aab_heap_in_use_bytes()
    for _ in 0..<count { objects.append(make()) }
    let after = aab_heap_in_use_bytes()
    // The array's buffer was reserved before the first count: only the objects are counted.
    withExtendedLifetime((warm, objects)) {}
    return (Double(after) - Double(before)) / Double(count)
  }

  static func memoryGrowth(leakPerRun: Int = 0) -> [Metric] {
    let runner = RunDriver(timing: .immediate)
    runner.run(10_000)  // warm up: caches, the task allocator's slabs
    let runs = leakPerRun > 0 ? 20_000 : 100_000
    var leaked: [UnsafeMutableRawPointer] = []
    let before = residentBytes()
    let heapBefore = aab_heap_in_use_bytes()
    for _ in 0..<(runs / 1000) {
      runner.run(1000)
      if leakPerRun > 0 {
        for _ in 0..<1000 {
          let block = UnsafeMutableRawPointer.allocate(byteCount: leakPerRun, alignment: 16)
          block.initializeMemory(as: UInt8.self, repeating: 1, count: leakPerRun)
          leaked.append(block)
        }
      }
    }
    let after = residentBytes()
    let heapGrowth = (Double(aab_heap_in_use_bytes()) - Double(heapBefore)) / Double(runs)
    for block in leaked { block.deallocate() }
    let growth = Double(after - before) / Double(before) * 100
    return [
      Metric(
        name: "memory_growth_percent", value: max(growth, 0), goal: 1,
        detail:
          "resident \(before / 1024) KiB before and \(after / 1024) KiB after \(runs) runs; heap in use "
          + String(format: "%+.2f B a run", heapGrowth), unit: "%")
    ]
  }

  /// Runs that leak, and objects that hold 2 KiB each: both memory figures must see them. The
  /// leak first, as pages freed by the other check would absorb it.
  static func memorySelfChecks() -> [SelfCheck] {
    var checks: [SelfCheck] = []
    checks.append(
      SelfCheck(
        metric: "memory_growth_percent", value: memoryGrowth(leakPerRun: 4096).first!.value, threshold: 1,
        what: "the same runs, each leaking 4 KiB (%)"))
    // memory_per_engine_bytes: objects that each hold 2 KiB.
    let heavy = heapPerObject(10_000) { HeavyObject() }
    checks.append(
      SelfCheck(
        metric: "memory_per_engine_bytes", value: heavy, threshold: 2048,
        what: "10,000 objects that each hold a 2 KiB buffer (bytes each)"))
    return checks
  }
}

/// The self-check's object for `memory_per_engine_bytes`: 2 KiB of heap each.
final class HeavyObject {
  let bytes = [UInt8](repeating: 1, count: 2048)
}
