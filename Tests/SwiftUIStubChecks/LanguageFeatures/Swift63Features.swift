// Language features newer than the floor, Swift 6.2: each is flagged, with its SE number.

@c func sum(_ a: Int32, _ b: Int32) -> Int32 { a &+ b }  // expect-flagged: SE-0495

@inline(always) func double(_ value: Int) -> Int { value * 2 }  // expect-flagged: SE-0496

@specialized(where T == Int)  // expect-flagged: SE-0460
func identity<T>(_ value: T) -> T { value }

func largest() -> Int {
  Swift::max(1, 2)  // expect-flagged: SE-0491
}

@section("__DATA,__async_action")  // expect-flagged: SE-0492
@used  // expect-flagged: SE-0492
let marker: Int = 1

/// A function whose body clients inline.
@export(implementation)  // expect-flagged: SE-0497
public func exported() {}

/// An enum that may gain cases.
@nonexhaustive  // expect-flagged: SE-0487
public enum Outcome {
  /// The run is done.
  case done
}

#if canImport(UIKit)
  func inUIKitCode() -> Swift::Int { 0 }  // expect-flagged: SE-0491
#endif
