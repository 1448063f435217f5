extension Registry {
    /// Every library of built-ins, in order. To add a library, add ONE line here:
    /// `YourLibrary.builtins,` (a `static var builtins: [Builtin]` in your own file).
    static var libraries: [[Builtin]] {
        [
            CoreLibrary.builtins,
            GeometryLibrary.builtins,
            ViewsLibrary.builtins,
            AnimationLibrary.builtins,
            RenderLibrary.builtins,
            ExplainLibrary.builtins,
            ExerciseLibrary.builtins,
            SwiftSpellingsLibrary.builtins,
            SwiftCollectionsLibrary.builtins,
            HierarchyLibrary.builtins,
        ]
    }
}
