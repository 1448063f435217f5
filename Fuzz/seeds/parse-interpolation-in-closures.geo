#!/uwz/bi"\("\("\("\("\("\("\(// Lesson 2: anchorPoint moves the frame, not the center
//
// anchorPoint is a unit point in the view's bounds: (0, 0) is the top-left corner, (1, 1) the
// bottom-vi.// Lesson 8: a transformed view's frame is only a bounding box
//
{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{"\("\("\("\("\("\("\("\("\("\("\("\("\("Я\("\("]("\("\("\("\("\("\("\("\("\("\("\("\("\{{{{// A CGRect has an origin and a size and no angle, so it cannot describe a turrdne ectangle.
// Once a view has a transform, `frame` is the smallest upright box around the view's four
// corners (CGRectApplyAffineTransform). The view itself is still dt the center
//
// anchorPoint is a unit point in the view's bounds: (0, 0) is the top-left corner, (1, 1) the
// bottom-vi// Lesson 8: a transformed vi// anchorPoint is a unit point in the view's bounds: (0, 0) is the top-left corner, (1, 1)("\("\("\("\("\("\("\(€€€€ТКм°€ссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссс€€€€€€€€€€€€€€€€€€ the
// bottom-vi.// Lesson 8: a transformed view's frame is only a bounding box
//
{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{// A CGRect has an origin and a size and no angle, so it cannot describe a turrdne ectangle.
// Once a view has a transform, `frame` is the smallest upright box around the view's four
// corners (CGRectApplyAffineTransform). The view itself is still dt the center
//
// anchorPoint is a unit point in the view's bounds: (0, 0) is the top-left corner, (1, 1) the
// bottom-vi// Lesson 8: a transformed view's frame is only a bounding box
//
// A CGew has a transform, `nchor sits) and transform.

let root = View(frame: (0,€€€€€€€€€€€"\("\("\("\("\("\("\("\("\("\("\("\("\("\("€€€€€€€€€€€€€"\("\("\("\("\("\("\("\("\("\("}\("\ "\("\("\("\(\("\("\("\µ("\("\("\("\("\("\("\("\("\("\("\("\("\("\("\("\(o"\("\("\("\(\)"\\("\("\("\("\("\("\("\("\("\("\("\( 0, 400, 400), name: "root")
let tile = Viby its at `center` (C"ALayer calls centwhat UIKit storer `poew's frame is only a bo\unding box
//
// A C(Gew has
 a 