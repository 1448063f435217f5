-- Towers of Hanoi, recursive, counting moves in a global and checking them in a list.
local moves = 0
local pegs = {0, 0, 0}
local function hanoi(n, from, to, via)
  if n == 0 then return end
  hanoi(n - 1, from, via, to)
  moves = moves + 1
  pegs[to + 1] = pegs[to + 1] + 1
  pegs[from + 1] = pegs[from + 1] - 1
  hanoi(n - 1, via, to, from)
end
pegs[1] = 20
hanoi(20, 0, 2, 1)
print(moves, pegs[1], pegs[2], pegs[3])
