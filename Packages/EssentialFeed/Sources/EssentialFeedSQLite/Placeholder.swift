public enum FeedSQLitePlaceholder {}
