// A host that imports GeoRender works with views and geometry too.
@_exported import GeoCore
@_exported import GeoViews
