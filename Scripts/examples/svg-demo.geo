#!/usr/bin/env geo
// Pictures of a view tree: render(v) draws it in the terminal, svg(v, "file.svg") writes an SVG
// with each view's bounds outline (solid), frame box (dashed), anchor point (dot) and name.
// Run: geo Scripts/examples/svg-demo.geo            — the terminal drawing
//      geo Scripts/examples/svg-demo.geo demo.svg   — also writes ./demo.svg (a relative path is
//                                                     relative to the current directory)

let canvas = View(frame: (0, 0, 400, 300), name: "canvas")
let photo = View(frame: (40, 40, 160, 100), name: "photo")
let sticker = View(frame: (20, 20, 60, 40), name: "sticker")
let note = View(frame: (220, 150, 120, 80), name: "note")
let ghost = View(frame: (250, 30, 100, 60), name: "ghost")
canvas.addSubview(photo)
photo.addSubview(sticker)
canvas.addSubview(note)
canvas.addSubview(ghost)

// A photo turned and enlarged, a sticker turned inside it, a note pinned at its corner.
photo.transform = rotation(-20deg).scaledBy(x: 1.2, y: 1.2)
sticker.transform = rotation(45deg)
note.anchorPoint = (0, 0)
note.transform = rotation(15deg)
ghost.isHidden = true

render(canvas)
if arguments.count > 0 {
    print("wrote \(svg(canvas, arguments[0]))")
}
