import Foundation
import Testing

/// The demo's translations, read from its source tree: every language has every English key, and
/// no key of its own, so that a string added in English (a new row's label or caption) cannot be
/// forgotten in another language.
@Suite struct DemoStringsTests {
  /// The demo's resources, beside this package's tests.
  static let resources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/async-action-demo/Resources")

  /// The languages the demo is translated into: its `.lproj` folders.
  static var languages: [String] {
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: resources.path)) ?? []
    return folders.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }.sorted()
  }

  /// The `"key" = "value";` entries of one language's `Localizable.strings`, in order, and any
  /// line that is neither an entry, a comment nor blank.
  static func entries(
    _ language: String
  ) throws -> (entries: [(key: String, value: String)], unread: [String]) {
    let url = resources.appendingPathComponent("\(language).lproj/Localizable.strings")
    let text = try String(contentsOf: url, encoding: .utf8)
    let entry = /^"((?:[^"\\]|\\.)*)" = "((?:[^"\\]|\\.)*)";$/
    var entries: [(key: String, value: String)] = []
    var unread: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if let match = line.wholeMatch(of: entry) {
        entries.append((String(match.1), String(match.2)))
      } else if !(line.hasPrefix("/*") && line.hasSuffix("*/")) {
        unread.append(String(line))
      }
    }
    return (entries, unread)
  }

  /// What is wrong with one language's entries against the English ones: a key missing, a key
  /// English lacks, a key twice, an empty translation.
  static func problems(_ entries: [(key: String, value: String)], english: [String]) -> [String] {
    let keys = entries.map(\.key)
    let translated = Set(keys)
    return english.filter { !translated.contains($0) }.map { "no \($0.debugDescription)" }
      + keys.filter { !english.contains($0) }.map { "\($0.debugDescription), which English lacks" }
      + (translated.count == keys.count ? [] : ["a key twice"])
      + entries.filter { $0.value.isEmpty }.map { "\($0.key.debugDescription) empty" }
  }

  @Test func everyLanguageHasEveryEnglishString() throws {
    #expect(Self.languages.contains("en") && Self.languages.count >= 3, "\(Self.languages)")
    let english = try Self.entries("en").entries.map(\.key)
    #expect(english.count > 50, "read \(english.count) English strings")
    for language in Self.languages {
      let (entries, unread) = try Self.entries(language)
      #expect(unread.isEmpty, "\(language): lines that are no entry: \(unread)")
      #expect(
        Self.problems(entries, english: english).isEmpty,
        "\(language): \(Self.problems(entries, english: english))")
    }
  }

  /// The check can fail: Spanish without one string, or with one of its own, is caught.
  @Test func aLanguageWithoutAStringIsCaught() throws {
    let english = try Self.entries("en").entries.map(\.key)
    let spanish = try Self.entries("es").entries
    #expect(Self.problems(spanish, english: english).isEmpty)
    #expect(
      Self.problems(spanish.filter { $0.key != "Save Draft" }, english: english) == [#"no "Save Draft""#])
    #expect(Self.problems(spanish + [("Send Reply", "Enviar")], english: english).count == 1)
  }
}
