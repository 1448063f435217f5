// A host that imports GeoHierarchy works with Views, Points, Rects and Transforms too.
@_exported import GeoViews
