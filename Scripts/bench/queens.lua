-- Lua twin of queens.geo: the board as a global array grown and shrunk, the same helper.
local board = {}
local function safe(col)
  local row = #board
  for r = 1, #board do
    local c = board[r]
    if c == col or math.abs(c - col) == row - (r - 1) then return false end
  end
  return true
end
local firstFound = ""
local function place(n)
  if #board == n then
    if firstFound == "" then
      local t = {}
      for i, c in ipairs(board) do t[i] = tostring(c) end
      firstFound = table.concat(t)
    end
    return 1
  end
  local found = 0
  for col = 0, n - 1 do
    if safe(col) then
      board[#board + 1] = col
      found = found + place(n)
      board[#board] = nil
    end
  end
  return found
end
local counts = {}
for n = 4, 9 do
  firstFound = ""
  counts[#counts + 1] = place(n)
end
print("[" .. table.concat(counts, ", ") .. "]", firstFound)
