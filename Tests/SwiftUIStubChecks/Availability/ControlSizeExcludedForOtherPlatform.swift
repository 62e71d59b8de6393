// `#if !os(watchOS)` leaves tvOS in, and an `#elseif` after `#if os(tvOS)` is not tvOS's: both
// flagged. The branch of `#if os(tvOS)` is not compiled on Linux, so it is not seen at all.
// expect-flagged: View.controlSize(_:) tvOS unavailable

import SwiftUI

@MainActor func large(_ view: some View) -> some View {
  view
    #if !os(watchOS)
      .controlSize(.large)
    #endif
}

@MainActor func largeAfterTVBranch(_ view: some View) -> some View {
  #if os(tvOS)
    return view
  #elseif canImport(Glibc)
    return view.controlSize(.large)
  #else
    return view.controlSize(.large)
  #endif
}
