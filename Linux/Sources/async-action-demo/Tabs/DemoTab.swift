/// The tabs of the demo's window, in the order the switcher shows them. The raw value names a
/// tab in the window's stack, in the trace (`shown tab=`, `tab name=`) and in the ids of the
/// switcher's buttons (`tab_gallery`).
enum DemoTab: String, CaseIterable {
  case profile, gallery, looks, flows

  /// The switcher's title, before translation.
  var title: String {
    switch self {
    case .profile: "Profile"
    case .gallery: "Gallery"
    case .looks: "Looks"
    case .flows: "Flows"
    }
  }
}
