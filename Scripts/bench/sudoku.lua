-- Lua twin of sudoku.geo
local puzzles = {
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
  "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..",
  "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
  "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
}

local function parse(s)
  local g = {}
  for r = 0, 8 do
    local row = {}
    for c = 0, 8 do
      local ch = s:sub(r * 9 + c + 1, r * 9 + c + 1)
      row[c] = ch == "." and 0 or tonumber(ch)
    end
    g[r] = row
  end
  return g
end

local grid, guesses = nil, 0

local function candidates(r, c)
  local used = {}
  for i = 0, 9 do used[i] = false end
  for i = 0, 8 do
    used[grid[r][i]] = true
    used[grid[i][c]] = true
  end
  local br, bc = r - r % 3, c - c % 3
  for dr = 0, 2 do
    for dc = 0, 2 do used[grid[br + dr][bc + dc]] = true end
  end
  local out = {}
  for n = 1, 9 do if not used[n] then out[#out + 1] = n end end
  return out
end

local function solve()
  local bestR, bestC, best = -1, -1, {}
  for r = 0, 8 do
    local stop = false
    for c = 0, 8 do
      if grid[r][c] == 0 then
        local cand = candidates(r, c)
        if #cand == 0 then return false end
        if bestR < 0 or #cand < #best then
          bestR, bestC, best = r, c, cand
          if #cand == 1 then stop = true; break end
        end
      end
    end
    if stop then break end
  end
  if bestR < 0 then return true end
  for _, n in ipairs(best) do
    guesses = guesses + 1
    grid[bestR][bestC] = n
    if solve() then return true end
  end
  grid[bestR][bestC] = 0
  return false
end

local function set9(xs)
  table.sort(xs)
  for i = 1, 9 do if xs[i] ~= i then return false end end
  return #xs == 9
end
local function isValidSolution(g)
  for r = 0, 8 do
    local xs = {}
    for c = 0, 8 do xs[#xs + 1] = g[r][c] end
    if not set9(xs) then return false end
  end
  for c = 0, 8 do
    local xs = {}
    for r = 0, 8 do xs[#xs + 1] = g[r][c] end
    if not set9(xs) then return false end
  end
  for b = 0, 8 do
    local r0, c0 = (b // 3) * 3, (b % 3) * 3
    local xs = {}
    for k = 0, 8 do xs[#xs + 1] = g[r0 + k // 3][c0 + k % 3] end
    if not set9(xs) then return false end
  end
  return true
end

local total = 0
for rep = 0, 5 do
  for k0, p in ipairs(puzzles) do
    grid = parse(p)
    local givens = 0
    for r = 0, 8 do for c = 0, 8 do if grid[r][c] ~= 0 then givens = givens + 1 end end end
    guesses = 0
    local ok = solve()
    local valid = isValidSolution(grid)
    local row0 = {}
    for c = 0, 8 do row0[#row0 + 1] = tostring(grid[0][c]) end
    local diag = 0
    for i = 0, 8 do diag = diag + grid[i][i] end
    if rep == 0 then
      print(string.format("puzzle %d: givens=%d solved=%s valid=%s guesses=%d row0=%s diag=%d", k0 - 1, givens,
        tostring(ok), tostring(valid), guesses, table.concat(row0), diag))
    end
    total = total + guesses
  end
end
print("total guesses=" .. total)
