-- String interpolation and concatenation in a loop.
local out = ""
local n = 0
for i = 0, 199999 do
  local s = "item " .. i .. ": (" .. (i % 7) .. ", " .. (i % 11) .. ")"
  n = n + #s
  if i % 1000 == 0 then out = out .. s .. "; " end
end
print(n, #out)
