public enum FeedCLIMain { public static func run() async {} }
