// The engine's types (`ActionScope`, `ActionConfiguration.BusyIndicatorTiming`, `ActionOutcome`, …) appear in this
// module's API, so importing AsyncActionButton is enough to use them, as swift-navigation's UI
// modules re-export their core. The re-export carries what an app sees, not the core's
// `@_spi(Shell)` API, which the view's own files import for themselves; `scripts/check-api`
// prints the names an app's import gets.

// SwiftUI exists on Apple platforms only: elsewhere this module builds empty (on Linux it is
// type-checked against a stub of SwiftUI, scripts/check-swiftui).
#if canImport(SwiftUI)
  @_exported public import AsyncActionCore
#endif
