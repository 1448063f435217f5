-- objects as closures: a stack and an accumulator sharing captured state (Lua twin of closureobjs.geo)
local function makeStack()
  local items = {}
  local n = 0
  local pushes = 0
  return {
    push = function(x) n = n + 1; items[n] = x; pushes = pushes + 1 end,
    pop = function()
      if n == 0 then return nil end
      local x = items[n]; items[n] = nil; n = n - 1
      return x
    end,
    depth = function() return n end,
    peek = function() return items[n] end,
  }
end

local function makeAccumulator(start)
  local sum = start
  return {
    add = function(x) sum = (sum + x) % 1000007 end,
    total = function() return sum end,
  }
end

local stack = makeStack()
local acc = makeAccumulator(7)
for i = 0, 199999 do
  stack.push(i % 1000)
  if i % 3 == 2 then
    local a = stack.pop()
    local b = a and stack.pop()
    if a and b then
      acc.add(a * b)
      stack.push(a + b)
    end
  end
  if i % 1000 == 999 then
    acc.add(stack.peek() or 0)
  end
end
print(string.format("stack size: %d", stack.depth()))
print(string.format("total: %d", acc.total()))
