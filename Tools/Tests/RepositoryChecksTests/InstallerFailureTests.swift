import Foundation
import Testing

/// Scripts/install-test-deps (and Scripts/test, which runs it first) against a package manager that fails: stand-ins
/// on PATH for apt-get (failing as FAKE_APT says, recording its arguments), sudo, dpkg, apt-cache, and a pkg-config
/// that finds no library, so that there is something to install. Nothing real is installed or locked.
@Suite("The test dependencies' installer stops with one line when the package manager fails")
struct InstallerFailureTests {
    @Test(
        "one line says what could not be installed, why and how, and the run stops",
        arguments: [
            ("not-found", "Unable to locate package libpng-dev", "Scripts/install-test-deps"),
            ("dpkg-locked", "Could not get lock /var/lib/dpkg/lock-frontend.*waited", "Scripts/install-test-deps"),
            ("lists-locked", "Could not get lock /var/lib/apt/lists/lock.*waited", "Scripts/install-test-deps"),
            // Scripts/test stops there, before any build (the stand-in `swift` would record one).
            ("not-found", "Unable to locate package libpng-dev", "Scripts/test"),
        ])
    func stops(mode: String, cause: String, script: String) throws {
        let run = try FailingPackageManager(mode: mode, script: script)
        let lines = run.error.split(separator: "\n").filter { $0.contains("could not install") }
        #expect(run.status != 0 && run.status != 15)
        #expect(lines.count == 1, "\(run.error)")
        #expect(lines.first?.contains(try Regex(cause)) == true)
        #expect(lines.first?.contains(try Regex("apt-get install .*libpng-dev")) == true, "no command to install")
        #expect(!(run.error + "\n" + run.output).contains(try Regex("(?m)^[EN]: ")), "apt-get's own lines shown")
        #expect(!run.aptCalls.contains { $0.hasPrefix("dpkg ") })
        #expect(run.calls == [])
    }

    @Test("apt-get is told to wait for dpkg's lock itself")
    func waitsForDpkg() throws {
        let run = try FailingPackageManager(mode: "dpkg-locked", script: "Scripts/install-test-deps")
        let waiting = try Regex("DPkg::Lock::Timeout=[1-9]")
        #expect(run.aptCalls.contains { $0.contains(" install") && $0.contains(waiting) })
    }

    @Test("`apt-get update`, which does not wait for the package lists' lock, is tried again meanwhile")
    func retriesTheLists() throws {
        let run = try FailingPackageManager(mode: "lists-locked", script: "Scripts/install-test-deps")
        #expect(run.aptCalls.filter { $0.contains(" update") }.count >= 2)
    }
}

/// One run of a script against the failing package manager.
private struct FailingPackageManager {
    var status: Int32
    var output: String
    var error: String
    var aptCalls: [String]
    var calls: [String]

    init(mode: String, script: String) throws {
        let sandbox = try Sandbox(), fake = sandbox.folder.appending(path: "fake-apt")
        let aptCalls = sandbox.folder.appending(path: "apt-calls").path
        try sandbox.write("apt-get", Self.aptGet, in: fake)
        try sandbox.write("sudo", #"exec "$@""#, in: fake)
        try sandbox.write("dpkg", "echo \"dpkg $*\" >>\"$FAKE_APT_CALLS\"\nexit 97", in: fake)
        try sandbox.write("apt-cache", "exit 0", in: fake)
        try sandbox.write("pkg-config", "exit 1", in: fake)
        (status, output, error) = try sandbox.run(
            repositoryRoot.appending(path: script), [], path: [fake],
            environment: [
                "FAKE_APT": mode, "FAKE_APT_CALLS": aptCalls, "APT_LOCK_TIMEOUT": "2",
                "TEST_LOG_DIR": sandbox.folder.appending(path: "test-logs").path,
            ])
        self.aptCalls = ((try? String(contentsOfFile: aptCalls, encoding: .utf8)) ?? "").split(separator: "\n")
            .map(String.init)
        calls = sandbox.calls
    }

    static let aptGet = #"""
        echo "apt-get $*" >>"$FAKE_APT_CALLS"
        update=""; for argument in "$@"; do [[ "$argument" == update ]] && update=1; done
        case "$FAKE_APT" in
          lists-locked)
            [[ -n "$update" ]] || exit 0
            echo "E: Could not get lock /var/lib/apt/lists/lock. It is held by process 4242 (apt-get)" >&2
            echo "E: Unable to lock directory /var/lib/apt/lists/" >&2 ;;
          dpkg-locked)
            [[ -z "$update" ]] || exit 0
            echo "E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 4242 (unattended-upgr)" >&2
            echo "N: Be aware that removing the lock file is not a solution and may break your system." >&2
            echo "E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?" >&2 ;;
          not-found)
            [[ -z "$update" ]] || exit 0
            echo "E: Unable to locate package libpng-dev" >&2 ;;
        esac
        exit 100
        """#
}
