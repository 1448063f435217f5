// `import GeoScript` is all a host needs: View, Point, Rect, Transform and the
// animation types are the same Swift types the interpreter uses (docs/language.md).
@_exported import GeoCore
@_exported import GeoViews
@_exported import GeoAnimation
