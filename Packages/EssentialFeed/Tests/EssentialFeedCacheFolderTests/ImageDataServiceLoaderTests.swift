import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import SharedAPI
import Testing

@Suite("ImageDataService downloads through the loader it is given what the cache does not hold")
struct ImageDataServiceLoaderTests {
    private let url = URL(string: "http://127.0.0.1:9/a.png")!
    private let bytes = Data([0x89, 0x50, 0x4E, 0x47])

    @Test("a miss is the given loader's for that URL: its bytes are returned, then saved")
    func missThroughTheLoader() async throws {
        let store = InMemoryFeedStore()
        let remote = ResourceLoaderStub<URL, Data>([.success(bytes)])
        let sut = ImageDataService(remote: remote.loader(for:), cache: LocalFeedImageDataLoader(store: store))

        let loaded = try await sut.load(from: url)
        await sut.finishSaving()

        #expect(remote.loadedRequests == [url])
        #expect(loaded.source == .remote && loaded.data == bytes)
        #expect(await store.retrieve(dataForURL: url) == bytes)
    }

    @Test("the loader's failure is thrown as it is, and nothing is saved")
    func failureThrownAsItIs() async throws {
        let store = InMemoryFeedStore()
        let remote = ResourceLoaderStub<URL, Data>([.failure(LoaderFailure(name: "remote"))])
        let sut = ImageDataService(remote: remote.loader(for:), cache: LocalFeedImageDataLoader(store: store))

        await #expect(throws: LoaderFailure(name: "remote")) { try await sut.imageData(from: url) }
        await sut.finishSaving()

        #expect(await store.imageStatistics().count == 0)
    }

    @Test("bytes in the cache ask the loader nothing")
    func hitAsksTheLoaderNothing() async throws {
        let store = InMemoryFeedStore()
        await store.insert(bytes, for: url)
        let remote = ResourceLoaderStub<URL, Data>([.success(Data([1]))])
        let sut = ImageDataService(remote: remote.loader(for:), cache: LocalFeedImageDataLoader(store: store))

        let loaded = try await sut.load(from: url)

        #expect(loaded.source == .cache && loaded.data == bytes)
        #expect(remote.loadedRequests.isEmpty)
    }
}
