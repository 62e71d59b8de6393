import Foundation

/// A value guarded by a lock.
///
/// `@unchecked Sendable` is safe here: `value` is private and only read or written inside
/// `withLock`, which holds `lock` for the whole access, so no two threads touch it at once; and
/// `Value` is required to be `Sendable`, so nothing non-sendable escapes through `withLock`'s result.
final class LockedState<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
