// Our own declaration marked unavailable on tvOS, used where tvOS is not ruled out: flagged.
// expect-flagged: largeWhereAvailable(_:) tvOS unavailable

import SwiftUI

@available(tvOS, unavailable)
@MainActor func largeWhereAvailable(_ view: some View) -> some View {
  view.controlSize(.large)
}

@MainActor func caller(_ view: some View) -> some View {
  largeWhereAvailable(view)
}
