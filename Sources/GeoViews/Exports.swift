// A host that imports GeoViews works with Points, Rects and Transforms too.
@_exported import GeoCore
