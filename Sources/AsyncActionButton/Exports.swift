// The engine's types (`ActionScope`, `SpinnerTiming`, `RunOutcome`, …) appear in this module's
// API, so importing AsyncActionButton is enough to use them, as swift-navigation's UI modules
// re-export their core.
@_exported public import AsyncActionCore
