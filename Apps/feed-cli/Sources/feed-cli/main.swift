import FeedCLI

await FeedCLIMain.run()
