extension CaseIterable where Self: Equatable, AllCases.Index == Int {
    /// The next case, the first after the last: the next of a cycle of choices, such as a list's orders.
    public var next: Self {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}
