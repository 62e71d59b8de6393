// Inside `#if !os(tvOS)` (alone, or with other platforms left out too), or in a declaration
// unavailable on tvOS: clean.

import SwiftUI

@MainActor func large(_ view: some View) -> some View {
  view
    #if !os(tvOS)
      .controlSize(.large)
    #endif
}

@MainActor func largeOutsideTVAndWatch(_ view: some View) -> some View {
  #if !os(tvOS) && !os(watchOS)
    return view.controlSize(.large)
  #else
    return view
  #endif
}

@available(tvOS, unavailable)
@MainActor func largeWhereAvailable(_ view: some View) -> some View {
  view.controlSize(.large)
}
