// A host that imports GeoAnimation works with views and geometry too.
@_exported import GeoCore
@_exported import GeoViews
