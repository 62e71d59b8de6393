// The part of Foundation's key-value observation that `Sources/AsyncActionCore` uses on Apple
// platforms, which swift-corelibs-foundation (Linux) lacks. Not a module: `scripts/check-swiftui`
// (step 14) compiles this file with the core's `ProgressObservation.swift` and with each fixture in
// `Tests/SwiftUIStubChecks/KeyValueObserving/`, in Swift 6 mode, `-D ASYNC_ACTION_KVO_STUB`. The
// rules of `Stubs/README.md` hold: each declaration as Apple's page shows it, the page named.
// Linux has no Objective-C runtime, so the `@objc` attributes of Apple's declarations are left
// out; nothing here runs (bodies are `fatalError()`).

import Foundation

/// An object that holds a key-value observation; the observation stops when it is invalidated or
/// deinitialized.
///
/// Apple: documentation/foundation/nskeyvalueobservation —
/// `@objc(_NSKeyValueObservation) class NSKeyValueObservation`. No `Sendable` conformance is shown.
class NSKeyValueObservation {
  /// Stops the observation.
  ///
  /// Apple: documentation/foundation/nskeyvalueobservation/invalidate() — `@objc func invalidate()`.
  func invalidate() { fatalError("KVO stub") }
}

/// The values that can be returned in a change dictionary.
///
/// Apple: documentation/foundation/nskeyvalueobservingoptions — `struct NSKeyValueObservingOptions`,
/// an option set of `UInt` (`init(rawValue: UInt)`), with `new`, `old`, `initial` and `prior`.
struct NSKeyValueObservingOptions: OptionSet, Sendable {
  let rawValue: UInt
  static var new: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 0x01) }
  static var old: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 0x02) }
  static var initial: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 0x04) }
  static var prior: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 0x08) }
}

/// A change to a value observed with key-value observation.
///
/// Apple: documentation/foundation/nskeyvalueobservedchange — `struct NSKeyValueObservedChange<Value>`.
struct NSKeyValueObservedChange<Value> {}

/// The protocol through which `NSObject` and its subclasses get `observe(_:options:changeHandler:)`.
///
/// Apple: the precise identifier of documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
/// names `Foundation._KeyValueCodingAndObserving`, an extension of which declares the method, with
/// `Self` for the observed object.
protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
  /// Observes the value at `keyPath`; the observation stops when the returned object is
  /// invalidated or deinitialized.
  ///
  /// Apple: documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:) —
  /// `@preconcurrency func observe<Value>(_ keyPath: KeyPath<Self, Value>, options:
  /// NSKeyValueObservingOptions = [], changeHandler: @escaping @Sendable (Self,
  /// NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation`.
  @preconcurrency func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    fatalError("KVO stub")
  }
}
