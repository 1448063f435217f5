-- A recursive permutations generator: every permutation of 0..7 built by backtracking
-- (append, recurse, remove last), each handed to a callback that checks it.
local function permutations(n, visit)
  local used = {}
  for i = 1, n do used[i] = false end
  local current = {}
  local function gen()
    if #current == n then
      visit(current)
      return
    end
    for i = 0, n - 1 do
      if not used[i + 1] then
        used[i + 1] = true
        current[#current + 1] = i
        gen()
        current[#current] = nil
        used[i + 1] = false
      end
    end
  end
  gen()
end
local count = 0
local fixedFree = 0
permutations(8, function(p)
  count = count + 1
  local ok = true
  for i = 0, #p - 1 do
    if p[i + 1] == i then ok = false; break end
  end
  if ok then fixedFree = fixedFree + 1 end
end)
print(count, fixedFree)
