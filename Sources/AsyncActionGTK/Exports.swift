// The engine's types (`ActionConfiguration`, `ActionScope`, `AsyncAction`, `ActionOutcome`, …)
// appear in this module's API, so importing AsyncActionGTK is enough to use them, as the SwiftUI
// module does and swift-navigation's UI modules re-export their core. An app that depends on the
// Linux package's `AsyncActionGTK` product needs no second dependency for the engine. The
// re-export carries what an app sees, not the core's `@_spi(Shell)` API, which the widget's own
// files import for themselves; `scripts/check-api` prints the names an app's import gets.
@_exported public import AsyncActionCore
