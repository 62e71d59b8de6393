import AsyncActionButton
public import SwiftUI

/// The seed's "Edit Profile" screen: two counters and three async action buttons.
///
/// Save Changes takes 1.5 s, Sync 1 s and Send Invite 2 s. Tap a button twice: the second tap is
/// ignored while the first run is busy, and the button keeps its size and colour.
public struct EditProfileDemo: View {
  @State private var saves = 0
  @State private var syncs = 0

  /// Creates the screen.
  public init() {}

  /// The title, the counters and the buttons.
  public var body: some View {
    VStack(spacing: 20) {
      Text("Edit Profile")
        .font(.largeTitle)
      Text("Saves: \(saves) · Syncs: \(syncs)")
      AsyncActionButton {
        try? await Task.sleep(for: .seconds(1.5))
        saves += 1
      } label: {
        Text("Save Changes")
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      #if !os(tvOS)  // tvOS's SDK marks `controlSize(_:)` unavailable
        .controlSize(.large)
      #endif
      AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") {
        try? await Task.sleep(for: .seconds(1))
        syncs += 1
      }
      AsyncActionButton("Send Invite") {
        try? await Task.sleep(for: .seconds(2))
      }
      .tint(.orange)
    }
    .padding()
  }
}
