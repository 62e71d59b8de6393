import AsyncActionButton
import SwiftUI

// The screens for the disabled look, the app-driven loading style and the spinner placements.
// Ordinary views, outside the `#Preview` macros, so that the Linux type-check covers them.

/// An order button that looks disabled while it runs, beside one that keeps looking enabled.
struct DisabledWhileBusyDemo: View {
  var body: some View {
    VStack(spacing: 20) {
      AsyncActionButton("Place Order") {
        try? await Task.sleep(for: .seconds(2))
      }
      .asyncActionPolicy(.disableWhileBusy)
      AsyncActionButton("Place Order (stays enabled)") {
        try? await Task.sleep(for: .seconds(2))
      }
    }
    .buttonStyle(.borderedProminent)
    .padding()
  }
}

/// A sign-in whose work the screen starts itself, as a view model would: a flag, not the button,
/// says when it runs. The flag drives the spinner once through the label modifier under a system
/// style, and twice through the loading button style.
struct SignInDemo: View {
  @State private var isSigningIn = false
  @State private var status = "Signed out"

  var body: some View {
    VStack(spacing: 20) {
      Text(status)
      Button {
        Task { await signIn() }
      } label: {
        Text("Sign In")
          .frame(maxWidth: .infinity)
          .asyncActionLoading(isSigningIn)
      }
      .buttonStyle(.borderedProminent)
      #if !os(tvOS)  // tvOS's SDK marks `controlSize(_:)` unavailable
        .controlSize(.large)
      #endif
      .disabled(isSigningIn)
      Button("Sign In with Passkey") {
        Task { await signIn() }
      }
      .buttonStyle(.loading(isSigningIn, base: .bordered))
      Button("Check Session") {
        Task { await checkSession() }
      }
      .buttonStyle(.loading(isSigningIn, base: .bordered, disablesWhileLoading: true))
    }
    .padding()
  }

  private func signIn() async {
    guard !isSigningIn else { return }
    isSigningIn = true
    try? await Task.sleep(for: .seconds(1.5))
    isSigningIn = false
    status = "Signed in"
  }

  /// On for 50 ms: shorter than the show-delay, so no spinner flashes.
  private func checkSession() async {
    guard !isSigningIn else { return }
    isSigningIn = true
    try? await Task.sleep(for: .milliseconds(50))
    isSigningIn = false
  }
}

/// The spinner beside the label, before and after it, and in its place for comparison.
struct IndicatorPlacementDemo: View {
  var body: some View {
    VStack(spacing: 20) {
      AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") {
        try? await Task.sleep(for: .seconds(2))
      }
      .asyncActionStyle(.leading)
      AsyncActionButton("Upload") {
        try? await Task.sleep(for: .seconds(2))
      }
      .asyncActionStyle(.trailing)
      AsyncActionButton("Save") {
        try? await Task.sleep(for: .seconds(2))
      }
    }
    .buttonStyle(.bordered)
    .padding()
  }
}
