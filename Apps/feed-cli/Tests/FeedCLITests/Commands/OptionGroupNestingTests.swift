import ArgumentParser
import Testing

@testable import FeedCLI

/// A debug build's ArgumentParser checks every option group's declarations again for each level it is nested in, on
/// every parse: one group of groups (the client's seven) made each parse several times as slow, and those checks were
/// more than half of the CPU the app's tests took.
@Suite("The commands' option groups are declared by the commands, never inside another group")
struct OptionGroupNestingTests {
    @Test("no option group of any command holds option groups of its own")
    func noGroupHoldsGroups() {
        let commands = Self.commands(under: FeedCLICommand.self)
        #expect(commands.count > 10, "\(commands)")

        for command in commands {
            for child in Mirror(reflecting: command.init()).children {
                guard let group = child.value as? any NestedGroupProbe else { continue }

                #expect(group.nestedGroups.isEmpty, "\(command).\(child.label ?? "?") holds \(group.nestedGroups)")
            }
        }
    }

    /// `root` and its subcommands, all the way down.
    private static func commands(under root: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
        [root] + root.configuration.subcommands.flatMap { commands(under: $0) }
    }
}

/// An option group that tells the option groups its type declares.
private protocol NestedGroupProbe {
    var nestedGroups: [String] { get }
}

extension OptionGroup: NestedGroupProbe {
    fileprivate var nestedGroups: [String] {
        Mirror(reflecting: Value()).children.compactMap { $0.value is any NestedGroupProbe ? $0.label : nil }
    }
}
