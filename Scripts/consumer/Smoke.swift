// The consumer test's smoke run (Scripts/consumer-test): a few lines of the public API, as another project
// would write them after depending on the repository by URL.
import EssentialFeed
import Foundation
import HTTPTypes
import ImageComments

print("title el: \(ImageCommentsPresenter.title(language: "el"))")

let fixture = Data(
    """
    {"items": [
      {"id": "97F85595-134A-55CB-8E27-CD44F642932D", "description": "Ruins at dusk.", "location": "Αθήνα, Ελλάδα",
       "image": "https://example.com/01.png"},
      {"id": "25E5C6E2-935A-5BEE-A4C6-17FADEDF8474", "image": "https://example.com/02.png"}
    ]}
    """.utf8)
let images = try FeedItemsMapper.map(fixture, from: HTTPResponse(status: .ok))
let first = images.first?.location ?? "nowhere"
let second = images.last?.location == nil ? "without a location" : "with a location"
print("feed: \(images.count) images, first at \(first), second \(second)")
