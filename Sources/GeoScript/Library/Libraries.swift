extension Registry {
    /// Every library of built-ins, in order. To add a library, add ONE line here:
    /// `YourLibrary.builtins,` (a `static var builtins: [Builtin]` in your own file).
    static var libraries: [[Builtin]] {
        let libraries: [[Builtin]] = [
            CoreLibrary.builtins,
            GeometryLibrary.builtins,
            ViewsLibrary.builtins,
            AnimationLibrary.builtins,
            RenderLibrary.builtins,
            ExplainLibrary.builtins,
            ExerciseLibrary.builtins,
            SwiftSpellingsLibrary.builtins,
            SwiftCollectionsLibrary.builtins,
            StringIndexLibrary.builtins,
            StringOptionsLibrary.builtins,
            SliceSearch.builtins,
            HierarchyLibrary.builtins,
            CharacterMethods.properties,
            DictionaryLibrary.builtins,
            SetLibrary.builtins,
        ]
        // A String's collection methods are its characters' List methods (made from them), a
        // Dictionary's its entries', a Set's its elements' (the List's picked out once, not
        // once for each: start-up).
        let list = [libraries.joined().filter { $0.target == .member(.list) }]
        return libraries + [CharacterMethods.lifting(list), DictionaryLibrary.lifting(list), SetLibrary.lifting(list)]
    }
}
