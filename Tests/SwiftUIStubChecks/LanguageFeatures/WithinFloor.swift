// Clean: what Swift 6.2 and older compile, including the older spellings of the features above, and
// a newer feature behind `#if compiler(>=6.3)`, which the floor compiler skips.

@_cdecl("async_action_sum")
func sum(_ a: Int32, _ b: Int32) -> Int32 { a &+ b }

@inline(__always) func double(_ value: Int) -> Int { value * 2 }

@_specialize(where T == Int)
func identity<T>(_ value: T) -> T { value }

func largest() -> Int { Swift.max(1, 2) }

@MainActor
final class Engine {
  var runs = 0

  nonisolated deinit {}
}

nonisolated(nonsending) func inherit() async {}

@concurrent func detached() async {}

#if compiler(>=6.3)
  @c func newer() {}
#endif
