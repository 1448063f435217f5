-- Lua twin of loop-fn.geo (locals in a function).
local function run()
  local s = 0
  local i = 0
  while i < 20000000 do
    s = s + i * 0.5
    i = i + 1
  end
  return s
end
print(run())
