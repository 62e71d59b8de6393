// The engine's types (`ActionConfiguration`, `ActionScope`, `AsyncAction`, `RunOutcome`, …)
// appear in this module's API, so importing AsyncActionGTK is enough to use them, as the SwiftUI
// module does and swift-navigation's UI modules re-export their core. An app that depends on the
// Linux package's `AsyncActionGTK` product needs no second dependency for the engine.
@_exported public import AsyncActionCore
